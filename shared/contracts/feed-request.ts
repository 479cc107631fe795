/**
 * The inputs of a saved person's feed and digest routes: the language of the feed's or the
 * mail's words (a POST or PUT body), the feed token in the URL, and the unsubscribe token.
 */
import { z } from 'zod';
import { localeField } from './fields';

/** `POST /api/charts/{id}/feed` and `PUT /api/charts/{id}/digest`: the words' language (default English). */
export const feedOptionsBodySchema = z.object({ locale: localeField }).strict();

/** `GET /api/feed/{token}`: the token as the URL carries it (`<token>.ics`). */
export const feedPathSchema = z.object({
  token: z.string().meta({ description: 'The private token handed out by POST /api/charts/{id}/feed, with `.ics` after it.' }),
});

/** `POST /api/digest/unsubscribe?token=…`: the token of the mail's unsubscribe link. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'token: expected the 43-character token of an unsubscribe link')
    .meta({ description: 'The token of the unsubscribe link in a digest mail.' }),
});
