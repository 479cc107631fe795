/**
 * The yogas and doshas of a chart in words, for the Kundali page and its PDF: English and Hindi
 * written here, Bengali, Marathi, Telugu and Tamil from their books (yoga-text/, passed in as a
 * YogaText so a page loads only its own language's):
 * grouped by family, each with why it holds in this chart (built from the evidence its rule
 * matched: shared/predictions/explain.ts), any cancellation, and the classical text it comes
 * from; and Manglik and Kala Sarpa stated either way. Pure.
 */
import type { Prediction, PredictionNature } from '../model/chart';
import type {
  Cancellation,
  Citation,
  DoshaChecks,
  GrahaLink,
  GrahaStanding,
  YogaEvidence,
  YogaExplanation,
  YogaFamily,
} from '../chart/yoga-evidence';
import { YOGA_FAMILIES } from '../chart/yoga-evidence';
import type { InlineLocale as Locale } from '../i18n/locale';
import { MANGLIK_HOUSES } from '../predictions/doshas';
import { cancellationText } from '../predictions/rule';
import { grahaName, type Graha } from '../vocabulary/graha';
import { sanskritNameIn, type Localized } from '../vocabulary/localized';
import { rasiName } from '../vocabulary/rasi';
import { DIGNITY_NAMES } from '../vocabulary/terms';
import { listProse, ordinal } from './format';
import { ordinalHi as ordHi } from './format-hi';
import { YOGA_CONDITIONS_HI } from './yoga-conditions-hi';
import type { YogaText } from './yoga-text/yoga-text';

/** The language of the yoga sentences: English or Hindi (inline here), or a regional language's book. */
export type YogaLanguage = Locale | YogaText;

/** Family headings, in display order (YOGA_FAMILIES). */
export const YOGA_FAMILY_TITLES: Readonly<Record<YogaFamily, Localized>> = {
  'pancha-mahapurusha': { en: 'Pancha Mahapurusha yogas', hi: 'पंच महापुरुष योग' },
  raja: { en: 'Raja yogas (power and standing)', hi: 'राज योग (सत्ता और प्रतिष्ठा)' },
  dhana: { en: 'Dhana yogas (wealth)', hi: 'धन योग' },
  chandra: { en: 'Chandra yogas (from the Moon)', hi: 'चंद्र योग' },
  surya: { en: 'Surya yogas (from the Sun)', hi: 'सूर्य योग' },
  nabhasa: { en: 'Nabhasa yogas (patterns of the seven grahas)', hi: 'नाभस योग (सात ग्रहों के आकार)' },
  parivartana: { en: 'Parivartana yogas (sign exchanges)', hi: 'परिवर्तन योग (राशि विनिमय)' },
  other: { en: 'Other named yogas', hi: 'अन्य योग' },
  dosha: { en: 'Doshas and difficult combinations', hi: 'दोष और कठिन योग' },
};

/** How a prediction's nature is labelled. */
export const NATURE_LABELS: Readonly<Record<PredictionNature, Localized>> = {
  good: { en: 'favourable', hi: 'शुभ' },
  mixed: { en: 'mixed', hi: 'मिश्रित' },
  challenging: { en: 'challenging', hi: 'चुनौतीपूर्ण' },
};

const WORK_NAMES = {
  BPHS: { en: 'Brihat Parashara Hora Shastra', hi: 'बृहत् पाराशर होरा शास्त्र' },
  Phaladeepika: { en: 'Phaladeepika (Mantreswara)', hi: 'फलदीपिका (मंत्रेश्वर)' },
  Raman300: { en: 'B.V. Raman, Three Hundred Important Combinations', hi: 'बी. वी. रमन, थ्री हंड्रेड इम्पॉर्टेंट कॉम्बिनेशंस' },
  VAIA: {
    en: 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach',
    hi: 'पी. वी. आर. नरसिंह राव, वैदिक एस्ट्रोलॉजी: एन इंटीग्रेटेड अप्रोच',
  },
} as const satisfies Record<Citation['work'], Localized>;

