/**
 * A civil date named in a regional calendar (vocabulary/regional-conventions.ts CALENDAR_SYSTEMS):
 *
 * - `tamil-solar`: the month is the Sun's sidereal sign; it begins on the day of the sankranti
 *   when the Sun enters the sign before sunset, else on the next day (the rule Tamil panchangams
 *   print, e.g. Chithirai 1 = Puthandu). The year is the sixty-year cycle's, from Chithirai 1.
 * - `bengali-solar`: the month begins the day after the sankranti when it falls before the middle
 *   of the night, else the day after that (the West Bengal panjikas' rule, so Poila Baishakh is
 *   14 or 15 April); the year is the Bangabda (San), Gregorian − 593 from Baishakh 1.
 * - `amanta-shaka`: the lunar month running new moon to new moon at the day's sunrise (adhika when
 *   it holds no sankranti), the tithi at sunrise, the Shaka year from Chaitra's new moon
 *   (Gregorian − 78 from Gudi Padwa / Ugadi) and its cycle name (Shaka + 11, modulo 60).
 * - `purnimanta-vikram`: the same lunation named purnimanta (the Krishna paksha carries the next
 *   month's name), with the Vikram Samvat (Shaka + 135).
 *
 * Pure: the place is an argument (the sunrise, sunset and local date depend on it).
 */
import { lunarMonthName, LUNAR_MONTH_NAMES, pakshaName, tithiName, panchangName } from '../../jyotish/panchang-names';
import type { EngineLocale } from '../../i18n/locale';
import type { CalendarSystem } from '../../vocabulary/regional-conventions';
import { calendarContext, type CalendarContext, type CalendarPlace } from '../calendar-context';
import { addDays, jdnOfDate } from '../place-days';
import { parseDate } from '../../time/julian';
import { sankrantis } from '../sankranti';
import {
  BENGALI_SOLAR_MONTHS,
  SAMVATSARA_MR,
  SAMVATSARA_NAMES,
  SAMVATSARA_TA,
  SAMVATSARA_TE,
  TAMIL_SOLAR_MONTHS,
  type HomeName,
} from './month-names';

/** The first Gregorian year of the Prabhava cycle in force (1987–88 = Prabhava). */
const PRABHAVA_YEAR = 1987;
/** Gregorian year − this = the Bangabda year from Baishakh 1. */
const BANGABDA_OFFSET = 593;
/** Gregorian year − this = the Shaka year from Chaitra's new moon. */
const SHAKA_OFFSET = 78;
/** Shaka + this = Vikram Samvat. */
const VIKRAM_OFFSET = 135;
/** Mean synodic month in days: stepping back from a month to its year's Chaitra. */
const SYNODIC_DAYS = 29.530589;
/** Days before a date searched for the sankranti that opened its month (a solar month is ≤ 32 days). */
const SOLAR_LOOKBACK_DAYS = 40;

/** A date in a regional calendar. */
export interface RegionalDate {
  system: CalendarSystem;
  /** The civil date named (YYYY-MM-DD, local). */
  date: string;
  month: {
    /** 0 = the month of Mesha (solar) or Chaitra (lunar). */
    index: number;
    en: string;
    /** In the calendar's home language (or the asked language for the lunar calendars). */
    name: string;
    /** Lunar calendars: the month holds no sankranti. */
    adhika?: boolean;
  };
  /** Solar calendars: the day of the month (1–32). */
  day?: number;
  /** Lunar calendars: the tithi at the day's sunrise. */
  tithi?: { number: number; paksha: 'Shukla' | 'Krishna'; name: string; pakshaName: string; tithiName: string };
  year: {
    era: 'Tamil' | 'Bangabda' | 'Shaka' | 'Vikram';
    /** The era's year number (none for the Tamil year, named by its place in the cycle). */
    number: number | null;
    /** The sixty-year cycle's name, where the calendar uses it. */
    cycle: (HomeName & { index: number }) | null;
  };
  /** The deciding rule in one English sentence, with the instants used. */
  rule: string;
}

/** The civil date a solar month begins by `system`'s rule, for the sankranti at `instantJd`. */
export function solarMonthStart(ctx: CalendarContext, instantJd: number, system: 'tamil-solar' | 'bengali-solar'): string {
  const days = ctx.days;
  if (system === 'tamil-solar') {
    const civil = days.civilDateOf(instantJd);
    return instantJd < days.day(civil).sunsetJd ? civil : addDays(civil, 1);
  }
  const hindu = days.hinduDateOf(instantJd);
  const day = days.day(hindu);
  const middleOfNight = (day.sunsetJd + day.nextSunriseJd) / 2;
  return addDays(hindu, instantJd < middleOfNight ? 1 : 2);
}

function cycleName(index: number, language: 'ta' | 'te' | 'mr' | 'en'): HomeName & { index: number } {
  const i = ((index % 60) + 60) % 60;
  const table = { ta: SAMVATSARA_TA, te: SAMVATSARA_TE, mr: SAMVATSARA_MR, en: SAMVATSARA_NAMES }[language];
  return { index: i, en: SAMVATSARA_NAMES[i]!, native: table[i]! };
}

