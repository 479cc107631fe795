/**
 * The true sidereal year as PyJHora 4.8.5 reckons it (its default dasha year,
 * `drik.true_sidereal_year`), reproduced so the `pyjhora` profile's dasha dates are PyJHora's own.
 * Its entries of the Sun into sidereal Aries are found by stepping 0.01 day from the birth until the
 * Sun is within [0°, 0.1°), then interpolating the time of 0° from five samples a quarter day apart
 * starting at that day's sunrise (inverse Lagrange). The sunrise is the local date's (disc centre,
 * no refraction) taken at the UT calendar date of the stop, and its local clock time is read as UT;
 * the samples can lie on both sides of 0°. Against the exact interval between the two crossings
 * (`trueSiderealYearDays`) this is up to ~0.002 day (3 minutes) off per year, enough to move late
 * antardashas by an hour; against PyJHora's own figures it agrees to 4·10⁻⁶ day
 * (tests/fixtures/compare). The stepping is not run step by step: its stop is computed from the
 * crossing found by root search.
 */
import { sunriseSunset } from '../../astronomy/rise-set';
import { bracketedRoot } from '../../math/search';
import { normalizeDeg, wrap180 } from '../../math/angles';

/** PyJHora's search step (days) and the band above 0° that stops it (degrees). */
const STEP_DAYS = 0.01;
const STOP_BAND_DEG = 0.1;
/** Mean sidereal motion of the Sun, degrees per day (first guesses only). */
const SUN_DEG_PER_DAY = 0.9856;

/** The instant (JD UT) the Sun's sidereal longitude is `targetDeg` nearest `guessJdUt` (within 3 days). */
function sunAt(sunDeg: (jdUt: number) => number, targetDeg: number, guessJdUt: number): number {
  const f = (jd: number) => wrap180(sunDeg(jd) - targetDeg);
  return bracketedRoot(f, guessJdUt - 3, f(guessJdUt - 3), guessJdUt + 3, f(guessJdUt + 3));
}

/** Inverse Lagrange interpolation: the x at which the polynomial through (x, y) takes `ya`. */
function inverseLagrange(x: readonly number[], y: readonly number[], ya: number): number {
  let total = 0;
  for (let i = 0; i < x.length; i++) {
    let numer = 1;
    let denom = 1;
    for (let j = 0; j < x.length; j++)
      if (j !== i) {
        numer *= ya - y[j]!;
        denom *= y[i]! - y[j]!;
      }
    total += (numer * x[i]!) / denom;
  }
  return total;
}

const OFFSETS = [0, 0.25, 0.5, 0.75, 1] as const;

/** One entry into sidereal Aries as PyJHora finds it, searching from the birth in `direction`; JD UT. */
function pyjhoraEntryJdUt(
  sunDeg: (jdUt: number) => number,
  birthJdUt: number,
  place: { lat: number; lon: number; utcOffsetMinutes: number },
  direction: 1 | -1,
): number {
  const start = sunDeg(birthJdUt);
  let steps = 0;
  if (!(start < STOP_BAND_DEG)) {
    // Backward the Sun falls to the band's top; forward it wraps through 0°.
    const target = direction < 0 ? STOP_BAND_DEG : 0;
    const guess = direction < 0 ? birthJdUt - (start - STOP_BAND_DEG) / SUN_DEG_PER_DAY : birthJdUt + (360 - start) / SUN_DEG_PER_DAY;
    steps = Math.ceil(Math.abs(sunAt(sunDeg, target, guess) - birthJdUt) / STEP_DAYS);
  }
  const stopJdUt = birthJdUt + direction * steps * STEP_DAYS;
  const tzDays = place.utcOffsetMinutes / 1440;
  const date0 = Math.floor(stopJdUt - 0.5) + 0.5;
  const rise = sunriseSunset(date0 + 0.5 - tzDays, place.lat, place.lon, 'disc-centre-no-refraction').sunriseJdUt ?? date0 + 0.25 - tzDays;
  // The local clock time of that sunrise, to the second, read as a UT instant.
  const sampleStart = date0 + Math.round((rise - date0 + tzDays) * 86_400) / 86_400;
  const longitudes = OFFSETS.map((o) => normalizeDeg(sunDeg(sampleStart + o)));
  return sampleStart + inverseLagrange(OFFSETS, longitudes, 0);
}

/** PyJHora's true sidereal year around a birth, days (see module comment). */
export function pyjhoraSiderealYearDays(
  sunDeg: (jdUt: number) => number,
  birthJdUt: number,
  place: { lat: number; lon: number; utcOffsetMinutes: number },
): number {
  return pyjhoraEntryJdUt(sunDeg, birthJdUt, place, 1) - pyjhoraEntryJdUt(sunDeg, birthJdUt, place, -1);
}
