/**
 * The festivals whose rule is more than "tithi at a part of the day": Holika Dahan and Raksha
 * Bandhan (Purnima with Bhadra avoided), Diwali (Amavasya in pradosh, by at least a ghati on the
 * second day, with the sthir lagna), Krishna Janmashtami (Smarta nishita against Vaishnava
 * sunrise) and the nine days of the two Navratris.
 */
import { ascendantMc } from '../astronomy/angles';
import { normalizeDeg } from '../math/angles';
import { subtractIntervals } from './intervals';
import type { CalendarContext } from './calendar-context';
import { describeObserved, tithiLabel } from './describe';
import type { FestivalAlternative, FestivalEntry, FestivalWindow } from './festival-entry';
import { isNijaMonth, monthNames, type Lunation } from './lunations';
import { observeTithi } from './observe';
import { partInterval } from './day-parts';
import { addDays } from './place-days';

const PHALGUNA = 11;
const SHRAVANA = 4;
const ASHWIN = 6;
const CHAITRA = 0;
const PURNIMA = 15;
const AMAVASYA = 30;
const JANMASHTAMI_TITHI = 23;
/** One ghati, days (24 minutes). */
const GHATI_DAYS = 24 / 1440;
/** Vrishabha, the fixed sign rising in the evening in India in Kartika (0 = Mesha). */
const VRISHABHA = 1;

/** The Bhadra-free pieces of [a, b]. */
const bhadraFree = (ctx: CalendarContext, a: number, b: number) => subtractIntervals(a, b, ctx.bhadra);

/** Holika Dahan and Holi (Nirnayasindhu II, Phalguna; Dharmasindhu II, Phalguna, "Holika-nirnaya"). */
export function holika(ctx: CalendarContext, lunation: Lunation): FestivalEntry[] {
  if (!isNijaMonth(lunation, PHALGUNA)) return [];
  const span = ctx.tithiSpan(lunation, PURNIMA);
  const month = monthNames(lunation, PURNIMA);
  const source =
    'Nirnayasindhu II and Dharmasindhu II, Phalguna (Holika-nirnaya): Purnima pervading pradosh, free of Bhadra; when Bhadra covers pradosh, after Bhadra ends if before midnight; when Purnima leaves the second evening but lasts three prahars after its sunrise, that evening';
  const first = ctx.days.hinduDateOf(span.startJd);
  const candidates = [first, addDays(first, 1)].filter((d) => {
    const p = partInterval('pradosh', ctx.days.day(d), ctx.days, ctx.sky)!;
    return p[1] > span.startJd && p[0] < span.endJd;
  });
  let date = candidates[0] ?? first;
  let observation = 'pradosh-bhadra-free';
  let window: FestivalWindow | undefined;
  let alternative: FestivalAlternative | undefined;
  let text: string;
  const label = tithiLabel('Shukla', 'Purnima', month);
  const freeIn = (d: string) => {
    const p = partInterval('pradosh', ctx.days.day(d), ctx.days, ctx.sky)!;
    return bhadraFree(ctx, Math.max(p[0], span.startJd), Math.min(p[1], span.endJd));
  };
  const free = candidates.map((d) => ({ d, pieces: freeIn(d) })).find((c) => c.pieces.length > 0);
  const second = ctx.days.day(addDays(first, 1));
  const prahar = (second.sunsetJd - second.sunriseJd) / 4;
  if (free) {
    date = free.d;
    window = ctx.window('Holika Dahan (pradosh, Bhadra-free)', free.pieces[0]![0], free.pieces[0]![1]);
    text = `${label} was in force during pradosh free of Bhadra on this day.`;
  } else if (span.endJd < second.sunsetJd && span.endJd - second.sunriseJd >= 3 * prahar) {
    date = second.date;
    observation = 'three-prahars-next-day';
    const p = partInterval('pradosh', second, ctx.days, ctx.sky)!;
    window = ctx.window('Holika Dahan (pradosh)', p[0], p[1]);
    text = `${label} was in pradosh only on ${first}, all of it Bhadra; on ${date} it lasted three prahars after sunrise, so that evening's pradosh is taken.`;
    const firstPradosh = partInterval('pradosh', ctx.days.day(first), ctx.days, ctx.sky)!;
    alternative = {
      date: first,
      code: 'pradosh-in-bhadra',
      tradition: 'almanacs that keep Purnima in pradosh even under Bhadra (Bhadra past midnight: pradosh or Bhadra-punchha)',
      reason: `Purnima pervaded pradosh only on ${first}, where Bhadra lasted past midnight`,
      window: ctx.window('Holika Dahan (pradosh, in Bhadra)', Math.max(firstPradosh[0], span.startJd), firstPradosh[1]),
    };
  } else {
    const day = ctx.days.day(date);
    const midnight = (day.sunsetJd + day.nextSunriseJd) / 2;
    const bhadraEnd = ctx.bhadra.find(([a, b]) => a < span.endJd && b > span.startJd)?.[1] ?? span.startJd;
    observation = bhadraEnd < midnight ? 'after-bhadra' : 'bhadra-punchha';
    window = ctx.window(
      bhadraEnd < midnight ? 'Holika Dahan (after Bhadra, before midnight)' : 'Holika Dahan (pradosh, in Bhadra)',
      bhadraEnd < midnight ? bhadraEnd : partInterval('pradosh', day, ctx.days, ctx.sky)![0],
      bhadraEnd < midnight ? Math.min(midnight, span.endJd) : partInterval('pradosh', day, ctx.days, ctx.sky)![1],
    );
    text =
      bhadraEnd < midnight
        ? `${label} was in pradosh on this day but Bhadra covered it; Bhadra ended before midnight, so Holika Dahan is after it.`
        : `${label} was in pradosh on this day, Bhadra lasted past midnight; Holika Dahan is kept in pradosh.`;
  }
  const rule = { element: 'tithi' as const, part: 'pradosh' as const, tithi: ctx.tithiFacts(lunation, PURNIMA), observation, text, source };
  return [
    {
      key: 'holika-dahan',
      name: { en: 'Holika Dahan', hi: 'होलिका दहन' },
      date,
      kind: 'festival',
      month,
      rule,
      ...(alternative ? { alternatives: [alternative] } : {}),
      ...(window ? { window } : {}),
    },
    {
      key: 'holi',
      name: { en: 'Holi', hi: 'होली' },
      date: addDays(date, 1),
      kind: 'festival',
      month: monthNames(lunation, 16),
      rule: { ...rule, observation: 'day-after-holika-dahan', text: `The day after Holika Dahan (${date}): ${text}` },
    },
  ];
}

