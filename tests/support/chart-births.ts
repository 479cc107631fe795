/**
 * Chart inputs for tests that must hold across the engine's range: dates 1900–2100, offsets
 * negative, half- and quarter-hour, six ayanamsas, both node models, unknown times (one in ten),
 * latitudes −60°…66°; the same list on every run (seeded).
 */
import { mulberry32 } from './rng';
import { NODE_TYPES, type Ayanamsa } from '../../shared/vocabulary/settings';
import type { ChartInput } from '../../shared/model/chart';

const OFFSETS = ['+05:30', '-03:30', '+05:45', '+00:00', '-08:00', '+13:00', '+09:30'];
const pad = (n: number) => String(n).padStart(2, '0');
/**
 * The ayanamsas the sample cycles through: the six the engine had when the chart-body recording was
 * made (tests/fixtures/own-snapshots/chart-bodies), fixed so a new ayanamsa (TRUE_PUSHYA, issue 40;
 * checked against PyJHora in shared/chart/compare) does not reshuffle the recorded sample.
 */
const SAMPLE_AYANAMSAS: readonly Ayanamsa[] = ['RAMAN', 'LAHIRI', 'KRISHNAMURTI', 'TRUE_CITRA', 'YUKTESHWAR', 'FAGAN_BRADLEY'];

/** Births across dates, offsets, ayanamsas, node models and unknown times (one in ten), the same for every run. */
export function births(count: number): ChartInput[] {
  const rnd = mulberry32(20261124);
  return Array.from({ length: count }, (_, i) => {
    const input: ChartInput = {
      date: `${1900 + Math.floor(rnd() * 201)}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`,
      utcOffset: OFFSETS[i % OFFSETS.length]!,
      lat: -60 + rnd() * 126,
      lon: -180 + rnd() * 360,
      ayanamsa: SAMPLE_AYANAMSAS[i % SAMPLE_AYANAMSAS.length]!,
      node: NODE_TYPES[i % 2]!,
    };
    if (i % 10 !== 0) input.time = `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}:${pad(Math.floor(rnd() * 60))}`;
    return input;
  });
}
