/**
 * The Hindi Kundali and matching PDFs read back by poppler: pdffonts lists the embedded subset
 * Noto Sans Devanagari (and nothing else drawn), pdftotext gives back the Hindi words (names from
 * shared/vocabulary, conjuncts included), and pdftoppm's first pages match the committed
 * baselines in __baselines__/ (looked at by eye; regenerate after looking at new ones with
 * UPDATE_PDF_BASELINES=1 npx vitest run site/render/pdf-hindi.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { computeDashas } from '../../shared/compose/dashas';
import { dashasView } from '../../shared/compose/dashas-view';
import { computeKp } from '../../shared/compose/kp';
import { computeVarshaphal } from '../../shared/compose/varshaphal';
import { YOGINIS } from '../../shared/jyotish/dashas/yogini';
import { kundaliDepthText } from '../i18n/kundali-depth';
import { computeChart } from '../../shared/compose/chart';
import { computeMatch } from '../../shared/compose/match';
import { KOOTA_NAMES } from '../../shared/jyotish/matching';
import { KOOTAS } from '../../shared/vocabulary/matching-keys';
import { VERDICT_NAMES } from '../../shared/vocabulary/matching-names';
import { buildKundaliReport } from '../../shared/interpretation/report/report';
import { reportText } from '../../shared/interpretation/report/report-texts';
import { jdUtFromUnixMs } from '../../shared/time/julian';
import { grahaName } from '../../shared/vocabulary/graha';
import { nakshatraNameOf } from '../../shared/vocabulary/nakshatra';
import { rasiNameOf } from '../../shared/vocabulary/rasi';
import { attributeValueName } from '../../shared/vocabulary/terms';
import { loadTestDevanagariFonts } from '../../tests/support/devanagari-fonts';
import { compareWithBaseline, pdfFonts, pdfPagesToPng, pdfToText } from '../../tests/support/poppler';
import { renderMatchPdf } from './pdf-match';
import { renderKundaliPdf } from './pdf-report';
import { buildNowReport } from '../../shared/interpretation/report/now';
import { explainYogas } from '../../shared/predictions/explain';
import type { EmbeddedFonts } from './pdf-writer';
import { YOGA_CONDITIONS_HI } from '../../shared/interpretation/yoga-conditions-hi';

const BASELINES = new URL('./__baselines__/', import.meta.url).pathname;
/** Share of pixels allowed to differ beyond anti-aliasing (another poppler/FreeType build). */
const MAX_DIFFERING = 0.0005;

const birth = {
  name: 'आशा राव',
  date: '1990-08-16',
  time: '14:31',
  utcOffset: '+05:30',
  lat: 19.076,
  lon: 72.8777,
  place: 'मुंबई, भारत',
  zone: 'Asia/Kolkata',
};
const bride = { name: 'आशा राव', date: '1992-11-02', time: '21:40', utcOffset: '+05:30', lat: 19.076, lon: 72.8777, place: 'मुंबई' };
const groom = { name: 'रवि कुमार', date: '1990-05-17', time: '08:15', utcOffset: '+05:30', lat: 28.65, lon: 77.23, place: 'दिल्ली' };

let fonts: EmbeddedFonts;
beforeAll(async () => {
  fonts = await loadTestDevanagariFonts();
});

/** Words of extracted text, whitespace-normalised, for `toContain` on phrases across line breaks. */
const squash = (text: string) => text.replace(/\s+/g, ' ');

