/**
 * Generates the truncated planetary and lunar series in shared/astronomy/series/ from the full
 * theories shipped (MIT) by the `astronomia` npm package: VSOP87B (Bretagnon & Francou 1988,
 * heliocentric spherical, J2000 ecliptic) and ELP/MPP02 fitted to DE405 (Chapront & Francou
 * 2003, geocentric, as `elpMppDeFull`).
 *
 * Truncation by amplitude, twice per block:
 * - value: terms are sorted by their largest possible contribution over 1900–2100
 *   (|A|·|τ|^α, in AU for VSOP87 or arcseconds for ELP) and the smallest are dropped while the
 *   root-sum-square (RSS) of the dropped contributions stays below a budget: the target
 *   geocentric angle times the body's smallest distance from the Earth, so near bodies keep more.
 * - rate: of the kept terms, those whose contribution to the time derivative (|A|·|frequency|)
 *   is negligible by the same RSS rule are marked "value only"; the evaluator skips their
 *   derivative (one trigonometric call instead of two). They come last in each block.
 * The RSS of many incoherent terms is a realistic error scale; the golden test against Swiss
 * Ephemeris checks the outcome.
 *
 * Run: `npx tsx scripts/generate-series.ts` (deterministic; rerun after changing a budget).
 */
import { writeFileSync, mkdirSync } from 'node:fs';

/** RSS budget for dropped terms, geocentric arcseconds (position). */
const VALUE_ARCSEC = Number(process.env.SERIES_VALUE_ARCSEC ?? 0.05);
/** RSS budget for skipped derivatives, geocentric degrees per day (speed; Swiss Ephemeris speeds are compared to 1e-4). */
const RATE_DEG_PER_DAY = Number(process.env.SERIES_RATE_DEG_PER_DAY ?? 1e-5);
/**
 * The osculating (true) node turns an error in the Moon's latitude into a node error ~1/sin(5.1°)
 * ≈ 11 times larger, and an error in the latitude rate δβ̇ into δβ̇/(n·sin i): 1e-5 °/day would
 * already move the node by ~2″. So the lunar latitude series keeps tighter budgets.
 */
const MOON_LATITUDE_VALUE_FACTOR = 0.15;
/**
 * The Moon's distance moves no direction (a radial error leaves r × v and the longitude alone);
 * it feeds only the reported distance and the 1.3 s light-time. 1 km (and 1 km/day) is ample.
 */
const MOON_DISTANCE_BUDGET_KM = 1;
const MOON_LATITUDE_RATE_FACTOR = 0.02;
const ARCSEC_RAD = Math.PI / 180 / 3600;
/** |τ| (Julian millennia from J2000) bounding 1900–2100. */
const TAU_MAX = 0.1;
const OUT_DIR = 'shared/astronomy/series';

/** Mean heliocentric radius (AU, turns radians into AU) and smallest geocentric distance (AU). */
const PLANETS = {
  earth: { radiusAu: 1.0, nearestAu: 0.26 /* Earth's error is seen from Venus at inferior conjunction */ },
  mercury: { radiusAu: 0.387, nearestAu: 0.54 },
  venus: { radiusAu: 0.723, nearestAu: 0.26 },
  mars: { radiusAu: 1.524, nearestAu: 0.37 },
  jupiter: { radiusAu: 5.2, nearestAu: 3.9 },
  saturn: { radiusAu: 9.55, nearestAu: 8.0 },
} as const;

type Row = number[];
interface Term {
  row: Row;
  index: number;
  value: number;
  rate: number;
}
interface Block {
  derivativeTerms: number;
  rows: Row[];
}

/** Drops the smallest `key` contributions while their RSS stays ≤ budget; returns the kept ones. */
function keepAbove<T>(items: T[], key: (t: T) => number, budget: number): Set<T> {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  let sumSq = 0;
  let i = 0;
  while (i < sorted.length && Math.sqrt(sumSq + key(sorted[i]!) ** 2) <= budget) {
    sumSq += key(sorted[i]!) ** 2;
    i++;
  }
  return new Set(sorted.slice(i));
}

/** Truncates each coordinate's blocks (terms of all powers compete within one coordinate). */
function truncateCoordinate(blocks: Term[][], valueBudget: number, rateBudget: number): { blocks: Block[]; kept: number } {
  const all = blocks.flat();
  const kept = keepAbove(all, (t) => t.value, valueBudget);
  const keptTerms = [...kept];
  const withRate = keepAbove(keptTerms, (t) => t.rate, rateBudget);
  const out: Block[] = [];
  let lastNonEmpty = -1;
  blocks.forEach((terms, k) => {
    const rows = terms.filter((t) => kept.has(t));
    if (rows.length > 0) lastNonEmpty = k;
    // Original (published) order within each group: largest terms first.
    const derivative = rows.filter((t) => withRate.has(t)).sort((a, b) => a.index - b.index);
    const valueOnly = rows.filter((t) => !withRate.has(t)).sort((a, b) => a.index - b.index);
    out.push({ derivativeTerms: derivative.length, rows: [...derivative, ...valueOnly].map((t) => t.row) });
  });
  return { blocks: out.slice(0, lastNonEmpty + 1), kept: kept.size };
}

function fmt(x: number): string {
  return x === 0 ? '0' : String(Number(x.toPrecision(14)));
}

