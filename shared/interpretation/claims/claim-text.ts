/**
 * The shape of the claim check's words in a regional language (Bengali, Marathi, Telugu, Tamil):
 * each statement as checked and the correction of a wrong one, plus the request that gives a
 * language model one chance to correct its answer. One file per language (claim-text-bn.ts …)
 * exports an object of this type; English and Hindi are written in messages.ts. Names arrive
 * already in the language (graha, rasi, nakshatra, dignity, dasha) and stay in their nominative.
 */
import type { RegionalLocale } from '../../i18n/locale';
import type { DignityClaim } from './grammar';

/** A regional language's claim-check words (see the module comment). */
export interface ClaimText {
  locale: RegionalLocale;
  /** What each dignity statement claims, as a predicate ("exalted", "in its own sign"). */
  dignityClaims: Readonly<Record<DignityClaim, string>>;
  /** Statements: "Mars in Leo", "Mars in Ashwini nakshatra", "Mars in the 10th house (from the Moon)", … */
  inSign(who: string, rasi: string): string;
  inNakshatra(who: string, nakshatra: string): string;
  inHouse(who: string, house: string, fromMoon: boolean): string;
  dignity(who: string, claim: string): string;
  retrograde(who: string, retrograde: boolean): string;
  ascendantIs(rasi: string): string;
  /** A statement said in the negative ("Mars not in Leo"). */
  negated(statement: string): string;
  /** "Saturn mahadasha", "Saturn–Jupiter antardasha" (lords already in the language; `md` null for an antardasha alone). */
  dashaName(md: string | null, ad: string | null): string;
  /** The stated dates of a dasha: from, until, during (a year, month or day as written), running now. */
  from(date: string): string;
  until(date: string): string;
  during(date: string): string;
  runningNow: string;
  /** Corrections: what the chart says, and what it is not (`stated`, null when the statement was negated or gave no value). */
  isInSign(who: string, actual: string, stated: string | null): string;
  isInNakshatra(who: string, actual: string, stated: string | null): string;
  isInHouse(who: string, actual: string, stated: string | null, fromMoon: boolean): string;
  ascendantIsNot(actual: string, stated: string | null): string;
  dignityIs(who: string, rasi: string, dignity: string, claim: string | null): string;
  isRetrograde(who: string, retrograde: boolean): string;
  noDasha: string;
  dashaRunning(name: string, start: string, end: string): string;
  dashaRuns(name: string, start: string, end: string): string;
  /** The message to the model: `list` is one line per wrong statement ("- "quote" → correction"). */
  request(list: string): string;
}
