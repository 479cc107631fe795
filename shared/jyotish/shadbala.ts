/**
 * Shadbala (six-fold strength) of Sun–Saturn and Bhava bala of the twelve houses, following
 * B.V. Raman, "Graha and Bhava Balas" (the standard worked example of that book is our test
 * case). Every component is in virupas; totals also in rupas (÷ 60); the ratio compares the
 * total with Raman's required minimum. Components live in shadbala-*.ts, one bala per file.
 */
import type { BhavaBala, ChartBase, Shadbala } from '../model/chart';
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';
import { computeBhavaBala } from './bhava-bala';
import { cheshtaBala } from './shadbala-cheshta';
import { shadbalaContext, type ShadbalaContext } from './shadbala-context';
import { drikBala } from './shadbala-drik';
import { kalaBala } from './shadbala-kala';
import { sthanaBala } from './shadbala-sthana';
import { DIG_POWERLESS_POINT, DISC_DIAMETER_ARCSEC, NAISARGIKA_VIRUPAS, REQUIRED_RUPAS } from './shadbala-tables';
import { angularDistanceDeg, normalizeDeg, wrap180 } from '../math/angles';

/** Dig bala: angular distance from the graha's powerless point (Sripati bhava madhya of the 4th, 7th, 10th or 1st) / 3, virupas 0–60. */
export function digBala(ctx: ShadbalaContext): Record<SaptaGraha, number> {
  const point = {
    ascendant: ctx.ascendantDeg,
    descendant: normalizeDeg(ctx.ascendantDeg + 180),
    mc: ctx.mcDeg,
    nadir: normalizeDeg(ctx.mcDeg + 180),
  };
  const out = {} as Record<SaptaGraha, number>;
  for (const g of SAPTA_GRAHAS) out[g] = angularDistanceDeg(ctx.lonDeg[g], point[DIG_POWERLESS_POINT[g]]) / 3;
  return out;
}

/** Grahas able to fight a planetary war (graha yuddha): the five star-planets. */
const WARRIORS: readonly SaptaGraha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Two star-planets within this separation are at war (Raman). */
export const YUDDHA_ORB_DEG = 1;

/**
 * Yuddha bala: for each pair of star-planets within 1° of longitude, the difference of their
 * strengths so far (sthana + dig + kala) divided by the difference of their disc diameters is
 * added to the stronger (victor) and taken from the weaker (Raman).
 */
export function yuddhaBala(ctx: ShadbalaContext, strengthSoFar: Record<SaptaGraha, number>): Record<SaptaGraha, number> {
  const out: Record<SaptaGraha, number> = { Sun: 0, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0 };
  for (let i = 0; i < WARRIORS.length; i++) {
    for (let j = i + 1; j < WARRIORS.length; j++) {
      const a = WARRIORS[i]!;
      const b = WARRIORS[j]!;
      const sep = Math.abs(wrap180(ctx.lonDeg[a] - ctx.lonDeg[b]));
      if (sep >= YUDDHA_ORB_DEG) continue;
      const diff = Math.abs(strengthSoFar[a] - strengthSoFar[b]);
      const value = diff / Math.abs(DISC_DIAMETER_ARCSEC[a] - DISC_DIAMETER_ARCSEC[b]);
      const [victor, loser] = strengthSoFar[a] >= strengthSoFar[b] ? [a, b] : [b, a];
      out[victor] += value;
      out[loser] -= value;
    }
  }
  return out;
}

/** Shadbala from a precomputed context (exported for tests that feed book positions). */
export function shadbalaFromContext(ctx: ShadbalaContext): Record<SaptaGraha, Shadbala> {
  const sthana = sthanaBala(ctx);
  const kala = kalaBala(ctx);
  const dig = digBala(ctx);
  const cheshta = cheshtaBala(ctx.tropicalLonDeg, ctx.jdUt);
  const drik = drikBala(ctx);
  const sthanaTotal = {} as Record<SaptaGraha, number>;
  const kalaSoFar = {} as Record<SaptaGraha, number>;
  const soFar = {} as Record<SaptaGraha, number>;
  for (const g of SAPTA_GRAHAS) {
    const s = sthana[g];
    const k = kala[g];
    sthanaTotal[g] = s.uccha + s.saptavargaja + s.ojayugma + s.kendra + s.drekkana;
    kalaSoFar[g] = k.nathonnatha + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora + k.ayana;
    soFar[g] = sthanaTotal[g] + dig[g] + kalaSoFar[g];
  }
  const yuddha = yuddhaBala(ctx, soFar);
  const out = {} as Record<SaptaGraha, Shadbala>;
  for (const g of SAPTA_GRAHAS) {
    const s = sthana[g];
    const k = kala[g];
    const kalaTotal = kalaSoFar[g] + yuddha[g];
    const totalVirupas = sthanaTotal[g] + dig[g] + kalaTotal + cheshta[g] + NAISARGIKA_VIRUPAS[g] + drik[g];
    const totalRupas = totalVirupas / 60;
    out[g] = {
      sthana: sthanaTotal[g],
      dig: dig[g],
      kala: kalaTotal,
      cheshta: cheshta[g],
      naisargika: NAISARGIKA_VIRUPAS[g],
      drik: drik[g],
      totalVirupas,
      totalRupas,
      requiredRupas: REQUIRED_RUPAS[g],
      ratio: totalRupas / REQUIRED_RUPAS[g],
      // Field by field: two spreads and a field after them take the engine's slow property paths (a chart's hottest object).
      components: {
        uccha: s.uccha,
        saptavargaja: s.saptavargaja,
        ojayugma: s.ojayugma,
        kendra: s.kendra,
        drekkana: s.drekkana,
        nathonnatha: k.nathonnatha,
        paksha: k.paksha,
        tribhaga: k.tribhaga,
        abda: k.abda,
        masa: k.masa,
        vara: k.vara,
        hora: k.hora,
        ayana: k.ayana,
        yuddha: yuddha[g],
      },
    };
  }
  return out;
}

/** Shadbala of Sun–Saturn (virupas; rupas = virupas / 60) and Bhava bala of houses 1–12. */
export function computeShadbala(base: ChartBase): { shadbala: Record<SaptaGraha, Shadbala>; bhavaBala: BhavaBala[] } {
  const ctx = shadbalaContext(base);
  const shadbala = shadbalaFromContext(ctx);
  return { shadbala, bhavaBala: computeBhavaBala(base, ctx, shadbala) };
}
