/**
 * Drik bala (aspect strength) after B.V. Raman, "Graha and Bhava Balas": the drishti value
 * of one graha on a point from their angular distance, with the special full aspects of
 * Mars (4th, 8th), Jupiter (5th, 9th) and Saturn (3rd, 10th).
 */
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';
import type { ShadbalaContext } from './shadbala-context';
import { normalizeDeg } from '../math/angles';

/**
 * Drishti value (virupas, 0–60) cast by `aspecting` on a point `angleDeg` ahead of it
 * (aspected − aspecting, degrees). Raman's piecewise-linear rule: nothing within 30° or
 * beyond 300°, full (60) at 180°, plus the special aspects' additions.
 */
export function drishtiValue(aspecting: SaptaGraha, angleDeg: number): number {
  const d = normalizeDeg(angleDeg);
  let v = 0;
  if (d >= 30 && d < 60) v = (d - 30) / 2;
  else if (d >= 60 && d < 90) v = d - 60 + 15;
  else if (d >= 90 && d < 120) v = (120 - d) / 2 + 30;
  else if (d >= 120 && d < 150) v = 150 - d;
  else if (d >= 150 && d < 180) v = (d - 150) * 2;
  else if (d >= 180 && d < 300) v = (300 - d) / 2;
  if (aspecting === 'Mars' && ((d >= 90 && d < 120) || (d >= 210 && d < 240))) v += 15;
  if (aspecting === 'Jupiter' && ((d >= 120 && d < 150) || (d >= 240 && d < 270))) v += 30;
  if (aspecting === 'Saturn' && ((d >= 60 && d < 90) || (d >= 270 && d < 300))) v += 45;
  return v;
}

/** Drik bala of each graha: (sum of benefic drishti − sum of malefic drishti) / 4, virupas (may be negative). */
export function drikBala(ctx: ShadbalaContext): Record<SaptaGraha, number> {
  const out = {} as Record<SaptaGraha, number>;
  for (const target of SAPTA_GRAHAS) {
    let sum = 0;
    for (const source of SAPTA_GRAHAS) {
      if (source === target) continue;
      const v = drishtiValue(source, ctx.lonDeg[target] - ctx.lonDeg[source]);
      sum += ctx.benefic[source] ? v : -v;
    }
    out[target] = sum / 4;
  }
  return out;
}