function expectOnlyEmbeddedDevanagari(bytes: Uint8Array) {
  const fontsUsed = pdfFonts(bytes).filter((f) => f.embedded);
  expect(fontsUsed.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
  for (const f of fontsUsed) expect(f).toMatchObject({ type: 'CID TrueType', encoding: 'Identity-H', subset: true, toUnicode: true });
}

describe('Hindi Kundali PDF', () => {
  it('embeds the Devanagari subset, gives back the Hindi words and looks like its baseline', () => {
    const chart = computeChart(birth);
    const report = buildKundaliReport(chart, { nowJdUt: jdUtFromUnixMs(Date.UTC(2026, 0, 1)), text: reportText('hi') });
    const now = buildNowReport(chart, '2026-01-01');
    const bytes = renderKundaliPdf({ ...chart, yogas: explainYogas(chart) }, report, { locale: 'hi', fonts, now, text: reportText('hi') });
    expectOnlyEmbeddedDevanagari(bytes);
    const text = squash(pdfToText(bytes));
    for (const phrase of ['आशा राव की कुंडली', 'लग्न कुंडली (D1)', 'नवांश कुंडली (D9)', 'ग्रह स्थिति', 'विंशोत्तरी दशा', 'अस्वीकरण'])
      expect(text).toContain(phrase);
    // The whole-chart sections (issue 15) with their Hindi titles, in the contents and in the body.
    for (const phrase of [
      'विषय सूची',
      'जन्म का पंचांग और अवकहड़ा चक्र',
      'सर्वाष्टकवर्ग (कुल 337 बिंदु)',
      'षड्बल और भाव बल',
      'योग और दोष',
      'क्यों:',
      'दशा समयरेखा',
      `महादशा: ${grahaName(now.running!.mahadasha.lord, 'hi')}`,
      'अभी: 2026-01-01',
      'पूरे जीवन की साढ़ेसाती और ढैय्या',
    ])
      expect(text).toContain(phrase);
    expect(text.indexOf('योग और दोष')).toBeLessThan(text.lastIndexOf('योग और दोष'));
    // Each yoga's rule in Hindi (shared/interpretation/yoga-conditions-hi.ts), not the catalogue's English line.
    const evidence = explainYogas(chart).evidence;
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) expect(text).toContain(squash(`नियम: ${YOGA_CONDITIONS_HI[e.id]}`));
    expect(text).toContain(`लग्न: ${rasiNameOf(chart.lagna.rasi, 'hi')}`);
    for (const g of chart.grahas) {
      expect(text).toContain(grahaName(g.graha, 'hi'));
      expect(text).toContain(rasiNameOf(g.rasi, 'hi'));
      expect(text).toContain(nakshatraNameOf(g.nakshatra, 'hi'));
    }
    // Conjuncts, reph and pre-base matras among them: वृश्चिक, ज्येष्ठा, शुक्र, क्ष in नक्षत्र.
    for (const word of ['वृश्चिक', 'ज्येष्ठा', 'शुक्र', 'नक्षत्र', 'स्वामी', 'वर्ष']) expect(text).toContain(word);
    // The report's prose comes back in Hindi: insights, planet readings, houses, life areas, disclaimer.
    for (const insight of report.insights) expect(text).toContain(squash(insight.text));
    for (const p of report.planets) expect(text).toContain(squash(p.interpretation));
    for (const h of report.houses) expect(text).toContain(squash(`${h.meaning} ${h.influence}`));
    for (const area of report.lifeAreas) for (const point of area.points) expect(text).toContain(squash(point));
    expect(text).toContain(squash(report.disclaimer));
    for (const title of ['करियर', 'विवाह और संबंध', 'स्वास्थ्य', 'धन', 'आत्मिक विकास', 'सामान्य फलादेश', 'मुख्य बातें']) expect(text).toContain(title);
    // No English left: the only Latin is the time zone's IANA name, UTC and the chart codes D1/D9.
    expect(new Set(text.match(/[A-Za-z][A-Za-z0-9]*/g))).toEqual(new Set(['Asia', 'Kolkata', 'UTC', 'D1', 'D9']));
    const [first] = pdfPagesToPng(bytes, 60);
    expect(compareWithBaseline(first!, `${BASELINES}kundali-hi-page1.png`)).toBeLessThanOrEqual(MAX_DIFFERING);
  });

  it('writes the astrologer pages in Hindi: other dashas with the yoginis’ Hindi names, KP and the varshaphal', () => {
    const chart = computeChart(birth);
    const report = buildKundaliReport(chart, { nowJdUt: jdUtFromUnixMs(Date.UTC(2026, 0, 1)), text: reportText('hi') });
    const now = buildNowReport(chart, '2026-01-01');
    const yogini = dashasView(computeDashas(chart, 'yogini'));
    const varshaphal = computeVarshaphal(chart, 30);
    const depth = { dashas: [yogini], kp: computeKp(chart), varshaphal };
    const text = squash(pdfToText(renderKundaliPdf(chart, report, { locale: 'hi', fonts, now, depth, text: reportText('hi') })));
    const t = kundaliDepthText.hi;
    for (const phrase of [
      t.dashasTitle,
      t.kpTitle,
      t.varshaphalTitle,
      t.cuspsTable,
      `${t.yearLord}: ${grahaName(varshaphal.yearLord, 'hi')}`,
    ])
      expect(text).toContain(squash(phrase));
    expect(text).toContain(
      `${YOGINIS.find((y) => y.yogini === yogini.mahadashas[0]!.yogini)!.hi} · ${grahaName(yogini.mahadashas[0]!.lord!, 'hi')}`,
    );
    for (const y of YOGINIS) expect(text).not.toContain(y.yogini);
  });

  it('refuses a report written in another language, naming both', () => {
    const chart = computeChart(birth);
    const english = buildKundaliReport(chart);
    expect(() => renderKundaliPdf(chart, english, { locale: 'hi', fonts, text: reportText('hi') })).toThrow(
      /report is written in "en" but the PDF was asked for "hi"/,
    );
  });
});

