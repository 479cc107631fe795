/**
 * Request bodies of the account routes (`/api/auth/*`, `/api/charts`, `/api/contact`): one
 * schema per body, shared by the forms on the site and the HTTP functions. Every message starts
 * with its field ("password: at least 10 characters") so a refusal says what to fix.
 */
import { z } from 'zod';
import { BIRTH_QUERY_FIELDS } from './birth-query';
import { problem } from './field-problem';
import { isVisibleText } from './visible-text';

export * from './account-limits';
import {
  MAX_STORED_CONVERSATION_CHARS,
  MAX_STORED_TURN_CHARS,
  MAX_STORED_TURNS,
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_RELATION_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './account-limits';

/** A trimmed single line of 1…max characters, with nothing hidden (every name and title field). */
const lineField = (field: string, max: number) =>
  z
    .string({ error: `${field}: required` })
    .trim()
    .min(1, { error: `${field}: required` })
    .max(max, { error: `${field}: at most ${max} characters` })
    .refine((value) => !/[\r\n]/.test(value), {
      error: `${field}: one line of text, without control characters`,
      params: problem('oneLine'),
    })
    .refine(isVisibleText, {
      error: `${field}: without invisible or text-direction characters, and not only spaces`,
      params: problem('hiddenCharacters'),
    });

/** An email address, compared in lower case. */
export const emailField = z
  .string({ error: 'email: required' })
  .trim()
  .min(1, { error: 'email: required' })
  .max(MAX_EMAIL_LENGTH, { error: `email: at most ${MAX_EMAIL_LENGTH} characters` })
  .refine((value) => EMAIL_PATTERN.test(value), { error: 'email: enter an address like name@example.com', params: problem('email') })
  .transform((value) => value.toLowerCase());

/** A new password: 10…200 characters, not only spaces. */
export const newPasswordField = z
  .string({ error: 'password: required' })
  .min(MIN_PASSWORD_LENGTH, { error: `password: at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(MAX_PASSWORD_LENGTH, { error: `password: at most ${MAX_PASSWORD_LENGTH} characters` })
  .refine((value) => value.trim().length > 0, { error: 'password: not only spaces', params: problem('onlySpaces') });

/** `POST /api/auth/signup`. */
export const signupBodySchema = z.object({
  name: lineField('name', MAX_NAME_LENGTH),
  email: emailField,
  password: newPasswordField,
});

/** A sign-in refused for its email or password, without saying which (the same words for both). */
export const WRONG_CREDENTIALS_MESSAGE = 'password: wrong email or password.';

/** A password reset token's shape (URL-safe base64 of the random bytes). */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** `POST /api/auth/login`; a wrong password of any length is just wrong, so only presence is checked. */
export const loginBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'password: required' })
    .min(1, { error: 'password: required' })
    .meta({ maxLength: MAX_PASSWORD_LENGTH })
    // Longer than any password we accept is simply wrong, said like any wrong password.
    .refine((value) => value.length <= MAX_PASSWORD_LENGTH, { error: WRONG_CREDENTIALS_MESSAGE, params: problem('wrongCredentials') }),
  remember: z.boolean({ error: 'remember: expected true or false' }).optional().default(false),
});

/** `POST /api/auth/forgot-password`. */
export const forgotPasswordBodySchema = z.object({ email: emailField });

/** `POST /api/auth/confirm-signup`: the token from the link mailed at sign-up. */
export const confirmSignupBodySchema = z.object({
  token: z
    .string({ error: 'token: required' })
    .meta({ pattern: RESET_TOKEN_PATTERN.source })
    .refine((value) => RESET_TOKEN_PATTERN.test(value), {
      error: 'token: this confirmation link is not valid',
      params: problem('signupLinkInvalid'),
    }),
});

/** `POST /api/auth/reset-password`: the token from the emailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z
    .string({ error: 'token: required' })
    .meta({ pattern: RESET_TOKEN_PATTERN.source })
    .refine((value) => RESET_TOKEN_PATTERN.test(value), {
      error: 'token: this reset link is not valid',
      params: problem('resetLinkInvalid'),
    }),
  password: newPasswordField,
});

/** `POST /api/contact`. */
export const contactBodySchema = z.object({
  name: lineField('name', MAX_NAME_LENGTH),
  email: emailField,
  message: z
    .string({ error: 'message: required' })
    .trim()
    .min(1, { error: 'message: required' })
    .max(MAX_MESSAGE_LENGTH, { error: `message: at most ${MAX_MESSAGE_LENGTH} characters` }),
});

/** Birth fields of a saved chart: exactly the query fields of `GET /api/chart`, as strings. */
export const savedBirthSchema = z
  .record(z.string(), z.unknown(), { error: 'birth: expected an object of birth fields' })
  .superRefine((birth, ctx) => {
    for (const key of Object.keys(birth)) {
      if (!(BIRTH_QUERY_FIELDS as readonly string[]).includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `birth.${key}: not a birth field; expected ${BIRTH_QUERY_FIELDS.join(', ')}`,
          params: problem('notAllowed'),
        });
      } else if (typeof birth[key] !== 'string' && typeof birth[key] !== 'number') {
        ctx.addIssue({ code: 'custom', path: [key], message: `birth.${key}: expected text` });
      }
    }
  })
  .transform((birth) => Object.fromEntries(Object.entries(birth).map(([k, v]) => [k, String(v)])) as Record<string, string>);

/** `POST /api/charts` and `PUT /api/charts/{id}`: a person and their birth details. */
export const savedChartBodySchema = z.object({
  name: lineField('name', MAX_NAME_LENGTH),
  relation: z
    .string({ error: 'relation: expected text' })
    .trim()
    .max(MAX_RELATION_LENGTH, { error: `relation: at most ${MAX_RELATION_LENGTH} characters` })
    .optional()
    .default(''),
  birth: savedBirthSchema,
});

/** A saved chart as the API answers it. */
export interface SavedChart {
  id: string;
  name: string;
  relation: string;
  birth: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  /** The stored version's ETag, in every answer of the API (also the `ETag` header): send it as `If-Match` to edit or delete it. */
  etag?: string;
}

/**
 * A stored resource as the API answers it (a chart, a conversation): with its version's ETag,
 * also sent as the `ETag` header; send it back as `If-Match` to edit or delete that version.
 */
export type Versioned<T> = T & { etag: string };

/** `PUT /api/conversations/{id}`: a conversation as the chat keeps it, stored with the account. */
export const storedConversationSchema = z.object({
  title: lineField('title', MAX_NAME_LENGTH),
  createdAt: z.iso.datetime({ error: 'createdAt: expected an ISO date-time' }),
  birthKey: z.string({ error: 'birthKey: expected text' }).max(300, { error: 'birthKey: at most 300 characters' }),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { error: 'messages.role: expected user or assistant' }),
        content: z
          .string({ error: 'messages.content: expected text' })
          .max(MAX_STORED_TURN_CHARS, { error: `messages.content: at most ${MAX_STORED_TURN_CHARS} characters` }),
        error: z.boolean().optional(),
      }),
      { error: 'messages: expected a list' },
    )
    .max(MAX_STORED_TURNS, { error: `messages: at most ${MAX_STORED_TURNS} turns` })
    .refine((messages) => JSON.stringify(messages).length <= MAX_STORED_CONVERSATION_CHARS, {
      error: `messages: at most ${MAX_STORED_CONVERSATION_CHARS} characters in all`,
    }),
});