function emitBlocks(blocks: Block[]): string {
  return blocks
    .map((b) => `    { derivativeTerms: ${b.derivativeTerms}, rows: [${b.rows.map((r) => r.map(fmt).join(',')).join(',\n      ')}] },`)
    .join('\n');
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const summary: string[] = [];
  for (const [name, { radiusAu, nearestAu }] of Object.entries(PLANETS)) {
    const data = (await import(`astronomia/data/vsop87B${name}`)).default as Record<string, Record<string, Row[]>>;
    const valueBudgetAu = VALUE_ARCSEC * ARCSEC_RAD * nearestAu;
    const rateBudgetAuPerDay = RATE_DEG_PER_DAY * (Math.PI / 180) * nearestAu;
    const coords: Record<string, Block[]> = {};
    let kept = 0;
    let total = 0;
    for (const coord of ['L', 'B', 'R']) {
      const scale = coord === 'R' ? 1 : radiusAu;
      const blocks = Object.entries(data[coord]!).map(([power, rows]) =>
        rows.map((row, index): Term => {
          const bound = Math.abs(row[0]!) * TAU_MAX ** Number(power) * scale;
          return { row, index, value: bound, rate: (bound * Math.abs(row[2]!)) / 365_250 };
        }),
      );
      total += blocks.flat().length;
      const r = truncateCoordinate(blocks, valueBudgetAu, rateBudgetAuPerDay);
      coords[coord] = r.blocks;
      kept += r.kept;
    }
    const derivativeCount = Object.values(coords)
      .flat()
      .reduce((s, b) => s + b.derivativeTerms, 0);
    writeFileSync(
      `${OUT_DIR}/vsop87b-${name}.ts`,
      `/**
 * VSOP87B ${name}: heliocentric ecliptic spherical coordinates, J2000 dynamical ecliptic and equinox.
 * Rows are flat triples [A, B, C] of A·cos(B + C·τ), τ in Julian millennia TDB from J2000; L and B
 * in radians, R in AU; block k of a coordinate is multiplied by τ^k; the first derivativeTerms rows
 * of a block also enter the time derivative.
 * GENERATED by scripts/generate-series.ts from astronomia@4 (MIT) data/vsop87B${name}.js: ${kept} of
 * ${total} terms (${derivativeCount} with derivative); RSS of dropped terms ≤ ${valueBudgetAu.toExponential(2)} AU over 1900–2100. Do not edit.
 */
import type { VsopSeries } from '../vsop87';

/** Truncated VSOP87B series of ${name} (see the header). */
export const ${name.toUpperCase()}_VSOP87B: VsopSeries = {
${['L', 'B', 'R'].map((c) => `  ${c}: [\n${emitBlocks(coords[c]!)}\n  ],`).join('\n')}
};
`,
    );
    summary.push(`${name}: ${kept}/${total} (${derivativeCount} with rate)`);
  }

  // @ts-expect-error astronomia ships no type declarations for its data modules.
  const elp = (await import('astronomia/data/elpMppDeFull')).default as Record<string, Record<string, Row[]>> & { W1: number[] };
  const coords: Record<string, Block[]> = {};
  let kept = 0;
  let total = 0;
  for (const coord of ['L', 'B', 'R']) {
    // L, B are arcseconds (budgets in arcseconds); R is km (budgets in km and km/day).
    const blocks = Object.entries(elp[coord]!).map(([, rows]) =>
      rows.map((row, index): Term => ({ row, index, value: Math.abs(row[0]!), rate: (Math.abs(row[0]!) * Math.abs(row[2]!)) / 36_525 })),
    );
    total += blocks.flat().length;
    const valueBudget = coord === 'R' ? MOON_DISTANCE_BUDGET_KM : VALUE_ARCSEC * (coord === 'B' ? MOON_LATITUDE_VALUE_FACTOR : 1);
    const rateBudget = coord === 'R' ? MOON_DISTANCE_BUDGET_KM : RATE_DEG_PER_DAY * 3600 * (coord === 'B' ? MOON_LATITUDE_RATE_FACTOR : 1);
    const r = truncateCoordinate(blocks, valueBudget, rateBudget);
    coords[coord] = r.blocks;
    kept += r.kept;
  }
  const derivativeCount = Object.values(coords)
    .flat()
    .reduce((s, b) => s + b.derivativeTerms, 0);
  writeFileSync(
    `${OUT_DIR}/elpmpp02.ts`,
    `/**
 * ELP/MPP02 (DE405 fit) lunar series: geocentric spherical coordinates referred to the mean ecliptic of date
 * and the departure point γ'(J2000) (rotate with Laskar's P, Q to the J2000 ecliptic). Rows are flat sextuples
 * [A, φ0, φ1, φ2, φ3, φ4] of A·sin(φ0 + φ1·T + φ2·T² + φ3·T³ + φ4·T⁴), T in Julian centuries TDB from J2000;
 * L and B in arcseconds (L adds to W1, radians), R in km; block k of a coordinate is multiplied by T^k; the
 * first derivativeTerms rows of a block also enter the time derivative.
 * GENERATED by scripts/generate-series.ts from astronomia@4 (MIT) data/elpMppDeFull.js: ${kept} of ${total}
 * terms (${derivativeCount} with derivative); RSS of dropped terms ≤ ${VALUE_ARCSEC}″ (latitude ${VALUE_ARCSEC * MOON_LATITUDE_VALUE_FACTOR}″, distance ${MOON_DISTANCE_BUDGET_KM} km). Do not edit.
 */
import type { ElpSeries } from '../elpmpp02';

/** Truncated ELP/MPP02 (DE405) lunar series (see the header). */
export const ELPMPP02: ElpSeries = {
  W1: [${elp.W1.map(fmt).join(', ')}],
${['L', 'B', 'R'].map((c) => `  ${c}: [\n${emitBlocks(coords[c]!)}\n  ],`).join('\n')}
};
`,
  );
  summary.push(`moon: ${kept}/${total} (${derivativeCount} with rate)`);
  console.log(`VALUE_ARCSEC=${VALUE_ARCSEC}, RATE_DEG_PER_DAY=${RATE_DEG_PER_DAY}: ${summary.join(', ')}`);
}

await main();
