/**
 * One day's panchang at a place, from this sunrise to the next: the five limbs with their times,
 * sun and moon rise/set, lunar month and samvat, the muhurta periods, choghadiya and hora.
 * Pure: the caller resolves the place and zone; all times come from the engine's own positions.
 */
import { SUNRISE_CONVENTIONS, type SunriseConvention } from '../astronomy/rise-set';
import { SUNRISE_CONVENTION_NAMES, VARA_NAMES } from '../jyotish/panchang-names';
import { normalizeDeg } from '../math/angles';
import { gregorianToJdn, parseDate, weekdayOfJdn } from '../time/julian';
import { choghadiya } from './choghadiya';
import { dayFrame } from './day-frame';
import { dayElements } from './elements';
import { WEEKDAY_LORDS } from '../jyotish/classical';
import { horas } from './hora';
import { kalams } from './kalam';
import { localClock, type LocalClock } from './local-clock';
import { lunarMonth } from './lunar-month';
import { moonRiseSet } from './moon-rise-set';
import { muhurtas } from './muhurtas';
import { skyWindow } from './sky-window';
import type { ChoghadiyaSegment, HoraSegment, PanchangRequest, Period } from './types';
import { varjyamAmrit } from './varjyam';

/** Default sunrise definition: the upper limb touching the horizon with refraction, as almanacs print. */
export const DEFAULT_SUNRISE_CONVENTION: SunriseConvention = 'upper-limb-refraction';
/** Plain-words description of each sunrise definition (English; Hindi beside it in SUNRISE_CONVENTION_NAMES). */
export const SUNRISE_CONVENTION_TEXT: Record<SunriseConvention, string> = {
  'upper-limb-refraction': SUNRISE_CONVENTION_NAMES['upper-limb-refraction'].en,
  'disc-centre-no-refraction': SUNRISE_CONVENTION_NAMES['disc-centre-no-refraction'].en,
};
/** Days of margin around the day for the interpolated Sun and Moon: the longest nakshatra/tithi (~1.2 d) fits. */
export const SKY_MARGIN_DAYS = 1.6;

/** Weekday (0 = Sunday) of a civil date. */
export function weekdayOf(date: string): number {
  const { year, month, day } = parseDate(date);
  return weekdayOfJdn(gregorianToJdn(year, month, day));
}

const period = (clock: LocalClock, [a, b]: [number, number]): Period => ({ start: clock.iso(a), end: clock.iso(b) });

/** The full day panchang (see module comment); throws PanchangConditionError in polar day/night. */
export function computeDayPanchang(request: PanchangRequest) {
  const convention = request.convention ?? DEFAULT_SUNRISE_CONVENTION;
  const { date, lat, lon, zone, ayanamsa } = request;
  const frame = dayFrame(date, lat, lon, zone, convention);
  const from = frame.sunrise;
  const to = frame.nextSunrise;
  const clock = localClock(zone, frame.previousSunset - 1, to + SKY_MARGIN_DAYS);
  const sky = skyWindow(from - SKY_MARGIN_DAYS, to + SKY_MARGIN_DAYS, ayanamsa);
  const weekday = weekdayOf(date);
  const elements = dayElements(sky, from, to, clock);
  const moon = moonRiseSet(sky, from, to, lat, lon, convention);
  const { year, month } = parseDate(date);
  const masa = lunarMonth(from, normalizeDeg(sky.moonDeg(from) - sky.sunDeg(from)), ayanamsa, year, month);
  const k = kalams(frame.sunrise, frame.sunset, weekday);
  const m = muhurtas(frame, weekday);
  const nakshatraTimes = elements.nakshatraSpans.map((span, i) => ({
    number: elements.nakshatra[i]!.number,
    startJd: span.startJd,
    endJd: span.endJd,
  }));
  const va = varjyamAmrit(nakshatraTimes, from, to);
  const segment = (s: { startJd: number; endJd: number }) => ({ start: clock.iso(s.startJd), end: clock.iso(s.endJd) });
  const noRise =
    'the Moon does not rise between this sunrise and the next (it rises about 50 minutes later each day, so about one day a month has none)';
  const noSet =
    'the Moon does not set between this sunrise and the next (it sets about 50 minutes later each day, so about one day a month has none)';
  const reasons: { moonrise?: string; moonset?: string } = {};
  if (moon.riseJd === null) reasons.moonrise = noRise;
  if (moon.setJd === null) reasons.moonset = noSet;
  return {
    date,
    lat,
    lon,
    zone,
    ayanamsa,
    conventions: {
      sunrise: convention,
      description: SUNRISE_CONVENTION_TEXT[convention],
      available: [...SUNRISE_CONVENTIONS],
      day: 'sunrise to the next sunrise; elements list what is in force in it, the first began before sunrise',
    },
    sunrise: clock.iso(frame.sunrise),
    sunset: clock.iso(frame.sunset),
    nextSunrise: clock.iso(frame.nextSunrise),
    moonrise: moon.riseJd === null ? null : clock.iso(moon.riseJd),
    moonset: moon.setJd === null ? null : clock.iso(moon.setJd),
    ...(Object.keys(reasons).length ? { reasons } : {}),
    dayMinutes: Math.round((frame.sunset - frame.sunrise) * 1440),
    nightMinutes: Math.round((frame.nextSunrise - frame.sunset) * 1440),
    vara: { number: weekday + 1, name: VARA_NAMES[weekday]!, lord: WEEKDAY_LORDS[weekday]! },
    paksha: elements.tithi[0]!.paksha,
    tithi: elements.tithi,
    nakshatra: elements.nakshatra,
    yoga: elements.yoga,
    karana: elements.karana,
    lunarMonth: { amanta: masa.amanta, purnimanta: masa.purnimanta },
    samvat: masa.samvat,
    rahuKalam: period(clock, k.rahuKalam),
    yamaganda: period(clock, k.yamaganda),
    gulikaKalam: period(clock, k.gulikaKalam),
    abhijit: m.abhijit === null ? null : period(clock, m.abhijit),
    brahmaMuhurta: period(clock, m.brahmaMuhurta),
    durMuhurtam: m.durMuhurtam.map((p) => period(clock, p)),
    varjyam: va.varjyam.map((p) => period(clock, p)),
    amritKalam: va.amritKalam.map((p) => period(clock, p)),
    choghadiya: {
      day: choghadiya(frame.sunrise, frame.sunset, weekday, 'day').map((c): ChoghadiyaSegment => ({
        name: c.name,
        quality: c.quality,
        ...segment(c),
      })),
      night: choghadiya(frame.sunset, frame.nextSunrise, weekday, 'night').map((c): ChoghadiyaSegment => ({
        name: c.name,
        quality: c.quality,
        ...segment(c),
      })),
    },
    hora: horas(frame.sunrise, frame.sunset, frame.nextSunrise, weekday).map((h): HoraSegment => ({
      lord: h.lord,
      part: h.part,
      ...segment(h),
    })),
  };
}

/** The day panchang's shape. */
export type DayPanchang = ReturnType<typeof computeDayPanchang>;
