/**
 * "When will I marry?": the window the built-in reader names first. Events come in the dasha of
 * a graha that signifies them (the lord of the area's main house, a graha in it, the area's
 * karaka) and ripen when transiting Jupiter occupies or aspects that house (BPHS on dasha
 * results; the "Jupiter transit" rule of timing). So: the first antardasha from today, in the
 * running or the next two mahadashas, whose lord signifies the area (the main house's lord before
 * the others), narrowed to the first stretch in it when Jupiter occupies or aspects the main
 * house's sign. Without a birth time there is no house: the karakas' periods alone, unnarrowed.
 * Dates are the chart's own dasha ends and Jupiter's positions (jyotish/transits.ts), `YYYY-MM-DD`.
 */
import type { Antardasha, ChartModel } from '../../model/chart';
import { aspectsRasi } from '../../jyotish/classical';
import { siderealAt } from '../../jyotish/transits';
import { jdUtToIso } from '../../time/julian';
import type { Graha } from '../../vocabulary/graha';
import type { Rasi } from '../../vocabulary/rasi';
import { RASIS } from '../../vocabulary/rasi';

/** Step between the Jupiter positions looked at, days (Jupiter stays about a year in a sign). */
const JUPITER_STEP_DAYS = 10;
/** Mahadashas looked through after the running one. */
const NEXT_MAHADASHAS = 2;

/** Why a period's lord signifies the area. */
export type WindowRole = { kind: 'rules'; house: number } | { kind: 'occupies'; house: number } | { kind: 'karaka' };

/** The window, its dasha period and, when it narrowed it, Jupiter's transit. */
export interface LikelyWindow {
  first: string;
  last: string;
  mahadasha: Graha;
  antardasha: Graha;
  /** The antardasha's own ends (the window lies inside them). */
  period: { start: string; end: string };
  role: WindowRole;
  /** Jupiter's transit sign and how it touches the main house, when the window was narrowed by it. */
  jupiter: { sign: Rasi; how: 'occupies' | 'aspects' } | null;
}

/** What the area is read from: its main house and sign (null without a birth time), that house's lord and occupants, and its karakas. */
export interface WindowFocus {
  house: number | null;
  houseRasiIndex: number | null;
  lord: Graha | null;
  occupants: readonly Graha[];
  karakas: readonly Graha[];
}

const day = (iso: string) => iso.slice(0, 10);

/** The role of `graha` for the focus, strongest first, or null when it does not signify the area. */
function roleOf(focus: WindowFocus, graha: Graha): WindowRole | null {
  if (focus.house !== null && graha === focus.lord) return { kind: 'rules', house: focus.house };
  if (focus.house !== null && focus.occupants.includes(graha)) return { kind: 'occupies', house: focus.house };
  return focus.karakas.includes(graha) ? { kind: 'karaka' } : null;
}

/** The first stretch of [startJdUt, endJdUt] when Jupiter occupies or aspects `rasiIndex`, or null. */
function jupiterStretch(
  chart: ChartModel,
  startJdUt: number,
  endJdUt: number,
  rasiIndex: number,
): { startJdUt: number; endJdUt: number; sign: Rasi; how: 'occupies' | 'aspects' } | null {
  let found: { startJdUt: number; endJdUt: number; sign: Rasi; how: 'occupies' | 'aspects' } | null = null;
  for (let jd = startJdUt; jd < endJdUt; jd += JUPITER_STEP_DAYS) {
    const sign = Math.min(11, Math.floor(siderealAt(chart, jd).Jupiter.lonDeg / 30));
    const how = sign === rasiIndex ? 'occupies' : aspectsRasi('Jupiter', sign, rasiIndex) ? 'aspects' : null;
    if (how && !found) found = { startJdUt: jd, endJdUt: Math.min(endJdUt, jd + JUPITER_STEP_DAYS), sign: RASIS[sign]!, how };
    else if (how && found && RASIS[sign] === found.sign) found.endJdUt = Math.min(endJdUt, jd + JUPITER_STEP_DAYS);
    else if (found) break;
  }
  return found;
}

/** The likely window for the focus from the chart's "now" (see the file comment), or null without "now" or a signifying period. */
export function likelyWindow(chart: ChartModel, focus: WindowFocus): LikelyWindow | null {
  const nowJdUt = chart.transits?.jdUt;
  if (nowJdUt === undefined) return null;
  const running = chart.dasha.mahadashas.findIndex((m) => m.startJdUt <= nowJdUt && nowJdUt < m.endJdUt);
  if (running < 0) return null;
  let best: { md: Graha; ad: Antardasha; role: WindowRole; rank: number } | null = null;
  // The first signifying antardasha; a house lord's or occupant's is preferred to a karaka's within the same mahadasha.
  for (const md of chart.dasha.mahadashas.slice(running, running + 1 + NEXT_MAHADASHAS)) {
    for (const ad of md.antardashas) {
      if (ad.endJdUt <= nowJdUt) continue;
      const role = roleOf(focus, ad.lord);
      if (!role) continue;
      const rank = role.kind === 'karaka' ? 1 : 0;
      if (!best || rank < best.rank) best = { md: md.lord, ad, role, rank };
      if (rank === 0) break;
    }
    if (best) break;
  }
  if (!best) return null;
  const offset = chart.input.utcOffsetMinutes;
  const startJdUt = Math.max(best.ad.startJdUt, nowJdUt);
  const stretch = focus.houseRasiIndex === null ? null : jupiterStretch(chart, startJdUt, best.ad.endJdUt, focus.houseRasiIndex);
  const from = stretch?.startJdUt ?? startJdUt;
  const to = stretch?.endJdUt ?? best.ad.endJdUt;
  return {
    first: day(jdUtToIso(from, offset)),
    last: day(jdUtToIso(to, offset)),
    mahadasha: best.md,
    antardasha: best.ad.lord,
    period: { start: day(best.ad.start), end: day(best.ad.end) },
    role: best.role,
    jupiter: stretch ? { sign: stretch.sign, how: stretch.how } : null,
  };
}
