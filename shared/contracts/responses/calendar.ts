/**
 * The answers of the calendar routes: `GET /api/festivals` and `/api/muhurta`
 * (functions/http/festivals.ts, muhurta.ts; `/api/festivals.ics` is a text/calendar file). The
 * top-level fields are typed; the engine's nested records are open objects with their known
 * fields named (as responses/panchang.ts).
 */
import { z } from 'zod';
import { FESTIVAL_KINDS } from '../../calendar/festival-rules';
import { MUHURTA_EVENTS } from '../../calendar/muhurta-rules';

const place = z.looseObject({}).meta({ description: 'The place the days are reckoned at.' });
const dayWindow = z.looseObject({ start: z.string(), end: z.string() });

/** One entry of the year: a festival, vrat, Ekadashi or sankranti with its deciding rule. */
const festivalSchema = z.looseObject({
  key: z.string().meta({ description: 'Stable kebab-case key: diwali, holi, …, and keys containing ekadashi.' }),
  name: z.looseObject({ en: z.string(), hi: z.string() }),
  date: z.string().meta({ description: 'Local civil date YYYY-MM-DD.', format: 'date' }),
  kind: z.enum(FESTIVAL_KINDS),
  month: z.looseObject({}).nullable().optional().meta({ description: 'Amanta and purnimanta month names, adhika flag.' }),
  rule: z.looseObject({}).meta({ description: 'element, part of the day, the tithi or sankranti, what happened, text, source.' }),
  alternatives: z.array(z.looseObject({})).optional(),
  window: dayWindow.optional(),
  windows: z.array(dayWindow).optional(),
});

/** `GET /api/festivals`. */
export const festivalsAnswerSchema = z.looseObject({
  status: z.literal('ok'),
  place,
  year: z.number().int(),
  adhikaMasa: z.array(z.looseObject({})),
  kshayaMasa: z.array(z.looseObject({})),
  festivals: z.array(festivalSchema),
});

/** `GET /api/muhurta`. */
export const muhurtaAnswerSchema = z.looseObject({
  status: z.literal('ok'),
  place,
  event: z.enum(MUHURTA_EVENTS),
  rules: z.looseObject({}).meta({ description: 'nakshatras, tithis, weekdays, excluded (the classical exclusions applied), source.' }),
  excludedDays: z.array(z.looseObject({})),
  windows: z.array(
    z.looseObject({
      date: z.string(),
      start: z.string(),
      end: z.string(),
      reasons: z.array(z.unknown()),
      cautions: z.array(z.unknown()),
    }),
  ),
});
