/**
 * "Download Full Report": builds the PDF in the browser. The PDF layout and writer are
 * imported on click, so their code is not part of the page's first JavaScript.
 */
import type { ChartView } from '../../../shared/chart/view';
import type { KundaliReport } from '../../../shared/interpretation/report/report';
import type { Locale } from '../../../shared/i18n/locale';
import type { LocalizedPdfOptions } from '../../render/pdf-report';
import { fetchDashas, fetchKp, fetchNow, fetchVarshaphal } from '../../lib/report-api';
import type { PdfDepth } from '../../render/pdf-depth-sections';
import { completedYearsOn } from './report-dates';
import { dayOfDate } from '../../lib/day';
import type { BirthRequest } from '../../lib/birth-query';
import { $chartStyle } from '../../stores/prefs';
import { loadReportText } from './load-report-text';

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
 * The options for a PDF of `content` in `locale`: for a Hindi or Marathi PDF, or when any of its
 * text is in Devanagari, the embedded Devanagari fonts; for a Bengali, Telugu or Tamil PDF that
 * script's fonts and the script they draw (fetched, with HarfBuzz, only then).
 */
export async function pdfOptionsFor(content: unknown, locale: Locale = 'en'): Promise<LocalizedPdfOptions> {
  const { REGIONAL_PDF_FACES, loadRegionalFonts } = await import('../../render/regional-fonts');
  const regional = Object.hasOwn(REGIONAL_PDF_FACES, locale) ? (locale as keyof typeof REGIONAL_PDF_FACES) : null;
  if (regional) return { locale, fonts: await loadRegionalFonts(regional), script: REGIONAL_PDF_FACES[regional].script };
  const { hasDevanagari, loadDevanagariFonts } = await import('../../render/devanagari-fonts');
  return locale === 'hi' || (locale as string) === 'mr' || hasDevanagari(content)
    ? { locale, fonts: await loadDevanagariFonts() }
    : { locale };
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

/**
 * Builds the PDF for a chart, in `locale` (its own words; the report's prose as built), with the
 * visitor's "now" for `request` on `day`, its charts in the chart style the visitor chose (GET /api/chart/now; the day the page shows, by default
 * the browser's local date), and starts the download.
 */
export async function downloadKundaliPdf(
  chart: ChartView,
  report: KundaliReport,
  locale: Locale = 'en',
  request?: BirthRequest,
  day: string = dayOfDate(new Date()),
): Promise<void> {
  const [{ renderKundaliPdf }, options, text, now, depth] = await Promise.all([
    import('../../render/pdf-report'),
    pdfOptionsFor(report, locale),
    loadReportText(locale),
    // Without the now service the report still comes, without its "Now" section.
    request
      ? fetchNow(request, day, locale).catch((error: unknown) => {
          console.error('now failed; the PDF leaves out its Now section', error);
          return undefined;
        })
      : Promise.resolve(undefined),
    request ? depthFor(chart, request, day) : Promise.resolve(undefined),
  ]);
  savePdf(
    renderKundaliPdf(chart, report, { ...options, text, now, depth, chartStyle: $chartStyle.get() }),
    `kundali-${slugOf(chart.input.name)}.pdf`,
  );
}

/**
 * The report's astrologer sections as the page shows them: Yogini, Ashtottari, Chara (K.N. Rao),
 * KP and the varshaphal of the year of life running on `day` (the last two need the birth time).
 * A call that fails leaves its section out, as the page's own sections would show an error.
 */
async function depthFor(chart: ChartView, request: BirthRequest, day: string): Promise<PdfDepth> {
  const quiet = <T>(p: Promise<T>): Promise<T | null> =>
    p.catch((error: unknown) => {
      console.error('a depth section failed; the PDF leaves it out', error);
      return null;
    });
  const timed = chart.input.timeKnown;
  const [yogini, ashtottari, chara, kp, varshaphal] = await Promise.all([
    quiet(fetchDashas(request, 'yogini')),
    quiet(fetchDashas(request, 'ashtottari')),
    quiet(fetchDashas(request, 'chara', 'kn-rao')),
    timed ? quiet(fetchKp(request)) : Promise.resolve(null),
    timed ? quiet(fetchVarshaphal(request, completedYearsOn(chart.input.date, day))) : Promise.resolve(null),
  ]);
  return { dashas: [yogini, ashtottari, chara].filter((d) => d !== null), kp, varshaphal };
}
