/**
 * OpenAPI paths of the account routes (`/api/auth/*`, `/api/charts`, `/api/conversations`,
 * `/api/contact`). Request bodies are generated from the zod schemas in
 * shared/contracts/account.ts, so the document cannot drift from what the handlers accept.
 */
import { z } from 'zod';
import { FIELD_PROBLEM_PROPERTIES } from './openapi-schema';
import {
  confirmSignupBodySchema,
  contactBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  savedChartBodySchema,
  signupBodySchema,
  storedConversationSchema,
} from '../../shared/contracts/account';

type Schema = Record<string, unknown>;

const body = (schema: z.ZodType): Schema => ({
  required: true,
  content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) } },
});
const answer = (description: string, schema: Schema = { type: 'object' }): Schema => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string): Schema =>
  answer(description, {
    type: 'object',
    required: ['status', 'error', 'message'],
    properties: {
      status: { type: 'integer' },
      error: { type: 'string' },
      message: { type: 'string', description: 'Starts with the field at fault ("password: at least 10 characters").' },
      field: { type: 'string' },
      ...FIELD_PROBLEM_PROPERTIES,
    },
  });
const idParam = (what: string): Schema => ({
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: `The ${what}'s id.`,
});

const common = {
  401: error('Not signed in.'),
  403: error('State-changing request from another site (Origin check).'),
  503: error('Storage is not available; nothing saved is lost.'),
};
const tags = ['Accounts'];
const cookieNote = 'Session: cookie `__Host-kai_session` (HttpOnly, Secure, SameSite=Lax; 24 h, or 30 days with remember).';

