/**
 * The festival calendar of a place and a Gregorian year (1900–2100): every rule of the table
 * (festival-rules.ts), the special rules (festival-specials.ts), the Ekadashis with their Smarta
 * and Vaishnava days and parana, and the twelve sankrantis, each with the rule that decided it.
 * Pure: the caller resolves the place; the answer depends only on the arguments.
 */
import { RASI_NAMES } from '../vocabulary/rasi';
import { FieldError } from '../errors/field-error';
import { calendarContext, type CalendarContext, type CalendarPlace } from './calendar-context';
import { partInterval } from './day-parts';
import { describeObserved, tithiLabel } from './describe';
import { ekadashiKey, lunationEkadashis } from './ekadashi';
import type { FestivalEntry } from './festival-entry';
import { FESTIVAL_KINDS, TITHI_RULES, type TithiRule } from './festival-rules';
import { diwali, holika, janmashtami, navratri, rakshaBandhan } from './festival-specials';
import { isNijaMonth, monthNames, type Lunation } from './lunations';
import { observeTithi } from './observe';
import { sankrantis } from './sankranti';
import { LUNAR_MONTH_NAMES } from '../jyotish/panchang-names';
import { regionalLunarFestivals, regionalSolarFestivals } from './regional/regional-festivals';

/** Years the calendar answers for. */
export const FESTIVAL_MIN_YEAR = 1900;
export const FESTIVAL_MAX_YEAR = 2100;

const MAGHA = 10;
const SHIVARATRI_TITHI = 29;

/** A month that had no sankranti (adhika) or swallowed one (kshaya), with its dates. */
export interface IntercalaryMonth {
  month: string;
  start: string;
  end: string;
}

/** Windows some rules show: the moonrise the fast is broken at, the part the tithi was read in. */
function ruleWindow(ctx: CalendarContext, rule: TithiRule, date: string): FestivalEntry['window'] {
  const interval = partInterval(rule.part, ctx.days.day(date), ctx.days, ctx.sky);
  if (!interval) return undefined;
  const [a, b] = interval;
  if (rule.part === 'moonrise') return ctx.window('Moonrise', a, a);
  if (a === b) return undefined;
  return ctx.window(`${rule.part[0]!.toUpperCase()}${rule.part.slice(1)}`, a, b);
}

function tableEntries(ctx: CalendarContext, lunation: Lunation): FestivalEntry[] {
  const out: FestivalEntry[] = [];
  for (const rule of TITHI_RULES) {
    if (rule.month === 'every' ? false : !isNijaMonth(lunation, rule.month)) continue;
    // Maha Shivaratri replaces the Masik Shivaratri of its month.
    if (rule.key === 'masik-shivaratri' && isNijaMonth(lunation, MAGHA) && rule.tithi === SHIVARATRI_TITHI) continue;
    const span = ctx.tithiSpan(lunation, rule.tithi);
    const observed = observeTithi(span, rule.part, rule.tie, ctx.days, ctx.sky);
    const month = monthNames(lunation, rule.tithi);
    const facts = ctx.tithiFacts(lunation, rule.tithi);
    const label = tithiLabel(facts.paksha, facts.name, month);
    const window = ruleWindow(ctx, rule, observed.date);
    out.push({
      key: rule.key,
      name: rule.name,
      date: observed.date,
      kind: rule.kind,
      month,
      rule: {
        element: 'tithi',
        part: rule.part,
        tithi: facts,
        observation: observed.observation,
        sunrises: observed.sunrises,
        text: describeObserved(label, rule.part, observed, rule.tie),
        source: rule.source,
      },
      ...(observed.otherDate !== null && observed.observation === 'both-days'
        ? {
            alternatives: [
              {
                date: observed.otherDate,
                code: 'other-day',
                tradition: 'the other day the tithi touched the same part',
                reason: 'the tithi was in force at that part on both days',
              },
            ],
          }
        : {}),
      ...(window ? { window } : {}),
    });
  }
  return out;
}

function ekadashiEntries(ctx: CalendarContext, lunation: Lunation): FestivalEntry[] {
  return lunationEkadashis(lunation, ctx.days).map((e) => {
    const tithi = e.paksha === 'Shukla' ? 11 : 26;
    const month = monthNames(lunation, tithi);
    const label = tithiLabel(e.paksha, 'Ekadashi', month);
    const smartaWhy = {
      sunrise: `${label} was in force at sunrise on this day.`,
      'two-sunrises': `${label} spanned two sunrises; householders (Smarta) fast on the first.`,
      kshaya: `${label} was a kshaya tithi, touched by Dashami at sunrise; the fast moves to the next day.`,
    }[e.smartaReason];
    const vaishnavaWhy =
      e.vaishnavaReason === 'two-sunrises'
        ? 'Ekadashi spanned two sunrises; Vaishnavas fast on the second'
        : 'Dashami was still in force at arunodaya (96 minutes before sunrise) of the Smarta day';
    return {
      key: ekadashiKey(e.name),
      name: e.name,
      date: e.smarta,
      kind: 'ekadashi' as const,
      month,
      rule: {
        element: 'tithi' as const,
        part: 'sunrise' as const,
        tithi: ctx.tithiFacts(lunation, tithi),
        observation: e.smartaReason,
        text: smartaWhy,
        source:
          'Dharmasindhu II (Ekadashi-nirnaya): Smarta fast on the Ekadashi at sunrise, Vaishnava (Hari Bhakti Vilasa 13) when Dashami does not touch arunodaya; parana after sunrise and Hari Vasara, before Dwadashi ends',
      },
      ...(e.vaishnava !== e.smarta
        ? {
            alternatives: [
              {
                date: e.vaishnava,
                code: 'vaishnava',
                tradition: 'Vaishnava (ISKCON)',
                reason: vaishnavaWhy,
                window: ctx.window('Parana (Vaishnava)', e.vaishnavaParana[0], e.vaishnavaParana[1]),
              },
            ],
          }
        : {}),
      window: ctx.window('Parana (next day)', e.smartaParana[0], e.smartaParana[1]),
    };
  });
}