/** Raksha Bandhan (Nirnayasindhu II, Shravana; Dharmasindhu II, Shravana): Purnima in aparahna free of Bhadra. */
export function rakshaBandhan(ctx: CalendarContext, lunation: Lunation): FestivalEntry[] {
  if (!isNijaMonth(lunation, SHRAVANA)) return [];
  const span = ctx.tithiSpan(lunation, PURNIMA);
  const month = monthNames(lunation, PURNIMA);
  const label = tithiLabel('Shukla', 'Purnima', month);
  const first = ctx.days.day(ctx.days.hinduDateOf(span.startJd));
  const second = ctx.days.day(addDays(first.date, 1));
  const source =
    'Nirnayasindhu II and Dharmasindhu II, Shravana (Raksha-bandhana): on Purnima in aparahna, never in Bhadra; when Bhadra covers it and Purnima lasts six ghatis after the next sunrise, the next morning';
  const daytimeWindow = (day: typeof first) => {
    const pradoshEnd = partInterval('pradosh', day, ctx.days, ctx.sky)![1];
    return bhadraFree(ctx, Math.max(day.sunriseJd, span.startJd), Math.min(pradoshEnd, span.endJd));
  };
  const aparahnaFree = (day: typeof first) => {
    const [a, b] = partInterval('aparahna', day, ctx.days, ctx.sky)!;
    return bhadraFree(ctx, Math.max(a, span.startJd), Math.min(b, span.endJd)).length > 0;
  };
  let day = first;
  let observation: string;
  let text: string;
  if (second.sunriseJd < span.endJd && aparahnaFree(second)) {
    day = second;
    observation = 'aparahna-bhadra-free';
    text = `${label} was in aparahna free of Bhadra on this day.`;
  } else if (aparahnaFree(first)) {
    observation = 'aparahna-bhadra-free';
    text = `${label} was in aparahna free of Bhadra on this day.`;
  } else if (span.endJd - second.sunriseJd >= 6 * GHATI_DAYS) {
    day = second;
    observation = 'six-ghatis-next-morning';
    text = `Bhadra covered ${label}'s aparahna on ${first.date}; Purnima lasted more than six ghatis after sunrise on this day, so the morning is taken.`;
  } else {
    observation = 'pradosh-after-bhadra';
    text = `Bhadra covered ${label}'s aparahna; the thread is tied after Bhadra ends, in pradosh.`;
  }
  const pieces = daytimeWindow(day);
  const best = pieces.sort((x, y) => y[1] - y[0] - (x[1] - x[0]))[0];
  return [
    {
      key: 'raksha-bandhan',
      name: { en: 'Raksha Bandhan', hi: 'रक्षा बंधन' },
      date: day.date,
      kind: 'festival',
      month,
      rule: { element: 'tithi', part: 'aparahna', tithi: ctx.tithiFacts(lunation, PURNIMA), observation, text, source },
      ...(best ? { window: ctx.window('Bhadra-free Purnima, sunrise to the end of pradosh', best[0], best[1]) } : {}),
    },
  ];
}

