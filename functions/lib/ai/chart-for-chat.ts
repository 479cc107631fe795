/**
 * Recomputes the visitor's chart for the chat from the body's `chart` birth input, validated
 * with the same zod birth schema as `/api/chart` (`name, date, time, lat, lon, tz|utcOffset|place`).
 * Transits are computed for the request's "now". Chart numbers sent by a client are ignored:
 * only the birth fields are read.
 */
import { birthQuerySchema, firstFieldIssue } from '../../../shared/contracts/birth-query';
import { ChartInputError } from '../../../shared/chart/input';
import type { ChartInput, ChartModel } from '../../../shared/chart/model';
import { parseDate, parseTime } from '../../../shared/time/julian';
import { resolveBirthOffset } from '../../../shared/timezone/birth-offset';
import { placeIndex } from '../places';

/** The birth input cannot be used; `field` names the culprit (`chart.date`, `chart.place` …). */
export class ChatBirthError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'ChatBirthError';
  }
}

/** Julian day (UT) of a JavaScript instant. */
export function jdUtOfDate(now: Date): number {
  return now.getTime() / 86_400_000 + 2_440_587.5;
}

/** Validates the birth, resolves place and offset, and computes the chart with transits for `now`. */
export async function chartForChat(birth: unknown, now: Date): Promise<ChartModel> {
  const parsed = birthQuerySchema.safeParse(birth);
  if (!parsed.success) {
    const issue = firstFieldIssue(parsed.error);
    throw new ChatBirthError(`chart.${issue.field}`, `chart.${issue.message}`);
  }
  const q = parsed.data;
  let lat = q.lat;
  let lon = q.lon;
  let zone = q.tz;
  let label = q.place;
  let countryCode: string | undefined;
  if (q.place !== undefined && (lat === undefined || zone === undefined)) {
    const found = placeIndex().resolve(q.place);
    if (found.kind !== 'found') {
      const why = found.kind === 'ambiguous' ? `is ambiguous (${found.candidates.slice(0, 3).map((c) => c.label).join('; ')}…)` : 'was not found';
      throw new ChatBirthError('chart.place', `chart.place: "${q.place.slice(0, 60)}" ${why}; pick a place from the list or send lat, lon and tz`);
    }
    lat ??= found.place.lat;
    lon ??= found.place.lon;
    zone ??= found.place.zone;
    label = found.place.label;
    countryCode = found.place.countryCode;
  }
  const offset = resolveBirthOffset({
    date: parseDate(q.date),
    ...(q.time ? { time: parseTime(q.time) } : {}),
    ...(zone ? { zone } : {}),
    ...(q.utcOffset !== undefined ? { utcOffsetMinutes: q.utcOffset } : {}),
    ...(countryCode ? { countryCode } : {}),
  });
  if (offset.kind === 'missing') throw new ChatBirthError('chart.tz', 'chart.tz: give tz, utcOffset or a place');
  if (offset.kind !== 'resolved') {
    throw new ChatBirthError('chart.utcOffset', `chart.utcOffset: the local time falls in a clock ${offset.kind === 'gap' ? 'gap' : 'overlap'}; send utcOffset (one of ${offset.candidates.join(', ')})`);
  }
  const input: ChartInput = {
    date: q.date, utcOffset: offset.utcOffset, lat: lat!, lon: lon!, ayanamsa: q.ayanamsa, node: q.node, cautions: offset.cautions,
    ...(q.name ? { name: q.name } : {}), ...(q.time ? { time: q.time } : {}), ...(label ? { place: label } : {}), ...(zone ? { zone } : {}),
  };
  // Loaded on first use: the host starts without paying for the ephemeris tables.
  const { computeChart } = await import('../../../shared/chart/compute');
  try {
    return computeChart(input, { transitJdUt: jdUtOfDate(now) });
  } catch (error) {
    if (error instanceof ChartInputError) throw new ChatBirthError(`chart.${error.field}`, `chart.${error.message}`);
    throw error;
  }
}
