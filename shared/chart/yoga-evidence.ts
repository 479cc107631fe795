/**
 * The evidence behind the yogas and doshas that hold in a chart, as plain data: which grahas
 * stand where, which pairs a rule links, which classical exceptions apply, the classical texts a
 * rule comes from, and the Manglik and Kala Sarpa checks stated either way. shared/predictions
 * fills it (explain.ts); shared/interpretation turns it into English and Hindi sentences;
 * `/api/chart?include=yogas` serves it. Houses are whole-sign, 1–12 from the lagna (from the
 * Moon when the birth time is unknown); sign indices 0 = Aries.
 */
import type { Graha } from '../vocabulary/graha';
import type { YogaId } from '../vocabulary/yoga-ids';

/**
 * Families the catalogue is shown in (the page and the PDF group by them): the five
 * Mahapurushas, raja (power, Viparita and Neecha Bhanga included), dhana (wealth), the Moon's
 * (chandra) and the Sun's (surya) yogas, Nabhasa patterns, sign exchanges, other named yogas,
 * and doshas.
 */
export const YOGA_FAMILIES = [
  'pancha-mahapurusha',
  'raja',
  'dhana',
  'chandra',
  'surya',
  'nabhasa',
  'parivartana',
  'other',
  'dosha',
] as const;
export type YogaFamily = (typeof YOGA_FAMILIES)[number];

/** Two grahas a rule links, and how: same sign, mutual aspect, or each in the other's sign. */
export interface GrahaLink {
  a: Graha;
  b: Graha;
  how: 'conjunct' | 'aspect' | 'exchange';
}

/**
 * A classical exception that applies, as data (the words are in cancellationText and the
 * interpretation layer). Manglik: Mars's own/exaltation sign, Leo/Aquarius, an exempt sign for
 * its house, Jupiter's or the Moon's company, Cancer/Leo rising, Jupiter/Venus in the lagna,
 * retrograde or combust Mars. Neecha bhanga of `graha`: its sign lord, its exaltation sign's
 * lord or the graha exalted in its sign (`by`) in a kendra from the lagna or Moon, the sign lord
 * aspecting it, or exaltation in the navamsa.
 */
export type Cancellation =
  | { code: 'mars-own-or-exalted' | 'mars-leo-aquarius' | 'jupiter-with-mars' | 'moon-with-mars' | 'cancer-leo-lagna' }
  | { code: 'benefic-in-lagna' | 'mars-retrograde' | 'mars-combust' }
  | { code: 'mars-exempt-sign'; house: number }
  | {
      code: 'dispositor-in-kendra' | 'exaltation-lord-in-kendra' | 'exalted-graha-in-kendra' | 'dispositor-aspects';
      graha: Graha;
      by: Graha;
    }
  | { code: 'exalted-navamsa'; graha: Graha };

/** Dignities the evidence names (the ones the rules test). */
export type YogaDignity = 'exalted' | 'moolatrikona' | 'own' | 'debilitated';

/** Where one graha of a match stands. */
export interface GrahaStanding {
  graha: Graha;
  /** House from the lagna. */
  house: number;
  rasiIndex: number;
  /** Houses from the lagna whose sign it rules (none for the nodes). */
  lordOf: number[];
  dignity: YogaDignity | null;
  /** House counted from the match's `from` graha, when the rule counts from one. */
  houseFromRef?: number;
}

/** Classical texts the catalogue cites: BPHS, Phaladeepika, B.V. Raman's 300 Combinations, P.V.R. Narasimha Rao's VAIA. */
export const CLASSICAL_WORKS = ['BPHS', 'Phaladeepika', 'Raman300', 'VAIA'] as const;
export type ClassicalWork = (typeof CLASSICAL_WORKS)[number];

export interface Citation {
  work: ClassicalWork;
  /** Chapter, when the catalogue names one. */
  chapter: number | null;
}

/** Why one rule holds. */
export interface YogaEvidence {
  /** The catalogue id (the Prediction's id). */
  id: YogaId;
  family: YogaFamily;
  /** Texts the rule's definition comes from; empty when it is common modern usage without one classical source. */
  citations: Citation[];
  /** The rule as the engine reads it (English, the catalogue's own line). */
  condition: string;
  grahas: GrahaStanding[];
  houses: number[];
  from?: Graha;
  links?: GrahaLink[];
  cancellations?: Cancellation[];
  side?: 'rahu-to-ketu' | 'ketu-to-rahu';
}

/** Manglik and Kala Sarpa, present or not, with the facts that decide it. */
export interface DoshaChecks {
  manglik: { present: boolean; cancelled: boolean; marsHouse: number; marsRasiIndex: number; cancellations: Cancellation[] };
  /** `rahuToKetu`: the seven grahas from Rahu forward to Ketu; `ketuToRahu`: the others; Ketu is in the 7th from `rahuHouse`. */
  kalaSarpa: {
    present: boolean;
    side: 'rahu-to-ketu' | 'ketu-to-rahu' | null;
    rahuHouse: number;
    rahuToKetu: Graha[];
    ketuToRahu: Graha[];
  };
  /** `Moon` when the birth time is unknown: the houses above are counted from the Moon, there being no lagna. */
  housesFrom?: 'Moon';
}

/** What `include=yogas` adds to a chart body. */
export interface YogaExplanation {
  /** One per natal rule that holds, in catalogue order. */
  evidence: YogaEvidence[];
  checks: DoshaChecks;
}
