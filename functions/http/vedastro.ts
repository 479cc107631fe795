/**
 * The VedAstro-compatible mount: `GET|POST /api/Calculate/{Name}/…` answers the seven calculators
 * (AllPlanetData, AllHouseData, SarvashtakavargaChart, BhinnashtakavargaChart, PlanetShadbalaPinda,
 * HouseStrength, HoroscopePredictions) at VedAstro's own URL layout, so VedAstro's web client and
 * Python package work against this server by their base-URL setting alone. Parts of the call: see
 * lib/vedastro-request.ts; payload shapes: lib/vedastro-shape.ts. As VedAstro does, every answer is
 * HTTP 200 with `{"Status": "Pass"|"Fail", "Payload": …}` and a `Call-Status` header; a Fail's
 * Payload is a message starting with the part at fault (a refused birth field adds its `field`,
 * `code` and `params`). OPTIONS answers CORS preflights.
 * (`/api/Calculate/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}`, the spec's calculation endpoint, is a separate
 * five-segment route listed before this one.)
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { z } from 'zod';
import type { ChartBase } from '../../shared/model/chart';
import { computeAshtakavarga } from '../../shared/jyotish/ashtakavarga';
import { computeShadbala } from '../../shared/jyotish/shadbala';
import { birthRequestFrom } from '../lib/birth-request';
import { chartResponse, type ChartShaping } from '../lib/chart-response';
import { corsHeaders, preflight } from '../lib/cors';
import type { FieldFailure } from '../../shared/contracts/failure';
import { vedAstroPathSchema } from '../../shared/contracts/vedastro-path';
import { momentFromPath } from '../lib/path-birth';
import { defineRoute, readBodyText } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { vedAstroEnvelopeSchema } from '../../shared/contracts/responses/service';
import { VEDASTRO_MOUNT_DESCRIPTION } from '../lib/vedastro-docs';
import { vedAstroLocationFields } from '../lib/vedastro-location';
import {
  parseVedAstroBody,
  parseVedAstroPath,
  unknownCalculatorMessage,
  vedAstroCalculator,
  type VedAstroBody,
  type VedAstroCall,
  type VedAstroCalculator,
} from '../lib/vedastro-request';
import {
  houseName,
  planetShadbalaShashtiamsa,
  shashtiamsa,
  vedAstroBhinnashtakavarga,
  vedAstroHouseRecord,
  vedAstroHouseStrengths,
  vedAstroPlanetRecord,
  vedAstroPlanetStrengths,
  vedAstroPredictions,
  vedAstroSarvashtakavarga,
} from '../lib/vedastro-shape';

/** No transits in these payloads, so a chart's answer never changes: cache a day, revalidate by ETag; `private`: births are personal data. */
const CACHE_CONTROL = 'private, max-age=86400';
/** Largest POST body read, bytes (the client's body is ~200 bytes). */
const MAX_BODY_BYTES = 8 * 1024;

/** Which VedAstro part a field of the shared birth pipeline belongs to. */
const PART_OF_FIELD: Record<string, string> = {
  date: 'Time',
  time: 'Time',
  utcOffset: 'Time',
  day: 'Time',
  month: 'Time',
  year: 'Time',
  place: 'Location',
  lat: 'Location',
  lon: 'Location',
  tz: 'Location',
  location: 'Location',
  ayanamsa: 'Ayanamsa',
};

/**
 * HTTP 200 `{Status: "Fail", Payload: message}`, as VedAstro answers every failure. A refused birth
 * field also carries `field`, `code` and `params` (the keys of our other routes' refusals, from
 * shared/contracts/field-problem.ts) beside them, so a page can word it in its own language;
 * VedAstro's clients read only `Status` and `Payload`, and the message is unchanged.
 */
function vedAstroFail(request: HttpRequest, message: string, refused?: FieldFailure): HttpResponseInit {
  const problem = refused
    ? {
        field: refused.field,
        ...(refused.code ? { code: refused.code } : {}),
        ...(refused.params && Object.keys(refused.params).length > 0 ? { params: refused.params } : {}),
      }
    : {};
  return {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'call-status': 'Fail',
      ...corsHeaders(request),
    },
    body: JSON.stringify({ Status: 'Fail', Payload: message, ...problem }),
  };
}

