/**
 * Command-line Kundali matching: `npm run -s match -- --a '<json birth>' --b '<json birth>'`
 * prints the Ashtakoota result (KundaliMatch) as JSON. Each birth is a JSON object with the
 * same fields as the chart CLI and `GET /api/chart` take (date, time, utcOffset, lat, lon,
 * ayanamsa, node, name, and `place` / `tz` resolved through the same pipeline, see birth.ts),
 * e.g. `{"date":"1990-05-17","time":"08:15","place":"Delhi"}`; `--a` is the groom, `--b` the
 * bride. Bad input: exit code 2 and a message naming the field, prefixed with the side
 * (`a.lat: …`, `b.place: …`). This file is an edge: it may use node: APIs; the engine is pure.
 */
import { ChartInputError, computeChartBase } from '../shared/chart/compute';
import { matchKundali, type KundaliMatch } from '../shared/jyotish/matching';
import { birthInput } from './birth';

/** The birth fields of one side, as given (resolved and validated by runMatch). */
export type MatchBirth = Readonly<Record<string, unknown>>;

/** The two parsed births. */
export interface MatchCommand { a: MatchBirth; b: MatchBirth }

/** Parses argv (without node and script); throws ChartInputError naming the field. */
export function parseMatchArgs(argv: readonly string[]): MatchCommand {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    if (flag !== '--a' && flag !== '--b') throw new ChartInputError(flag.replace(/^-+/, ''), `unknown option ${flag}; expected --a '<json birth>' --b '<json birth>'`);
    const value = argv[i + 1];
    if (value === undefined) throw new ChartInputError(flag.slice(2), `${flag} needs a JSON birth`);
    values[flag.slice(2)] = value;
  }
  const parse = (side: 'a' | 'b'): MatchBirth => {
    const text = values[side];
    if (text === undefined) throw new ChartInputError(side, `missing; pass --${side} '{"date":"YYYY-MM-DD","time":"HH:MM","utcOffset":"+05:30","lat":..,"lon":..}'`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ChartInputError(side, 'not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ChartInputError(side, 'expected a JSON object with the birth fields');
    return parsed as MatchBirth;
  };
  return { a: parse('a'), b: parse('b') };
}

/** Resolves both births (place/tz as the chart CLI does) and runs the matching; field errors are re-thrown with the side prefixed (`a.lat`). */
export function runMatch(command: MatchCommand): KundaliMatch {
  const chart = (side: 'a' | 'b') => {
    try {
      return computeChartBase(birthInput(command[side]));
    } catch (e) {
      if (e instanceof ChartInputError) throw new ChartInputError(`${side}.${e.field}`, e.message.slice(e.field.length + 2));
      throw e;
    }
  };
  return matchKundali(chart('a'), chart('b'));
}

function main(argv: readonly string[]): number {
  try {
    process.stdout.write(`${JSON.stringify(runMatch(parseMatchArgs(argv)), null, 2)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof ChartInputError) {
      process.stderr.write(`match: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('cli/match.ts')) {
  process.exitCode = main(process.argv.slice(2));
}
