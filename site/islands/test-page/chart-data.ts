/**
 * The /test page's chart data bundle (spec §3 "Chart data bundle"): the seven calculators of our
 * VedAstro-compatible mount (`/api/Calculate/{Name}/…`), fetched in parallel; any answer other
 * than `{Status: "Pass"}` fails the whole bundle with the API's message (and its field's code).
 */
import type { PlaceChoice } from '../../lib/place';
import { isUtcOffset } from '../../lib/place';
import { formatUtcOffset } from '../../../shared/time/julian';
import { vedAstroCall, type VedAstroCalculator } from '../../../shared/contracts/vedastro-calculators';
import { apiRequest } from '../../lib/api-client';
import type { BirthRefusal } from '../../i18n/birth-refusal';

/** The bundle, keyed as the spec names it. */
export interface ChartDataBundle {
  allPlanetData: unknown;
  allHouseData: unknown;
  sarvashtakavargaChart: unknown;
  bhinnashtakavargaChart: unknown;
  planetShadbalaPinda: unknown;
  houseStrength: unknown;
  horoscopePredictions: unknown;
}

/** Bundle key → the calculator (its payload name; the path from shared/contracts/routes.ts). */
export const CHART_DATA_CALLS: Record<keyof ChartDataBundle, VedAstroCalculator> = {
  allPlanetData: 'AllPlanetData',
  allHouseData: 'AllHouseData',
  sarvashtakavargaChart: 'SarvashtakavargaChart',
  bhinnashtakavargaChart: 'BhinnashtakavargaChart',
  planetShadbalaPinda: 'PlanetShadbalaPinda',
  houseStrength: 'HouseStrength',
  horoscopePredictions: 'HoroscopePredictions',
};

/**
 * A failed bundle. `message` is the English shown as "Error: {message}"; `refusal` carries the
 * field at fault with its stable code and numbers (shared/contracts/field-problem.ts), or no field
 * with the status (0: no answer), so another language can word it (site/i18n/birth-refusal.ts).
 */
export class ChartDataError extends Error {
  readonly refusal: BirthRefusal;
  constructor(message: string, refusal: Omit<BirthRefusal, 'message'>) {
    super(message);
    this.name = 'ChartDataError';
    this.refusal = { ...refusal, message };
  }
}

/**
 * UTC offset `±HH:MM` in force at a civil date (`YYYY-MM-DD`) and time (`HH:MM`) in an IANA zone,
 * by the API's own rules (shared/timezone: tz history with backzone before 1970, gaps and
 * overlaps refused). Loaded on demand, so the tz tables are fetched only when the form is sent.
 * Throws ChartDataError naming the time when it did not exist or happened twice there.
 */
export async function zoneOffsetAt(zone: string, date: string, time: string): Promise<string> {
  const { resolveBirthOffset } = await import('../../../shared/timezone/birth-offset');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const unknownZone = { field: 'tz', body: { code: 'zoneUnknown' } };
  let result: ReturnType<typeof resolveBirthOffset>;
  try {
    result = resolveBirthOffset({ date: { year, month, day }, time: { hour, minute, second: 0 }, zone });
  } catch (error) {
    // The tz tables do not know the zone at all (FieldError naming it).
    throw error instanceof Error && 'field' in error ? new ChartDataError(error.message, unknownZone) : error;
  }
  if (result.kind === 'resolved') return result.utcOffset;
  if (result.kind === 'missing') throw new ChartDataError(`No UTC offset is known for ${zone}.`, unknownZone);
  const [first = '', second = ''] = result.candidates;
  const at = { time, zone, date };
  if (result.kind === 'gap')
    throw new ChartDataError(
      `time: ${time} did not exist in ${zone} on ${date} (the clocks moved from ${result.candidates.join(' to ')}); check the time.`,
      { field: 'time', body: { code: 'timeGap', params: { ...at, from: first, to: second } } },
    );
  throw new ChartDataError(
    `time: ${time} happened twice in ${zone} on ${date} (at ${result.candidates.join(' and ')}); give the place as coordinates with the offset.`,
    { field: 'time', body: { code: 'timeRepeated', params: { ...at, first, second } } },
  );
}