function sankrantiEntries(ctx: CalendarContext, fromJd: number, toJd: number): FestivalEntry[] {
  const whenText = {
    day: 'between sunrise and sunset, so its punya kala is that day',
    'night-before-midnight': 'at night before midnight',
    'night-after-midnight': 'at night after midnight',
  };
  return sankrantis(ctx.sky, ctx.days, fromJd, toJd).map((s) => {
    const moved = s.date !== s.civilDate;
    const text = `The Sun entered sidereal ${RASI_NAMES[s.sign]!.sanskrit} at ${ctx.iso(s.instantJd)}, ${whenText[s.when]}${
      s.when === 'day'
        ? ''
        : s.sign === 9
          ? '; a Makara sankranti at night is kept the next day'
          : s.sign === 3
            ? '; a Karka sankranti at night is kept the day before'
            : s.when === 'night-before-midnight'
              ? '; kept the day before'
              : '; kept the next day'
    }.`;
    return {
      key: s.key,
      name: s.name,
      date: s.date,
      kind: 'sankranti' as const,
      month: null,
      rule: {
        element: 'sankranti' as const,
        part: 'sunrise' as const,
        sankranti: { sign: RASI_NAMES[s.sign]!.sanskrit, at: ctx.iso(s.instantJd) },
        observation: s.when,
        text,
        source:
          'Nirnayasindhu I and Dharmasindhu I (Sankranti-nirnaya): a sankranti by day is kept that day; at night, Makara the next day, Karka the day before, the others the day before or after by midnight',
      },
      ...(moved
        ? {
            alternatives: [
              {
                date: s.civilDate,
                code: 'civil-date',
                tradition: 'calendars that list the civil date of the instant',
                reason: 'the sankranti instant falls on that civil date',
              },
            ],
          }
        : {}),
    };
  });
}

const KIND_ORDER = Object.fromEntries(FESTIVAL_KINDS.map((k, i) => [k, i]));

/** The calendar of `year` at `place` (see the module comment). Throws FieldError on `year` outside 1900–2100. */
export function computeFestivals(place: CalendarPlace, year: number) {
  if (!Number.isInteger(year) || year < FESTIVAL_MIN_YEAR || year > FESTIVAL_MAX_YEAR) {
    throw new FieldError('year', `${year} is outside the supported range ${FESTIVAL_MIN_YEAR}–${FESTIVAL_MAX_YEAR}`);
  }
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const ctx = calendarContext(place, from, to);
  const all: FestivalEntry[] = [];
  for (const lunation of ctx.lunations) {
    all.push(...tableEntries(ctx, lunation), ...ekadashiEntries(ctx, lunation));
    all.push(...holika(ctx, lunation), ...rakshaBandhan(ctx, lunation), ...diwali(ctx, lunation));
    all.push(...janmashtami(ctx, lunation), ...navratri(ctx, lunation), ...regionalLunarFestivals(ctx, lunation));
  }
  const edgeJd = ctx.days.day(from).sunriseJd - 2;
  all.push(...sankrantiEntries(ctx, edgeJd, ctx.days.day(to).nextSunriseJd + 2));
  all.push(...regionalSolarFestivals(ctx, edgeJd, ctx.days.day(to).nextSunriseJd + 2));
  const festivals = all
    .filter((f) => f.date >= from && f.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : KIND_ORDER[a.kind]! - KIND_ORDER[b.kind]!));
  const span = (l: Lunation): IntercalaryMonth => ({
    month: LUNAR_MONTH_NAMES[l.month]!.en,
    start: ctx.days.civilDateOf(l.tithiStartJd[0]!),
    end: ctx.days.civilDateOf(l.tithiStartJd[30]!),
  });
  const inYear = (m: IntercalaryMonth) => m.end >= from && m.start <= to;
  return {
    year,
    adhikaMasa: ctx.lunations
      .filter((l) => l.adhika)
      .map(span)
      .filter(inYear),
    kshayaMasa: ctx.lunations
      .filter((l) => l.kshayaMonth !== null)
      .map((l) => ({ ...span(l), month: LUNAR_MONTH_NAMES[l.kshayaMonth!]!.en }))
      .filter(inYear),
    festivals,
  };
}

/** The calendar's shape. */
export type FestivalYear = ReturnType<typeof computeFestivals>;
