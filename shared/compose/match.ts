/**
 * The whole match from two chart inputs: both charts, the Ashtakoota result, and each person's
 * birth as echoed by the chart. A birth without a time still matches on the Moon, but only when
 * the Moon keeps its nakshatra, sign and vashya group through that local day (then every koota
 * is the same whatever the hour); otherwise the failure says the time is needed. Pure; shared by
 * `/api/match` and `npm run match`, so both print the same answer.
 */
import { computeChartBase } from './chart';
import type { Locale } from '../i18n/locale';
import { matchText, type MatchText } from '../interpretation/match/text';
import type { ChartBase, ChartInput } from '../model/chart';
import type { MatchPerson } from '../vocabulary/match-person';
import { UNKNOWN_TIME_CAUTION } from '../chart/input';
import { cautionText } from '../interpretation/cautions';
import { matchPersonName } from '../vocabulary/match-person';
import { NAKSHATRAS } from '../vocabulary/nakshatra';
import { RASIS } from '../vocabulary/rasi';
import { vashyaOf } from '../jyotish/matching-tables';
import { matchKundali } from './matching';
import type { MatchAnswer, MatchPersonEcho } from '../chart/match-answer';

/** A refusal naming the person and field. */
export interface MatchFailure {
  field: string;
  message: string;
}

const echo = (c: ChartBase): MatchPersonEcho => {
  const { name, date, time, timeKnown, utcOffset, lat, lon, ayanamsa, node, place, zone } = c.input;
  return {
    name,
    date,
    time,
    timeKnown,
    utcOffset,
    lat,
    lon,
    ayanamsa,
    node,
    ...(place === undefined ? {} : { place }),
    ...(zone === undefined ? {} : { zone }),
  };
};

/** What the koota tables read from a Moon at one instant. */
const moonKey = (c: ChartBase) => {
  const m = c.grahas[1]!;
  return { nakshatra: m.nakshatraIndex, rasi: m.rasiIndex, vashya: vashyaOf(m.siderealLongitudeDeg) };
};

/** Checks that an unknown-time birth's Moon is the same for the whole day; returns a failure or a caution. */
function unknownTimeCheck(
  person: MatchPerson,
  input: ChartInput,
  chart: ChartBase,
  text: MatchText,
): { failure: MatchFailure } | { caution: string } {
  const start = moonKey(computeChartBase({ ...input, time: '00:00:00' }));
  const end = moonKey(computeChartBase({ ...input, time: '23:59:59' }));
  if (start.nakshatra !== end.nakshatra || start.rasi !== end.rasi || start.vashya !== end.vashya) {
    const star = (k: typeof start) => ({ nakshatra: NAKSHATRAS[k.nakshatra]!, rasi: RASIS[k.rasi]! });
    const move =
      start.nakshatra !== end.nakshatra || start.rasi !== end.rasi
        ? { kind: 'star' as const, from: star(start), to: star(end) }
        : { kind: 'vashya' as const, rasi: RASIS[start.rasi]!, from: start.vashya, to: end.vashya };
    return { failure: { field: `${person}.time`, message: text.timeNeeded(person, input.date, move) } };
  }
  const moon = chart.grahas[1]!;
  return { caution: text.unknownTimeCaution(person, NAKSHATRAS[moon.nakshatraIndex]!, RASIS[moon.rasiIndex]!) };
}

/** Computes the match (see the file comment); its sentences and refusals in `locale` (English by default). */
export function computeMatch(
  inputs: Record<MatchPerson, ChartInput>,
  locale: Locale = 'en',
): { ok: true; answer: MatchAnswer } | { ok: false; failure: MatchFailure } {
  const text = matchText(locale);
  const charts = { bride: computeChartBase(inputs.bride), groom: computeChartBase(inputs.groom) };
  const cautions: string[] = [];
  const failures: MatchFailure[] = [];
  for (const person of ['bride', 'groom'] as const) {
    if (charts[person].input.timeKnown) continue;
    const check = unknownTimeCheck(person, inputs[person], charts[person], text);
    if ('failure' in check) failures.push(check.failure);
    else cautions.push(check.caution);
  }
  if (failures.length > 0) return { ok: false, failure: { field: failures[0]!.field, message: failures.map((f) => f.message).join('; ') } };
  for (const person of ['bride', 'groom'] as const) {
    // The unknown time is said above, with what it means for the match.
    const { cautions: own, cautionCodes } = charts[person].input;
    for (const caution of own.filter((c) => c !== UNKNOWN_TIME_CAUTION))
      cautions.push(`${matchPersonName(person, locale)}: ${cautionText(caution, locale, cautionCodes)}`);
  }
  const match = matchKundali(charts.groom, charts.bride, locale);
  return { ok: true, answer: { persons: { bride: echo(charts.bride), groom: echo(charts.groom) }, ...match, cautions } };
}
