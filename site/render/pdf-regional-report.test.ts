/**
 * The Bengali, Marathi, Telugu and Tamil Kundali and matching PDFs, made as the site's download
 * path makes them (downloadPdf.ts pdfOptionsFor: the script's own Noto faces and `script` for
 * bn/te/ta, the Devanagari faces for mr; the report built with the page's prose language, English
 * there by design, docs/decisions/regional-languages.md), read back by poppler: pdffonts lists the
 * script's two embedded subsets, pdftotext gives back the names the chart and the match must
 * produce (lagna, grahas, rasis, nakshatras, the birth panchang and avakhada, the yoginis; kootas,
 * poruthams, verdict) in the language's script, pdfinfo's title is the Unicode title, and page 1
 * matches the committed baseline (__baselines__/{kundali,matching}-{bn,mr,te,ta}-page1.png).
 *
 * What the baselines show, looked at by eye (regenerate after looking at new ones with
 * UPDATE_PDF_BASELINES=1 npx vitest run site/render/pdf-regional-report.test.ts):
 * - kundali-bn: "অনিতা সেন-এর কোষ্ঠী", the birth, place and ayanamsa lines (লাহিডী, লগ্ন: ধনু), the
 *   Bengali contents with page numbers, the D1 and D9 charts in the East Indian style with Bengali
 *   graha marks, the birth panchang and avakhada rows in Bengali (তিথি কৃষ্ণপক্ষ একাদশী, বৃহস্পতিবার).
 * - kundali-mr: "आशा पाटील यांची कुंडली", North Indian charts with Devanagari marks, the panchang
 *   rows in Marathi (वद्य पक्ष एकादशी, गुरुवार), conjuncts and matras correctly shaped.
 * - kundali-te, kundali-ta: the Telugu and Tamil titles, contents and panchang rows, South Indian
 *   charts with each rasi named in the script in its cell (మీనం … / மீனம் …).
 * - matching-*: the title with both names (Tamil's wraps onto a second line), both people's lines,
 *   the total with the verdict (e.g. "মোট: 36-এর মধ্যে 29 গুণ (ভালো)"), the koota table with the
 *   script's koota names and values, the summary and the koota explanations in the language (no longer
 *   English), the Manglik and dosha sections, and the porutham table whose agreement column (Tamil
 *   பொருந்தவில்லை) no longer runs into the reasons.
 * No tofu boxes anywhere; digits, Latin and punctuation in Helvetica beside the script's runs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../i18n/locales/server-packs';
import { computeChart } from '../../shared/compose/chart';
import { computeDashas } from '../../shared/compose/dashas';
import { dashasView } from '../../shared/compose/dashas-view';
import { computeKp } from '../../shared/compose/kp';
import { computeMatch } from '../../shared/compose/match';
import { computeVarshaphal } from '../../shared/compose/varshaphal';
import { buildKundaliReport } from '../../shared/interpretation/report/report';
import { buildNowReport } from '../../shared/interpretation/report/now';
import { reportText } from '../../shared/interpretation/report/report-texts';
import { explainYogas } from '../../shared/predictions/explain';
import { yogaSection } from '../../shared/interpretation/yogas';
import { yogaLanguage } from '../../shared/interpretation/yoga-text';
import { remedyLines } from '../../shared/interpretation/remedies/lines';
import { remediesFor } from '../../shared/interpretation/remedies/remedies';
import { remedyLanguage } from '../../shared/interpretation/remedies/remedy-texts';
import { jdUtFromUnixMs } from '../../shared/time/julian';
import { grahaName, type Graha } from '../../shared/vocabulary/graha';
import { scriptShare } from '../../shared/i18n/scripts';
import { KOOTAS } from '../../shared/vocabulary/matching-keys';
import { kootaName, poruthamName, verdictName } from '../../shared/vocabulary/matching-names';
import { nakshatraNameOf } from '../../shared/vocabulary/nakshatra';
import { rasiNameOf } from '../../shared/vocabulary/rasi';
import { REGIONAL_CONVENTIONS } from '../../shared/vocabulary/regional-conventions';
import { SITE_DEFAULT_AYANAMSA } from '../../shared/vocabulary/settings';
import { attributeValueName, termName } from '../../shared/vocabulary/terms';
import { ayanamsaName } from '../../shared/vocabulary/ayanamsa-names';
import { panchangName } from '../../shared/jyotish/panchang-names';
import { formatDegreesDms } from '../../shared/interpretation/format';
import { YOGINIS, yoginiName } from '../../shared/jyotish/dashas/yogini';
import { loadTestDevanagariFonts, subsetWasm } from '../../tests/support/devanagari-fonts';
import { compareWithBaseline, pdfFonts, pdfInfo, pdfPagesToPng, pdfToText } from '../../tests/support/poppler';
import { PDF_LABELS } from '../i18n/pdf';
import { loadFontFace } from './pdf-embedded-font';
import { renderMatchPdf } from './pdf-match';
import { renderKundaliPdf, type LocalizedPdfOptions } from './pdf-report';
import { REGIONAL_PDF_FACES } from './regional-fonts';

const BASELINES = new URL('./__baselines__/', import.meta.url).pathname;
/** Share of pixels allowed to differ beyond anti-aliasing (another poppler/FreeType build). */
const MAX_DIFFERING = 0.0005;

