/**
 * Birth moments in URL paths (`…/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}`), used by
 * `/api/Calculate` and the VedAstro-style routes. The offset segment keeps its sign: a raw `+`
 * in a path is a plus (only query strings turn `+` into a space), and `%2B` decodes to `+`.
 */
import type { FieldFailure } from '../../shared/contracts/failure';

/** Path parameters of a birth moment, as the router hands them over (already percent-decoded). */
export interface PathMoment {
  time?: string;
  day?: string;
  month?: string;
  year?: string;
  offset?: string;
}

/** Raw birth fields (`date`, `time`, `utcOffset`) for birthRequestFrom, or the failing segment. */
export function momentFromPath(params: PathMoment): { ok: true; fields: Record<string, string> } | { ok: false; failure: FieldFailure } {
  const { time = '', day = '', month = '', year = '', offset = '' } = params;
  const bad = (field: string, message: string) => ({ ok: false as const, failure: { field, message } });
  const show = (text: string) => JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text);
  if (!/^\d{1,2}:\d{2}$/.test(time)) return bad('time', `time: expected HH:MM, got ${show(time)}`);
  if (!/^\d{1,2}$/.test(day)) return bad('day', `day: expected DD, got ${show(day)}`);
  if (!/^\d{1,2}$/.test(month)) return bad('month', `month: expected MM, got ${show(month)}`);
  if (!/^\d{4}$/.test(year)) return bad('year', `year: expected YYYY, got ${show(year)}`);
  if (!/^[+-]\d{2}:\d{2}$/.test(offset)) return bad('utcOffset', `utcOffset: expected ±HH:MM (send + as %2B or raw), got ${show(offset)}`);
  return {
    ok: true,
    fields: { date: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`, time: time.padStart(5, '0'), utcOffset: offset },
  };
}
