/** The answer of `GET /api/outlook` (functions/http/outlook.ts): a person's day from the natal Moon. */
import { z } from 'zod';
import { GRAHAS } from '../../vocabulary/graha';
import { rashifalAnswerSchema } from './rashifal';

const graha = z.enum(GRAHAS);

/** `GET /api/outlook`. */
export const outlookAnswerSchema = z.object({
  status: z.literal('ok'),
  day: z.string(),
  place: rashifalAnswerSchema.shape.place,
  moon: z.object({
    sign: z.number().int().min(1).max(12).meta({ description: 'The transit Moon’s sidereal sign at `at`.' }),
    nakshatra: z.number().int().min(1).max(27),
    at: z.string().meta({ description: 'The day’s sunrise at the day’s place, ISO 8601 with offset.' }),
  }),
  tara: z.object({
    number: z.number().int().min(1).max(9).meta({ description: 'Counted from the natal Moon’s nakshatra: 1 Janma … 9 Parama Mitra.' }),
    name: z.string(),
  }),
  chandraBala: z.boolean(),
  chandrashtama: z.boolean().meta({ description: 'The transit Moon in the 8th sign from the natal Moon.' }),
  dasha: z.object({ md: graha, ad: graha, pd: graha }).nullable(),
  transits: rashifalAnswerSchema.shape.transits,
  events: rashifalAnswerSchema.shape.events,
  cautions: z.array(z.enum(['birth-time-unknown'])),
  reading: z.object({ personal: z.array(z.string()), sections: rashifalAnswerSchema.shape.sections, why: z.array(z.string()) }),
});
/** The answer's type. */
export type OutlookAnswer = z.infer<typeof outlookAnswerSchema>;
