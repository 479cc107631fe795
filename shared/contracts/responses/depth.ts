/**
 * The answers of the astrologer's depth routes (`/api/dashas`, `/api/kp`, `/api/varshaphal`):
 * their top levels, as far as clients rely on them. The full types live in shared/compose
 * (DashasView, KpChart, Varshaphal), above the contracts, so the site's client names them itself.
 */
import { z } from 'zod';

/** `GET /api/dashas`: one dasha system's timeline. */
export const dashasAnswerSchema = z.looseObject({ status: z.literal('ok'), mahadashas: z.array(z.looseObject({ lord: z.string() })) });
/** `GET /api/kp`: the Krishnamurti chart (cusps, lords, significators, ruling planets). */
export const kpAnswerSchema = z.looseObject({ status: z.literal('ok'), cusps: z.array(z.unknown()).length(12) });
/** `GET /api/varshaphal`: the annual chart of a year of life. */
export const varshaphalAnswerSchema = z.looseObject({ status: z.literal('ok'), candidates: z.array(z.unknown()) });
