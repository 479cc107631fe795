/**
 * "Download Full Report": builds the PDF in the browser. The PDF layout and writer are
 * imported on click, so their code is not part of the page's first JavaScript.
 */
import type { ChartView } from '../../../shared/chart/view';
import type { KundaliReport } from '../../../shared/interpretation/report/report';

/** A file-name-safe slug of a name (`Asha Rao` → `asha-rao`). */
export function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'kundali'
  );
}

/** Builds the PDF for a chart and starts the download. */
export async function downloadKundaliPdf(chart: ChartView, report: KundaliReport): Promise<void> {
  const { renderKundaliPdf } = await import('../../render/pdf-report');
  const bytes = renderKundaliPdf(chart, report);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `kundali-${slugOf(chart.input.name)}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
