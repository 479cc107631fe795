/**
 * Every sentence the Kundali match writes (koota and porutham explanations, dosha exceptions,
 * Manglik reasons and note, the summary, the unknown-time caution and refusal), as one dictionary
 * per language. The English here, the Hindi (text-hi.ts) and the Bengali, Marathi, Telugu and Tamil
 * (text-bn.ts …) implement the same `MatchText`, so the compiler refuses a language that lacks a sentence; the matching code (jyotish/matching.ts,
 * poruthams.ts, match-compute.ts) only works out the facts and calls these. Facts arrive as the
 * engine's English values (graha, rasi, nakshatra, gana… names); each dictionary names them in
 * its language.
 */
import type { EngineLocale } from '../../i18n/locale';
import type { Gana, Nadi, Vashya, Yoni } from '../../vocabulary/matching-keys';
import type { Koota, Verdict } from '../../vocabulary/matching-keys';
import type { MatchPerson } from '../../vocabulary/match-person';
import type { Rajju } from '../../vocabulary/matching-keys';
import type { NaturalRelation } from '../../model/chart';
import type { SaptaGraha } from '../../vocabulary/graha';
import type { Cancellation } from '../../chart/yoga-evidence';
import { cancellationText } from '../../predictions/rule';
import { DOSHA_NAMES } from '../../vocabulary/matching-names';
import { ordinal } from '../format';
import { MATCH_TEXT_BN } from './text-bn';
import { MATCH_TEXT_HI } from './text-hi';
import { MATCH_TEXT_MR } from './text-mr';
import { MATCH_TEXT_TA } from './text-ta';
import { MATCH_TEXT_TE } from './text-te';

/** Why a Nadi dosha is cancelled. */
export type NadiException = 'sameSignOtherStar' | 'sameStarOtherSign' | 'samePlaceOtherPada';

/** What the unknown-time check saw change through the day. */
export type MoonMove =
  | { kind: 'star'; from: { nakshatra: string; rasi: string }; to: { nakshatra: string; rasi: string } }
  | { kind: 'vashya'; rasi: string; from: Vashya; to: Vashya };

/** The facts of a match the summary speaks of. */
export interface SummaryFacts {
  total: number;
  verdict: Verdict;
  /** Kootas with full and with no points, in order. */
  full: Koota[];
  none: Koota[];
  /** Doshas present, with their exceptions when cancelled. */
  doshas: { name: 'nadi' | 'bhakoot' | 'gana'; cancelled: boolean; exceptions: string[] }[];
  manglikNote: string;
}

/** The match's sentences in one language. */
export interface MatchText {
  /** What each koota weighs, in plain words. */
  kootaMeaning(koota: Koota): string;
  // Koota explanations.
  varna(groomEqualOrAbove: boolean): string;
  vashya(groom: Vashya, bride: Vashya, points: number): string;
  tara(toGroom: number, toBride: number, goodDirections: number): string;
  yoni(groom: Yoni, bride: Yoni, points: number): string;
  grahaMaitri(groomLord: SaptaGraha, brideLord: SaptaGraha, groomToBride: NaturalRelation, brideToGroom: NaturalRelation): string;
  gana(groom: Gana, bride: Gana, points: number): string;
  bhakoot(pair: string, unfavourable: boolean): string;
  nadi(groom: Nadi, bride: Nadi): string;
  // Doshas of the pair.
  nadiException(exception: NadiException): string;
  /** The Bhakoot and Gana exception: the Moon-sign lords are the same graha or friendly. */
  lordsFriendly(groomLord: SaptaGraha, brideLord: SaptaGraha): string;
  /** The Gana exception: the bride's star is `count` (14 or more) from the groom's. */
  ganaStarCount(count: number): string;
  nadiDosha(present: boolean, nadi: Nadi): string;
  bhakootDosha(pair: string, unfavourable: boolean): string;
  ganaDosha(present: boolean, groom: Gana, bride: Gana): string;
  // Manglik.
  manglikReason(houses: { fromLagna: number | null; fromMoon: number; fromVenus: number }, manglikHouses: readonly number[]): string;
  /** A Manglik cancellation that applies, named. */
  manglikCancellation(cancellation: Cancellation): string;
  manglikNote(groomActive: boolean, brideActive: boolean, eitherManglik: boolean): string;
  summary(facts: SummaryFacts): string;
  // Poruthams (counts from the bride's star or sign to the groom's).
  dina(count: number): string;
  poruthamGana(groom: Gana, bride: Gana): string;
  mahendra(count: number, agrees: boolean): string;
  streeDeergha(count: number): string;
  poruthamYoni(points: number): string;
  poruthamRasi(groomRasi: string, signCount: number, brideRasi: string): string;
  rasiAdhipati(maitriPoints: number): string;
  vasya(vashyaPoints: number): string;
  rajju(groom: Rajju, bride: Rajju): string;
  vedha(groomNakshatra: string, brideNakshatra: string, obstruct: boolean): string;
  // A birth without a time (match-compute.ts).
  unknownTimeCaution(person: MatchPerson, nakshatra: string, rasi: string): string;
  timeNeeded(person: MatchPerson, date: string, move: MoonMove): string;
}

