/**
 * The built-in reader's astrologer topics: "what is my Yogini dasha?" (and Ashtottari, Chara),
 * "KP significators of the 7th", "my varshaphal for 2027". Answered from the same functions as
 * /api/dashas, /api/kp, /api/varshaphal and the model's tools (computeDashas, kpChartOf,
 * computeVarshaphal); the running lords' own placements come from the reader's lines. Returns null
 * for any other question, so the reader goes on to its own topics (passed to composeReading as
 * an extra topic by the chat handler: the reader's layer cannot cast charts itself).
 */
import { yearNamedIn } from '../calendar/questions';
import { byLocale, type EngineLocale as Locale, type RegionalLocale } from '../i18n/locale';
import { chartDigest } from '../interpretation/chart-digest';
import { houseNamedIn } from '../interpretation/reader/classify';
import type { ReaderTopic } from '../interpretation/reader/compose';
import { grahaLine } from '../interpretation/reader/sections';
import { readerText } from '../interpretation/reader/text';
import { formatDegreesDms } from '../interpretation/format';
import type { DashaSystem, TimelinePeriod } from '../jyotish/dashas/timeline';
import { runningPeriods } from '../jyotish/dashas/timeline';
import { yoginiName } from '../jyotish/dashas/yogini';
import { dayNoonJdUt } from '../jyotish/now';
import type { ChartModel } from '../model/chart';
import { grahaName, type Graha } from '../vocabulary/graha';
import { rasiNameOf, RASIS } from '../vocabulary/rasi';
import { computeDashas } from './dashas';
import { kpChartOf } from './kp';
import { computeVarshaphal } from './varshaphal';
import { VARSHAPHAL_MAX_YEAR } from '../contracts/depth-query';
import type { Saham } from '../tajika/sahams';
import { DEPTH_WORDS_BN } from './depth-reading-bn';
import { DEPTH_WORDS_MR } from './depth-reading-mr';
import { DEPTH_WORDS_TA } from './depth-reading-ta';
import { DEPTH_WORDS_TE } from './depth-reading-te';

/** Which system a question names (English, romanised Hindi, and the words of each language's script). */
const NAMES_SYSTEM: readonly [Exclude<DashaSystem, 'vimshottari'>, RegExp][] = [
  ['yogini', /\byogini\b|योगिनी|যোগিনী|యోగిని|யோகினி/i],
  ['ashtottari', /\bash?t(h)?ott?ari\b|अष्टोत्तरी|অষ্টোত্তরী|అష్టోత్తరి|அஷ்டோத்தரி/i],
  ['chara', /\b(chara|char|jaimini)\s+(dasha|dasa)\b|चर\s*दशा|চর\s*দশা|చర\s*దశ|சர\s*தசை|जैमिनी|জৈমিনি|జైమిని|ஜைமினி/i],
];
const NAMES_KP = /\bkp\b|krishnamurti|significators?|sub[- ]?lords?|केपी|कृष्णमूर्ति|कारकत्व|কেপি|কৃষ্ণমূর্তি|కేపీ|కృష్ణమూర్తి|கே\.?\s*பி|கிருஷ்ணமூர்த்தி/i;
const NAMES_VARSHAPHAL =
  /\bvarsh(a)?(ph|f)al\b|\bvarshaphala\b|\bannual (chart|horoscope)\b|\bsolar return\b|\btaj(i)?ka?\b|वर्षफल|वर्ष\s*कुंडली|বর্ষফল|వర్షఫలం?|வருஷ\s*பலன்|வர்ஷபல/i;
/** "the 7th", "cusp 7", "seventh" in a KP question (the reader's own house pattern wants the word "house"). */
const KP_HOUSE = /\b(1[0-2]|[1-9])(?:st|nd|rd|th)\b|\bcusps?\s*(1[0-2]|[1-9])\b/i;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
/** Mahadashas listed after the running one. */
const NEXT_PERIODS = 3;
/** Mudda dasha periods listed. */
const MUDDA_SHOWN = 9;

