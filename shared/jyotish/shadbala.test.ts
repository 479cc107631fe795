/**
 * Shadbala against B.V. Raman, "Graha and Bhava Balas" (worked example: 1918-10-16 14:22:16
 * IST, 13N00 77E35, Raman ayanamsa). The chart (lagna, MC, sunrise, weekday) is our own
 * computation; the graha longitudes are the book's, so strength rules are compared, not
 * ephemerides (ours differ from the book's by < 0.1°; see the second test).
 *
 * Where we differ on purpose:
 * - Mars dig bala: the book prints 64.3, which exceeds dig bala's 60-virupa maximum (Mars is
 *   166° from its powerless nadir → 55.4); we treat it as a misprint.
 * - Mercury cheshta: the book's Mercury seeghrochcha comes from Raman's mean-motion tables; we
 *   use the modern mean heliocentric longitude (Meeus 31.A), which puts the cheshta kendra 13°
 *   further out (6.6 vs 2.3 virupas).
 * - Yuddha: the book lists ±0.8 for Mercury/Jupiter, which are 97° apart; under Raman's own
 *   1° rule nobody is at war in this chart, so we give 0.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeChart, computeChartBase } from '../compose/chart';
import type { ChartBase } from '../model/chart';
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';
import { buildChart, placements } from '../predictions/testing/chart-builder';
import { computeShadbala, shadbalaFromContext } from './shadbala';
import { shadbalaContext } from './shadbala-context';
import { abdaMasaLords } from './shadbala-kala';
import { relationshipTables } from './classical';
import { shodasavarga } from './vargas';

const fixture = JSON.parse(readFileSync(new URL('../../tests/fixtures/textbook/shadbala/cases.json', import.meta.url), 'utf8'));
const raman = fixture.cases[0];
const bookLon = raman.expected.sidereal_longitudes_deg.values as Record<SaptaGraha, number>;
const components = raman.expected.shadbala_components_virupas.values as Record<string, { Sun_to_Saturn: number[] }>;
const summary = raman.expected.shadbala_summary.values as Record<string, number[]>;

/** Book key → our field (component or bala total). */
const KEYS: Record<string, string> = {
  uccha_bala: 'uccha',
  saptavargaja_bala: 'saptavargaja',
  ojayugma_bala: 'ojayugma',
  kendra_bala: 'kendra',
  drekkana_bala: 'drekkana',
  sthana_bala_total: 'sthana',
  dig_bala: 'dig',
  nathonnatha_bala: 'nathonnatha',
  paksha_bala: 'paksha',
  tribhaga_bala: 'tribhaga',
  abda_bala: 'abda',
  masa_bala: 'masa',
  vara_bala: 'vara',
  hora_bala: 'hora',
  ayana_bala: 'ayana',
  yuddha_bala: 'yuddha',
  kaala_bala_total: 'kala',
  cheshta_bala: 'cheshta',
  naisargika_bala: 'naisargika',
  drik_bala: 'drik',
};
/**
 * Deliberate differences (see the header), keyed `component:graha`: pinned to OUR value (virupas,
 * ± 0.1), so a drift fails and so does a change that would silently start agreeing with the book.
 */
const KNOWN_DIFFERENCES = new Map([
  ['dig_bala:Mars', 55.4],
  ['cheshta_bala:Mercury', 6.6],
]);
/** Tolerance: 5 % of the book value or 3 virupas, whichever is larger (the brief's rule). */
const withinTolerance = (ours: number, book: number) => Math.abs(ours - book) <= Math.max(3, 0.05 * Math.abs(book));

function ramanChart(): ChartBase {
  const b = raman.birth;
  return computeChartBase({ date: b.date, time: b.time, utcOffset: b.utcOffset, lat: b.lat, lon: b.lon, ayanamsa: 'RAMAN', node: 'mean' });
}

