/**
 * What every calendar rule reads for one place and stretch: the sky, the place's days, the
 * lunations with their tithis, the Bhadra intervals, and helpers to describe a tithi.
 */
import { tithiName } from '../jyotish/panchang-names';
import type { Ayanamsa } from '../vocabulary/settings';
import type { SunriseConvention } from '../astronomy/rise-set';
import { bhadraIntervals } from './bhadra';
import type { FestivalRuleFacts, FestivalWindow } from './festival-entry';
import { lunations, type Lunation } from './lunations';
import { addDays, jdnOfDate, placeDays, type PlaceDays } from './place-days';
import { skySpan, type SkySpan } from './sky-span';
import { civilNoonJd } from '../panchang/day-frame';

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

/** Margin of days around the dates asked for: a festival's tithi may begin a day before its date, a lunation a month before. */
const MARGIN_DAYS = 40;

/** The context for [fromDate, toDate] at a place. */
export function calendarContext(place: CalendarPlace, fromDate: string, toDate: string): CalendarContext {
  const convention = place.convention ?? 'upper-limb-refraction';
  const start = addDays(fromDate, -MARGIN_DAYS);
  const end = addDays(toDate, MARGIN_DAYS);
  const days = placeDays(place.lat, place.lon, place.zone, convention, start, end);
  const startJd = civilNoonJd(start, place.zone);
  const endJd = startJd + (jdnOfDate(end) - jdnOfDate(start));
  const sky = skySpan(startJd - 3, endJd + 3, place.ayanamsa);
  const lunationList = lunations(sky, startJd, endJd);
  const iso = (jd: number) => days.clock.iso(jd);
  const tithiSpan = (lunation: Lunation, tithi: number) => ({
    startJd: lunation.tithiStartJd[tithi - 1]!,
    endJd: lunation.tithiStartJd[tithi]!,
  });
  return {
    sky,
    days,
    lunations: lunationList,
    bhadra: bhadraIntervals(sky, lunationList),
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
