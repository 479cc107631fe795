/**
 * What every calendar rule reads for one place and stretch: the sky, the place's days, the
 * lunations with their tithis, the Bhadra intervals, and helpers to describe a tithi.
 */
import { tithiName } from '../jyotish/panchang-names';
import type { Ayanamsa } from '../vocabulary/settings';
import type { SunriseConvention } from '../astronomy/rise-set';
import { bhadraIntervals } from './bhadra';
import type { FestivalRuleFacts, FestivalWindow } from './festival-entry';
import type { Interval } from './intervals';
import { lunations, type Lunation } from './lunations';
import { addDays, jdnOfDate, placeDays, type PlaceDays } from './place-days';
import { skySpan, type SkySpan } from './sky-span';

/** A place and a stretch of civil dates to compute over. */
export interface CalendarPlace {
  lat: number;
  lon: number;
  /** IANA zone. */
  zone: string;
  ayanamsa: Ayanamsa;
  convention?: SunriseConvention;
}

/** See the module comment. */
export interface CalendarContext {
  sky: SkySpan;
  days: PlaceDays;
  lunations: Lunation[];
  bhadra: [number, number][];
  /** Local ISO time of an instant. */
  iso(jd: number): string;
  /** A tithi's interval in a lunation (tithi 1–30), Julian days UT. */
  tithiSpan(lunation: Lunation, tithi: number): { startJd: number; endJd: number };
  /** The rule facts' tithi block. */
  tithiFacts(lunation: Lunation, tithi: number): NonNullable<FestivalRuleFacts['tithi']>;
  window(label: string, startJd: number, endJd: number): FestivalWindow;
}

/** Days around the dates asked for whose lunations are named: a festival's tithi may begin a day or two before its date. */
const LUNATION_MARGIN_DAYS = 3;
/** Days of sky around those: a lunation overlapping the stretch begins at most a synodic month before it. */
const SKY_MARGIN_DAYS = 34;

/** The place-free part of a context: the sky, the lunations and Bhadra depend only on the dates and the ayanamsa. */
interface SkyFacts {
  sky: SkySpan;
  lunations: Lunation[];
  bhadra: Interval[];
}
/**
 * Sky facts already computed, by dates and ayanamsa: the same year asked for another place (the
 * API's common case) reuses them. Deterministic, so a memo is safe; bounded to a few stretches.
 */
const skyMemo = new Map<string, SkyFacts>();
const SKY_MEMO_SIZE = 4;

/** The sky facts of [start, end] (civil dates, the lunation margin included), computed or remembered. */
function skyFacts(start: string, end: string, ayanamsa: CalendarPlace['ayanamsa']): SkyFacts {
  const key = `${start}|${end}|${ayanamsa}`;
  const known = skyMemo.get(key);
  if (known) return known;
  // UT noon of the dates; a zone's offset (≤ 14 h) is well inside the margins.
  const startJd = jdnOfDate(start);
  const endJd = jdnOfDate(end);
  const sky = skySpan(startJd - SKY_MARGIN_DAYS, endJd + SKY_MARGIN_DAYS, ayanamsa);
  const lunationList = lunations(sky, startJd - 1, endJd + 1);
  const facts = { sky, lunations: lunationList, bhadra: bhadraIntervals(sky, lunationList) };
  if (skyMemo.size >= SKY_MEMO_SIZE) skyMemo.delete(skyMemo.keys().next().value!);
  skyMemo.set(key, facts);
  return facts;
}

/** The context for [fromDate, toDate] at a place. */
export function calendarContext(place: CalendarPlace, fromDate: string, toDate: string): CalendarContext {
  const convention = place.convention ?? 'upper-limb-refraction';
  const start = addDays(fromDate, -LUNATION_MARGIN_DAYS);
  const end = addDays(toDate, LUNATION_MARGIN_DAYS);
  const { sky, lunations: lunationList, bhadra } = skyFacts(start, end, place.ayanamsa);
  const days = placeDays(
    place.lat,
    place.lon,
    place.zone,
    convention,
    addDays(start, -SKY_MARGIN_DAYS),
    addDays(end, SKY_MARGIN_DAYS),
    sky,
  );
  const iso = (jd: number) => days.clock.iso(jd);
  const tithiSpan = (lunation: Lunation, tithi: number) => ({
    startJd: lunation.tithiStartJd[tithi - 1]!,
    endJd: lunation.tithiStartJd[tithi]!,
  });
  return {
    sky,
    days,
    lunations: lunationList,
    bhadra,
    iso,
    tithiSpan,
    tithiFacts(lunation, tithi) {
      const span = tithiSpan(lunation, tithi);
      return {
        number: tithi,
        name: tithiName(tithi),
        paksha: tithi <= 15 ? 'Shukla' : 'Krishna',
        startsAt: iso(span.startJd),
        endsAt: iso(span.endJd),
      };
    },
    window: (label, startJd, endJd) => ({ label, start: iso(startJd), end: iso(endJd) }),
  };
}