/** The chart with the book's longitudes: positions, vargas and the relationships they imply. */
function withBookLongitudes(base: ChartBase): ChartBase {
  const ayanamsa = base.input.ayanamsaDeg;
  const rasi = {} as Record<SaptaGraha, number>;
  for (const g of SAPTA_GRAHAS) rasi[g] = Math.floor(bookLon[g] / 30);
  return {
    ...base,
    grahas: base.grahas.map((g) => {
      if (g.graha === 'Rahu' || g.graha === 'Ketu') return g;
      const lon = bookLon[g.graha];
      return {
        ...g,
        siderealLongitudeDeg: lon,
        tropicalLongitudeDeg: lon + ayanamsa,
        rasiIndex: rasi[g.graha],
        degreesInRasi: lon % 30,
        vargas: shodasavarga(lon),
      };
    }),
    relationships: relationshipTables(rasi),
  };
}

const pick = (s: ReturnType<typeof shadbalaFromContext>[SaptaGraha], key: string): number =>
  key in s ? (s as unknown as Record<string, number>)[key]! : (s.components as unknown as Record<string, number>)[key]!;

describe('shadbala (B.V. Raman, Graha and Bhava Balas)', () => {
  it('reproduces the book example component by component', () => {
    const sb = shadbalaFromContext(shadbalaContext(withBookLongitudes(ramanChart())));
    const rows: string[] = [];
    let checked = 0;
    let agreed = 0;
    for (const [bookKey, ourKey] of Object.entries(KEYS)) {
      const book = components[bookKey]!.Sun_to_Saturn;
      rows.push(`${bookKey.padEnd(18)} ${SAPTA_GRAHAS.map((g, i) => `${pick(sb[g], ourKey).toFixed(2)}/${book[i]}`).join('  ')}`);
      SAPTA_GRAHAS.forEach((g, i) => {
        checked++;
        const ok = withinTolerance(pick(sb[g], ourKey), book[i]!);
        if (ok) agreed++;
        const pinned = KNOWN_DIFFERENCES.get(`${bookKey}:${g}`);
        if (pinned === undefined) expect(ok, `${bookKey} ${g}: ours ${pick(sb[g], ourKey).toFixed(2)} book ${book[i]}`).toBe(true);
        else {
          expect(Math.abs(pick(sb[g], ourKey) - pinned), `${bookKey} ${g} pinned to ours ${pinned}`).toBeLessThanOrEqual(0.1);
          expect(ok, `${bookKey} ${g} still differs from the book ${book[i]}`).toBe(false);
        }
      });
    }
    // Yuddha: the book's ±0.8 would pass the 3-virupa rule; pinned to ours, no war (none within 1°).
    for (const g of SAPTA_GRAHAS) expect(sb[g].components.yuddha, `yuddha ${g}`).toBe(0);
    SAPTA_GRAHAS.forEach((g, i) => {
      const book = summary['total_virupas']![i]!;
      rows.push(
        `total ${g.padEnd(8)} ${sb[g].totalVirupas.toFixed(2)} / ${book} (${((100 * (sb[g].totalVirupas - book)) / book).toFixed(2)} %)`,
      );
      expect(Math.abs(sb[g].totalVirupas - book) / book, `total ${g}`).toBeLessThanOrEqual(0.05);
    });
    console.log(`Raman example, ours/book (virupas); ${agreed}/${checked} components within tolerance\n${rows.join('\n')}`);
  });

  it('with our own ephemeris (positions differ from the book by < 0.1°) totals stay within 5 %', () => {
    const base = ramanChart();
    for (const g of SAPTA_GRAHAS)
      expect(Math.abs(base.grahas.find((x) => x.graha === g)!.siderealLongitudeDeg - bookLon[g])).toBeLessThan(0.1);
    const { shadbala } = computeShadbala(base);
    SAPTA_GRAHAS.forEach((g, i) => {
      expect(Math.abs(shadbala[g].totalVirupas - summary['total_virupas']![i]!) / summary['total_virupas']![i]!, g).toBeLessThanOrEqual(
        0.05,
      );
    });
  });

  it('year and month lords follow Raman’s ahargana (book: Saturn, Mercury)', () => {
    expect(abdaMasaLords(2421882.869629, 330)).toEqual({ abda: 'Saturn', masa: 'Mercury' });
  });

  it('invariants over many real charts: ranges, totals, rupas and ratio', () => {
    for (let i = 0; i < 40; i++) {
      const chart = computeChart({
        date: `${1920 + i * 4}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        time: `${String((i * 5) % 24).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}`,
        utcOffset: '+05:30',
        lat: -40 + i * 2.5,
        lon: -170 + i * 8.5,
      });
      for (const g of SAPTA_GRAHAS) {
        const s = chart.shadbala[g];
        const c = s.components;
        for (const v of [c.uccha, s.dig, c.nathonnatha, c.tribhaga, c.ayana / (g === 'Sun' ? 2 : 1), s.cheshta]) {
          expect(v).toBeGreaterThanOrEqual(-1e-9);
          expect(v).toBeLessThanOrEqual(60 + 1e-9);
        }
        expect(c.paksha).toBeLessThanOrEqual(g === 'Moon' ? 120 : 60);
        expect(s.sthana).toBeCloseTo(c.uccha + c.saptavargaja + c.ojayugma + c.kendra + c.drekkana, 9);
        expect(s.kala).toBeCloseTo(c.nathonnatha + c.paksha + c.tribhaga + c.abda + c.masa + c.vara + c.hora + c.ayana + c.yuddha, 9);
        expect(s.totalVirupas).toBeCloseTo(s.sthana + s.dig + s.kala + s.cheshta + s.naisargika + s.drik, 9);
        expect(s.totalRupas).toBeCloseTo(s.totalVirupas / 60, 12);
        expect(s.ratio).toBeCloseTo(s.totalRupas / s.requiredRupas, 12);
      }
      // Exactly one lord each for abda, masa, vara and hora; Jupiter always has tribhaga.
      for (const k of ['abda', 'masa', 'vara', 'hora'] as const)
        expect(SAPTA_GRAHAS.filter((g) => chart.shadbala[g].components[k] > 0)).toHaveLength(1);
      expect(chart.shadbala.Jupiter.components.tribhaga).toBe(60);
      expect(chart.bhavaBala.map((b) => b.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const b of chart.bhavaBala) {
        expect(b.totalVirupas).toBeCloseTo(b.bhavadhipati + b.dig + b.drishti, 9);
        expect(b.dig % 10).toBe(0);
      }
    }
  });

  it('polar day and night (no sunrise): still one hora lord and one tribhaga lord besides Jupiter', () => {
    for (const date of ['2000-06-21', '2000-12-21']) {
      for (const time of ['03:00', '11:00', '19:00']) {
        const c = computeChart({ date, time, utcOffset: '+01:00', lat: 69.6, lon: 18.9 });
        expect(c.panchang.sunrise).toBeNull();
        expect(
          SAPTA_GRAHAS.filter((g) => c.shadbala[g].components.hora > 0),
          `${date} ${time}`,
        ).toHaveLength(1);
        expect(
          SAPTA_GRAHAS.filter((g) => g !== 'Jupiter' && c.shadbala[g].components.tribhaga > 0),
          `${date} ${time}`,
        ).toHaveLength(1);
      }
    }
  });

  it('a planetary war moves strength from the loser to the victor', () => {
    const fallback = { Sun: 0, Moon: 3, Mars: 5, Mercury: 1, Jupiter: 8, Venus: 11, Saturn: 5, Rahu: 2, Ketu: 8 };
    const chart = buildChart(placements(0, { Mars: { rasiIndex: 5, deg: 10 }, Saturn: { rasiIndex: 5, deg: 10.5 } }, fallback));
    const { shadbala } = computeShadbala(chart);
    const m = shadbala.Mars.components.yuddha;
    const s = shadbala.Saturn.components.yuddha;
    expect(m).not.toBe(0);
    expect(m + s).toBeCloseTo(0, 12);
  });
});