const G = (g: Graha, l: Locale) => grahaName(g, l);
const listOf = (items: readonly string[], l: Locale) =>
  l === 'en' ? listProse(items) : items.length <= 1 ? (items[0] ?? 'कोई नहीं') : `${items.slice(0, -1).join(', ')} और ${items.at(-1)}`;

/** The classical texts of a rule, or the honest note that it has none. */
export function citationText(citations: readonly Citation[], l: YogaLanguage): string {
  if (typeof l === 'object')
    return citations.length === 0
      ? l.noCitation
      : citations.map((c) => l.works[c.work] + (c.chapter === null ? '' : l.chapter(c.chapter))).join('; ');
  if (citations.length === 0)
    return l === 'en' ? 'no single classical text; the common modern reading' : 'किसी एक शास्त्रीय ग्रंथ से नहीं; प्रचलित आधुनिक मान्यता';
  return citations
    .map((c) => WORK_NAMES[c.work][l] + (c.chapter === null ? '' : l === 'en' ? `, ch. ${c.chapter}` : `, अध्याय ${c.chapter}`))
    .join('; ');
}

/** One graha's standing: "Jupiter, lord of the 9th and 12th, in the 4th house (Pisces, own sign), 10th from the Moon". */
function standingText(s: GrahaStanding, from: Graha | undefined, l: Locale): string {
  const sign = rasiName(s.rasiIndex, l);
  const dignity = s.dignity ? DIGNITY_NAMES[s.dignity][l] : null;
  if (l === 'en') {
    const lord = s.lordOf.length ? `, lord of the ${listProse(s.lordOf.map(ordinal))},` : '';
    const ref = from && s.houseFromRef ? `, ${ordinal(s.houseFromRef)} from ${from === 'Moon' || from === 'Sun' ? 'the ' : ''}${from}` : '';
    return `${G(s.graha, l)}${lord} in the ${ordinal(s.house)} house (${sign}${dignity ? `, ${dignity}` : ''})${ref}`;
  }
  const lord = s.lordOf.length ? ` (${s.lordOf.join(', ')} भाव ${s.lordOf.length > 1 ? 'के' : 'का'} स्वामी)` : '';
  const ref = from && s.houseFromRef ? `, ${G(from, l)} से ${ordHi(s.houseFromRef)} भाव में` : '';
  return `${G(s.graha, l)}${lord} ${ordHi(s.house)} भाव में (${sign}${dignity ? `, ${dignity}` : ''})${ref}`;
}

function linkText(k: GrahaLink, l: Locale): string {
  const pair = `${G(k.a, l)} ${l === 'en' ? 'and' : 'और'} ${G(k.b, l)}`;
  if (l === 'en')
    return `${pair} ${k.how === 'conjunct' ? 'are in the same sign' : k.how === 'exchange' ? 'exchange signs' : 'aspect each other'}`;
  return `${pair} ${k.how === 'conjunct' ? 'एक ही राशि में हैं' : k.how === 'exchange' ? 'राशि परिवर्तन में हैं' : 'एक-दूसरे पर दृष्टि डालते हैं'}`;
}

/** The Nabhasa patterns: the seven grahas grouped by house. */
function patternText(e: YogaEvidence, l: Locale): string {
  const byHouse = new Map<number, Graha[]>();
  for (const s of e.grahas) byHouse.set(s.house, [...(byHouse.get(s.house) ?? []), s.graha]);
  const parts = [...byHouse.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([h, gs]) =>
        `${listOf(
          gs.map((g) => G(g, l)),
          l,
        )} ${l === 'en' ? `in the ${ordinal(h)}` : `${ordHi(h)} भाव में`}`,
    );
  const signs = new Set(e.grahas.map((s) => s.rasiIndex)).size;
  return l === 'en'
    ? `the seven grahas occupy ${signs} sign${signs === 1 ? '' : 's'}: ${parts.join('; ')}`
    : `सात ग्रह ${signs} राशियों में हैं: ${parts.join('; ')}`;
}

