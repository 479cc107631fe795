/**
 * The remedies of a chart, one function for the report page, the PDF and the chat: for the
 * running Vimshottari mahadasha and antardasha lords and for the grahas that are debilitated,
 * combust or below their required shadbala, the classical remedies with the reason for each —
 * mantra, gifts (daan), fasting day, deity (../../jyotish/classical/remedy-tables.ts) and a
 * gemstone (../../jyotish/classical/gemstones.ts) only for a functional benefic that lords none
 * of the 6th, 8th and 12th houses (./functional-nature.ts); otherwise the reason no stone is
 * advised. Wording is plain and calm: remedies are offered as supports, never as protection
 * from a threat.
 */
import type { ChartModel } from '../../model/chart';
import { GEMSTONE_WEIGHT_CONVENTION, GEMSTONES, type Gemstone } from '../../jyotish/classical/gemstones';
import { GRAHA_REMEDIES, type GrahaRemedies } from '../../jyotish/classical/remedy-tables';
import type { Graha, SaptaGraha } from '../../vocabulary/graha';
import type { Localized } from '../../vocabulary/localized';
import { functionalNature, housesLorded, type FunctionalNature } from './functional-nature';

/** Why a graha is in the list. */
export const REMEDY_REASONS = ['mahadasha', 'antardasha', 'debilitated', 'combust', 'weak'] as const;
/** One reason. */
export type RemedyReason = (typeof REMEDY_REASONS)[number];

/** The words of each reason. */
export const REMEDY_REASON_TEXT: Readonly<Record<RemedyReason, Localized>> = {
  mahadasha: { en: 'lord of the running mahadasha', hi: 'चल रही महादशा का स्वामी' },
  antardasha: { en: 'lord of the running antardasha', hi: 'चल रही अंतर्दशा का स्वामी' },
  debilitated: { en: 'debilitated in the birth chart', hi: 'जन्म कुंडली में नीच' },
  combust: { en: 'combust (close to the Sun)', hi: 'अस्त (सूर्य के निकट)' },
  weak: { en: 'below its required shadbala', hi: 'आवश्यक षड्बल से कम' },
};

/** One graha's advice. */
export interface RemedyTarget extends GrahaRemedies {
  graha: Graha;
  reasons: RemedyReason[];
  functionalNature: FunctionalNature;
  housesLorded: number[];
  /** The stone, when one may be worn; else null and `gemstoneNote` says why not. */
  gemstone: Gemstone | null;
  gemstoneNote: Localized;
}

/** The whole advice. */
export interface RemedyAdvice {
  targets: RemedyTarget[];
  weightConvention: Localized;
  /** Said once with the list. */
  note: Localized;
}

const NOTE: Localized = {
  en: 'Remedies are traditional supports for a period, not cures or guarantees. Begin with mantra, charity and fasting; wear a gemstone only after an astrologer has read the whole chart, and never in place of medical, legal or financial advice.',
  hi: 'उपाय किसी अवधि के लिए पारंपरिक सहारा हैं, इलाज या गारंटी नहीं। मंत्र, दान और व्रत से शुरू करें; रत्न किसी ज्योतिषी द्वारा पूरी कुंडली देखने के बाद ही पहनें, और इन्हें चिकित्सा, क़ानूनी या आर्थिक सलाह के स्थान पर न अपनाएँ।',
};

function gemstoneNote(graha: Graha, nature: FunctionalNature, houses: number[]): Localized {
  const list = houses.join(', ');
  if (graha === 'Rahu' || graha === 'Ketu')
    return {
      en: `${graha} lords no house: no gemstone is advised; mantra and charity are the usual remedy.`,
      hi: 'यह छाया ग्रह किसी भाव का स्वामी नहीं: रत्न की सलाह नहीं; मंत्र और दान ही सामान्य उपाय हैं।',
    };
  if (nature === 'malefic')
    return {
      en: `Lords house ${list}, including the 6th, 8th or 12th: its gemstone is not advised; the other remedies strengthen it gently.`,
      hi: `भाव ${list} का स्वामी, जिनमें 6, 8 या 12 भाव है: इसका रत्न नहीं सुझाया जाता; बाक़ी उपाय इसे धीरे से बल देते हैं।`,
    };
  if (nature === 'neutral')
    return {
      en: `Lords house ${list}, no trikona (1st, 5th, 9th): its gemstone is not advised for this lagna.`,
      hi: `भाव ${list} का स्वामी, कोई त्रिकोण (1, 5, 9) नहीं: इस लग्न के लिए इसका रत्न नहीं सुझाया जाता।`,
    };
  return {
    en: `Lords house ${list}, a trikona: a functional benefic for this lagna, so its gemstone may be worn after an astrologer confirms it.`,
    hi: `भाव ${list} का स्वामी, एक त्रिकोण: इस लग्न के लिए शुभ, इसलिए ज्योतिषी की पुष्टि के बाद इसका रत्न पहना जा सकता है।`,
  };
}

/** A period with its bounds (Julian days UT). */
interface Span {
  lord: Graha;
  startJdUt: number;
  endJdUt: number;
}

/**
 * What the remedies read of a chart: the whole model, or the pages' view of it (mahadashas with
 * their antardashas, no pratyantardashas).
 */
export type RemedyChart = Pick<ChartModel, 'grahas' | 'lagna' | 'shadbala'> & {
  dasha: { mahadashas: readonly (Span & { antardashas: readonly Span[] })[] };
};

/**
 * The remedies of `chart` at `atJdUt` (Julian day UT; the running dasha is read there; null:
 * no dasha lords, only the weak and afflicted grahas). Order: dasha lords first, then the
 * others in the chart's graha order.
 */
export function remediesFor(chart: RemedyChart, atJdUt: number | null): RemedyAdvice {
  const reasons = new Map<Graha, RemedyReason[]>();
  const add = (g: Graha, r: RemedyReason) => reasons.set(g, [...(reasons.get(g) ?? []), r]);
  if (atJdUt !== null) {
    const inside = (p: Span) => p.startJdUt <= atJdUt && atJdUt < p.endJdUt;
    const maha = chart.dasha.mahadashas.find(inside);
    const antar = maha?.antardashas.find(inside);
    if (maha) add(maha.lord, 'mahadasha');
    if (antar && antar.lord !== maha!.lord) add(antar.lord, 'antardasha');
  }
  for (const g of chart.grahas) {
    if (g.dignity === 'debilitated') add(g.graha, 'debilitated');
    if (g.combust) add(g.graha, 'combust');
    const strength = chart.shadbala[g.graha as SaptaGraha];
    if (strength && strength.ratio < 1) add(g.graha, 'weak');
  }
  const lagna = chart.lagna.rasiIndex;
  const targets = [...reasons].map(([graha, why]): RemedyTarget => {
    const nature = functionalNature(graha, lagna);
    const houses = housesLorded(graha, lagna);
    return {
      graha,
      reasons: why,
      functionalNature: nature,
      housesLorded: houses,
      ...GRAHA_REMEDIES[graha],
      gemstone: nature === 'benefic' ? GEMSTONES[graha] : null,
      gemstoneNote: gemstoneNote(graha, nature, houses),
    };
  });
  return { targets, weightConvention: GEMSTONE_WEIGHT_CONVENTION, note: NOTE };
}
