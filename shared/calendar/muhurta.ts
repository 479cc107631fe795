/**
 * The muhurta finder: for a life event, a place and a stretch of up to 366 days, the windows in
 * which the Moon's nakshatra, the tithi and the weekday suit the event (muhurta-rules.ts), free of
 * Rahu Kalam, Yamaganda and Bhadra (Vishti karana), on days the event's classical exclusions do
 * not bar; with one or two births, also where the day's star gives each person a good tara and
 * the Moon a good chandra bala (houses 1, 3, 6, 7, 10, 11 from the natal Moon, the Moon's good
 * gochara houses). The kalams and dur muhurtas are the panchang's own (panchang/kalam.ts,
 * panchang/muhurtas.ts); nakshatra names are the vocabulary's.
 */
import { grahaPosition } from '../astronomy/positions';
import { FieldError } from '../errors/field-error';
import { isCombust } from '../jyotish/combustion';
import { TARAS, taraGood, taraNumber } from '../jyotish/classical';
import { GOCHARA_VEDHA } from '../jyotish/classical/gochara';
import { tithiName, VARA_NAMES } from '../jyotish/panchang-names';
import { normalizeDeg } from '../math/angles';
import { kalams } from '../panchang/kalam';
import { muhurtas } from '../panchang/muhurtas';
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG } from '../vocabulary/nakshatra';
import { RASI_NAMES } from '../vocabulary/rasi';
import { calendarContext, type CalendarPlace } from './calendar-context';
import { intersectIntervals, overlaps, subtractIntervals, type Interval } from './intervals';
import type { Lunation } from './lunations';
import { MUHURTA_EXCLUSIONS, MUHURTA_RULES, type MuhurtaEvent, type MuhurtaExclusion } from './muhurta-rules';
import { addDays, jdnOfDate } from './place-days';
import { angleSpans } from './sky-span';

/** Longest stretch searched, days. */
export const MUHURTA_MAX_DAYS = 366;
/** Shortest window returned: one ghati. */
export const MUHURTA_MIN_WINDOW_MINUTES = 24;
/** The Moon's sidereal motion, degrees per day (a seed for root finding only). */
const MOON_RATE_DEG_PER_DAY = 13.2;
/** Houses from the natal Moon in which the transiting Moon is well placed (chandra bala). */
const CHANDRA_BALA_HOUSES: ReadonlySet<number> = new Set(Object.keys(GOCHARA_VEDHA.Moon).map(Number));
const DHANU = 8;
const MEENA = 11;

/** A person's natal Moon: nakshatra 1–27 and sidereal sign 0–11 (0 = Mesha). */
export interface MuhurtaBirth {
  moonNakshatra: number;
  moonSign: number;
}

/** What the finder is asked. */
export interface MuhurtaRequest {
  event: MuhurtaEvent;
  /** First and last civil dates, YYYY-MM-DD, at most 366 days. */
  from: string;
  to: string;
  place: CalendarPlace;
  births?: readonly MuhurtaBirth[];
  /** Whether Chaturmas bars the event (the North Indian custom); default true. */
  observeChaturmas?: boolean;
}

/** One window with its reasons and cautions. */
export interface MuhurtaWindow {
  /** The Hindu day (its sunrise's civil date). */
  date: string;
  start: string;
  end: string;
  nakshatra: string;
  tithi: string;
  weekday: string;
  reasons: string[];
  cautions: string[];
  /** Each person's tara and chandra bala in the window (the facts of their reason lines, for pages in any language). */
  persons: MuhurtaPersonBala[];
}

/** One person's tara bala and chandra bala in a window. */
export interface MuhurtaPersonBala {
  /** 1 or 2, in the order the births were given. */
  person: number;
  /** Tara 1–9 (Janma … Parama Mitra) counted from the natal Moon's nakshatra; TARAS[tara − 1] names it. */
  tara: number;
  /** The Moon's sidereal sign in the window, 0 = Mesha. */
  moonSign: number;
  /** That sign's house from the natal Moon (1–12). */
  houseFromMoon: number;
}

/** The tithi (1–30) in force at `jd` and its lunation. */
function tithiAt(lunations: readonly Lunation[], jd: number): { lunation: Lunation; tithi: number } {
  const lunation = lunations.find((l) => l.tithiStartJd[0]! <= jd && jd < l.tithiStartJd[30]!)!;
  let tithi = 1;
  while (tithi < 30 && lunation.tithiStartJd[tithi]! <= jd) tithi++;
  return { lunation, tithi };
}