const KOOTA_MEANING: Record<Koota, string> = {
  varna: 'outlook and values',
  vashya: 'mutual attraction',
  tara: 'wellbeing and fortune together',
  yoni: 'physical and instinctive harmony',
  grahaMaitri: 'friendship of minds',
  gana: 'basic nature',
  bhakoot: 'family welfare and prosperity',
  nadi: 'health and progeny',
};

const AGREES_MAHENDRA = 'one of 4, 7, 10 … 25';

/** The English sentences (the API's default). */
export const MATCH_TEXT_EN: MatchText = {
  kootaMeaning: (k) => KOOTA_MEANING[k],
  varna: (ok) => (ok ? 'The groom’s varna equals or ranks above the bride’s.' : 'The bride’s varna ranks above the groom’s.'),
  vashya: (wa, wb, points) =>
    wa === wb
      ? 'Same vashya group: natural mutual attraction.'
      : `${wa} with ${wb}: ${points >= 1 ? 'one group is drawn to the other' : points > 0 ? 'one group tends to dominate the other' : 'the groups do not yield to each other'}.`,
  tara: (toGroom, toBride, good) =>
    `Counting star to star gives ${toGroom} (bride to groom) and ${toBride} (groom to bride); ${good} of the 2 directions ${good === 1 ? 'is' : 'are'} auspicious.`,
  yoni: (ya, yb, points) =>
    ya === yb ? 'Same yoni animal.' : `${ya} and ${yb} are ${['sworn enemies', 'unfriendly', 'neutral', 'friendly', ''][points]}.`,
  grahaMaitri: (la, lb, ab, ba) =>
    la === lb ? `Both Moon signs are ruled by ${la}.` : `${la} is ${ab} to ${lb}; ${lb} is ${ba} to ${la}.`,
  gana: (ga, gb, points) =>
    ga === gb
      ? `Both are ${ga} gana: similar temperaments.`
      : `A ${ga} groom with a ${gb} bride: ${points >= 5 ? 'temperaments that get along' : 'temperaments that clash'}.`,
  bhakoot: (pair, bad) => `The Moon signs are ${pair} from each other${bad ? ', an unfavourable distance' : ''}.`,
  nadi: (na, nb) => (na === nb ? `Both have ${na} nadi, which tradition counts against health and progeny.` : 'Different nadis.'),
  nadiException: (e) =>
    ({
      sameSignOtherStar: 'same Moon sign, different nakshatras',
      sameStarOtherSign: 'same nakshatra, different Moon signs',
      samePlaceOtherPada: 'same nakshatra and sign, different padas',
    })[e],
  lordsFriendly: (la, lb) => (la === lb ? `both Moon signs are ruled by ${la}` : `the Moon-sign lords ${la} and ${lb} are friendly`),
  ganaStarCount: (count) => `the bride’s star is ${ordinal(count)} from the groom’s (14th or beyond)`,
  nadiDosha: (present, nadi) => (present ? `Both Moons are in ${nadi} nadi nakshatras.` : 'The nadis differ.'),
  bhakootDosha: (pair, bad) =>
    bad ? `The Moon signs are ${pair} from each other.` : `The Moon signs are ${pair} from each other, a favourable distance.`,
  ganaDosha: (present, ga, gb) => (present ? `${ga} and ${gb} ganas clash.` : 'The ganas agree.'),
  manglikReason: ({ fromLagna, fromMoon, fromVenus }, manglikHouses) => {
    const from = (h: number, reference: string) =>
      `${ordinal(h)} from ${reference}${manglikHouses.includes(h) ? ' (a Manglik house)' : ''}`;
    const houses = [...(fromLagna === null ? [] : [from(fromLagna, 'the lagna')]), from(fromMoon, 'the Moon'), from(fromVenus, 'Venus')];
    return `Mars is ${houses.join(', ')}. The status counts from the ${fromLagna !== null ? 'lagna' : 'Moon, as the birth time is unknown'} (Manglik houses ${manglikHouses.join(', ')}).`;
  },
  manglikCancellation: cancellationText,
  manglikNote: (groom, bride, either) =>
    groom && bride
      ? 'Both are Manglik, which tradition treats as balancing each other.'
      : groom || bride
        ? `Manglik dosha is active for the ${groom ? 'groom' : 'bride'} only, which tradition treats as a mismatch.`
        : either
          ? 'Manglik dosha is cancelled where present, so it does not weigh on the match.'
          : 'Neither is Manglik.',
  summary: (f) => {
    const parts = [`${f.total} of 36 gunas match (${f.verdict}).`];
    if (f.full.length) parts.push(`Full marks for ${f.full.map((k) => KOOTA_MEANING[k]).join(', ')}.`);
    if (f.none.length) parts.push(`No points for ${f.none.map((k) => KOOTA_MEANING[k]).join(', ')}.`);
    for (const d of f.doshas)
      parts.push(`${DOSHA_NAMES[d.name].en} is present${d.cancelled ? `, but cancelled (${d.exceptions.join('; ')})` : ''}.`);
    parts.push(f.manglikNote);
    return parts.join(' ');
  },
  dina: (count) => `The groom’s star is ${count} from the bride’s.`,
  poruthamGana: (g, b) => `${g} groom, ${b} bride.`,
  mahendra: (count, agrees) => `Count ${count} from the bride’s star${agrees ? ` is ${AGREES_MAHENDRA}` : ` is not ${AGREES_MAHENDRA}`}.`,
  streeDeergha: (count) => `The groom’s star is ${count} from the bride’s (beyond 13 is best).`,
  poruthamYoni: (points) => `Yoni points ${points} of 4.`,
  poruthamRasi: (groomRasi, signCount, brideRasi) => `The groom’s Moon sign ${groomRasi} is ${signCount} from the bride’s ${brideRasi}.`,
  rasiAdhipati: (m) => `Graha maitri points ${m} of 5.`,
  vasya: (points) => `Vashya points ${points} of 2.`,
  rajju: (ra, rb) => (ra === rb ? `Both stars are ${ra} rajju.` : `${ra} and ${rb} rajjus differ.`),
  vedha: (a, b, obstruct) => (obstruct ? `${a} and ${b} obstruct each other.` : 'The stars do not obstruct each other.'),
  unknownTimeCaution: (person, nakshatra, rasi) =>
    `The ${person}’s birth time is unknown; the Moon stays in ${nakshatra} in ${rasi} all that day, so the kootas hold whatever the hour (Manglik counts from the Moon).`,
  timeNeeded: (person, date, move) => {
    const moved =
      move.kind === 'star'
        ? `moved from ${move.from.nakshatra} (${move.from.rasi}) to ${move.to.nakshatra} (${move.to.rasi})`
        : `crossed 15° of ${move.rasi}, where its vashya group changes from ${move.from} to ${move.to}`;
    return `${person}: time: needed — on ${date} the Moon ${moved}, which changes the kootas; give the birth time`;
  },
};

// Every language at once: the match is worded on the server (the API, the chat, the command line), never in a page's bundle.
const MATCH_TEXT: Readonly<Record<EngineLocale, MatchText>> = {
  en: MATCH_TEXT_EN,
  hi: MATCH_TEXT_HI,
  bn: MATCH_TEXT_BN,
  mr: MATCH_TEXT_MR,
  te: MATCH_TEXT_TE,
  ta: MATCH_TEXT_TA,
};

/** The match's sentences in `locale`. */
export function matchText(locale: EngineLocale): MatchText {
  return MATCH_TEXT[locale];
}