/** The sentences of these answers in one language (English and Hindi below, the regional ones in depth-reading-XX.ts). */
export interface DepthWords {
  system: Record<Exclude<DashaSystem, 'vimshottari'>, string>;
  lead: Record<Exclude<DashaSystem, 'vimshottari'>, string>;
  notApplicable: string;
  running(maha: string, start: string, end: string): string;
  antar(antar: string, end: string): string;
  outside: string;
  next: string;
  lords: string;
  /** The level's name in a running lord's line ("mahadasha"). */
  level: { mahadasha: string; antardasha: string };
  lordRole(what: string): string;
  signIn(sign: string, grahas: string): string;
  kpTitle(house: number | null): string;
  kpNeedsTime: string;
  /** The KP chart's caution when Placidus cusps do not exist at the latitude (`engine`: the engine's English sentence). */
  kpPorphyry(engine: string): string;
  kpCusp(house: number, at: string, l: KpLordNames): string;
  kpLevels: readonly [string, string, string, string];
  none: string;
  kpRuling(names: string): string;
  kpNote: string;
  vpTitle(year: number, n: number): string;
  vpNeedsTime: string;
  vpOutOfRange: string;
  vpMoment(moment: string): string;
  vpAsc(sign: string): string;
  vpMuntha(sign: string, house: number): string;
  vpLord(lord: string): string;
  vpSahams: string;
  saham: Record<Saham, string>;
  vpMudda: string;
  vpMuddaLine(lord: string, start: string, days: number): string;
  vpNote: string;
}

