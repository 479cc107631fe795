/** The shape of one calendar entry, as the API and the pages read it. */
import type { Localized } from '../vocabulary/localized';
import type { DayPart } from './day-part-names';
import type { FestivalKind } from './festival-rules';

/** A named stretch of local time (ISO with offset). */
export interface FestivalWindow {
  label: string;
  start: string;
  end: string;
}

/** Another day a tradition keeps, and why. */
export interface FestivalAlternative {
  date: string;
  tradition: string;
  reason: string;
  window?: FestivalWindow;
}

/** What decided the date: the element, the part of the day, and what the element did that year. */
export interface FestivalRuleFacts {
  element: 'tithi' | 'sankranti';
  part: DayPart;
  /** The deciding tithi with its local start and end, for tithi rules. */
  tithi?: { number: number; name: string; paksha: 'Shukla' | 'Krishna'; startsAt: string; endsAt: string };
  /** The sankranti instant, for sankranti rules. */
  sankranti?: { sign: string; at: string };
  /** A code for what happened (observe.ts OBSERVATIONS, or a special rule's own: 'after-bhadra', 'kshaya', …). */
  observation: string;
  /** Sunrises inside the tithi: 0 = kshaya, 2 = spans two sunrises. */
  sunrises?: number;
  /** One English sentence: the rule and what the year did. */
  text: string;
  /** The classical source as published almanacs explain it. */
  source: string;
}

/** One festival, vrat, Ekadashi or sankranti. */
export interface FestivalEntry {
  key: string;
  name: Localized;
  /** Local civil date YYYY-MM-DD. */
  date: string;
  kind: FestivalKind;
  /** Lunar month of the deciding tithi (null for sankrantis). */
  month: { amanta: string; purnimanta: string; adhika: boolean } | null;
  rule: FestivalRuleFacts;
  alternatives?: FestivalAlternative[];
  /** The main window (puja muhurta, parana, Bhadra-free time, moonrise). */
  window?: FestivalWindow;
  /** Further named windows (Diwali's pradosh and sthir lagna). */
  windows?: FestivalWindow[];
}
