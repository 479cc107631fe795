/**
 * The chat's answers (functions/http/chat.ts): the Server-Sent Events frames the relay writes
 * (functions/lib/ai/sse.ts) and the browser reads (site/islands/chat/sse.ts), and the JSON reply
 * with `Accept: application/json`. One type for both ends.
 */
import { z } from 'zod';
import type { ClaimReport } from '../../interpretation/claims/check-claims';
import { modelSchema } from './model-schema';

/** The claim check of a finished answer (shared/interpretation/claims/check-claims.ts). */
export const claimReportSchema = modelSchema<ClaimReport>(
  z.looseObject({
    claims: z.array(z.looseObject({ kind: z.string(), statement: z.string(), ok: z.boolean(), correction: z.string().nullable() })),
    wrong: z.number().int(),
  }),
);

/** A text delta of the reply. */
export const deltaFrameSchema = z.object({ delta: z.string() });
/** The corrected answer, replacing what was streamed (the claim check found it wrong). */
export const replaceFrameSchema = z.object({ replace: z.string() });
/** The statements checked against the chart. */
export const claimsFrameSchema = z.object({ claims: claimReportSchema });
/** The last frame of a complete reply. */
export const doneFrameSchema = z.object({ done: z.literal(true) });
/** A failure after the stream began, sent as `event: error`. */
export const errorFrameSchema = z.object({ status: z.number().int(), error: z.string(), message: z.string() });

/** One `data:` frame of the chat's event stream. */
export const chatFrameSchema = z.union([deltaFrameSchema, replaceFrameSchema, claimsFrameSchema, doneFrameSchema, errorFrameSchema]).meta({
  description:
    'Each `data:` line is one JSON frame: {delta} per chunk of text, then {replace} (when the claim check corrected the answer) and {claims}, then {done: true}; a failure after the first token is `event: error` with {status, error, message}.',
});
/** One frame of the chat's event stream. */
export type ChatFrame = z.output<typeof chatFrameSchema>;
/** The error frame. */
export type ErrorFrame = z.output<typeof errorFrameSchema>;

/** The JSON reply (`Accept: application/json`). */
export const chatReplySchema = z.object({ reply: z.string(), claims: claimReportSchema.optional() });