/** The account routes' paths. */
export function accountPaths(): Record<string, Schema> {
  return {
    '/api/auth/signup': {
      post: {
        operationId: 'authSignup',
        tags,
        summary: 'Ask for an account: a confirmation link is mailed',
        description:
          'The same 202 whether or not the address has an account: a new address gets a link that creates the account (POST /api/auth/confirm-signup), a registered one a note to its owner.',
        requestBody: body(signupBodySchema),
        responses: {
          202: answer('{status, message}: the one answer.'),
          400: error('A field is invalid; password: too common or the email address.'),
          429: error('Too many sign-ups from this network or for this address; Retry-After says when.'),
          403: common[403],
          503: common[503],
        },
      },
    },
    '/api/auth/confirm-signup': {
      post: {
        operationId: 'authConfirmSignup',
        tags,
        summary: 'Create the account from the mailed link and sign in',
        description: cookieNote,
        requestBody: body(confirmSignupBodySchema),
        responses: {
          201: answer('Account created; sets the session cookie.'),
          400: error('token: not valid, used or expired.'),
          403: common[403],
          503: common[503],
        },
      },
    },
    '/api/auth/login': {
      post: {
        operationId: 'authLogin',
        tags,
        summary: 'Sign in',
        description: `${cookieNote} Wrong email and wrong password get the same 401; failures are limited per account and per IP with exponential backoff.`,
        requestBody: body(loginBodySchema),
        responses: {
          200: answer('Signed in; sets the session cookie.'),
          400: error('A field is invalid.'),
          401: error('password: wrong email or password.'),
          429: error('Locked for Retry-After seconds.'),
          403: common[403],
          503: common[503],
        },
      },
    },
    '/api/auth/logout': {
      post: {
        operationId: 'authLogout',
        tags,
        summary: 'Sign out (the session is revoked server-side)',
        responses: { 200: answer('Signed out; clears the cookie.'), 403: common[403], 503: common[503] },
      },
    },
    '/api/auth/me': {
      get: {
        operationId: 'authMe',
        tags,
        summary: 'The signed-in user',
        responses: { 200: answer('{status, user: {id, name, email, createdAt}}'), ...common },
      },
      delete: {
        operationId: 'authDeleteMe',
        tags,
        summary: 'Delete the account and everything stored for it',
        responses: { 200: answer('{deleted: true}; clears the cookie.'), ...common },
      },
    },
    '/api/auth/forgot-password': {
      post: {
        operationId: 'authForgotPassword',
        tags,
        summary: 'Email a single-use reset link (30 minutes)',
        description: 'Always the same answer, whether or not the address has an account.',
        requestBody: body(forgotPasswordBodySchema),
        responses: { 200: answer('{status, message}'), 400: error('email: invalid.'), 403: common[403], 503: common[503] },
      },
    },
    '/api/auth/reset-password': {
      post: {
        operationId: 'authResetPassword',
        tags,
        summary: 'Set a new password with the emailed token; ends every session',
        requestBody: body(resetPasswordBodySchema),
        responses: {
          200: answer('{status, message}'),
          400: error('token: not valid, used or expired; or password too short.'),
          403: common[403],
          503: common[503],
        },
      },
    },
    '/api/auth/export': {
      get: {
        operationId: 'authExport',
        tags,
        summary: "All of the user's data as JSON (profile, charts, conversations)",
        responses: { 200: answer('{exportedAt, user, charts, conversations}'), ...common },
      },
    },
    '/api/charts': {
      get: {
        operationId: 'savedChartsList',
        tags,
        summary: 'My charts',
        responses: { 200: answer('{charts: [{id, name, relation, birth, createdAt, updatedAt}]}'), ...common },
      },
      post: {
        operationId: 'savedChartsCreate',
        tags,
        summary: "Save a person's chart (birth = the query fields of GET /api/chart)",
        requestBody: body(savedChartBodySchema),
        responses: {
          201: answer('{chart}'),
          400: error('A field is invalid; birth fields are named birth.<field>.'),
          409: error('The account holds the maximum number of charts.'),
          ...common,
        },
      },
    },
    '/api/charts/{id}': {
      get: {
        operationId: 'savedChartGet',
        tags,
        summary: 'One saved chart',
        parameters: [idParam('chart')],
        responses: { 200: answer('{chart}'), 404: error('No such chart in this account.'), ...common },
      },
      put: {
        operationId: 'savedChartReplace',
        tags,
        summary: 'Rename or edit a saved chart',
        parameters: [idParam('chart')],
        requestBody: body(savedChartBodySchema),
        responses: {
          200: answer('{chart}'),
          400: error('A field is invalid.'),
          404: error('No such chart in this account.'),
          409: error('Changed elsewhere meanwhile (ETag).'),
          ...common,
        },
      },
      delete: {
        operationId: 'savedChartDelete',
        tags,
        summary: 'Delete a saved chart',
        parameters: [idParam('chart')],
        responses: { 200: answer('{deleted: true}'), 404: error('No such chart in this account.'), ...common },
      },
    },
    '/api/conversations': {
      get: {
        operationId: 'conversationsList',
        tags,
        summary: "The signed-in visitor's chat history",
        responses: { 200: answer('{conversations: [...]}'), ...common },
      },
    },
    '/api/conversations/{id}': {
      put: {
        operationId: 'conversationPut',
        tags,
        summary: 'Store a conversation',
        parameters: [idParam('conversation')],
        requestBody: body(storedConversationSchema),
        responses: { 200: answer('{conversation}'), 400: error('A field is invalid.'), ...common },
      },
      delete: {
        operationId: 'conversationDelete',
        tags,
        summary: 'Delete a conversation',
        parameters: [idParam('conversation')],
        responses: { 200: answer('{deleted: true}'), 404: error('No such conversation.'), ...common },
      },
    },
    '/api/contact': {
      post: {
        operationId: 'contact',
        tags: ['Contact'],
        summary: 'Send a message to support (stored and emailed)',
        requestBody: body(contactBodySchema),
        responses: { 200: answer('{status, message}'), 400: error('A field is invalid.'), 403: common[403], 503: common[503] },
      },
    },
  };
}