/** The stretch of [fromJd, toJd] in which the sidereal ascendant is in `sign`: a 15-minute scan (a sign rises in 1.5–2.5 hours), edges bisected to ~0.2 s. */
function lagnaWindow(ctx: CalendarContext, sign: number, fromJd: number, toJd: number): [number, number] | null {
  const signAt = (jd: number) => {
    const asc = ascendantMc(jd, ctx.days.lat, ctx.days.lon).ascendantTropicalDeg;
    return Math.floor(normalizeDeg(asc - ctx.sky.ayanamsaDeg(jd)) / 30);
  };
  const step = 15 / 1440;
  const edge = (a: number, b: number, inside: boolean) => {
    for (let i = 0; i < 12; i++) {
      const m = (a + b) / 2;
      if ((signAt(m) === sign) === inside) a = m;
      else b = m;
    }
    return (a + b) / 2;
  };
  let start: number | null = null;
  for (let t = fromJd; t <= toJd; t += step) {
    const inside = signAt(t) === sign;
    if (inside && start === null) start = t === fromJd ? t : edge(t - step, t, false);
    if (!inside && start !== null) return [start, edge(t - step, t, true)];
  }
  return start === null ? null : [start, toJd];
}

/** Diwali / Lakshmi Puja (Nirnayasindhu II and Dharmasindhu II, Kartika: Amavasya in pradosh). */
export function diwali(ctx: CalendarContext, lunation: Lunation): FestivalEntry[] {
  if (!isNijaMonth(lunation, ASHWIN)) return [];
  const span = ctx.tithiSpan(lunation, AMAVASYA);
  const month = monthNames(lunation, AMAVASYA);
  const observed = observeTithi(span, 'pradosh', 'second', ctx.days, ctx.sky, GHATI_DAYS);
  const label = tithiLabel('Krishna', 'Amavasya', month);
  const windowsOf = (date: string) => {
    const day = ctx.days.day(date);
    const [p0, p1] = partInterval('pradosh', day, ctx.days, ctx.sky)!;
    const sthir = lagnaWindow(ctx, VRISHABHA, day.sunsetJd - 2 / 24, day.sunsetJd + 5 / 24);
    const pa = Math.max(p0, span.startJd);
    const pb = Math.min(p1, span.endJd);
    const windows = [ctx.window('Pradosh', p0, p1)];
    if (sthir) windows.push(ctx.window('Vrishabha (sthir) lagna', sthir[0], sthir[1]));
    const sa = sthir ? Math.max(pa, sthir[0]) : pa;
    const sb = sthir ? Math.min(pb, sthir[1]) : pb;
    const puja =
      sb > sa
        ? ctx.window('Lakshmi Puja (pradosh, Amavasya, sthir lagna)', sa, sb)
        : ctx.window('Lakshmi Puja (pradosh in Amavasya)', pa, pb);
    return { puja, windows };
  };
  const chosen = windowsOf(observed.date);
  let text = describeObserved(label, 'pradosh', observed, 'second');
  if (observed.observation === 'both-days')
    text += ' On the second day it must hold at least one ghati (24 minutes) of pradosh, and it did.';
  const alternatives: FestivalAlternative[] =
    observed.otherDate !== null
      ? [
          {
            date: observed.otherDate,
            code: 'whole-pradosh',
            tradition: 'almanacs that take the day with the whole pradosh in Amavasya',
            reason: 'Amavasya pervaded pradosh on both evenings',
            window: windowsOf(observed.otherDate).puja,
          },
        ]
      : [];
  return [
    {
      key: 'diwali',
      name: { en: 'Diwali (Lakshmi Puja)', hi: 'दीपावली (लक्ष्मी पूजा)' },
      date: observed.date,
      kind: 'festival',
      month,
      rule: {
        element: 'tithi',
        part: 'pradosh',
        tithi: ctx.tithiFacts(lunation, AMAVASYA),
        observation: observed.observation,
        sunrises: observed.sunrises,
        text,
        source:
          'Nirnayasindhu II and Dharmasindhu II, Kartika (Deepavali): Lakshmi puja on the Amavasya pervading pradosh; when it pervades both evenings, the second, provided it holds at least a ghati of its pradosh; the puja in a fixed (sthir) lagna, Vrishabha',
      },
      ...(alternatives.length ? { alternatives } : {}),
      window: chosen.puja,
      windows: chosen.windows,
    },
  ];
}