/** The browser's own offset for that date (the spec's fallback when the place has no zone). */
export function browserOffsetAt(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return formatUtcOffset(-new Date(y, m - 1, d, hh, mm).getTimezoneOffset());
}

/** The shared path tail `Location/{lat,lon}/Time/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}/Ayanamsa/RAMAN`. */
export async function pathTail(place: PlaceChoice, date: string, time: string): Promise<string> {
  const [y, m, d] = date.split('-');
  const offset = place.zone
    ? isUtcOffset(place.zone)
      ? place.zone
      : await zoneOffsetAt(place.zone, date, time)
    : browserOffsetAt(date, time);
  const location = `${place.lat.toFixed(6)},${place.lon.toFixed(6)}`;
  return `Location/${encodeURIComponent(location)}/Time/${time}/${d}/${m}/${y}/${encodeURIComponent(offset)}/Ayanamsa/RAMAN`;
}

/** A calculator's answer: VedAstro's envelope, and for a refused birth field our `field`, `code` and `params` beside it. */
interface VedAstroAnswer {
  Status?: string;
  Payload?: unknown;
  field?: unknown;
  code?: unknown;
  params?: unknown;
}

/** Fetches the seven calls in parallel; rejects with ChartDataError on the first failure. */
export async function fetchChartData(place: PlaceChoice, date: string, time: string, signal?: AbortSignal): Promise<ChartDataBundle> {
  const tail = await pathTail(place, date, time);
  const entries = await Promise.all(
    Object.entries(CHART_DATA_CALLS).map(async ([key, payloadName]) => {
      let response: Response;
      try {
        const [calculator, ...parts] = vedAstroCall(payloadName).split('/');
        response = await apiRequest('vedastroCalculate', {
          params: { calculator: calculator!, parts: [...parts, tail].join('/') },
          signal,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new ChartDataError('Could not reach the chart service.', { status: 0, field: null });
      }
      const body = (await response.json().catch(() => null)) as VedAstroAnswer | null;
      if (!response.ok || body?.Status !== 'Pass' || !body.Payload || typeof body.Payload !== 'object') {
        const message = typeof body?.Payload === 'string' ? body.Payload : `${payloadName} answered ${response.status}`;
        // A Fail is a refusal (HTTP 200, as VedAstro answers); its field, code and numbers sit beside the Payload.
        const status = response.ok ? 400 : response.status;
        const field = typeof body?.field === 'string' ? body.field : null;
        throw new ChartDataError(message, { status, field, body: { code: body?.code, params: body?.params } });
      }
      // As VedAstro sends them: a list payload (HoroscopePredictions) bare, others under their name.
      return [key, Array.isArray(body.Payload) ? body.Payload : (body.Payload as Record<string, unknown>)[payloadName]] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as ChartDataBundle;
}

/**
 * The first user turn on /test (spec §4): the horoscope predictions, the visitor's text and the
 * instruction to answer for a layperson, point-wise, summarised and concise — kept under the
 * relay's 4,000-character limit by listing prediction names and shortened descriptions.
 */
export function firstTurn(predictions: unknown, text: string, limitChars = 3_800): string {
  const instruction = 'Explain this to a layperson: point-wise, summarised and concise.';
  const list = Array.isArray(predictions) ? (predictions as { Name?: string; Description?: string }[]) : [];
  const head = `My horoscope predictions:\n`;
  const tail = `\n\nMy question: ${text}\n\n${instruction}`;
  let body = '';
  for (const p of list) {
    const line = `- ${p.Name ?? ''}: ${(p.Description ?? '').slice(0, 160)}\n`;
    if (head.length + body.length + line.length + tail.length > limitChars) break;
    body += line;
  }
  return `${head}${body || '- (none found)\n'}${tail}`.slice(0, limitChars);
}
