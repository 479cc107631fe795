/**
 * Command-line chart: `npm run chart -- --date YYYY-MM-DD --time HH:MM[:SS]|unknown --utc-offset ±HH:MM
 * --lat D --lon D [--ayanamsa NAME] [--node mean|true] [--name X] [--at ISO|now]` prints the
 * ChartModel as JSON, with transits for `--at` (an ISO instant with offset, e.g.
 * 2026-03-01T09:00:00+05:30, or `now`, the default: this edge reads the clock and hands the
 * Julian day to the engine, which has none).
 * `--place NAME` (label, name, former name or GeoNames id) gives lat/lon/zone from the places index and
 * `--tz ZONE` an IANA zone; the offset in force then is used unless --utc-offset is given (same
 * pipeline and meaning as `GET /api/chart`'s place/tz; see birth.ts).
 * `--batch [--at ISO|now]` reads one JSON input per line on stdin (fields date, time, utcOffset,
 * lat, lon, ayanamsa, node, place, tz, …, and optionally `at`, which overrides --at for that line)
 * and writes one ChartModel per line. Bad input: exit code 2 and a message naming the field (in
 * batch mode, with the line number; charts of earlier lines are kept).
 * Use `npm run -s chart -- …` (or `npx tsx cli/chart.ts …`) when piping: without `-s`
 * npm prints its own banner lines on stdout before the JSON.
 * This file is an edge: it may use node: APIs; the engine it calls is pure.
 */
import { createInterface } from 'node:readline';
import { computeChart } from '../shared/compose/chart';
import type { ChartInput, ChartModel } from '../shared/model/chart';
import { isoToJdUt, jdUtFromUnixMs } from '../shared/time/julian';
import { birthInput } from './birth';
import { FieldError } from '../shared/errors/field-error';

/** The transit moment: a Julian day (UT), or `now` (read from the clock when the chart is cast). */
export type TransitAt = number | 'now';

/** Parsed command line: one birth, or batch mode; `at` is the transit moment (default now). */
export type ChartCommand = { batch: true; at: TransitAt } | { batch: false; input: ChartInput; at: TransitAt };

/** Parses an `at` value: `now`, or an ISO instant with offset → Julian day (UT). Throws FieldError('at'). */
export function parseTransitAt(value: unknown): TransitAt {
  if (value === 'now') return 'now';
  if (typeof value !== 'string') throw new FieldError('at', `expected an ISO instant with offset or "now", got ${JSON.stringify(value)}`);
  try {
    return isoToJdUt(value.trim().replace(/Z$/, '+00:00'));
  } catch (e) {
    throw new FieldError('at', `${(e as Error).message.replace(/^[A-Za-z]+: /, '')} (or "now")`);
  }
}

/** The Julian day (UT) for a transit moment; `now` from `nowMs` (milliseconds since 1970, the caller's clock). */
export function transitJdUt(at: TransitAt, nowMs: number): number {
  return at === 'now' ? jdUtFromUnixMs(nowMs) : at;
}

/** The ChartModel with transits at `at`; `now` read from the system clock (this file is an edge). */
export function chartAt(input: ChartInput, at: TransitAt): ChartModel {
  return computeChart(input, { transitJdUt: transitJdUt(at, Date.now()) });
}

const FLAGS: Record<string, keyof ChartInput> = {
  '--date': 'date',
  '--time': 'time',
  '--utc-offset': 'utcOffset',
  '--lat': 'lat',
  '--lon': 'lon',
  '--ayanamsa': 'ayanamsa',
  '--node': 'node',
  '--name': 'name',
  '--place': 'place',
  '--tz': 'zone',
};
const NUMERIC = new Set<keyof ChartInput>(['lat', 'lon']);

/**
 * Turns argv (without node and script) into a command. Throws FieldError naming the field
 * (or the flag) on anything malformed; field values are validated later by computeChart.
 */
export function parseChartArgs(argv: readonly string[]): ChartCommand {
  let at: TransitAt = 'now';
  const atIndex = argv.indexOf('--at');
  if (atIndex >= 0) {
    const value = argv[atIndex + 1];
    if (value === undefined || value.startsWith('--'))
      throw new FieldError('at', '--at needs a value (an ISO instant with offset, or now)');
    at = parseTransitAt(value);
    argv = [...argv.slice(0, atIndex), ...argv.slice(atIndex + 2)];
  }
  if (argv.includes('--batch')) {
    if (argv.length > 1) throw new FieldError('batch', '--batch reads births from stdin and takes no other flags than --at');
    return { batch: true, at };
  }
  const input: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    const field = FLAGS[flag];
    if (!field)
      throw new FieldError(flag.replace(/^-+/, ''), `unknown option ${flag}; expected ${Object.keys(FLAGS).join(', ')}, --at or --batch`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new FieldError(field, `${flag} needs a value`);
    input[field] = NUMERIC.has(field) ? strictNumber(field, value) : value;
  }
  if (input.place === undefined && input.zone === undefined) {
    for (const required of ['date', 'utcOffset', 'lat', 'lon'] as const) {
      if (input[required] === undefined)
        throw new FieldError(required, `missing; pass --${required === 'utcOffset' ? 'utc-offset' : required}`);
    }
  }
  return { batch: false, input: birthInput(input), at };
}

function strictNumber(field: string, text: string): number {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text.trim())) throw new FieldError(field, `expected a number, got ${JSON.stringify(text)}`);
  return Number(text);
}

async function runBatch(defaultAt: TransitAt): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    let fields: Record<string, unknown>;
    try {
      fields = JSON.parse(line) as Record<string, unknown>;
      if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new SyntaxError('not an object');
    } catch {
      process.stderr.write(`line ${lineNumber}: input: not a JSON object\n`);
      return 2;
    }
    try {
      const { at, ...birth } = fields;
      const chart = chartAt(birthInput(birth), at === undefined ? defaultAt : parseTransitAt(at));
      process.stdout.write(`${JSON.stringify(chart)}\n`);
    } catch (e) {
      if (e instanceof FieldError) {
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
    if (command.batch) return await runBatch(command.at);
    process.stdout.write(`${JSON.stringify(chartAt(command.input, command.at), null, 2)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof FieldError) {
      process.stderr.write(`chart: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('cli/chart.ts')) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