const tithiLabel = (t: number) => `${t <= 15 ? 'Shukla' : 'Krishna'} ${tithiName(t)}`;

/** Chaturmas: from Ashadha Shukla Ekadashi (Devshayani) to Kartika Shukla Ekadashi (Dev Uthani); an adhika month inside it counts. */
function inChaturmas(lunation: Lunation, tithi: number): boolean {
  const m = lunation.month;
  if (lunation.adhika) return m >= 4 && m <= 7;
  return (m === 3 && tithi >= 11) || (m >= 4 && m <= 6) || (m === 7 && tithi <= 11);
}

/** The windows (see the module comment). Throws FieldError on `to` (order, length) or `births`. */
export function computeMuhurta(request: MuhurtaRequest) {
  const { event, from, to, place } = request;
  const rule = MUHURTA_RULES[event];
  const births = request.births ?? [];
  const span = jdnOfDate(to) - jdnOfDate(from) + 1;
  if (span < 1) throw new FieldError('to', `${to} is before from (${from})`);
  if (span > MUHURTA_MAX_DAYS) throw new FieldError('to', `the range ${from} to ${to} is ${span} days; at most ${MUHURTA_MAX_DAYS}`);
  if (births.length > 2) throw new FieldError('births', `at most two births, got ${births.length}`);
  const exclusions = rule.exclusions.filter((e) => e !== 'chaturmas' || request.observeChaturmas !== false);
  const ctx = calendarContext(place, from, to);
  const startJd = ctx.days.day(from).sunriseJd;
  const endJd = ctx.days.day(to).nextSunriseJd;
  const nakshatras = angleSpans(ctx.sky.siderealMoonDeg, NAKSHATRA_SPAN_DEG, startJd, endJd, MOON_RATE_DEG_PER_DAY);
  const signs = angleSpans(ctx.sky.siderealMoonDeg, 30, startJd, endJd, MOON_RATE_DEG_PER_DAY);
  const tithis = ctx.lunations.flatMap((l) =>
    l.tithiStartJd.slice(0, 30).map((s, i) => ({ tithi: i + 1, startJd: s, endJd: l.tithiStartJd[i + 1]! })),
  );
  const allowed = (list: readonly { startJd: number; endJd: number }[], keep: (x: never) => boolean): Interval[] =>
    list.filter((x) => keep(x as never)).map((x): Interval => [x.startJd, x.endJd]);
  let good = intersectIntervals(
    allowed(nakshatras, (n: { index: number }) => (rule.nakshatras as readonly string[]).includes(NAKSHATRAS[n.index]!)),
    allowed(tithis, (t: { tithi: number }) => rule.tithis.includes(t.tithi)),
  );
  for (const birth of births) {
    good = intersectIntervals(
      good,
      allowed(nakshatras, (n: { index: number }) => taraGood(birth.moonNakshatra, n.index + 1)),
    );
    good = intersectIntervals(
      good,
      allowed(signs, (s: { index: number }) => CHANDRA_BALA_HOUSES.has(((s.index - birth.moonSign + 12) % 12) + 1)),
    );
  }
  const windows: MuhurtaWindow[] = [];
  const excludedDays: { from: string; to: string; reason: MuhurtaExclusion }[] = [];
  const minimum = MUHURTA_MIN_WINDOW_MINUTES / 1440;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = ctx.days.day(date);
    if (!rule.weekdays.includes(day.weekday)) continue;
    const bounds: Interval = [day.sunriseJd, rule.daytimeOnly ? day.sunsetJd : day.nextSunriseJd];
    const candidates = intersectIntervals([bounds], good);
    if (candidates.length === 0) continue;
    const barred = dayExclusion(
      exclusions,
      ctx.sky.sunDeg(day.sunriseJd),
      ctx.sky.siderealSunDeg(day.sunriseJd),
      day.sunriseJd,
      tithiAt(ctx.lunations, day.sunriseJd),
    );
    if (barred) {
      const last = excludedDays.at(-1);
      if (last && last.reason === barred && jdnOfDate(date) - jdnOfDate(last.to) <= 7) last.to = date;
      else excludedDays.push({ from: date, to: date, reason: barred });
      continue;
    }
    const k = kalams(day.sunriseJd, day.sunsetJd, day.weekday);
    const cut = [k.rahuKalam, k.yamaganda, ...ctx.bhadra.filter((b) => overlaps(b, bounds))].sort((a, b) => a[0] - b[0]);
    const frame = { previousSunset: day.sunriseJd - 0.5, sunrise: day.sunriseJd, sunset: day.sunsetJd, nextSunrise: day.nextSunriseJd };
    const cautionPeriods: [string, Interval][] = [
      ['Gulika Kalam', k.gulikaKalam],
      ...muhurtas(frame, day.weekday).durMuhurtam.map((p): [string, Interval] => ['Dur Muhurtam', p]),
    ];
    for (const [a0, b0] of candidates) {
      for (const [a, b] of subtractIntervals(a0, b0, cut)) {
        if (b - a < minimum) continue;
        const mid = (a + b) / 2;
        const nak = nakshatras.find((n) => n.startJd <= mid && mid < n.endJd)!;
        const sign = signs.find((s) => s.startJd <= mid && mid < s.endJd)!;
        const { tithi } = tithiAt(ctx.lunations, mid);
        const reasons = [
          `Nakshatra ${NAKSHATRAS[nak.index]} suits ${event}`,
          `Tithi ${tithiLabel(tithi)}`,
          `${VARA_NAMES[day.weekday]}`,
          'Free of Rahu Kalam, Yamaganda and Bhadra',
        ];
        const persons = births.map((birth, i): MuhurtaPersonBala => {
          const tara = taraNumber(birth.moonNakshatra, nak.index + 1);
          const house = ((sign.index - birth.moonSign + 12) % 12) + 1;
          reasons.push(
            `Person ${i + 1}: tara ${TARAS[tara - 1]!.en}; chandra bala, Moon in ${RASI_NAMES[sign.index]!.sanskrit}, house ${house} from the natal Moon`,
          );
          return { person: i + 1, tara, moonSign: sign.index, houseFromMoon: house };
        });
        const cautions = cautionPeriods
          .filter(([, p]) => overlaps(p, [a, b]))
          .map(([name, p]) => `Overlaps ${name} ${ctx.iso(p[0]).slice(11, 16)}–${ctx.iso(p[1]).slice(11, 16)}`);
        windows.push({
          date,
          start: ctx.iso(a),
          end: ctx.iso(b),
          nakshatra: NAKSHATRAS[nak.index]!,
          tithi: tithiLabel(tithi),
          weekday: VARA_NAMES[day.weekday]!,
          reasons,
          cautions,
          persons,
        });
      }
    }
  }
  return {
    event,
    from,
    to,
    rules: {
      nakshatras: [...rule.nakshatras],
      tithis: rule.tithis.map(tithiLabel),
      weekdays: rule.weekdays.map((w) => VARA_NAMES[w]!),
      excluded: exclusions.map((e) => ({ key: e, ...MUHURTA_EXCLUSIONS[e] })),
      daytimeOnly: rule.daytimeOnly,
      avoided: ['Rahu Kalam', 'Yamaganda', 'Bhadra (Vishti karana)'],
      ...(births.length
        ? {
            births:
              'tara bala (not Vipat, Pratyak, Naidhana) and chandra bala (Moon in house 1, 3, 6, 7, 10 or 11 from the natal Moon) for each person',
          }
        : {}),
      source: rule.source,
    },
    excludedDays,
    windows,
  };
}

/** The first exclusion that bars a day, read at its sunrise. */
function dayExclusion(
  exclusions: readonly MuhurtaExclusion[],
  sunTropicalDeg: number,
  sunSiderealDeg: number,
  sunriseJd: number,
  at: { lunation: Lunation; tithi: number },
): MuhurtaExclusion | null {
  for (const e of exclusions) {
    if (e === 'kharmas') {
      const sign = Math.floor(sunSiderealDeg / 30);
      if (sign === DHANU || sign === MEENA) return e;
    } else if (e === 'adhika-masa') {
      if (at.lunation.adhika) return e;
    } else if (e === 'chaturmas') {
      if (inChaturmas(at.lunation, at.tithi)) return e;
    } else {
      const graha = e === 'jupiter-combust' ? 'Jupiter' : 'Venus';
      const p = grahaPosition(sunriseJd, graha, 'mean');
      if (isCombust(graha, p.tropicalLongitudeDeg, normalizeDeg(sunTropicalDeg), p.speedDegPerDay < 0)) return e;
    }
  }
  return null;
}

/** The finder's answer. */
export type MuhurtaAnswer = ReturnType<typeof computeMuhurta>;
