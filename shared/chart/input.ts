/**
 * Validation and normalisation of a ChartInput. Every bad field raises `FieldError`
 * naming the field; nothing is guessed or clamped (an unknown birth time is not a guess: it is
 * declared by omitting `time`, and the chart says so with `timeKnown = false`).
 */
import { parseDate, parseTime, parseUtcOffset, civilToJdUt, formatUtcOffset } from '../time/julian';
import {
  AYANAMSAS,
  DEFAULT_AYANAMSA,
  NODE_TYPES,
  DASHA_YEAR_DAYS,
  type Ayanamsa,
  type DashaYear,
  type NodeType,
} from '../vocabulary/settings';
import type { ChartInput, ChartInputEcho } from '../model/chart';
import { FieldError } from '../errors/field-error';
import { MAX_YEAR, MIN_YEAR } from '../time/supported-years';

/** Last year a "now" day may fall in (/api/chart/now): the year of events after it stays inside MAX_YEAR. */
export const NOW_MAX_YEAR = MAX_YEAR - 1;

/** Local clock time used when the birth time is unknown: local noon (the middle of the day keeps the Moon within ±8° of the true value (12 h of motion)). */
export const UNKNOWN_TIME_CAST = '12:00:00';

/** Caution added to `input.cautions` when the birth time is unknown. */
export const UNKNOWN_TIME_CAUTION =
  'Birth time unknown: the chart is cast for 12:00 local time. Houses are counted from the Moon (Chandra lagna); ' +
  'the lagna, bhavas and time-sensitive values are not reliable, and the Moon may be off by up to about 8° (12 h of its motion), ' +
  'which can change its nakshatra and the dasha balance.';

/** A validated input with its parsed values: the input echo before the astronomy adds ayanamsaDeg, ΔT and the ISO instant. */
export type NormalizedChartInput = Omit<ChartInputEcho, 'ayanamsaDeg' | 'deltaTSeconds' | 'instant'>;

function finiteNumber(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new FieldError(field, `expected a number, got ${JSON.stringify(value)}`);
  if (value < min || value > max) throw new FieldError(field, `${value} is out of range ${min}…${max}`);
  return value;
}

function optionalString(field: string, value: unknown, maxLength: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new FieldError(field, `expected a string, got ${JSON.stringify(value)}`);
  if (value.length > maxLength) throw new FieldError(field, `longer than ${maxLength} characters`);
  return value;
}

function rethrow(field: string, error: unknown): never {
  if (error instanceof FieldError) throw new FieldError(field, error.message.replace(/^[a-zA-Z]+: /, ''));
  throw error;
}

/** Validates a ChartInput (possibly parsed from untrusted JSON) and returns the normalised form. */
export function normalizeChartInput(input: ChartInput): NormalizedChartInput {
  if (typeof input !== 'object' || input === null) throw new FieldError('input', 'expected an object');
  const raw = input as unknown as Record<string, unknown>;
  if (typeof raw.date !== 'string') throw new FieldError('date', `expected YYYY-MM-DD, got ${JSON.stringify(raw.date)}`);
  let year: number;
  try {
    year = parseDate(raw.date).year;
  } catch (e) {
    rethrow('date', e);
  }
  if (year < MIN_YEAR || year > MAX_YEAR)
    throw new FieldError('date', `year ${year} is outside the supported range ${MIN_YEAR}–${MAX_YEAR}`);

  let time: string | null = null;
  if (raw.time !== undefined && raw.time !== null && raw.time !== '') {
    if (typeof raw.time !== 'string') throw new FieldError('time', `expected HH:MM or HH:MM:SS, got ${JSON.stringify(raw.time)}`);
    try {
      const t = parseTime(raw.time);
      time = `${pad2(t.hour)}:${pad2(t.minute)}:${pad2(Math.floor(t.second))}${t.second % 1 ? String(t.second % 1).slice(1) : ''}`;
    } catch (e) {
      rethrow('time', e);
    }
  }

  if (typeof raw.utcOffset !== 'string') throw new FieldError('utcOffset', `expected ±HH:MM, got ${JSON.stringify(raw.utcOffset)}`);
  let utcOffsetMinutes: number;
  try {
    utcOffsetMinutes = parseUtcOffset(raw.utcOffset);
  } catch (e) {
    rethrow('utcOffset', e);
  }

  const lat = finiteNumber('lat', raw.lat, -90, 90);
  const lon = finiteNumber('lon', raw.lon, -180, 180);

  const ayanamsa = raw.ayanamsa ?? DEFAULT_AYANAMSA;
  if (typeof ayanamsa !== 'string' || !(AYANAMSAS as readonly string[]).includes(ayanamsa)) {
    throw new FieldError('ayanamsa', `unknown ayanamsa ${JSON.stringify(raw.ayanamsa)}; expected one of ${AYANAMSAS.join(', ')}`);
  }
  const node = raw.node ?? 'mean';
  if (typeof node !== 'string' || !(NODE_TYPES as readonly string[]).includes(node)) {
    throw new FieldError('node', `unknown node type ${JSON.stringify(raw.node)}; expected mean or true`);
  }
  const dashaYear = raw.dashaYear ?? 'sidereal';
  if (typeof dashaYear !== 'string' || !Object.hasOwn(DASHA_YEAR_DAYS, dashaYear)) {
    throw new FieldError(
      'dashaYear',
      `unknown dasha year ${JSON.stringify(raw.dashaYear)}; expected one of ${Object.keys(DASHA_YEAR_DAYS).join(', ')}`,
    );
  }
  const dashaYearDays = DASHA_YEAR_DAYS[dashaYear as DashaYear];

  const name = optionalString('name', raw.name, 200) ?? '';
  const place = optionalString('place', raw.place, 300);
  const zone = optionalString('zone', raw.zone, 100);
  let cautions: string[] = [];
  if (raw.cautions !== undefined) {
    if (!Array.isArray(raw.cautions) || raw.cautions.some((c) => typeof c !== 'string'))
      throw new FieldError('cautions', 'expected an array of strings');
    cautions = [...(raw.cautions as string[])];
  }

  if (time === null && !cautions.includes(UNKNOWN_TIME_CAUTION)) cautions.push(UNKNOWN_TIME_CAUTION);
  const jdUt = civilToJdUt(raw.date, time ?? UNKNOWN_TIME_CAST, utcOffsetMinutes);
  const out: NormalizedChartInput = {
    name,
    date: raw.date,
    time,
    timeKnown: time !== null,
    utcOffset: formatUtcOffset(utcOffsetMinutes),
    utcOffsetMinutes,
    lat,
    lon,
    ayanamsa: ayanamsa as Ayanamsa,
    node: node as NodeType,
    dashaYear: dashaYear as DashaYear,
    dashaYearDays,
    jdUt,
    cautions,
  };
  if (place !== undefined) out.place = place;
  if (zone !== undefined) out.zone = zone;
  // Codes of the API layer's own cautions, echoed only (their English is in `cautions`).
  if (Array.isArray(raw.cautionCodes) && raw.cautionCodes.length > 0) out.cautionCodes = raw.cautionCodes.map((c) => ({ ...c }));
  return out;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
