/**
 * Bengali, Telugu and Tamil in the PDF writer, read back by poppler: the text of a chart's facts
 * (its grahas, signs, nakshatras and the date in the regional calendar, named through the books)
 * is shaped by HarfBuzz with Noto Sans Bengali, Telugu or Tamil, whose subsets are embedded
 * (pdffonts), the words come back from pdftotext, digits and Latin are drawn in Helvetica beside
 * them, the document info is Unicode (pdfinfo), and page 1 matches the committed baseline
 * (__baselines__/facts-{bn,te,ta}-page1.png, looked at by eye; regenerate after looking with
 * UPDATE_PDF_BASELINES=1 npx vitest run site/render/pdf-regional.test.ts). The committed TTF files
 * are the bytes scripts/regional-pdf-fonts.ts makes from the @fontsource packages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../shared/compose/chart';
import { regionalDate } from '../../shared/calendar/regional/regional-date';
import { REGIONAL_CONVENTIONS } from '../../shared/vocabulary/regional-conventions';
import { GRAHAS, grahaName } from '../../shared/vocabulary/graha';
import { nakshatraNameOf } from '../../shared/vocabulary/nakshatra';
import { rasiName } from '../../shared/vocabulary/rasi';
import { termName } from '../../shared/vocabulary/terms';
import { regionalPdfFont } from '../../scripts/regional-pdf-fonts';
import { subsetWasm } from '../../tests/support/devanagari-fonts';
import { compareWithBaseline, pdfFonts, pdfInfo, pdfPagesToPng, pdfToText } from '../../tests/support/poppler';
import { loadFontFace } from './pdf-embedded-font';
import { PdfDocument } from './pdf-writer';
import { REGIONAL_PDF_FACES, type RegionalPdfLocale } from './regional-fonts';

const BASELINES = new URL('./__baselines__/', import.meta.url).pathname;
/** Share of pixels allowed to differ beyond anti-aliasing (another poppler/FreeType build). */
const MAX_DIFFERING = 0.0005;
const FAMILY = { bn: 'NotoSansBengali', te: 'NotoSansTelugu', ta: 'NotoSansTamil' } as const;
const SCRIPT_NAME = { bn: 'bengali', te: 'telugu', ta: 'tamil' } as const;

const chart = computeChart({ date: '1990-08-16', time: '14:31', utcOffset: '+05:30', lat: 13.0827, lon: 80.2707, ayanamsa: 'LAHIRI' });
const squash = (text: string) => text.replace(/\s+/g, ' ');

async function factsPdf(locale: RegionalPdfLocale): Promise<{ bytes: Uint8Array; words: string[] }> {
  const face = REGIONAL_PDF_FACES[locale];
  const wasm = await subsetWasm();
  const [regular, bold] = await Promise.all([face.regular, face.bold].map((url) => loadFontFace(new Uint8Array(readFileSync(url)), wasm)));
  const title = `${termName('lagna', locale)}: ${rasiName(chart.lagna.rasiIndex, locale)}`;
  const doc = new PdfDocument(title, { fonts: { regular: regular!, bold: bold! }, script: face.script });
  const page = doc.addPage();
  page.text(50, 60, title, { size: 18, bold: true });
  const words: string[] = [rasiName(chart.lagna.rasiIndex, locale)];
  let y = 100;
  for (const g of GRAHAS) {
    const p = chart.grahas.find((x) => x.graha === g)!;
    const line = `${grahaName(g, locale)} — ${rasiName(p.rasiIndex, locale)} ${p.degreesInRasi.toFixed(2)}°, ${nakshatraNameOf(p.nakshatra, locale)} (${p.pada})`;
    page.text(50, y, line, { size: 12 });
    words.push(grahaName(g, locale), nakshatraNameOf(p.nakshatra, locale));
    y += 20;
  }
  const day = regionalDate(
    { lat: 13.0827, lon: 80.2707, zone: 'Asia/Kolkata', ayanamsa: 'LAHIRI' },
    '1990-08-16',
    REGIONAL_CONVENTIONS[locale].calendar,
    locale,
  );
  const dated = `${day.month.name} ${day.day ?? day.tithi!.tithiName} ${day.year.cycle?.native ?? day.year.number ?? ''}`;
  page.text(50, y + 10, dated, { size: 12, bold: true });
  words.push(day.month.name);
  return { bytes: doc.toBytes(), words };
}

describe.each(Object.keys(REGIONAL_PDF_FACES) as RegionalPdfLocale[])('a %s PDF', (locale) => {
  it('embeds the script’s subset, gives back its words and looks like its baseline', async () => {
    const { bytes, words } = await factsPdf(locale);
    const embedded = pdfFonts(bytes).filter((f) => f.embedded);
    expect(embedded.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([`${FAMILY[locale]}-Bold`, `${FAMILY[locale]}-Regular`]);
    for (const f of embedded) expect(f).toMatchObject({ type: 'CID TrueType', encoding: 'Identity-H', subset: true, toUnicode: true });
    const text = squash(pdfToText(bytes));
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain(`${chart.grahas[0]!.degreesInRasi.toFixed(2)}`);
    expect(pdfInfo(bytes)['Title']).toBe(`${termName('lagna', locale)}: ${rasiName(chart.lagna.rasiIndex, locale)}`);
    const [page1] = pdfPagesToPng(bytes, 60);
    expect(compareWithBaseline(page1!, `${BASELINES}facts-${locale}-page1.png`)).toBeLessThanOrEqual(MAX_DIFFERING);
  });

  it('embeds the committed TrueType files, the @fontsource faces converted', async () => {
    for (const [style, weight] of [
      ['Regular', 400],
      ['Bold', 700],
    ] as const) {
      const committed = readFileSync(REGIONAL_PDF_FACES[locale][style === 'Regular' ? 'regular' : 'bold']);
      expect(
        committed.equals(Buffer.from(await regionalPdfFont(SCRIPT_NAME[locale], weight))),
        'run npx tsx scripts/regional-pdf-fonts.ts',
      ).toBe(true);
    }
  });
});
