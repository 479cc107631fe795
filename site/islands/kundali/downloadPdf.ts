/**
 * "Download Full Report": builds the PDF in the browser. The PDF layout and writer are
 * imported on click, so their code is not part of the page's first JavaScript.
 */
import type { ChartView } from '../../../shared/chart/view';
import type { KundaliReport } from '../../../shared/interpretation/report/report';
import type { PdfDocumentOptions } from '../../render/pdf-writer';

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

/**
 * The options for a PDF of `content`: when any of its text is in Devanagari, the embedded fonts
 * (fetched, with HarfBuzz, only then).
 */
export async function pdfOptionsFor(content: unknown): Promise<PdfDocumentOptions> {
  const { hasDevanagari, loadDevanagariFonts } = await import('../../render/devanagari-fonts');
  return hasDevanagari(content) ? { fonts: await loadDevanagariFonts() } : {};
}

/** Starts the download of PDF bytes as `fileName`. */
export function savePdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the PDF for a chart and starts the download. */
export async function downloadKundaliPdf(chart: ChartView, report: KundaliReport): Promise<void> {
  const [{ renderKundaliPdf }, options] = await Promise.all([import('../../render/pdf-report'), pdfOptionsFor(report)]);
  savePdf(renderKundaliPdf(chart, report, options), `kundali-${slugOf(chart.input.name)}.pdf`);
}
