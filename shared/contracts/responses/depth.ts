/**
 * The answers of the depth routes: `GET /api/dashas`, `/api/kp` and `/api/varshaphal`
 * (functions/http/dashas.ts, kp.ts, varshaphal.ts). The top-level fields are typed; the engine's
 * nested records are open objects with their known fields named (as responses/panchang.ts).
 */
import { z } from 'zod';
import { CHARA_METHODS, DASHA_SYSTEMS } from '../../jyotish/dashas/timeline';

const iso = z.string().meta({ description: 'ISO-8601 with the birth offset.' });
const graha = z.string().meta({ description: 'A graha’s English name (Sun … Ketu).' });
/** A period: its lord (Vimshottari, Ashtottari), yogini (Yogini, with its lord) or sign (Chara). */
const period = z.object({
  lord: graha.optional(),
  yogini: z.string().optional(),
  sign: z.string().optional(),
  start: iso,
  end: iso,
  years: z.number(),
});
const lords = { signLord: graha, starLord: graha, subLord: graha, subSubLord: graha };

/** `GET /api/dashas`: mahadashas from the one running at birth, each with its antardashas. */
export const dashasAnswerSchema = z.object({
  status: z.literal('ok'),
  system: z.enum(DASHA_SYSTEMS),
  method: z.enum(CHARA_METHODS).nullable(),
  yearDays: z.number(),
  balanceYears: z.number(),
  applicable: z.boolean().nullable().meta({ description: 'Ashtottari: whether BPHS 46.17–18 holds (computed regardless).' }),
  mahadashas: z.array(period.extend({ antardashas: z.array(period).optional() })),
});

/** `GET /api/kp`: Placidus cusps (Porphyry where Placidus fails), lords, significators, ruling planets. */
export const kpAnswerSchema = z.object({
  status: z.literal('ok'),
  houseSystem: z.enum(['placidus', 'porphyry']),
  ayanamsa: z.string(),
  caution: z.string().nullable().meta({ description: 'Set where Placidus fails (polar latitudes); the cusps are then Porphyry’s.' }),
  horaryNumber: z.number().int().nullable(),
  cusps: z.array(z.number()).length(12).meta({ description: 'Sidereal degrees, house 1 first.' }),
  cuspLords: z.array(z.looseObject({ house: z.number().int(), ...lords })),
  grahaLords: z.record(z.string(), z.looseObject({ longitude: z.number(), ...lords })),
  significators: z.array(z.looseObject({})).meta({ description: 'Per house: occupantsStar, occupants, lordStar, lord (strongest first).' }),
  rulingPlanets: z.record(z.string(), graha),
});

/** `GET /api/varshaphal`: the Tajika annual chart of a year of life. */
export const varshaphalAnswerSchema = z.object({
  status: z.literal('ok'),
  year: z.number().int().min(0).max(120),
  moment: iso.meta({ description: 'The sidereal solar return, to the second.' }),
  momentJdUt: z.number(),
  dayChart: z.boolean(),
  ascendantSign: z.string(),
  ascendantDeg: z.number(),
  munthaSign: z.string(),
  yearLord: graha,
  candidates: z.array(z.looseObject({ office: z.string(), graha, panchaVargeeyaBala: z.number(), aspectsLagna: z.boolean() })),
  grahas: z.array(z.object({ graha, longitude: z.number(), sign: z.string() })).meta({ description: 'The annual grahas, sidereal.' }),
  aspects: z.array(z.looseObject({ from: graha, to: graha, kind: z.string(), friendly: z.boolean(), separationDeg: z.number() })),
  sahams: z.array(z.looseObject({ name: z.string(), longitude: z.number(), sign: z.string() })),
  muddaDasha: z.array(z.object({ lord: graha, start: iso, startJdUt: z.number(), days: z.number() })),
});
