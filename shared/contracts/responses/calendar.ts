/** The answers of the calendar routes (`/api/festivals`, `/api/muhurta`): their top levels (full types in shared/calendar). */
import { z } from 'zod';
import type { FestivalYear } from '../../calendar/festivals';
import type { MuhurtaAnswer } from '../../calendar/muhurta';
import { panchangPlaceSchema } from './panchang';
import { modelSchema } from './model-schema';

/** `GET /api/festivals`: the year's festivals and fasts for a place. */
export const festivalsAnswerSchema = modelSchema<FestivalYear & { status: 'ok'; place: z.output<typeof panchangPlaceSchema> }>(
  z.looseObject({ status: z.literal('ok'), place: panchangPlaceSchema }),
);
/** `GET /api/muhurta`: the windows for an event at a place. */
export const muhurtaAnswerSchema = modelSchema<MuhurtaAnswer & { status: 'ok'; place: z.output<typeof panchangPlaceSchema> }>(
  z.looseObject({ status: z.literal('ok'), place: panchangPlaceSchema }),
);
