/**
 * A person's day ("today for you"): the day's sky read from the natal Moon — the day's Moon sign
 * and nakshatra at sunrise, the tara of that nakshatra counted from the natal Moon's (1 Janma …
 * 9 Parama Mitra), chandra bala (the transit Moon in a good house from the natal Moon, the Moon's
 * gochara houses 1, 3, 6, 7, 10, 11), chandrashtama (the transit Moon in the 8th sign from the
 * natal Moon), the running Vimshottari periods, and the day's gochara from the natal Moon sign
 * with vedha (the rashifal's facts for that sign). Sunrise and times are the day place's.
 */
import { isGoodGocharaHouse } from '../jyotish/classical/gochara';
import { TARAS, taraNumber } from '../jyotish/classical/tara';
import { dashaPathAt } from '../jyotish/vimshottari';
import type { ChartBase } from '../model/chart';
import type { RashifalFacts } from '../interpretation/rashifal/facts';
import type { Graha } from '../vocabulary/graha';
import { NAKSHATRA_SPAN_DEG } from '../vocabulary/nakshatra';
import { rashifalFactsFor, rashifalSky } from './rashifal';
import type { RashifalPlace } from './rashifal-period';

/** Codes of the cautions an outlook can carry. */
export type OutlookCaution = 'birth-time-unknown';

/** The facts of one person's day. */
export interface Outlook {
  day: string;
  /** The transit Moon at the day's sunrise: sign 1–12, nakshatra 1–27. */
  moon: { sign: number; nakshatra: number; at: string };
  /** Tara of the day's nakshatra from the natal Moon's: number 1–9 and its name. */
  tara: { number: number; name: string };
  chandraBala: boolean;
  chandrashtama: boolean;
  /** The Vimshottari lords running at the day's sunrise, or null outside the 120 years. */
  dasha: { md: Graha; ad: Graha; pd: Graha } | null;
  /** The day read from the natal Moon sign (gochara, vedha, events). */
  facts: RashifalFacts;
  cautions: OutlookCaution[];
}

/** The outlook of `base`'s native for the civil `day` (YYYY-MM-DD) at `place`. */
export function personalOutlook(base: ChartBase, day: string, place: RashifalPlace): Outlook {
  const natalMoon = base.grahas.find((g) => g.graha === 'Moon')!;
  const sky = rashifalSky({ period: 'day', date: day, place, ayanamsa: base.input.ayanamsa, node: base.input.node });
  const facts = rashifalFactsFor(sky, natalMoon.rasiIndex);
  const nakshatra = Math.min(26, Math.floor(sky.start.Moon.lonDeg / NAKSHATRA_SPAN_DEG)) + 1;
  const tara = taraNumber(natalMoon.nakshatraIndex + 1, nakshatra);
  const path = dashaPathAt(base.dasha, sky.startJdUt);
  return {
    day,
    moon: { sign: sky.start.Moon.rasiIndex + 1, nakshatra, at: facts.moon.at },
    tara: { number: tara, name: TARAS[tara - 1]!.en },
    chandraBala: isGoodGocharaHouse('Moon', facts.moon.house),
    chandrashtama: facts.moon.house === 8,
    dasha: path ? { md: path.mahadasha.lord, ad: path.antardasha.lord, pd: path.pratyantardasha.lord } : null,
    facts,
    cautions: base.input.timeKnown ? [] : ['birth-time-unknown'],
  };
}
