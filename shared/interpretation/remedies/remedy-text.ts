/**
 * The shape of the remedies' words in a regional language (Bengali, Marathi, Telugu, Tamil): one
 * file per language (remedy-text-bn.ts …) exports an object of this type, so the compiler refuses
 * a missing reason, graha or sentence. English and Hindi stay inline (remedies.ts, lines.ts and
 * the classical tables). The mantras are the same Sanskrit written in the language's script; the
 * stones, metals and fingers as the language's shops and almanacs name them.
 */
import type { RegionalLocale } from '../../i18n/locale';
import type { Graha } from '../../vocabulary/graha';
import type { FunctionalNature } from './functional-nature';
import type { RemedyReason } from './remedies';

/** A graha's gemstone in the language: the stone, its substitute (uparatna), "set in <metal>" and "worn on <finger>". */
export interface GemWords {
  stone: string;
  substitute: string;
  setIn: string;
  wornOn: string;
}

/** A regional language's remedy words (see the module comment). */
export interface RemedyText {
  locale: RegionalLocale;
  /** The labels of a graha's lines. */
  labels: { mantra: string; times: string; daan: string; fast: string; deity: string; stone: string };
  /** Why a graha is in the list. */
  reasons: Readonly<Record<RemedyReason, string>>;
  /** Each graha's beeja mantra. */
  mantras: Readonly<Record<Graha, string>>;
  /** What is given, and when. */
  daan: Readonly<Record<Graha, string>>;
  /** The deity whose worship is advised. */
  deities: Readonly<Record<Graha, string>>;
  /** The gemstones. */
  gems: Readonly<Record<Graha, GemWords>>;
  /** The gemstone line (without its label): the stone, its setting and the weekday it is first worn on. */
  gemLine(gem: GemWords, weekday: string): string;
  /** Why a stone is or is not advised: a node; or the functional nature of the graha and the houses it lords. */
  gemstoneNote(graha: Graha, nature: FunctionalNature, houses: readonly number[]): string;
  /** The modern weight convention of the stones. */
  weightConvention: string;
  /** Said once with the list. */
  note: string;
  /** The sentence end (। or .). */
  stop: string;
}
