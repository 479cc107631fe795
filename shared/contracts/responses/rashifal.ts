/** The answer of `GET /api/rashifal` (functions/http/rashifal.ts). Signs are 1–12 (1 = Mesha); houses count from the requested sign. */
import { z } from 'zod';
import { RASHIFAL_PERIODS } from '../../interpretation/rashifal/facts';
import { PAGE_LIFE_AREAS } from '../../interpretation/life-areas';
import { GRAHAS } from '../../vocabulary/graha';

const sign = z.number().int().min(1).max(12);
const house = z.number().int().min(1).max(12);
const instant = z.string().meta({ description: 'ISO 8601 with the place’s offset.' });
const graha = z.enum(GRAHAS);

/** One event of the period. */
export const rashifalEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('moon-sign'), at: instant, sign, house }),
  z.object({ kind: z.literal('ingress'), at: instant, graha, sign, house, retrograde: z.boolean() }),
  z.object({ kind: z.literal('station'), at: instant, graha, turns: z.enum(['retrograde', 'direct']), sign, house }),
  z.object({
    kind: z.literal('eclipse'),
    at: instant,
    eclipse: z.enum(['solar-total', 'solar-annular', 'solar-partial', 'lunar-total', 'lunar-partial', 'lunar-penumbral']),
    sign,
    house,
  }),
  z.object({ kind: z.literal('chandrashtama'), at: instant, until: instant }),
  z.object({ kind: z.literal('festival'), at: instant, key: z.string(), name: z.string() }),
]);

/** `GET /api/rashifal`. */
export const rashifalAnswerSchema = z.object({
  status: z.literal('ok'),
  sign,
  signName: z.string(),
  period: z.enum(RASHIFAL_PERIODS),
  from: z.string().meta({ description: 'First civil date covered, YYYY-MM-DD.' }),
  to: z.string().meta({ description: 'Last civil date covered, YYYY-MM-DD (inclusive).' }),
  place: z.object({ label: z.string().nullable(), lat: z.number(), lon: z.number(), zone: z.string() }),
  ayanamsa: z.string(),
  moon: z.object({
    sign: sign.meta({ description: 'The Moon’s sidereal sign at `at`.' }),
    house: house.meta({ description: 'Counted from the requested sign (same sign = 1).' }),
    at: instant.meta({ description: 'The period’s first sunrise at the place.' }),
  }),
  transits: z.array(
    z.object({
      graha,
      sign,
      house,
      degreesInSign: z.number().min(0).lt(30),
      retrograde: z.boolean(),
      favourable: z.boolean().meta({ description: 'A classical good house for the graha from the Moon (Phaladeepika 26).' }),
      obstructedBy: z.array(graha).meta({ description: 'Grahas in the vedha house, obstructing the good result.' }),
    }),
  ),
  saturn: z.object({
    kind: z.enum(['sadeSati', 'kantaka', 'ashtama']).nullable(),
    phase: z.enum(['rising', 'peak', 'setting']).nullable(),
  }),
  events: z.array(rashifalEventSchema),
  sections: z.array(
    z.object({
      area: z.enum(PAGE_LIFE_AREAS as unknown as [string, ...string[]]),
      title: z.string(),
      tone: z.enum(['favourable', 'mixed', 'challenging']),
      sentences: z.array(
        z.object({ text: z.string(), cites: graha.meta({ description: 'The transit (in `transits`) the sentence is read from.' }) }),
      ),
    }),
  ),
  why: z.array(z.string()),
});
/** The answer's type. */
export type RashifalAnswer = z.infer<typeof rashifalAnswerSchema>;
