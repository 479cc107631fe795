/**
 * The shape of the yoga section's sentences in a regional language (Bengali, Marathi, Telugu,
 * Tamil): one file per language (yoga-text-bn.ts …) exports an object of this type, so the
 * compiler refuses a missing sentence or a yoga without its condition. English and Hindi are
 * written inline in ../yogas.ts and ../yoga-conditions-hi.ts. Graha, rasi and dignity names come
 * from the vocabulary lookups; sentences keep an inserted name in its nominative.
 */
import type { PredictionNature } from '../../model/chart';
import type { Cancellation, ClassicalWork, DoshaChecks, GrahaLink, GrahaStanding, YogaFamily } from '../../chart/yoga-evidence';
import type { RegionalLocale } from '../../i18n/locale';
import type { Graha } from '../../vocabulary/graha';
import type { YogaId } from '../../vocabulary/yoga-ids';

/** The Nabhasa yogas of house ranges and sign counts, whose conditions only say which houses or how many signs. */
type CountedYoga =
  | 'yoopa'
  | 'shara'
  | 'sakti'
  | 'danda'
  | 'naukaa'
  | 'koota'
  | 'chatra'
  | 'chaapa'
  | 'chakra'
  | 'samudra'
  | 'veenaa'
  | 'daama'
  | 'paasa'
  | 'kedaara'
  | 'soola'
  | 'yuga';

/** The grahas of one house in a Nabhasa pattern. */
export interface HouseGroup {
  house: number;
  grahas: readonly Graha[];
}

/** A regional language's words for the yoga section (see the module comment). */
export interface YogaText {
  locale: RegionalLocale;
  /** Family headings, as YOGA_FAMILY_TITLES. */
  familyTitles: Readonly<Record<YogaFamily, string>>;
  /** How a prediction's nature is labelled. */
  natures: Readonly<Record<PredictionNature, string>>;
  /** The classical works' names as that language's readers know them. */
  works: Readonly<Record<ClassicalWork, string>>;
  /** ", chapter n" after a work's name. */
  chapter(n: number): string;
  /** A rule with no single classical text. */
  noCitation: string;
  /** One graha's standing (house, sign, dignity, lordships, house from the reference graha). */
  standing(s: GrahaStanding, from: Graha | undefined): string;
  /** Two grahas a rule links. */
  link(k: GrahaLink): string;
  /** The seven grahas grouped by house, and the number of signs they occupy. */
  pattern(groups: readonly HouseGroup[], signs: number): string;
  /** All seven grahas on one side of the nodes. */
  hemmed(side: 'rahu-to-ketu' | 'ketu-to-rahu', rahuHouse: number, ketuHouse: number): string;
  /** One classical cancellation. */
  cancellation(c: Cancellation): string;
  /** Manglik stated either way (`fromMoon`: houses counted from the Moon, no birth time). */
  manglik(m: DoshaChecks['manglik'], fromMoon: boolean): string;
  /** Kala Sarpa stated either way. */
  kalaSarpa(k: DoshaChecks['kalaSarpa'], ketuHouse: number, fromMoon: boolean): string;
  /** Every rule's condition, as the catalogue's line states it in English. */
  conditions: Readonly<Record<YogaId, string>>;
  /** The sentence end (। or .). */
  stop: string;
}

/**
 * The conditions of the Nabhasa yogas that name only houses (the seven grahas in these houses;
 * `each`: every one of them occupied) or a count of signs (the Sankhya yogas), worded by the
 * language's two phrases: the houses and counts are the catalogue's (BPHS ch. 35), written once here.
 */
export function countedConditions(
  inHouses: (houses: readonly number[], each?: boolean) => string,
  inSigns: (n: number) => string,
): Readonly<Record<CountedYoga, string>> {
  return {
    yoopa: inHouses([1, 2, 3, 4]),
    shara: inHouses([4, 5, 6, 7]),
    sakti: inHouses([7, 8, 9, 10]),
    danda: inHouses([10, 11, 12, 1]),
    naukaa: inHouses([1, 2, 3, 4, 5, 6, 7], true),
    koota: inHouses([4, 5, 6, 7, 8, 9, 10], true),
    chatra: inHouses([7, 8, 9, 10, 11, 12, 1], true),
    chaapa: inHouses([10, 11, 12, 1, 2, 3, 4], true),
    chakra: inHouses([1, 3, 5, 7, 9, 11], true),
    samudra: inHouses([2, 4, 6, 8, 10, 12], true),
    veenaa: inSigns(7),
    daama: inSigns(6),
    paasa: inSigns(5),
    kedaara: inSigns(4),
    soola: inSigns(3),
    yuga: inSigns(2),
  };
}