const LANGUAGES = ['bn', 'mr', 'te', 'ta'] as const;
type Language = (typeof LANGUAGES)[number];
/** The family each language's PDF embeds (pdffonts strips nothing but the subset tag). */
const FAMILY: Record<Language, string> = { bn: 'NotoSansBengali', mr: 'NotoSansDevanagari', te: 'NotoSansTelugu', ta: 'NotoSansTamil' };
/** The letters of each language's script (the Devanagari block for Marathi). */
const SCRIPT: Record<Language, RegExp> = {
  bn: /\p{Script=Bengali}/u,
  mr: /\p{Script=Devanagari}/u,
  te: /\p{Script=Telugu}/u,
  ta: /\p{Script=Tamil}/u,
};
/** People named as a visitor of each language would type them, so titles and names are in the script. */
const PEOPLE: Record<Language, { person: string; place: string; bride: string; groom: string }> = {
  bn: { person: 'অনিতা সেন', place: 'কলকাতা, ভারত', bride: 'অনিতা সেন', groom: 'সৌরভ বসু' },
  mr: { person: 'आशा पाटील', place: 'पुणे, भारत', bride: 'आशा पाटील', groom: 'रोहित जोशी' },
  te: { person: 'లక్ష్మి రెడ్డి', place: 'హైదరాబాద్, భారత్', bride: 'లక్ష్మి రెడ్డి', groom: 'రవి కిరణ్' },
  ta: { person: 'மீனா சுந்தரம்', place: 'சென்னை, இந்தியா', bride: 'மீனா சுந்தரம்', groom: 'கார்த்திக் ராஜா' },
};
const BIRTH = {
  date: '1990-08-16',
  time: '14:31',
  utcOffset: '+05:30',
  lat: 13.0827,
  lon: 80.2707,
  zone: 'Asia/Kolkata',
  ayanamsa: SITE_DEFAULT_AYANAMSA,
};
const BRIDE = { date: '1992-11-02', time: '21:40', utcOffset: '+05:30', lat: 19.076, lon: 72.8777 };
const GROOM = { date: '1990-05-17', time: '08:15', utcOffset: '+05:30', lat: 28.65, lon: 77.23 };
const TODAY = '2026-01-01';

const squash = (text: string) => text.replace(/\s+/g, ' ');

/** downloadPdf.ts pdfOptionsFor with the fonts read from disk rather than fetched. */
async function pdfOptions(locale: Language): Promise<LocalizedPdfOptions> {
  if (locale === 'mr') return { locale, fonts: await loadTestDevanagariFonts() };
  const face = REGIONAL_PDF_FACES[locale];
  const wasm = await subsetWasm();
  const [regular, bold] = await Promise.all([face.regular, face.bold].map((url) => loadFontFace(new Uint8Array(readFileSync(url)), wasm)));
  return { locale, fonts: { regular: regular!, bold: bold! }, script: face.script };
}

