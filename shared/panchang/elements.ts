/**
 * The four timed limbs of the panchang from one sunrise to the next, as contiguous lists:
 * - tithi: the Moon–Sun elongation in 12° steps (1–15 Shukla, 16–30 Krishna);
 * - karana: 6° steps of the same elongation (60 per synodic month, named by `karanaName`);
 * - nakshatra: the Moon's sidereal longitude in 13°20′ steps, each with its four 3°20′ padas;
 * - yoga: the sidereal Sun + Moon in 13°20′ steps.
 * The first element of each list is the one in force at sunrise (it began before), the last
 * the one in force at the next sunrise.
 */
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG, PADA_SPAN_DEG } from '../vocabulary/nakshatra';
import { KARANA_SPAN_DEG, TITHI_SPAN_DEG } from '../jyotish/panchang';
import { karanaName, tithiName, YOGA_NAMES } from '../jyotish/panchang-names';
import type { LocalClock } from './local-clock';
import type { SkyWindow } from './sky-window';
import { stepSpans, type StepSpan } from './steps';
import type { NakshatraElement, PanchangElement, TithiElement } from './types';

/** Angles of the window: elongation (tithi, karana), sidereal Moon (nakshatra), sidereal Sun + Moon (yoga). */
export function limbAngles(sky: SkyWindow) {
  return {
    elongation: (jd: number) => sky.moonDeg(jd) - sky.sunDeg(jd),
    siderealMoon: (jd: number) => sky.moonDeg(jd) - sky.ayanamsaDeg(jd),
    yogaSum: (jd: number) => sky.moonDeg(jd) + sky.sunDeg(jd) - 2 * sky.ayanamsaDeg(jd),
  };
}

/** Index 1…n of an unwrapped step count. */
const cycle = (count: number, n: number) => (((count % n) + n) % n) + 1;

/** The element lists covering [fromJd, toJd]. */
export function dayElements(sky: SkyWindow, fromJd: number, toJd: number, clock: LocalClock) {
  const a = limbAngles(sky);
  const base = (span: StepSpan, number: number, name: string): PanchangElement => ({
    number,
    name,
    startsAt: clock.iso(span.startJd),
    endsAt: clock.iso(span.endJd),
  });
  const tithi: TithiElement[] = stepSpans(a.elongation, TITHI_SPAN_DEG, fromJd, toJd).map((span) => {
    const n = cycle(span.count, 30);
    return { ...base(span, n, tithiName(n)), paksha: n <= 15 ? 'Shukla' : 'Krishna' };
  });
  const karana = stepSpans(a.elongation, KARANA_SPAN_DEG, fromJd, toJd).map((span) => {
    const n = cycle(span.count, 60);
    return base(span, n, karanaName(n));
  });
  const yoga = stepSpans(a.yogaSum, NAKSHATRA_SPAN_DEG, fromJd, toJd).map((span) => {
    const n = cycle(span.count, 27);
    return base(span, n, YOGA_NAMES[n - 1]!);
  });
  const nakshatraSpans = stepSpans(a.siderealMoon, NAKSHATRA_SPAN_DEG, fromJd, toJd);
  const padaSpans = stepSpans(a.siderealMoon, PADA_SPAN_DEG, nakshatraSpans[0]!.startJd + 1e-4, nakshatraSpans.at(-1)!.endJd - 1e-4);
  const nakshatra: NakshatraElement[] = nakshatraSpans.map((span) => {
    const n = cycle(span.count, 27);
    const padas = padaSpans
      .filter((p) => Math.floor(p.count / 4) === span.count)
      .map((p) => ({ pada: cycle(p.count, 4), startsAt: clock.iso(p.startJd), endsAt: clock.iso(p.endJd) }));
    return { ...base(span, n, NAKSHATRAS[n - 1]!), padas };
  });
  return { tithi, karana, yoga, nakshatra, nakshatraSpans };
}