const failureMessage = (failure: FieldFailure) => `${PART_OF_FIELD[failure.field] ?? failure.field}: ${failure.message}`;
/** The Fail for a refused birth field: its message under the part at fault, its field and code beside. */
const refusedField = (request: HttpRequest, failure: FieldFailure) => vedAstroFail(request, failureMessage(failure), failure);

/**
 * How one call's Pass payload is made: HoroscopePredictions from the whole model; every other
 * calculator from the chart's base alone, asking the engine for ashtakavarga or shadbala when it
 * shows them (a whole model would add ~30 predictions no other calculator shows).
 */
function shapingOf(call: VedAstroCall): ChartShaping {
  const pass = (payload: unknown) => ({ Status: 'Pass', Payload: payload });
  if (call.calculator === 'HoroscopePredictions') return { transitJdUt: undefined, shape: (chart) => pass(vedAstroPredictions(chart)) };
  const calculator = call.calculator;
  return { from: 'base', shape: (base) => pass(basePayloadOf(calculator, call.body, base)) };
}

/** The payload of a calculator other than HoroscopePredictions (a pure function of the base). */
function basePayloadOf(calculator: Exclude<VedAstroCalculator, 'HoroscopePredictions'>, body: VedAstroBody, chart: ChartBase): unknown {
  switch (calculator) {
    case 'AllPlanetData':
      if (body.kind === 'planet')
        return {
          AllPlanetData: vedAstroPlanetRecord(
            chart,
            chart.grahas.find((g) => g.graha === body.graha)!,
          ),
        };
      return { AllPlanetData: chart.grahas.map((g) => ({ [g.graha]: vedAstroPlanetRecord(chart, g) })) };
    case 'AllHouseData':
      if (body.kind === 'house') return { AllHouseData: vedAstroHouseRecord(chart.houses[body.house - 1]!) };
      return { AllHouseData: chart.houses.map((h) => ({ [houseName(h.house)]: vedAstroHouseRecord(h) })) };
    case 'SarvashtakavargaChart':
      return { SarvashtakavargaChart: vedAstroSarvashtakavarga(chart, computeAshtakavarga(chart)) };
    case 'BhinnashtakavargaChart':
      return { BhinnashtakavargaChart: vedAstroBhinnashtakavarga(computeAshtakavarga(chart)) };
    case 'PlanetShadbalaPinda': {
      const { shadbala } = computeShadbala(chart);
      return {
        PlanetShadbalaPinda:
          body.kind === 'planet' ? planetShadbalaShashtiamsa(chart, shadbala, body.graha) : vedAstroPlanetStrengths(chart, shadbala),
      };
    }
    case 'HouseStrength': {
      const { bhavaBala } = computeShadbala(chart);
      return {
        HouseStrength: body.kind === 'house' ? shashtiamsa(bhavaBala[body.house - 1]!.totalVirupas) : vedAstroHouseStrengths(bhavaBala),
      };
    }
  }
}

const bodyKey = (body: VedAstroBody) => (body.kind === 'planet' ? body.graha : body.kind === 'house' ? houseName(body.house) : body.kind);