const EN_HI: Record<'en' | 'hi', DepthWords> = {
  en: {
    system: { yogini: 'Yogini dasha', ashtottari: 'Ashtottari dasha', chara: 'Chara dasha (Jaimini, K.N. Rao)' },
    lead: {
      yogini: 'Eight yoginis rule 1 to 8 years in turn (a 36-year cycle), counted from the Moon’s nakshatra at birth.',
      ashtottari: 'A 108-year cycle of eight lords (no Ketu), counted from the Moon’s nakshatra at birth.',
      chara: 'Periods of signs, from the lagna, each as long as its lord’s distance from it (K.N. Rao’s method).',
    },
    notApplicable:
      'BPHS applies Ashtottari when Rahu is in a kendra or trikona from the lagna lord; in this chart it is not, so read it beside Vimshottari, not instead of it.',
    running: (maha: string, start: string, end: string) => `**Running now:** ${maha} mahadasha, ${start} to ${end}`,
    antar: (antar: string, end: string) => `Antardasha of ${antar}, until ${end}`,
    outside: 'Today is outside the computed timeline.',
    next: 'Next periods',
    lords: 'The running lords in your chart',
    level: { mahadasha: 'mahadasha', antardasha: 'antardasha' },
    lordRole: (what: string) => `lord of the running ${what}`,
    signIn: (sign: string, grahas: string) => (grahas ? `${sign} holds ${grahas}` : `${sign} holds no graha`),
    kpTitle: (house: number | null) => (house ? `KP significators of house ${house}` : 'Your KP chart'),
    kpNeedsTime: 'KP reads Placidus cusps, which need the birth time; this chart has none.',
    kpPorphyry: (engine) => engine,
    kpCusp: (house: number, at: string, l: KpLordNames) =>
      `Cusp ${house} at ${at}: sign lord ${l.sign}, star lord ${l.star}, sub lord ${l.sub}, sub-sub lord ${l.subSub}`,
    kpLevels: ['Grahas in the star of an occupant', 'Occupants', 'Grahas in the star of the cusp’s sign lord', 'Sign lord of the cusp'],
    none: 'none',
    kpRuling: (names: string) => `Ruling planets of the birth moment: ${names}`,
    kpNote:
      'Placidus cusps with the Krishnamurti ayanamsa; significators strongest first (KP Reader IV). Ask about a house ("KP significators of the 7th") for its four levels.',
    vpTitle: (year: number, n: number) => `Varshaphal for ${year} (the year after your ${n}${ordinalSuffix(n)} birthday)`,
    vpNeedsTime: 'A varshaphal is cast for the exact return of the Sun, which needs the birth time; this chart has none.',
    vpOutOfRange: `The annual chart is computed for 0 to ${VARSHAPHAL_MAX_YEAR} completed years of life.`,
    vpMoment: (moment: string) => `Annual chart begins (the Sun back at its birth degree): ${moment}`,
    vpAsc: (sign: string) => `Annual ascendant (varsha lagna): ${sign}`,
    vpMuntha: (sign: string, house: number) => `Muntha: ${sign}, house ${house} of the annual chart`,
    vpLord: (lord: string) => `Year lord (varsheshwara): ${lord}`,
    vpSahams: 'Sahams',
    saham: { Punya: 'Punya', Vidya: 'Vidya', Yasas: 'Yasas', Vivaha: 'Vivaha', Karya: 'Karya', Putra: 'Putra' },
    vpMudda: 'Mudda dasha (the year’s periods)',
    vpMuddaLine: (lord: string, start: string, days: number) => `${lord} from ${start}, ${days.toFixed(1)} days`,
    vpNote:
      'Tajika (Neelakanthi): the muntha moves one sign a year from the natal lagna; the year lord is the strongest office-bearer that aspects the annual lagna. The report’s Varshaphal section has the whole chart.',
  },
  hi: {
    system: { yogini: 'योगिनी दशा', ashtottari: 'अष्टोत्तरी दशा', chara: 'चर दशा (जैमिनी, के.एन. राव)' },
    lead: {
      yogini: 'आठ योगिनियाँ बारी-बारी 1 से 8 वर्ष तक चलती हैं (36 वर्ष का चक्र), जन्म के चंद्र नक्षत्र से गिनी जाती हैं।',
      ashtottari: 'आठ स्वामियों (केतु नहीं) का 108 वर्ष का चक्र, जन्म के चंद्र नक्षत्र से गिना जाता है।',
      chara: 'राशियों की दशाएँ, लग्न से; हर दशा की अवधि उसके स्वामी की उस राशि से दूरी जितनी (के.एन. राव की विधि)।',
    },
    notApplicable:
      'पराशर अष्टोत्तरी तब लगाते हैं जब राहु लग्नेश से केंद्र या त्रिकोण में हो; इस कुंडली में ऐसा नहीं है, इसलिए इसे विंशोत्तरी के साथ पढ़ें, उसकी जगह नहीं।',
    running: (maha: string, start: string, end: string) => `**अभी चल रही:** ${maha} महादशा, ${start} से ${end} तक`,
    antar: (antar: string, end: string) => `${antar} की अंतर्दशा, ${end} तक`,
    outside: 'आज की तारीख़ गणना की गई अवधि से बाहर है।',
    next: 'आगे की दशाएँ',
    lords: 'चल रहे स्वामी आपकी कुंडली में',
    level: { mahadasha: 'महादशा', antardasha: 'अंतर्दशा' },
    lordRole: (what: string) => `चल रही ${what} का स्वामी`,
    signIn: (sign: string, grahas: string) => (grahas ? `${sign} में ${grahas}` : `${sign} में कोई ग्रह नहीं`),
    kpTitle: (house: number | null) => (house ? `भाव ${house} के केपी कारक` : 'आपकी केपी कुंडली'),
    kpNeedsTime: 'केपी प्लेसिडस भाव-संधियों से पढ़ा जाता है, जिनके लिए जन्म समय चाहिए; इस कुंडली में जन्म समय नहीं है।',
    kpPorphyry: () =>
      'इस अक्षांश पर इस क्षण प्लेसिडस भाव नहीं बनते (क्रांतिवृत्त के कुछ बिंदु उदय या अस्त नहीं होते); भाव-संधियाँ पोर्फिरी की हैं, हर चतुर्थांश तीन बराबर भागों में।',
    kpCusp: (house: number, at: string, l: KpLordNames) =>
      `भाव-संधि ${house}, ${at}: राशि स्वामी ${l.sign}, नक्षत्र स्वामी ${l.star}, उप स्वामी ${l.sub}, उप-उप स्वामी ${l.subSub}`,
    kpLevels: ['भाव में बैठे ग्रहों के नक्षत्र में ग्रह', 'भाव में बैठे ग्रह', 'भाव-संधि के राशि स्वामी के नक्षत्र में ग्रह', 'भाव-संधि का राशि स्वामी'],
    none: 'कोई नहीं',
    kpRuling: (names: string) => `जन्म क्षण के शासक ग्रह: ${names}`,
    kpNote:
      'कृष्णमूर्ति अयनांश के साथ प्लेसिडस भाव-संधियाँ; कारक सबसे बलवान पहले (केपी रीडर IV)। किसी भाव के चारों स्तर जानने के लिए पूछें, जैसे "सातवें भाव के केपी कारक"।',
    vpTitle: (year: number, n: number) => `${year} का वर्षफल (आपके ${n}वें जन्मदिन के बाद का वर्ष)`,
    vpNeedsTime: 'वर्षफल सूर्य की ठीक वापसी के क्षण पर बनता है, जिसके लिए जन्म समय चाहिए; इस कुंडली में जन्म समय नहीं है।',
    vpOutOfRange: `वर्ष कुंडली जीवन के 0 से ${VARSHAPHAL_MAX_YEAR} पूरे वर्षों के लिए बनती है।`,
    vpMoment: (moment: string) => `वर्ष प्रवेश (सूर्य जन्म के अंश पर लौटा): ${moment}`,
    vpAsc: (sign: string) => `वर्ष लग्न: ${sign}`,
    vpMuntha: (sign: string, house: number) => `मुंथा: ${sign}, वर्ष कुंडली का भाव ${house}`,
    vpLord: (lord: string) => `वर्षेश: ${lord}`,
    vpSahams: 'सहम',
    saham: { Punya: 'पुण्य', Vidya: 'विद्या', Yasas: 'यश', Vivaha: 'विवाह', Karya: 'कार्य', Putra: 'पुत्र' },
    vpMudda: 'मुद्दा दशा (वर्ष की दशाएँ)',
    vpMuddaLine: (lord: string, start: string, days: number) => `${lord}, ${start} से, ${days.toFixed(1)} दिन`,
    vpNote:
      'ताजिक (नीलकंठी): मुंथा जन्म लग्न से हर वर्ष एक राशि आगे बढ़ती है; वर्षेश पाँच अधिकारियों में वह सबसे बलवान है जो वर्ष लग्न को देखे। रिपोर्ट के वर्षफल भाग में पूरी कुंडली है।',
  },
};

