/**
 * Command-line chart: `npm run chart -- --date YYYY-MM-DD --time HH:MM[:SS] --utc-offset ±HH:MM
 * --lat D --lon D [--ayanamsa NAME] [--node mean|true] [--name X]` prints the ChartModel as JSON.
 * `--place NAME` (label, name, former name or GeoNames id) gives lat/lon/zone from the places index and
 * `--tz ZONE` an IANA zone; the offset in force then is used unless --utc-offset is given (same
 * pipeline and meaning as `GET /api/chart`'s place/tz).
 * `--batch` reads one JSON input per line on stdin (fields date, time, utcOffset, lat, lon,
 * ayanamsa, node, …) and writes one ChartModel per line. Bad input: exit code 2 and a message
 * naming the field (in batch mode, with the line number; charts of earlier lines are kept).
 * Use `npm run -s chart -- …` (or `npx tsx shared/cli/chart.ts …`) when piping: without `-s`
 * npm prints its own banner lines on stdout before the JSON.
 * This file is an edge: it may use node: APIs; the engine it calls is pure.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { chartInputFromQuery } from '../contracts/chart-request';
import { createPlaceIndex } from '../places/index';
import type { PlacesFile } from '../places/types';
import { ChartInputError, computeChart } from '../chart/compute';
import type { ChartInput } from '../chart/model';

/** Parsed command line: one birth, or batch mode. */
export type ChartCommand = { batch: true } | { batch: false; input: ChartInput };

const FLAGS: Record<string, keyof ChartInput> = {
  '--date': 'date', '--time': 'time', '--utc-offset': 'utcOffset', '--lat': 'lat', '--lon': 'lon',
  '--ayanamsa': 'ayanamsa', '--node': 'node', '--name': 'name', '--place': 'place', '--tz': 'zone',
};
const NUMERIC = new Set<keyof ChartInput>(['lat', 'lon']);

/**
 * Turns argv (without node and script) into a command. Throws ChartInputError naming the field
 * (or the flag) on anything malformed; field values are validated later by computeChart.
 */
export function parseChartArgs(argv: readonly string[]): ChartCommand {
  if (argv.includes('--batch')) {
    if (argv.length > 1) throw new ChartInputError('batch', '--batch reads births from stdin and takes no other flags');
    return { batch: true };
  }
  const input: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    const field = FLAGS[flag];
    if (!field) throw new ChartInputError(flag.replace(/^-+/, ''), `unknown option ${flag}; expected ${Object.keys(FLAGS).join(', ')} or --batch`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new ChartInputError(field, `${flag} needs a value`);
    input[field] = NUMERIC.has(field) ? strictNumber(field, value) : value;
  }
  if (input.place !== undefined || input.zone !== undefined) return { batch: false, input: withPlaceAndZone(input) };
  for (const required of ['date', 'utcOffset', 'lat', 'lon'] as const) {
    if (input[required] === undefined) throw new ChartInputError(required, `missing; pass --${required === 'utcOffset' ? 'utc-offset' : required}`);
  }
  return { batch: false, input: input as unknown as ChartInput };
}

/** Resolves --place/--tz through the API's pipeline (places index file read here, at the edge). */
function withPlaceAndZone(input: Record<string, unknown>): ChartInput {
  const { zone, utcOffset, lat, lon, ...rest } = input;
  const raw = { ...rest, tz: zone, utcOffset, lat: lat === undefined ? undefined : String(lat), lon: lon === undefined ? undefined : String(lon) };
  const file = JSON.parse(readFileSync(new URL('../places/data/places.json', import.meta.url), 'utf8')) as PlacesFile;
  const result = chartInputFromQuery(raw, createPlaceIndex(file));
  if (!result.ok) throw new ChartInputError(result.failure.field, result.failure.message.replace(/^[A-Za-z]+: /, ''));
  return result.input;
}

function strictNumber(field: string, text: string): number {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text.trim())) throw new ChartInputError(field, `expected a number, got ${JSON.stringify(text)}`);
  return Number(text);
}

async function runBatch(): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    let input: ChartInput;
    try {
      input = JSON.parse(line) as ChartInput;
    } catch {
      process.stderr.write(`line ${lineNumber}: input: not valid JSON\n`);
      return 2;
    }
    try {
      process.stdout.write(`${JSON.stringify(computeChart(input))}\n`);
    } catch (e) {
      if (e instanceof ChartInputError) {
        process.stderr.write(`line ${lineNumber}: ${e.message}\n`);
        return 2;
      }
      throw e;
    }
  }
  return 0;
}

async function main(argv: readonly string[]): Promise<number> {
  try {
    const command = parseChartArgs(argv);
    if (command.batch) return await runBatch();
    process.stdout.write(`${JSON.stringify(computeChart(command.input), null, 2)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof ChartInputError) {
      process.stderr.write(`chart: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('shared/cli/chart.ts')) {
  main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
}