function cancellationHi(c: Cancellation): string {
  switch (c.code) {
    case 'mars-own-or-exalted':
      return 'मंगल स्वराशि या उच्च राशि में है';
    case 'mars-leo-aquarius':
      return 'मंगल सिंह या कुंभ राशि में है';
    case 'mars-exempt-sign':
      return `${ordHi(c.house)} भाव में मंगल ऐसी राशि में है जो दोष से मुक्त करती है`;
    case 'jupiter-with-mars':
      return 'गुरु मंगल के साथ है या उस पर दृष्टि डालता है';
    case 'moon-with-mars':
      return 'चंद्र मंगल के साथ है';
    case 'cancer-leo-lagna':
      return 'कर्क और सिंह लग्नों के लिए मंगल योगकारक है';
    case 'benefic-in-lagna':
      return 'गुरु या शुक्र लग्न में है';
    case 'mars-retrograde':
      return 'मंगल वक्री है';
    case 'mars-combust':
      return 'मंगल अस्त है';
    case 'dispositor-in-kendra':
      return `${G(c.graha, 'hi')} की राशि के स्वामी ${G(c.by, 'hi')} लग्न या चंद्र से केंद्र में हैं`;
    case 'exaltation-lord-in-kendra':
      return `${G(c.graha, 'hi')} की उच्च राशि के स्वामी ${G(c.by, 'hi')} लग्न या चंद्र से केंद्र में हैं`;
    case 'exalted-graha-in-kendra':
      return `${G(c.graha, 'hi')} की राशि में उच्च होने वाले ${G(c.by, 'hi')} लग्न या चंद्र से केंद्र में हैं`;
    case 'dispositor-aspects':
      return `राशि स्वामी ${G(c.by, 'hi')} की ${G(c.graha, 'hi')} पर दृष्टि है`;
    case 'exalted-navamsa':
      return `${G(c.graha, 'hi')} नवांश में उच्च है`;
  }
}

/** One cancellation in words. */
export function cancellationWords(c: Cancellation, l: YogaLanguage): string {
  if (typeof l === 'object') return l.cancellation(c);
  if (l === 'hi') return cancellationHi(c);
  return ('graha' in c ? `${c.graha}: ` : '') + cancellationText(c);
}

/** Why a rule holds in this chart, from its evidence (see the module comment). */
export function yogaReason(e: YogaEvidence, l: YogaLanguage): string {
  if (typeof l === 'object') return regionalReason(e, l);
  const parts: string[] = [];
  if (e.family === 'nabhasa') parts.push(patternText(e, l));
  else if (e.side) {
    const rahu = e.grahas.find((s) => s.graha === 'Rahu');
    const ketu = e.grahas.find((s) => s.graha === 'Ketu');
    parts.push(
      l === 'en'
        ? `all seven grahas lie on one side of the nodes, running from ${e.side === 'rahu-to-ketu' ? 'Rahu' : 'Ketu'} to ${e.side === 'rahu-to-ketu' ? 'Ketu' : 'Rahu'} (Rahu in the ${ordinal(rahu!.house)} house, Ketu in the ${ordinal(ketu!.house)})`
        : `सातों ग्रह ${e.side === 'rahu-to-ketu' ? 'राहु से केतु' : 'केतु से राहु'} की ओर एक ही तरफ़ हैं (राहु ${ordHi(rahu!.house)} भाव में, केतु ${ordHi(ketu!.house)} भाव में)`,
    );
  } else parts.push(e.grahas.map((s) => standingText(s, e.from, l)).join('; '));
  if (e.links?.length) parts.push(e.links.map((k) => linkText(k, l)).join('; '));
  const text = parts.join(l === 'en' ? '; ' : '; ');
  return text.charAt(0).toUpperCase() + text.slice(1) + (l === 'en' ? '.' : '।');
}

