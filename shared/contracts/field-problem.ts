/**
 * Why a field was refused, as a stable code with its numbers, beside the API's English message.
 * The site words each code per language from a catalogue (site/i18n/field-problems.ts), so a Hindi
 * page shows a Hindi sentence naming its own label for the field instead of the API's English; the
 * API keeps its English `message` for other clients. Built-in zod checks (min, max, type) give
 * their code from the issue zod made; our own refinements set `params.code` (see {@link problem}).
 */
import type { z } from 'zod';
import type { FieldIssue } from './failure';

/** The codes, one line each; `params` named after each in brackets. */
export const FIELD_PROBLEM_CODES = [
  /** Missing or empty. */
  'required',
  /** Shorter than allowed {min}. */
  'tooShort',
  /** Longer than allowed {max} characters. */
  'tooLong',
  /** More list entries than allowed {max}. */
  'tooMany',
  /** Not a single line (new lines or control characters). */
  'oneLine',
  /** Not shaped like an email address. */
  'email',
  /** Only spaces. */
  'onlySpaces',
  /** Sign-in with an unknown email or a wrong password. */
  'wrongCredentials',
  /** Sign-up with an email that already has an account (no longer answered: sign-up does not tell). */
  'emailTaken',
  /** Text with invisible or direction-changing characters, or nothing visible (shared/contracts/visible-text.ts). */
  'hiddenCharacters',
  /** A new password that is common or easily guessed. */
  'commonPassword',
  /** A new password that is the account's email address. */
  'passwordIsEmail',
  /** A sign-up confirmation link that is malformed, used or expired. */
  'signupLinkInvalid',
  /** A password reset link that is malformed, used or expired. */
  'resetLinkInvalid',
  /** The account already keeps the most charts allowed {max}. */
  'tooManyCharts',
  /** Not a date that exists (YYYY-MM-DD). */
  'dateInvalid',
  /** A year outside the engine's range {year, min, max}. */
  'yearOutOfRange',
  /** Not a time of day (HH:MM). */
  'timeInvalid',
  /** Not a UTC offset (±HH:MM within −12:00…+14:00). */
  'offsetInvalid',
  /** Not a decimal number. */
  'notANumber',
  /** A number outside {min}…{max}. */
  'outOfRange',
  /** Not one of the allowed names. */
  'notAllowed',
  /** An unknown time zone. */
  'zoneUnknown',
  /** Coordinates given without their partner (lat without lon); {other} names it. */
  'pairRequired',
  /** Neither a place nor coordinates. */
  'placeOrCoordinates',
  /** Not a whole number (a year, a month). */
  'notAWholeNumber',
  /** No place of that name in the index {place}. */
  'placeUnknown',
  /** Several places match {place}; {example} is the first candidate's label. */
  'placeAmbiguous',
  /** The places near the coordinates do not settle the time zone (a border, or no town near); {place} when a label was given and not found. */
  'zoneNotSettled',
  /** A clock time skipped by a clock change {time, zone, date, from, to} (offsets ±HH:MM). */
  'timeGap',
  /** A clock time that happened twice {time, zone, date, first, second} (offsets ±HH:MM). */
  'timeRepeated',
  /** Anything else: the field is named, the API's message says more. */
  'invalid',
] as const;

/** One of {@link FIELD_PROBLEM_CODES}. */
export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

/** Numbers (or names) a problem's wording needs: limits, the year typed, the partner field. */
export type FieldProblemParams = Readonly<Record<string, string | number>>;

/** True when `value` is one of the codes (for reading an API answer). */
export function isFieldProblemCode(value: unknown): value is FieldProblemCode {
  return typeof value === 'string' && (FIELD_PROBLEM_CODES as readonly string[]).includes(value);
}

/**
 * The `params` of a custom zod issue carrying `code` (and its numbers):
 * `ctx.addIssue({ code: 'custom', message, params: problem('outOfRange', { min: -90, max: 90 }) })`.
 */
export function problem(code: FieldProblemCode, params: FieldProblemParams = {}): { code: FieldProblemCode } & FieldProblemParams {
  return { ...params, code };
}

/** The code and numbers of one zod issue (built-in checks read from the issue; ours from params.code). */
export function problemOfIssue(issue: z.core.$ZodIssue): { code: FieldProblemCode; params: FieldProblemParams } {
  switch (issue.code) {
    case 'invalid_type':
      return { code: 'required', params: {} };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' && min <= 1) return { code: 'required', params: {} };
      return { code: issue.origin === 'array' ? 'required' : 'tooShort', params: { min } };
    }
    case 'too_big':
      return { code: issue.origin === 'array' ? 'tooMany' : 'tooLong', params: { max: Number(issue.maximum) } };
    case 'invalid_value':
      return { code: 'notAllowed', params: {} };
    case 'custom': {
      const { code, ...params } = (issue.params ?? {}) as Record<string, string | number>;
      return isFieldProblemCode(code) ? { code, params } : { code: 'invalid', params: {} };
    }
    default:
      return { code: 'invalid', params: {} };
  }
}

/** The first problem of a failed parse: the field to blame, an English message that names it, and its code for other languages. */
export type { FieldIssue } from './failure';

/** Turns a zod error into its first field issue, fields in `order` first (then any other), the message prefixed with the field. */
export function firstIssueInOrder(error: z.ZodError, order: readonly string[]): FieldIssue {
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index < 0 ? order.length : index;
  };
  const issues = error.issues.map((issue) => {
    const field = String(issue.path[0] ?? 'input');
    const message = issue.message.startsWith(`${field}:`) ? issue.message : `${field}: ${issue.message}`;
    return { field, message, ...problemOfIssue(issue) };
  });
  issues.sort((a, b) => rank(a.field) - rank(b.field));
  return issues[0] ?? { field: 'input', message: 'input: invalid', code: 'invalid', params: {} };
}

/** The first issue of a failed JSON-body parse, with its field (nested fields joined: `birth.date`, `conversationHistory.0.content`). */
export function firstBodyIssue(error: z.ZodError): FieldIssue {
  const issue = error.issues[0];
  if (!issue) return { field: 'body', message: 'body: invalid', code: 'invalid', params: {} };
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  const message = issue.message.startsWith(`${field}:`) || /^[a-z.]+: /i.test(issue.message) ? issue.message : `${field}: ${issue.message}`;
  return { field, message, ...problemOfIssue(issue) };
}
