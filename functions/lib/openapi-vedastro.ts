/**
 * OpenAPI paths of the VedAstro-compatible mount (`/api/Calculate/{Name}/…`, functions/http/vedastro.ts):
 * the URL forms VedAstro's clients send, the envelope, and where a field's meaning follows VedAstro
 * rather than our own `/api/chart`. The path parameters are generated from the route's zod
 * schema (shared/contracts/vedastro-path.ts).
 */
import { VEDASTRO_CALCULATOR_NAMES } from './vedastro-request';
import { SUPPORTED_AYANAMSA_TEXT } from './vedastro-ayanamsa';
import { vedAstroPathSchema } from '../../shared/contracts/vedastro-path';
import { FIELD_PROBLEM_PROPERTIES, pathParameters } from './openapi-schema';

type Schema = Record<string, unknown>;

export const VEDASTRO_MOUNT_DESCRIPTION = [
  "VedAstro-compatible mount: the same URL layout, envelope and payload shapes as VedAstro's own API, so its web client (VedAstro.js) and Python package work against this server by their base-URL setting.",
  'GET path: named parts in any order — `Location/{place or lat,long}`, `Time/{HH:mm}/{dd}/{MM}/{yyyy}/{±hh:mm}`, `PlanetName/{All|Sun…Ketu}` (AllPlanetData, PlanetShadbalaPinda), `HouseName/{All|House1…House12}` (AllHouseData, HouseStrength), `Ayanamsa/{name}` (optional, default RAMAN).',
  '`APIKey/{k}`, `filterTag/{t}` and `sortByWeight/{b}` are accepted and ignored.',
  'POST: the 2026 Python client\'s JSON body `{planetName|houseName|inputHouse, time|birthTime: {StdTime: "HH:mm dd/MM/yyyy ±hh:mm", Location: {Name, Longitude, Latitude}}, filterTags?, sortByWeight?, Ayanamsa?}`; coordinates win over Name.',
  `Ayanamsa: VedAstro's names (its 47 enum names, their numbers, and aliases such as LahiriChitrapaksha); computed here: ${SUPPORTED_AYANAMSA_TEXT}; any other VedAstro name is a Fail listing these.`,
  'Location: "lat,long" (latitude first), or a place as typed ("Tokyo, Japan", "NewDelhi,India" with spaces stripped, "New York, USA", "London, UK", "Gaithersburg, MD, USA"). An unknown or ambiguous place is a Fail saying so (never a default place).',
  'Offset `+00:00` means, as in VedAstro, "look the zone up for this place and date".',
  'Every answer is HTTP 200 `{"Status": "Pass"|"Fail", "Payload": …}` with a `Call-Status` header; a Fail\'s Payload is a message that starts with the part at fault (Calculator, Location, Time, Ayanamsa, PlanetName, HouseName, URL, Body); a refused birth field also gives `field`, `code` and `params` beside it, as the other routes\' refusals do.',
  "Meanings that follow VedAstro here (and differ from /api/chart): IsPlanetDebilitated and IsPlanetExaltedDegree are true only in the same whole degree of the same sign as the deep debilitation/exaltation point (never for the nodes); a house's HouseSignName, HouseZodiacSign, LordOfHouse and HouseConstellation are read at its Sripati bhava madhya, and PlanetsInHouse lists the grahas in the bhava by longitude; numbers are strings (angles' TotalDegrees, PlanetSpeed, strengths); strengths are in shashtiamsas (virupas, 60 per rupa) with Rahu and Ketu given their sign lord's shadbala; SarvashtakavargaChart lists, per giver (Sun … Saturn, Ascendant), the bindus it gives each sign over the seven BAVs, then the Sarvashtakavarga row (their sum, 337).",
  'CORS: open to any origin for GET unless VEDASTRO_CORS_ORIGINS lists the allowed origins (which then also get POST); OPTIONS answers preflights.',
].join('\n\n');

const row: Schema = {
  type: 'object',
  required: ['Total', 'Rows'],
  properties: {
    Total: { type: 'integer' },
    Rows: { type: 'array', items: { type: 'integer' }, minItems: 12, maxItems: 12, description: 'Aries … Pisces.' },
  },
};
const strengthList: Schema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: { type: 'string', description: 'Shashtiamsas, e.g. "292.07".' },
    minProperties: 1,
    maxProperties: 1,
  },
};