/** Each language's two PDFs, made once and read by every test of that language. */
const made = new Map<Language, Promise<Made>>();
interface Made {
  kundali: Uint8Array;
  match: Uint8Array;
  chart: ReturnType<typeof computeChart>;
  matchAnswer: Extract<ReturnType<typeof computeMatch>, { ok: true }>['answer'];
}
function pdfsOf(locale: Language): Promise<Made> {
  let pdfs = made.get(locale);
  if (!pdfs) {
    pdfs = (async () => {
      const options = await pdfOptions(locale);
      const people = PEOPLE[locale];
      const chartStyle = REGIONAL_CONVENTIONS[locale].chartStyle;
      const birth = { ...BIRTH, name: people.person, place: people.place };
      const chart = computeChart(birth);
      // The page builds its report, and its PDF, with the sentences of its language (load-report-text.ts).
      const text = reportText(locale);
      const report = buildKundaliReport(chart, { nowJdUt: jdUtFromUnixMs(Date.UTC(2026, 0, 1)), text });
      const depth = {
        dashas: [dashasView(computeDashas(chart, 'yogini'))],
        kp: computeKp(chart),
        varshaphal: computeVarshaphal(chart, 35),
      };
      const kundali = renderKundaliPdf({ ...chart, yogas: explainYogas(chart) }, report, {
        ...options,
        text,
        now: buildNowReport(chart, TODAY),
        depth,
        chartStyle,
      });
      const bride = { ...BRIDE, name: people.bride, place: people.place };
      const groom = { ...GROOM, name: people.groom, place: people.place };
      const result = computeMatch({ bride, groom }, locale);
      if (!result.ok) throw new Error(result.failure.message);
      const match = renderMatchPdf(result.answer, { bride: computeChart(bride), groom: computeChart(groom) }, { ...options, chartStyle });
      return { kundali, match, chart, matchAnswer: result.answer };
    })();
    made.set(locale, pdfs);
  }
  return pdfs;
}