/** yogaReason in a regional language. */
function regionalReason(e: YogaEvidence, T: YogaText): string {
  const parts: string[] = [];
  if (e.family === 'nabhasa') {
    const byHouse = new Map<number, Graha[]>();
    for (const s of e.grahas) byHouse.set(s.house, [...(byHouse.get(s.house) ?? []), s.graha]);
    const groups = [...byHouse.entries()].sort(([a], [b]) => a - b).map(([house, grahas]) => ({ house, grahas }));
    parts.push(T.pattern(groups, new Set(e.grahas.map((s) => s.rasiIndex)).size));
  } else if (e.side) {
    const house = (g: Graha) => e.grahas.find((s) => s.graha === g)!.house;
    parts.push(T.hemmed(e.side, house('Rahu'), house('Ketu')));
  } else parts.push(e.grahas.map((s) => T.standing(s, e.from)).join('; '));
  if (e.links?.length) parts.push(e.links.map((k) => T.link(k)).join('; '));
  return parts.join('; ') + T.stop;
}

/** The cancellations of a match in one line, or null. */
export function cancellationLine(e: YogaEvidence, l: YogaLanguage): string | null {
  if (!e.cancellations?.length) return null;
  const stop = typeof l === 'object' ? l.stop : l === 'en' ? '.' : '।';
  return e.cancellations.map((c) => cancellationWords(c, l)).join('; ') + stop;
}

/** The Manglik houses as a list ending in `or` (`1st, 2nd, … or 12th`; Hindi `1, 2, … या 12वाँ`). */
function manglikHouseList(l: Locale): string {
  const houses = l === 'en' ? MANGLIK_HOUSES.map(ordinal) : MANGLIK_HOUSES.map(String);
  const last = `${houses[houses.length - 1]}${l === 'en' ? '' : 'वाँ'}`;
  return `${houses.slice(0, -1).join(', ')} ${l === 'en' ? 'or' : 'या'} ${last}`;
}

/**
 * Manglik stated either way, with the house and sign of Mars and any cancellation; `fromMoon`
 * (no birth time) says the house is counted from the Moon, the lagna being unknown.
 */
export function manglikLine(m: DoshaChecks['manglik'], l: YogaLanguage, fromMoon = false): string {
  if (typeof l === 'object') return l.manglik(m, fromMoon);
  const sign = rasiName(m.marsRasiIndex, l);
  if (l === 'en') {
    const where = `Mars is in the ${ordinal(m.marsHouse)} house${fromMoon ? ' from the Moon' : ''} (${sign})`;
    if (!m.present) return `Not Manglik: ${where}, not in the ${manglikHouseList(l)}.`;
    if (m.cancelled)
      return `Manglik, but cancelled: ${where}, a Manglik house, and ${m.cancellations.map((c) => cancellationWords(c, l)).join('; ')}.`;
    return `Manglik: ${where}, a Manglik house, and none of the classical cancellations applies.`;
  }
  const where = `मंगल ${fromMoon ? 'चंद्र से ' : ''}${ordHi(m.marsHouse)} भाव में (${sign}) है`;
  if (!m.present) return `मांगलिक नहीं: ${where}, जो ${manglikHouseList(l)} भाव नहीं है।`;
  if (m.cancelled)
    return `मांगलिक, पर दोष निरस्त: ${where}, जो मांगलिक भाव है, पर ${m.cancellations.map((c) => cancellationWords(c, l)).join('; ')}।`;
  return `मांगलिक: ${where}, जो मांगलिक भाव है, और कोई शास्त्रीय परिहार लागू नहीं होता।`;
}