/** Payload schema per calculator. */
const PAYLOADS: Record<string, Schema> = {
  AllPlanetData: {
    type: 'object',
    properties: {
      AllPlanetData: {
        description:
          'All: [{"Sun": {…}}, … {"Ketu": {…}}]; one planet: the record itself. Record fields include PlanetZodiacSign {Name, DegreesIn}, PlanetConstellation "Name - pada", HousePlanetOccupiesBasedOnSign, HousesOwnedByPlanet "House1, House8", PlanetLordOfZodiacSign {Name}, PlanetLordOfConstellation {Name}, PlanetNirayanaLongitude, Is* flags "True"/"False".',
      },
    },
  },
  AllHouseData: {
    type: 'object',
    properties: {
      AllHouseData: {
        description:
          'All: [{"House1": {…}}, …]; one house: the record. Fields: HouseZodiacSign {Name, DegreesIn}, HouseConstellation, PlanetsInHouse, LordOfHouse {Name}, HouseConstellationLord {Name}, PlanetsAspectingHouse, HouseSignName, …',
      },
    },
  },
  SarvashtakavargaChart: {
    type: 'object',
    properties: {
      SarvashtakavargaChart: {
        type: 'object',
        description: 'Sun … Saturn, Ascendant, Sarvashtakavarga → {Total, Rows[12]}.',
        additionalProperties: row,
      },
    },
  },
  BhinnashtakavargaChart: {
    type: 'object',
    properties: { BhinnashtakavargaChart: { type: 'object', description: 'Sun … Saturn → {Total, Rows[12]}.', additionalProperties: row } },
  },
  PlanetShadbalaPinda: {
    type: 'object',
    properties: {
      PlanetShadbalaPinda: {
        oneOf: [strengthList, { type: 'string' }],
        description: 'All: nine single-key objects Sun … Ketu; one planet: the string.',
      },
    },
  },
  HouseStrength: {
    type: 'object',
    properties: {
      HouseStrength: { oneOf: [strengthList, { type: 'string' }], description: 'All: House1 … House12; one house: the string.' },
    },
  },
  HoroscopePredictions: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        Name: { type: 'string', example: 'HamsaYoga' },
        Description: { type: 'string' },
        RelatedBody: {
          type: 'object',
          properties: {
            Planets: { type: 'array', items: { type: 'string' } },
            Houses: { type: 'array', items: { type: 'string' } },
            Zodiacs: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
  },
};

const envelope = (payload: Schema): Schema => ({
  oneOf: [
    { type: 'object', required: ['Status', 'Payload'], properties: { Status: { const: 'Pass' }, Payload: payload } },
    {
      type: 'object',
      required: ['Status', 'Payload'],
      properties: {
        Status: { const: 'Fail' },
        Payload: { type: 'string', description: 'What is wrong, starting with the part ("Location: …").' },
        field: {
          type: 'string',
          description: 'When a birth field was refused: that field (date, time, lat, …); VedAstro clients ignore it.',
        },
        ...FIELD_PROBLEM_PROPERTIES,
      },
    },
  ],
});

/** The mount's path for the OpenAPI document (one route row: `Calculate/{calculator}/{*parts}`). */
export function vedAstroPaths(): Record<string, Schema> {
  const content = {
    'application/json': { schema: envelope({ oneOf: VEDASTRO_CALCULATOR_NAMES.map((name) => ({ title: name, ...PAYLOADS[name]! })) }) },
  };
  const common = { tags: ['VedAstro-compatible'], description: VEDASTRO_MOUNT_DESCRIPTION, parameters: pathParameters(vedAstroPathSchema) };
  return {
    '/api/Calculate/{calculator}/{parts}': {
      get: {
        operationId: 'vedastroCalculate',
        summary: 'VedAstro-compatible calculators (GET path form)',
        ...common,
        responses: { 200: { description: 'Pass or Fail envelope; the Pass Payload per calculator.', content } },
      },
      post: {
        operationId: 'vedastroCalculatePost',
        summary: 'VedAstro-compatible calculators (JSON body form)',
        ...common,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                example: {
                  planetName: 'All',
                  time: { StdTime: '23:40 31/12/2010 +08:00', Location: { Name: 'Tokyo, Japan', Longitude: 139.83, Latitude: 35.65 } },
                },
              },
            },
          },
        },
        responses: { 200: { description: 'Pass or Fail envelope.', content } },
      },
      options: {
        operationId: 'vedastroCalculateOptions',
        summary: 'CORS preflight',
        ...common,
        responses: { 204: { description: 'CORS headers.' } },
      },
    },
  };
}
