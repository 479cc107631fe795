/**
 * A person's calendar for a window (a private feed's next twelve months, a digest's week): the
 * Vimshottari mahadasha and antardasha changes from the chart's own dasha tree, Saturn's
 * Sade Sati and Dhaiya stretches beginning and ending over the natal Moon, the chandrashtama
 * stretches (the Moon in the 8th sign from the natal Moon), the slow grahas' sign changes
 * (Jupiter, Saturn, Rahu, Ketu) counted from the natal Moon, and the place's festivals handed in
 * by the caller (the calendar), so this stays one pure function of its arguments.
 *
 * Dates are civil dates at `zone` (the feed's place); chandrashtama stretches keep their instants.
 */
import { houseFrom } from '../jyotish/classical';
import { dashaOverRange } from '../jyotish/dasha-range';
import { saturnSpells } from '../jyotish/saturn-phases';
import { moonSignStretches } from '../jyotish/moon-sign-stretches';
import { signChanges } from '../jyotish/sign-changes';
import type { ChartBase } from '../model/chart';
import { localClock } from '../panchang/local-clock';
import type { Locale } from '../i18n/locale';
import { feedText } from '../interpretation/rashifal/feed-text';
import { festivalNameIn } from '../interpretation/rashifal/facts';
import type { Graha } from '../vocabulary/graha';
import { RASIS } from '../vocabulary/rasi';

/** What a feed event is about (a calendar's CATEGORIES). */
const FEED_EVENT_KINDS = [
  /** a Vimshottari mahadasha or antardasha begins */
  'dasha',
  /** a Sade Sati phase or a Dhaiya begins or ends */
  'saturn',
  /** the Moon in the 8th sign from the natal Moon */
  'chandrashtama',
  /** Jupiter, Saturn, Rahu or Ketu changes sign */
  'ingress',
  /** a festival at the feed's place */
  'festival',
] as const;
/** One of {@link FEED_EVENT_KINDS}. */
export type FeedEventKind = (typeof FEED_EVENT_KINDS)[number];

/** One event: all-day on `date`, or (chandrashtama) timed from `atJdUt` to `endJdUt`. */
export interface FeedEvent {
  /** Stable for the same fact: a calendar app updates rather than duplicates it. */
  key: string;
  kind: FeedEventKind;
  /** Civil date at the feed's place, YYYY-MM-DD. */
  date: string;
  /** The instant it happens, Julian day UT (null for a festival: a civil day). */
  atJdUt: number | null;
  /** Present for timed events only: the end, Julian day UT. */
  endJdUt?: number;
  summary: string;
  description: string;
}

/** A festival as the calendar gives it: its key, civil date and names. */
export interface FeedFestival {
  key: string;
  date: string;
  name: string;
  nameHi: string;
}

/** What a feed is made of. */
export interface PersonFeedRequest {
  /** The window, Julian days UT: events with `fromJdUt <= start < toJdUt`. */
  fromJdUt: number;
  toJdUt: number;
  /** IANA zone of the feed's place (its dates). */
  zone: string;
  festivals: readonly FeedFestival[];
  locale: Locale;
}

/** The grahas whose sign changes a feed lists: the slow ones, whose transits last months. */
const MAJOR_INGRESS_GRAHAS: readonly Graha[] = ['Jupiter', 'Saturn', 'Rahu', 'Ketu'];
const CHANDRASHTAMA_HOUSE = 8;

/** The events of `base`'s native in the window, in time order (see the module comment). */
export function personFeed(base: ChartBase, request: PersonFeedRequest): FeedEvent[] {
  const { fromJdUt, toJdUt, zone, locale } = request;
  if (!(toJdUt > fromJdUt)) throw new RangeError(`toJdUt: expected a window end after fromJdUt, got ${fromJdUt}–${toJdUt}`);
  const text = feedText(locale);
  const clock = localClock(zone, fromJdUt, toJdUt);
  const dateOf = (jdUt: number) => clock.iso(jdUt).slice(0, 10);
  const inWindow = (jdUt: number) => jdUt >= fromJdUt && jdUt < toJdUt;
  const moonSign = base.grahas.find((g) => g.graha === 'Moon')!.rasiIndex;
  const events: FeedEvent[] = [];
  const add = (key: string, kind: FeedEventKind, atJdUt: number, words: { summary: string; description: string }, endJdUt?: number) =>
    events.push({ key, kind, date: dateOf(atJdUt), atJdUt, ...(endJdUt === undefined ? {} : { endJdUt }), ...words });

  for (const md of dashaOverRange(base, fromJdUt, toJdUt, 2))
    for (const ad of md.sub ?? []) {
      if (!inWindow(ad.startJdUt)) continue;
      const first = ad.lord === md.lord && Math.abs(ad.startJdUt - md.startJdUt) < 1e-6;
      add(
        `dasha-${md.lord}-${ad.lord}-${ad.start.slice(0, 10)}`,
        'dasha',
        ad.startJdUt,
        first ? text.mahadasha(md.lord) : text.antardasha(md.lord, ad.lord),
      );
    }

  for (const spell of saturnSpells(base, fromJdUt, toJdUt, fromJdUt))
    spell.stretches.forEach((s, i) => {
      const next = spell.stretches[i + 1];
      const sign = RASIS.indexOf(s.rasi);
      // A stretch after the first: Saturn back in the spell's signs (a Sade Sati phase says which), after a step out.
      const back = i > 0 && spell.stretches[i - 1]!.endJdUt < s.startJdUt;
      if (inWindow(s.startJdUt))
        add(
          `saturn-${s.kind}-${s.houseFromMoon}-${dateOf(s.startJdUt)}`,
          'saturn',
          s.startJdUt,
          text.saturnBegins(s.kind, s.phase, sign, back),
        );
      if (inWindow(s.endJdUt) && !(next && next.startJdUt === s.endJdUt))
        add(
          `saturn-${s.kind}-${next ? 'pause' : 'end'}-${dateOf(s.endJdUt)}`,
          'saturn',
          s.endJdUt,
          next ? text.saturnPauses(s.kind) : text.saturnEnds(s.kind),
        );
    });

  const eighth = (moonSign + CHANDRASHTAMA_HOUSE - 1) % 12;
  for (const m of moonSignStretches(eighth, base.input.ayanamsa, base.input.node, fromJdUt, toJdUt))
    add(`chandrashtama-${dateOf(m.startJdUt)}`, 'chandrashtama', m.startJdUt, text.chandrashtama(eighth), m.endJdUt);
  for (const c of signChanges(MAJOR_INGRESS_GRAHAS, base.input.ayanamsa, base.input.node, fromJdUt, toJdUt))
    add(
      `ingress-${c.graha}-${c.rasiIndex}-${dateOf(c.jdUt)}`,
      'ingress',
      c.jdUt,
      text.ingress(c.graha, c.rasiIndex, houseFrom(moonSign, c.rasiIndex), c.retrograde),
    );

  const firstDate = dateOf(fromJdUt);
  const lastDate = dateOf(toJdUt);
  for (const f of request.festivals)
    if (f.date >= firstDate && f.date < lastDate)
      events.push({
        key: `festival-${f.key}-${f.date}`,
        kind: 'festival',
        date: f.date,
        atJdUt: null,
        ...text.festival(festivalNameIn(f, locale)),
      });

  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : (a.atJdUt ?? 0) - (b.atJdUt ?? 0)));
}