/** Kala Sarpa stated either way: the side, or the grahas on each side of the nodes; `fromMoon` as for manglikLine. */
export function kalaSarpaLine(k: DoshaChecks['kalaSarpa'], l: YogaLanguage, fromMoon = false): string {
  const ketuHouse = ((k.rahuHouse + 5) % 12) + 1;
  if (typeof l === 'object') return l.kalaSarpa(k, ketuHouse, fromMoon);
  const names = (gs: readonly Graha[]) =>
    listOf(
      gs.map((g) => G(g, l)),
      l,
    );
  if (l === 'en') {
    const axis = `Rahu is in the ${ordinal(k.rahuHouse)} house and Ketu in the ${ordinal(ketuHouse)}${fromMoon ? ', counted from the Moon' : ''}`;
    if (k.present)
      return `Kala Sarpa present: ${axis}, and all seven grahas lie on the ${k.side === 'rahu-to-ketu' ? 'Rahu-to-Ketu' : 'Ketu-to-Rahu'} side.`;
    return `No Kala Sarpa: ${axis}; ${names(k.rahuToKetu)} lie on the Rahu-to-Ketu side and ${names(k.ketuToRahu)} on the other, so the grahas are not hemmed in on one side.`;
  }
  const axis = `${fromMoon ? 'चंद्र से गिनने पर ' : ''}राहु ${ordHi(k.rahuHouse)} भाव में और केतु ${ordHi(ketuHouse)} भाव में है`;
  if (k.present) return `कालसर्प दोष है: ${axis}, और सातों ग्रह ${k.side === 'rahu-to-ketu' ? 'राहु से केतु' : 'केतु से राहु'} वाली तरफ़ हैं।`;
  return `कालसर्प दोष नहीं: ${axis}; ${names(k.rahuToKetu)} राहु से केतु वाली तरफ़ हैं और ${names(k.ketuToRahu)} दूसरी तरफ़, इसलिए ग्रह एक ही तरफ़ घिरे नहीं हैं।`;
}

/** One yoga or dosha as shown. */
export interface YogaItem {
  id: string;
  name: string;
  nature: PredictionNature;
  natureLabel: string;
  reason: string;
  cancellation: string | null;
  source: string;
  /** The rule as the engine reads it: the catalogue's own line, its Hindi (yoga-conditions-hi.ts) or the language's book. */
  condition: string;
}

/** One family with the yogas of it that hold. */
export interface YogaGroup {
  family: YogaFamily;
  title: string;
  items: YogaItem[];
}

/** Everything the yoga section shows: the groups in family order (empty families left out) and the two dosha lines. */
export interface YogaSection {
  groups: YogaGroup[];
  manglik: string;
  kalaSarpa: string;
}

/** A catalogue yoga's name in `l`: English, the catalogue's Devanagari, or that Sanskrit in the language's script. */
function yogaName(p: Prediction | undefined, id: string, l: YogaLanguage): string {
  if (typeof l !== 'object') return (l === 'hi' ? p?.nameHi : p?.name) ?? id;
  return p?.nameHi ? sanskritNameIn({ en: p.name, hi: p.nameHi }, l.locale) : (p?.name ?? id);
}

/** The section for a chart's predictions and their evidence (`include=yogas`) in `l`. */
export function yogaSection(predictions: readonly Prediction[], explanation: YogaExplanation, l: YogaLanguage): YogaSection {
  const byId = new Map(predictions.map((p) => [p.id, p]));
  const regional = typeof l === 'object' ? l : null;
  const groups = YOGA_FAMILIES.map((family) => ({
    family,
    title: regional ? regional.familyTitles[family] : YOGA_FAMILY_TITLES[family][l as Locale],
    items: explanation.evidence
      .filter((e) => e.family === family)
      .map((e) => {
        const p = byId.get(e.id);
        return {
          id: e.id,
          name: yogaName(p, e.id, l),
          nature: p?.nature ?? 'mixed',
          natureLabel: regional ? regional.natures[p?.nature ?? 'mixed'] : NATURE_LABELS[p?.nature ?? 'mixed'][l as Locale],
          reason: yogaReason(e, l),
          cancellation: cancellationLine(e, l),
          source: citationText(e.citations, l),
          condition: regional ? regional.conditions[e.id] : l === 'hi' ? (YOGA_CONDITIONS_HI[e.id] ?? e.condition) : e.condition,
        };
      }),
  })).filter((g) => g.items.length > 0);
  const fromMoon = explanation.checks.housesFrom === 'Moon';
  return {
    groups,
    manglik: manglikLine(explanation.checks.manglik, l, fromMoon),
    kalaSarpa: kalaSarpaLine(explanation.checks.kalaSarpa, l, fromMoon),
  };
}