function expectEmbeddedScriptFaces(bytes: Uint8Array, locale: Language) {
  const embedded = pdfFonts(bytes).filter((f) => f.embedded);
  expect(embedded.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([`${FAMILY[locale]}-Bold`, `${FAMILY[locale]}-Regular`]);
  for (const f of embedded) expect(f).toMatchObject({ type: 'CID TrueType', encoding: 'Identity-H', subset: true, toUnicode: true });
}

describe.each(LANGUAGES)('the %s PDFs', (locale) => {
  it('Kundali: embeds the script’s subset, gives back its names, has a Unicode title and looks like its baseline', async () => {
    const { kundali, chart } = await pdfsOf(locale);
    expectEmbeddedScriptFaces(kundali, locale);
    const text = squash(pdfToText(kundali));
    const L = PDF_LABELS[locale];
    expect(text).toContain(squash(L.kundaliFor(PEOPLE[locale].person)));
    expect(text).toContain(rasiNameOf(chart.lagna.rasi, locale));
    for (const g of chart.grahas) {
      expect(text).toContain(grahaName(g.graha, locale));
      expect(text).toContain(rasiNameOf(g.rasi, locale));
      expect(text).toContain(nakshatraNameOf(g.nakshatra, locale));
    }
    // The fact lines name the ayanamsa, the lagna and the birth panchang and avakhada in the language too.
    // (′ and ″ are drawn as ' and ", which every face has.)
    const dms = (deg: number) => formatDegreesDms(deg).replace('′', "'").replace('″', '"');
    const lagna = `${rasiNameOf(chart.lagna.rasi, locale)} ${dms(chart.lagna.degreesInRasi)}`;
    // pdftotext may put a space where a run of the script's face meets a Helvetica colon (লগ্ন :).
    expect(text.replace(/ :/g, ':')).toContain(
      squash(L.ayanamsaLine(`${ayanamsaName(SITE_DEFAULT_AYANAMSA, locale)} (${dms(chart.input.ayanamsaDeg)})`, lagna)),
    );
    for (const word of [
      ...(['tithi', 'vara', 'yoga', 'karana'] as const).map((term) => termName(term, locale)),
      panchangName(chart.panchang.vara.name, locale),
      panchangName(chart.panchang.yoga.name, locale),
      panchangName(chart.panchang.karana.name, locale),
      attributeValueName(chart.avakhada.gana, locale),
      attributeValueName(chart.avakhada.yoni, locale),
      ...YOGINIS.map((y) => yoginiName(y.yogini, locale)),
    ])
      expect(text).toContain(word);
    for (const y of YOGINIS) expect(text).not.toContain(y.yogini);
    for (const name of [
      grahaName('Sun', locale),
      rasiNameOf(chart.lagna.rasi, locale),
      panchangName(chart.panchang.vara.name, locale),
      attributeValueName(chart.avakhada.yoni, locale),
      yoginiName('Sankata', locale),
    ])
      expect(name).toMatch(SCRIPT[locale]);
    expect(pdfInfo(kundali)['Title']).toBe(L.kundaliFor(PEOPLE[locale].person));
    const [page1] = pdfPagesToPng(kundali, 60);
    expect(compareWithBaseline(page1!, `${BASELINES}kundali-${locale}-page1.png`)).toBeLessThanOrEqual(MAX_DIFFERING);
  });

  it('Kundali: the yogas and the remedies read in the language (Manglik, Kala Sarpa, each yoga and its rule, the remedy lines)', async () => {
    const { kundali, chart } = await pdfsOf(locale);
    // pdftotext may order a line's last word after the next line and spaces a run of the script from
    // Helvetica's punctuation: every word of a sentence must be there, in the script's own spelling.
    const text = squash(pdfToText(kundali));
    const words = (line: string) => line.split(/[\s,;:।.()]+/).filter((w) => w.length > 1);
    const yogas = yogaSection(chart.predictions, explainYogas(chart), yogaLanguage(locale));
    for (const line of [yogas.manglik, yogas.kalaSarpa, ...yogas.groups.flatMap((g) => [g.title, ...g.items.map((i) => i.condition)])])
      for (const word of words(line)) expect(text, line).toContain(word);
    // The note closes the list whatever grahas it names; each graha's mantra line starts with the language's label.
    const remedies = remedyLines(remediesFor(chart, null), remedyLanguage(locale));
    for (const word of words(remedies.at(-1)!)) expect(text).toContain(word);
    const T = remedyLanguage(locale);
    if (typeof T !== 'object') throw new Error('a regional language reads its book');
    expect(text).toContain(T.labels.mantra);
    expect(text).toContain(T.labels.daan);
  });

  it('matching: embeds the script’s subset, gives back the kootas, poruthams and verdict, has a Unicode title and looks like its baseline', async () => {
    const { match, matchAnswer } = await pdfsOf(locale);
    expectEmbeddedScriptFaces(match, locale);
    const text = squash(pdfToText(match));
    const L = PDF_LABELS[locale];
    const title = L.matchingTitle(PEOPLE[locale].bride, PEOPLE[locale].groom);
    expect(text).toContain(squash(title));
    for (const k of KOOTAS) expect(text).toContain(kootaName(k, locale));
    for (const p of matchAnswer.poruthams) expect(text).toContain(poruthamName(p.key, locale));
    expect(text).toContain(squash(L.total(matchAnswer.total, matchAnswer.max, verdictName(matchAnswer.verdict, locale))));
    for (const name of [kootaName('nadi', locale), verdictName(matchAnswer.verdict, locale)]) expect(name).toMatch(SCRIPT[locale]);
    // The match's own sentences are in the language (shared/interpretation/match/text-<code>.ts): the whole
    // PDF reads in its script, naming the Moon-sign lords of the Graha Maitri line as the books write them.
    expect(scriptShare(text, locale)).toBeGreaterThanOrEqual(0.85);
    const maitri = matchAnswer.kootas.find((k) => k.key === 'grahaMaitri')!;
    for (const lord of [maitri.groom, maitri.bride]) expect(text).toContain(grahaName(lord as Graha, locale));
    for (const k of matchAnswer.kootas) expect(scriptShare(k.explanation, locale)).toBeGreaterThanOrEqual(0.85);
    expect(pdfInfo(match)['Title']).toBe(title);
    const [page1] = pdfPagesToPng(match, 60);
    expect(compareWithBaseline(page1!, `${BASELINES}matching-${locale}-page1.png`)).toBeLessThanOrEqual(MAX_DIFFERING);
  });
});