function solarDate(ctx: CalendarContext, date: string, system: 'tamil-solar' | 'bengali-solar'): RegionalDate {
  const from = ctx.days.day(addDays(date, -SOLAR_LOOKBACK_DAYS)).sunriseJd;
  const to = ctx.days.day(date).nextSunriseJd;
  const opened = sankrantis(ctx.sky, ctx.days, from, to)
    .map((s) => ({ sign: s.sign, instantJd: s.instantJd, start: solarMonthStart(ctx, s.instantJd, system) }))
    .filter((s) => s.start <= date)
    .at(-1)!;
  const day = daysBetween(opened.start, date) + 1;
  // Months of Mesha–Dhanu begin in the Gregorian year their year began; Makara–Meena in the next.
  const yearStart = Number(opened.start.slice(0, 4)) - (opened.sign >= 9 ? 1 : 0);
  const months = system === 'tamil-solar' ? TAMIL_SOLAR_MONTHS : BENGALI_SOLAR_MONTHS;
  const when = ctx.iso(opened.instantJd);
  return {
    system,
    date,
    month: { index: opened.sign, en: months[opened.sign]!.en, name: months[opened.sign]!.native },
    day,
    year:
      system === 'tamil-solar'
        ? { era: 'Tamil', number: null, cycle: cycleName(yearStart - PRABHAVA_YEAR, 'ta') }
        : { era: 'Bangabda', number: yearStart - BANGABDA_OFFSET, cycle: null },
    rule:
      system === 'tamil-solar'
        ? `The Sun entered sidereal sign ${opened.sign + 1} at ${when}; a sankranti before sunset opens the month that day, after sunset the next day, so ${months[opened.sign]!.en} 1 is ${opened.start}.`
        : `The Sun entered sidereal sign ${opened.sign + 1} at ${when}; a sankranti before the middle of the night opens the month the next day, after it the day after, so ${months[opened.sign]!.en} 1 is ${opened.start}.`,
  };
}

function lunarDate(ctx: CalendarContext, date: string, system: 'amanta-shaka' | 'purnimanta-vikram', locale: EngineLocale): RegionalDate {
  const sunriseJd = ctx.days.day(date).sunriseJd;
  const lunation = ctx.lunations.find((l) => l.tithiStartJd[0]! <= sunriseJd && sunriseJd < l.tithiStartJd[30]!)!;
  const tithi = lunation.tithiStartJd.findIndex((jd) => jd > sunriseJd);
  const paksha = tithi <= 15 ? 'Shukla' : 'Krishna';
  const purnimanta = system === 'purnimanta-vikram' && tithi > 15 && !lunation.adhika;
  const index = purnimanta ? (lunation.month + 1) % 12 : lunation.month;
  // The year began at the new moon of its Chaitra, `lunation.month` months before this one.
  const chaitraYear = Number(ctx.days.civilDateOf(lunation.tithiStartJd[0]! - lunation.month * SYNODIC_DAYS).slice(0, 4));
  const shaka = chaitraYear - SHAKA_OFFSET;
  const en = LUNAR_MONTH_NAMES[index]!.en;
  const name = tithiName(tithi);
  const cycleLanguage = CYCLE_LANGUAGES.find((l) => l === locale) ?? 'en';
  return {
    system,
    date,
    month: { index, en, name: lunarMonthName(en, locale), adhika: lunation.adhika },
    tithi: {
      number: tithi,
      paksha,
      name,
      pakshaName: pakshaName(paksha, locale),
      tithiName: panchangName(name, locale),
    },
    year:
      system === 'amanta-shaka'
        ? { era: 'Shaka', number: shaka, cycle: cycleName(shaka + 11, cycleLanguage) }
        : { era: 'Vikram', number: shaka + VIKRAM_OFFSET, cycle: null },
    rule: `${lunation.adhika ? 'Adhika ' : ''}${en} (${system === 'amanta-shaka' ? 'amanta' : 'purnimanta'}), ${paksha} tithi ${tithi > 15 ? tithi - 15 : tithi} at sunrise (${ctx.iso(sunriseJd)}); the year began at the new moon of Chaitra ${chaitraYear}.`,
  };
}

/** Languages the cycle's names are written in besides English. */
const CYCLE_LANGUAGES = ['ta', 'te', 'mr'] as const;

const daysBetween = (a: string, b: string) => jdnOfDate(b) - jdnOfDate(a);

/**
 * `date` (local civil YYYY-MM-DD at `place`) in `system`; lunar month and tithi names in `locale`
 * (solar month names are in the calendar's home language, Tamil or Bengali). Throws FieldError
 * (field `date`) on a malformed date.
 */
export function regionalDate(place: CalendarPlace, date: string, system: CalendarSystem, locale: EngineLocale): RegionalDate {
  parseDate(date);
  const ctx = calendarContext(place, addDays(date, -SOLAR_LOOKBACK_DAYS), date);
  return system === 'tamil-solar' || system === 'bengali-solar' ? solarDate(ctx, date, system) : lunarDate(ctx, date, system, locale);
}