const REGIONAL: Record<RegionalLocale, DepthWords> = { bn: DEPTH_WORDS_BN, mr: DEPTH_WORDS_MR, te: DEPTH_WORDS_TE, ta: DEPTH_WORDS_TA };

/** These answers' sentences in `locale`. */
export const depthWords = (locale: Locale): DepthWords =>
  byLocale(
    locale,
    (l) => EN_HI[l],
    (l) => REGIONAL[l],
  );

export interface KpLordNames {
  sign: string;
  star: string;
  sub: string;
  subSub: string;
}

function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** The house a KP question names, or null. */
function kpHouseNamedIn(text: string): number | null {
  const named = houseNamedIn(text);
  if (named) return named;
  const m = KP_HOUSE.exec(text);
  if (m) return Number(m[1] ?? m[2]);
  const word = ORDINALS.findIndex((w) => new RegExp(`\\b${w}\\b`).test(text));
  return word >= 0 ? word + 1 : null;
}

/** The reader's answer lines (title first) when the question is about these systems, else null. */
export const depthReading: ReaderTopic = (chart, question, today, locale) => {
  const text = question.toLowerCase();
  const system = NAMES_SYSTEM.find(([, pattern]) => pattern.test(text))?.[0];
  if (system) return dashaAnswer(chart, system, today, locale);
  if (NAMES_VARSHAPHAL.test(text)) return varshaphalAnswer(chart, text, today, locale);
  if (NAMES_KP.test(text)) return kpAnswer(chart, kpHouseNamedIn(text), locale);
  return null;
};

const day = (iso: string) => iso.slice(0, 10);

function periodName(p: Pick<TimelinePeriod, 'lord' | 'yogini' | 'sign'>, locale: Locale): string {
  if (p.sign) return rasiNameOf(p.sign, locale);
  const lord = grahaName(p.lord!, locale);
  if (!p.yogini) return lord;
  return `${yoginiName(p.yogini, locale)} (${lord})`;
}

function dashaAnswer(chart: ChartModel, system: Exclude<DashaSystem, 'vimshottari'>, today: string, locale: Locale): string[] {
  const W = depthWords(locale);
  const T = readerText(locale);
  const dashas = computeDashas(chart, system);
  const lines = [`### ${W.system[system]}`, '', W.lead[system]];
  if (dashas.applicable === false) lines.push('', W.notApplicable);
  lines.push('');
  const now = runningPeriods(dashas, dayNoonJdUt(chart, today));
  if (!now) return [...lines, `- ${W.outside}`];
  const { mahadasha, antardasha } = now;
  lines.push(`- ${W.running(periodName(mahadasha, locale), day(mahadasha.start), day(mahadasha.end))}`);
  if (antardasha) lines.push(`- ${W.antar(periodName(antardasha, locale), day(antardasha.end))}`);
  const index = dashas.mahadashas.findIndex((p) => p.startJdUt === mahadasha.startJdUt);
  const next = dashas.mahadashas.slice(index + 1, index + 1 + NEXT_PERIODS);
  if (next.length) {
    lines.push('', `**${W.next}**`);
    for (const p of next) lines.push(`- ${periodName(p, locale)}: ${day(p.start)} – ${day(p.end)}`);
  }
  // What the running lords bring: their own placements (graha dashas), or the signs' occupants (Chara).
  const facts = chartDigest(chart);
  lines.push('', `**${W.lords}**`);
  if (system === 'chara') {
    for (const p of [mahadasha, antardasha]) {
      if (!p?.sign) continue;
      const signIndex = RASIS.indexOf(p.sign);
      const held = chart.grahas.filter((g) => g.rasiIndex === signIndex).map((g) => grahaName(g.graha, locale));
      lines.push(`- ${W.signIn(rasiNameOf(p.sign, locale), held.join(', '))}`);
    }
  } else {
    const seen = new Set<Graha>();
    for (const [p, what] of [
      [mahadasha, W.level.mahadasha],
      [antardasha, W.level.antardasha],
    ] as const) {
      if (!p?.lord || seen.has(p.lord)) continue;
      seen.add(p.lord);
      lines.push(grahaLine(T, facts, p.lord, W.lordRole(what)));
    }
  }
  return lines;
}

