/** The answers of the account routes (`/api/auth/*`, `/api/charts`, `/api/conversations`, `/api/contact`). */
import { z } from 'zod';

/** A user as the API shows it: never the hash. */
export const publicUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.string() });

/** A saved person's chart (the birth fields are those of GET /api/chart). */
export const savedChartSchema = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.string(),
  birth: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A conversation stored with an account. */
export const storedConversationAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  birthKey: z.string(),
  messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string(), error: z.boolean().optional() })),
});

/** Sign-up, sign-in and `GET /api/auth/me`. */
export const userAnswerSchema = z.object({ status: z.literal('ok'), user: publicUserSchema });
/** An answer with a sentence for the visitor (forgot and reset password, contact). */
export const messageAnswerSchema = z.object({ status: z.literal('ok'), message: z.string() });
/** Sign-out. */
export const okAnswerSchema = z.object({ status: z.literal('ok') });
/** A deletion (`DELETE /api/auth/me` adds `status`). */
export const deletedAnswerSchema = z.object({ status: z.literal('ok').optional(), deleted: z.literal(true) });
/** `GET /api/auth/me` or, for DELETE, the deletion. */
export const meAnswerSchema = z.union([userAnswerSchema, deletedAnswerSchema]);
/** `GET /api/charts`. */
export const savedChartsAnswerSchema = z.object({ charts: z.array(savedChartSchema) });
/** One saved chart (created, read or replaced). */
export const savedChartAnswerSchema = z.object({ chart: savedChartSchema });
/** `GET /api/conversations`. */
export const conversationsAnswerSchema = z.object({ conversations: z.array(storedConversationAnswerSchema) });
/** `PUT /api/conversations/{id}`. */
export const conversationAnswerSchema = z.object({ conversation: storedConversationAnswerSchema });
/** `GET /api/auth/export`: everything stored for the user. */
export const exportAnswerSchema = z.object({
  exportedAt: z.string(),
  user: publicUserSchema,
  charts: z.array(savedChartSchema),
  conversations: z.array(storedConversationAnswerSchema),
});
