/**
 * The answers of a saved person's private calendar feed and weekly digest
 * (`/api/charts/{id}/feed`, `/api/charts/{id}/digest`, `/api/digest/unsubscribe`).
 */
import { z } from 'zod';

/** A chart's feed: whether it exists and since when; `url` only in the answer that made it (never stored, never shown again). */
export const chartFeedAnswerSchema = z.object({
  status: z.literal('ok'),
  active: z.boolean(),
  createdAt: z.string().nullable(),
  url: z
    .string()
    .optional()
    .meta({ description: 'The private feed URL (POST only): calendar apps subscribe to it without signing in. Shown once.' }),
});
/** The answer's type. */
export type ChartFeedAnswer = z.infer<typeof chartFeedAnswerSchema>;

/** A chart's weekly digest: subscribed or not. */
export const chartDigestAnswerSchema = z.object({ status: z.literal('ok'), subscribed: z.boolean() });
/** The answer's type. */
export type ChartDigestAnswer = z.infer<typeof chartDigestAnswerSchema>;

/** An unsubscribe link used (also when it had been used before: the answer is the same). */
export const unsubscribeAnswerSchema = z.object({ status: z.literal('ok'), unsubscribed: z.literal(true) });
