/**
 * Command-line Kundali matching: `npm run -s match -- --groom '<json birth>' --bride '<json birth>'`
 * (`--a` / `--b` are the same as `--groom` / `--bride`) prints exactly the body `/api/match`
 * answers, `{"status": "ok", "match": …}`: both births go through the same pipeline
 * (shared/contracts/match-request.ts, then shared/compose/match.ts). Each birth is a JSON
 * object with `/api/chart`'s fields (name, date, time, lat, lon, tz | utcOffset | place, and
 * `ayanamsa`/`node`, which apply to both when given once with `--ayanamsa`/`--node`), e.g.
 * `{"date":"1990-05-17","time":"08:15","place":"Delhi"}`; `"time": "unknown"` (or no time)
 * matches on the Moon when that is possible. Bad input: exit code 2 and the API's message, which
 * names the person and field (`groom: lat: …`). This file is an edge: it may use node: APIs.
 */
import { FieldError } from '../shared/errors/field-error';
import { matchInputsFrom, type MatchFields } from '../shared/contracts/match-request';
import { type MatchPerson } from '../shared/vocabulary/match-person';
import { computeMatch } from '../shared/compose/match';
import { type MatchAnswer } from '../shared/chart/match-answer';
import { placeIndex } from '../functions/lib/places';
import { UNKNOWN_TIME } from './birth';

/** The birth fields of one person, as given. */
export type MatchBirth = Readonly<Record<string, unknown>>;

/** The two parsed births and the shared settings. */
export interface MatchCommand {
  groom: MatchBirth;
  bride: MatchBirth;
  shared?: Record<string, string>;
}

const FLAG_PERSON: Record<string, MatchPerson> = { '--groom': 'groom', '--a': 'groom', '--bride': 'bride', '--b': 'bride' };

/** Parses argv (without node and script); throws FieldError naming the person or option. */
export function parseMatchArgs(argv: readonly string[]): MatchCommand {
  const values: Partial<Record<MatchPerson, string>> = {};
  const shared: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    if (flag === '--ayanamsa' || flag === '--node') {
      if (value === undefined) throw new FieldError(flag.slice(2), `${flag} needs a value`);
      shared[flag.slice(2)] = value;
      continue;
    }
    const person = FLAG_PERSON[flag];
    if (!person)
      throw new FieldError(flag.replace(/^-+/, ''), `unknown option ${flag}; expected --groom '<json birth>' --bride '<json birth>'`);
    if (value === undefined) throw new FieldError(person, `${flag} needs a JSON birth`);
    values[person] = value;
  }
  const parse = (person: MatchPerson): MatchBirth => {
    const text = values[person];
    if (text === undefined)
      throw new FieldError(person, `missing; pass --${person} '{"date":"YYYY-MM-DD","time":"HH:MM","place":"Mumbai"}'`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new FieldError(person, 'not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new FieldError(person, 'expected a JSON object with the birth fields');
    return parsed as MatchBirth;
  };
  return { groom: parse('groom'), bride: parse('bride'), shared };
}

/** JSON birth → the query-shaped strings the API pipeline takes (`"time": "unknown"` = no time). */
function fieldsOf(birth: MatchBirth): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(birth)) {
    if (value === undefined || value === null || (key === 'time' && value === UNKNOWN_TIME)) continue;
    out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

/** A FieldError carrying the API's field and message unchanged (`groom: lat: …`). */
const apiError = (failure: { field: string; message: string }) =>
  Object.assign(new FieldError(failure.field, ''), { message: failure.message });

/** Runs the match exactly as `/api/match` does; throws FieldError with the API's field and message. */
export function runMatch(command: MatchCommand): MatchAnswer {
  const fields: MatchFields = { groom: fieldsOf(command.groom), bride: fieldsOf(command.bride), shared: command.shared ?? {} };
  const inputs = matchInputsFrom(fields, placeIndex());
  if (!inputs.ok) throw apiError(inputs.failure);
  const result = computeMatch(inputs.inputs);
  if (!result.ok) throw apiError(result.failure);
  return result.answer;
}

function main(argv: readonly string[]): number {
  try {
    process.stdout.write(`${JSON.stringify({ status: 'ok', match: runMatch(parseMatchArgs(argv)) }, null, 2)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof FieldError) {
      process.stderr.write(`match: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('cli/match.ts')) {
  process.exitCode = main(process.argv.slice(2));
}