function kpAnswer(chart: ChartModel, house: number | null, locale: Locale): string[] {
  const W = depthWords(locale);
  const lines = [`### ${W.kpTitle(house)}`, ''];
  if (!chart.input.timeKnown) return [...lines, W.kpNeedsTime];
  const kp = kpChartOf(chart.input);
  const g = (x: Graha) => grahaName(x, locale);
  const list = (xs: readonly Graha[]) => (xs.length ? xs.map(g).join(', ') : W.none);
  const cuspLine = (h: number) => {
    const deg = kp.cusps[h - 1]!;
    const l = kp.cuspLords[h - 1]!;
    const at = `${rasiNameOf(RASIS[Math.floor(deg / 30)]!, locale)} ${formatDegreesDms(deg % 30)}`;
    return W.kpCusp(h, at, { sign: g(l.signLord), star: g(l.starLord), sub: g(l.subLord), subSub: g(l.subSubLord) });
  };
  if (kp.caution) lines.push(W.kpPorphyry(kp.caution), '');
  if (house) {
    const s = kp.significators[house - 1]!;
    lines.push(`- ${cuspLine(house)}`);
    [s.occupantsStar, s.occupants, s.lordStar, [s.lord]].forEach((level, i) => lines.push(`${i + 1}. ${W.kpLevels[i]}: ${list(level)}`));
  } else {
    lines.push(`- ${cuspLine(1)}`);
    const r = kp.rulingPlanets;
    const ruling = [r.dayLord, r.ascendantSignLord, r.ascendantStarLord, r.ascendantSubLord, r.moonSignLord, r.moonStarLord, r.moonSubLord];
    lines.push(`- ${W.kpRuling([...new Set(ruling)].map(g).join(', '))}`);
  }
  return [...lines, '', W.kpNote];
}

function varshaphalAnswer(chart: ChartModel, text: string, today: string, locale: Locale): string[] {
  const W = depthWords(locale);
  const birthYear = Number(chart.input.date.slice(0, 4));
  const calendarYear = yearNamedIn(text, Number(today.slice(0, 4))) ?? Number(today.slice(0, 4));
  const completed = calendarYear - birthYear;
  const lines = [`### ${W.vpTitle(calendarYear, Math.max(0, completed))}`, ''];
  if (!chart.input.timeKnown) return [...lines, W.vpNeedsTime];
  if (completed < 0 || completed > VARSHAPHAL_MAX_YEAR) return [...lines, W.vpOutOfRange];
  const v = computeVarshaphal(chart, completed);
  const g = (x: Graha) => grahaName(x, locale);
  const muntha = (RASIS.indexOf(v.munthaSign) - RASIS.indexOf(v.ascendantSign) + 12) % 12;
  lines.push(
    `- ${W.vpMoment(v.moment.replace('T', ' '))}`,
    `- ${W.vpAsc(rasiNameOf(v.ascendantSign, locale))}`,
    `- ${W.vpMuntha(rasiNameOf(v.munthaSign, locale), muntha + 1)}`,
    `- ${W.vpLord(g(v.yearLord))}`,
    '',
    `**${W.vpSahams}**: ${v.sahams.map((s) => `${W.saham[s.name]} ${rasiNameOf(s.sign, locale)}`).join(', ')}`,
    '',
    `**${W.vpMudda}**`,
    ...v.muddaDasha.slice(0, MUDDA_SHOWN).map((p) => `- ${W.vpMuddaLine(g(p.lord), day(p.start), p.days)}`),
    '',
    W.vpNote,
  );
  return lines;
}
