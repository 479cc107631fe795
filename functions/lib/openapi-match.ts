/**
 * The OpenAPI description of `/api/match`: the GET parameters are /api/chart's (generated from
 * its zod schema) prefixed per person, the POST body is generated from matchBodySchema; the
 * answer shape is described here. The conventions
 * are stated here and in shared/chart/CONVENTIONS.md ("Kundali matching").
 */
import { LOCALES } from '../../shared/i18n/locale';
import { MATCH_LOCALE_DESCRIPTION, MATCH_SHARED_FIELDS, matchBodySchema, prefixedField } from '../../shared/contracts/match-request';
import { MATCH_PERSONS } from '../../shared/vocabulary/match-person';
import { KOOTA_MAX } from '../../shared/jyotish/matching';
import { KOOTAS, VERDICTS } from '../../shared/vocabulary/matching-keys';
import { PORUTHAMS } from '../../shared/vocabulary/matching-keys';
import { jsonBody } from './openapi-schema';

type Schema = Record<string, unknown>;

/** How the engine counts where traditions differ (also in shared/chart/CONVENTIONS.md). */
export const MATCH_CONVENTIONS =
  'The groom is the tradition\'s "boy", the bride its "girl"; varna, vashya and gana are direction-dependent. ' +
  'Tara: stars counted inclusively both ways, remainders 3, 5, 7 (mod 9) are bad, 1.5 points per good direction. ' +
  'Vashya: Sagittarius and Capricorn change group at 15°; a 5×5 table with ½ and 1 for partial control. ' +
  'Graha maitri: natural (Parashari) relationships of the Moon-sign lords (5, 4, 3, 1, ½, 0). Gana: 6/6/0, 5/6/0, 1/0/6 (groom row, bride column). ' +
  'Bhakoot: 2/12, 5/9 and 6/8 sign distances score 0; cancelled when the Moon-sign lords are the same or friendly (maitri ≥ 4). ' +
  'Nadi: same nadi scores 0; cancelled for the same sign with different stars, the same star in different signs, or the same star and sign in different padas. ' +
  "Gana dosha (gana ≤ 1): cancelled by friendly Moon-sign lords or the bride's star 14th or beyond from the groom's. " +
  'Manglik: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna (from the Moon when the time is unknown), with the classical cancellations; houses from the Moon and Venus are reported too. ' +
  'Verdict: < 18 not recommended, 18–24 average, 25–32 good, > 32 excellent. ' +
  'A birth without a time matches on the Moon only when its nakshatra, sign and vashya group hold all that local day; otherwise 400 asking for the time.';

/** The path item for `/api/match`, given `/api/chart`'s birth parameters. */
export function matchPath(birthParams: Schema[], errorBody: Schema): Schema {
  const params: Schema[] = [];
  for (const person of MATCH_PERSONS) {
    for (const p of birthParams) {
      if ((MATCH_SHARED_FIELDS as readonly string[]).includes(String(p.name))) continue;
      params.push({
        ...p,
        name: prefixedField(person, String(p.name)),
        required: p.name === 'date',
        description: `${person}: ${String((p.schema as Schema).description ?? p.name)}`,
      });
    }
  }
  params.push(...birthParams.filter((p) => (MATCH_SHARED_FIELDS as readonly string[]).includes(String(p.name))));
  params.push({
    name: 'locale',
    in: 'query',
    required: false,
    schema: { type: 'string', enum: [...LOCALES], description: MATCH_LOCALE_DESCRIPTION },
  });
  const person: Schema = { type: 'object', properties: { groom: { type: 'string' }, bride: { type: 'string' } } };
  const answer: Schema = {
    type: 'object',
    properties: {
      status: { const: 'ok' },
      match: {
        type: 'object',
        properties: {
          persons: {
            type: 'object',
            description: "Each person's birth as computed (name, date, time, timeKnown, utcOffset, lat, lon, place, zone).",
          },
          moons: { type: 'object', description: 'Each Moon: rasi, nakshatra, pada, longitudeDeg.' },
          kootas: {
            type: 'array',
            minItems: 8,
            maxItems: 8,
            items: {
              type: 'object',
              properties: {
                key: { enum: [...KOOTAS] },
                points: { type: 'number' },
                max: { enum: Object.values(KOOTA_MAX) },
                groom: { type: 'string' },
                bride: { type: 'string' },
                explanation: { type: 'string' },
              },
            },
          },
          total: { type: 'number', minimum: 0, maximum: 36 },
          max: { const: 36 },
          verdict: { enum: [...VERDICTS] },
          summary: { type: 'string' },
          manglik: {
            type: 'object',
            properties: { groom: person, bride: person, balanced: { type: 'boolean' }, note: { type: 'string' } },
            description: 'Each: manglik, cancelled, active, marsHouse {fromLagna, fromMoon, fromVenus}, reason, cancellations.',
          },
          doshas: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { enum: ['nadi', 'bhakoot', 'gana'] },
                present: { type: 'boolean' },
                cancelled: { type: 'boolean' },
                exceptions: { type: 'array', items: { type: 'string' } },
                explanation: { type: 'string' },
              },
            },
          },
          poruthams: {
            type: 'array',
            items: {
              type: 'object',
              properties: { key: { enum: [...PORUTHAMS] }, agreement: { enum: ['yes', 'partly', 'no'] }, explanation: { type: 'string' } },
            },
          },
          cautions: {
            type: 'array',
            items: { type: 'string' },
            description:
              "In the answer's language: an unknown birth time and what it means for the match, then each person's chart cautions (time zone; the lagna at a pole, fast or unsteady at high latitudes), as /api/chart gives them, after the person's name.",
          },
        },
      },
    },
  };
  const responses = {
    200: { description: 'The match.', content: { 'application/json': { schema: answer } } },
    400: {
      description: 'Bad input naming the person and field ("groom: time: …", field "groom.time"); `errors` lists each person\'s problem.',
      content: { 'application/json': { schema: errorBody } },
    },
  };
  const description = `Ashtakoota (36 gunas) Kundali matching with Manglik, Nadi/Bhakoot/Gana doshas and the South Indian ten poruthams. ${MATCH_CONVENTIONS}`;
  return {
    get: {
      operationId: 'matchGet',
      summary: 'Kundali matching of a bride and a groom (fields prefixed bride…/groom…, shareable)',
      description,
      parameters: params,
      responses,
    },
    post: {
      operationId: 'matchPost',
      summary: 'Kundali matching of a bride and a groom (JSON body)',
      description,
      requestBody: jsonBody(matchBodySchema),
      responses,
    },
  };
}