/** The decoded path segments after `/Calculate/`, or null when one is badly percent-encoded. */
function segmentsAfterCalculate(url: string): string[] | null {
  const raw = new URL(url).pathname.split('/');
  const at = raw.findIndex((s) => s.toLowerCase() === 'calculate');
  try {
    return raw.slice(at + 1).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

/** The POST body as JSON (its size counted in bytes by the request pipeline's reader), undefined when empty, or the Fail message. */
async function readJson(request: HttpRequest): Promise<{ ok: true; json: unknown } | { ok: false; message: string }> {
  const read = await readBodyText(request, MAX_BODY_BYTES);
  if (!read.ok) return { ok: false, message: `Body: larger than ${MAX_BODY_BYTES} bytes` };
  if (read.text.trim() === '') return { ok: true, json: undefined };
  try {
    return { ok: true, json: JSON.parse(read.text) as unknown };
  } catch {
    return { ok: false, message: 'Body: not valid JSON' };
  }
}

/** The POST body of VedAstro's Python client (read by lib/vedastro-request.ts; documented here). */
const vedAstroBodySchema = z.looseObject({}).meta({
  description:
    'planetName | houseName | inputHouse, and time | birthTime: {StdTime: "HH:mm dd/MM/yyyy ±hh:mm", Location: {Name, Longitude, Latitude}}; optional filterTags, sortByWeight, Ayanamsa.',
  examples: [
    {
      planetName: 'All',
      time: { StdTime: '23:40 31/12/2010 +08:00', Location: { Name: 'Tokyo, Japan', Longitude: 139.83, Latitude: 35.65 } },
    },
  ],
});

/** The contract (see module comment): VedAstro's envelope for every answer, so no error body of ours. */
export const vedAstroContract = {
  ...apiRoute('vedastroCalculate'),
  summary:
    'VedAstro-compatible calculators (AllPlanetData, AllHouseData, Sarvashtakavarga, Bhinnashtakavarga, shadbala, house strength, predictions)',
  description: VEDASTRO_MOUNT_DESCRIPTION,
  tags: ['VedAstro-compatible'],
  path: vedAstroPathSchema,
  body: vedAstroBodySchema,
  bodyCheckedBy: 'handler',
  maxBodyBytes: MAX_BODY_BYTES,
  cache: CACHE_CONTROL,
  errorShape: 'vedastro',
  responses: {
    200: {
      description:
        'The VedAstro envelope: {Status: "Pass", Payload} or {Status: "Fail", Payload: message}; the Call-Status header repeats Status.',
      json: vedAstroEnvelopeSchema,
      headers: { 'Call-Status': 'Pass or Fail, as Status.' },
    },
  },
} satisfies RouteContract;

/** The handler (see module comment). */
async function vedAstroCalculateCode(request: HttpRequest): Promise<HttpResponseInit> {
  const method = request.method.toUpperCase();
  if (method === 'OPTIONS') return preflight(request);
  const segments = segmentsAfterCalculate(request.url);
  if (segments === null) return vedAstroFail(request, 'URL: a part is not valid percent-encoding');
  const [name = '', ...rest] = segments;
  const calculator = vedAstroCalculator(name);
  if (!calculator) return vedAstroFail(request, unknownCalculatorMessage(name));

  let parsed;
  if (method === 'POST') {
    const body = await readJson(request);
    if (!body.ok) return vedAstroFail(request, body.message);
    parsed = body.json === undefined ? parseVedAstroPath(calculator, rest) : parseVedAstroBody(calculator, body.json);
  } else {
    parsed = parseVedAstroPath(calculator, rest);
  }
  if (!parsed.ok) return vedAstroFail(request, parsed.message);
  const call = parsed.call;

  const moment = momentFromPath(call.moment);
  if (!moment.ok) return refusedField(request, moment.failure);
  // VedAstro reads an offset of +00:00 as "look the zone up for this place and date".
  const { utcOffset, ...momentFields } = moment.fields;
  const timeFields = utcOffset === '+00:00' || utcOffset === '-00:00' ? momentFields : moment.fields;

  let locationFields: Record<string, string>;
  if ('text' in call.location) {
    const location = vedAstroLocationFields(call.location.text);
    if (!location.ok) return vedAstroFail(request, location.message);
    locationFields = location.fields;
  } else {
    const { lat, lon, label } = call.location;
    locationFields = { lat: String(lat), lon: String(lon), ...(label && label !== `${lat},${lon}` ? { place: label.slice(0, 100) } : {}) };
  }

  const result = birthRequestFrom({ ...timeFields, ...locationFields, ayanamsa: call.ayanamsa });
  if (!result.ok) return refusedField(request, result.failure);
  const routeKey = `vedastro-${call.calculator}-${bodyKey(call.body)}`;
  const response = chartResponse({
    request,
    cacheKey: `${routeKey}|${JSON.stringify(result.input)}`,
    routeKey,
    input: result.input,
    ...shapingOf(call),
    cacheControl: CACHE_CONTROL,
    onFailure: (failure) => refusedField(request, failure),
  });
  if (response.status === 200 && (response.headers as Record<string, string>)['call-status'] === 'Fail') return response;
  const cors: Record<string, string> = corsHeaders(request);
  const headers: Record<string, string> = { ...(response.headers as Record<string, string>), 'call-status': 'Pass', ...cors };
  if (cors.vary) headers.vary = `${(response.headers as Record<string, string>).vary ?? ''}, origin`.replace(/^, /, '');
  return { ...response, headers };
}

/** Route row for functions/routes.ts (after the five-segment spec route `Calculate/{time}/…`); the handler is exported for tests. */
export const vedAstroRoute = defineRoute(vedAstroContract, (_input, request) => vedAstroCalculateCode(request));