describe('Hindi matching PDF', () => {
  it('embeds the Devanagari subset, gives back the koota names, the Hindi sentences and looks like its baseline', () => {
    const result = computeMatch({ bride, groom }, 'hi');
    if (!result.ok) throw new Error(result.failure.message);
    const bytes = renderMatchPdf(result.answer, { bride: computeChart(bride), groom: computeChart(groom) }, { locale: 'hi', fonts });
    expectOnlyEmbeddedDevanagari(bytes);
    const text = squash(pdfToText(bytes));
    expect(text).toContain('कुंडली मिलान: आशा राव और रवि कुमार');
    expect(text).toContain(`कुल: 36 में से ${result.answer.total} गुण (${VERDICT_NAMES[result.answer.verdict].hi})`);
    // The answer's sentences, written by the Hindi match dictionary: the summary's first sentence and
    // the Manglik note; no English word is left in the PDF but the birth lines' UTC.
    expect(text).toContain(`36 में से ${result.answer.total} गुण मिलते हैं`);
    expect(text).toContain(squash(result.answer.manglik.note));
    expect([...new Set(text.match(/[A-Za-z]+/g) ?? [])].sort()).toEqual(['UTC']);
    for (const k of KOOTAS) expect(text).toContain(KOOTA_NAMES[k].hi);
    // Each side's value in the koota table in Hindi: gana (देव/मनुष्य/राक्षस), the Moon rasi (bhakoot).
    const row = (key: string) => result.answer.kootas.find((k) => k.key === key)!;
    expect(text).toContain(attributeValueName(row('gana').groom, 'hi'));
    expect(text).toContain(rasiNameOf(row('bhakoot').bride, 'hi'));
    expect(text).toContain('वधू: आशा राव (लग्न कुंडली)');
    expect(text).toContain('वर: रवि कुमार (लग्न कुंडली)');
    const [first] = pdfPagesToPng(bytes, 60);
    expect(compareWithBaseline(first!, `${BASELINES}matching-hi-page1.png`)).toBeLessThanOrEqual(MAX_DIFFERING);
  });

  it('refuses a Hindi PDF without the fonts, naming what is missing', () => {
    const result = computeMatch({ bride, groom });
    if (!result.ok) throw new Error(result.failure.message);
    expect(() => renderMatchPdf(result.answer, null, { locale: 'hi' })).toThrow(/Hindi PDF needs the Devanagari fonts/);
  });
});