/** Krishna Janmashtami: Smarta by nishita (Nirnayasindhu II, Bhadrapada), Vaishnava by sunrise. */
export function janmashtami(ctx: CalendarContext, lunation: Lunation): FestivalEntry[] {
  if (!isNijaMonth(lunation, SHRAVANA)) return [];
  const span = ctx.tithiSpan(lunation, JANMASHTAMI_TITHI);
  const month = monthNames(lunation, JANMASHTAMI_TITHI);
  const label = tithiLabel('Krishna', 'Ashtami', month);
  const smarta = observeTithi(span, 'nishita', 'second', ctx.days, ctx.sky);
  const vaishnava = observeTithi(span, 'sunrise', 'second', ctx.days, ctx.sky);
  const nishita = partInterval('nishita', ctx.days.day(smarta.date), ctx.days, ctx.sky)!;
  return [
    {
      key: 'krishna-janmashtami',
      name: { en: 'Krishna Janmashtami', hi: 'कृष्ण जन्माष्टमी' },
      date: smarta.date,
      kind: 'festival',
      month,
      rule: {
        element: 'tithi',
        part: 'nishita',
        tithi: ctx.tithiFacts(lunation, JANMASHTAMI_TITHI),
        observation: smarta.observation,
        sunrises: smarta.sunrises,
        text: describeObserved(label, 'nishita', smarta, 'second'),
        source:
          'Nirnayasindhu II and Dharmasindhu II, Bhadrapada (Janmashtami, Smarta): the Ashtami pervading nishita, midnight, when Krishna was born; Vaishnavas (Hari Bhakti Vilasa 15) keep the Ashtami at sunrise, never joined to Saptami',
      },
      ...(vaishnava.date !== smarta.date
        ? {
            alternatives: [
              {
                date: vaishnava.date,
                code: 'vaishnava',
                tradition: 'Vaishnava (ISKCON)',
                reason: `Ashtami was in force at sunrise on ${vaishnava.date}${vaishnava.observation === 'both-days' ? ' (the later of two sunrises)' : ''}`,
              },
            ],
          }
        : {}),
      window: ctx.window('Nishita puja', nishita[0], nishita[1]),
    },
  ];
}

/** The nine days of Chaitra and Sharad Navratri: day n is the day tithi n is in force at sunrise (Dharmasindhu II, Ashwin, Navaratra). */
export function navratri(ctx: CalendarContext, lunation: Lunation): FestivalEntry[] {
  const which = isNijaMonth(lunation, CHAITRA) ? 'chaitra' : isNijaMonth(lunation, ASHWIN) ? 'sharad' : null;
  if (!which) return [];
  const title = which === 'chaitra' ? { en: 'Chaitra Navratri', hi: 'चैत्र नवरात्रि' } : { en: 'Sharad Navratri', hi: 'शारदीय नवरात्रि' };
  const out: FestivalEntry[] = [];
  for (let tithi = 1; tithi <= 9; tithi++) {
    const observed = observeTithi(ctx.tithiSpan(lunation, tithi), 'sunrise', 'first', ctx.days, ctx.sky);
    const month = monthNames(lunation, tithi);
    const label = tithiLabel('Shukla', ctx.tithiFacts(lunation, tithi).name, month);
    out.push({
      key: tithi === 1 ? `${which}-navratri` : `${which}-navratri-day-${tithi}`,
      name:
        tithi === 1
          ? { en: `${title.en} begins (Ghatasthapana)`, hi: `${title.hi} आरंभ (घटस्थापना)` }
          : { en: `${title.en}, day ${tithi}`, hi: `${title.hi}, दिन ${tithi}` },
      date: observed.date,
      kind: 'festival',
      month,
      rule: {
        element: 'tithi',
        part: 'sunrise',
        tithi: ctx.tithiFacts(lunation, tithi),
        observation: observed.observation,
        sunrises: observed.sunrises,
        text: describeObserved(label, 'sunrise', observed, 'first'),
        source:
          'Nirnayasindhu II and Dharmasindhu II, Chaitra and Ashwin (Navaratra): Ghatasthapana on the Pratipada in force at sunrise, never joined to Amavasya; each day by its tithi at sunrise',
      },
    });
  }
  return out;
}
