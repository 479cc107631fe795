/**
 * The account forms' rules, outside the component: which fields each form has and where it is sent,
 * a field value's problem (the API's own codes and limits) worded in the page's language, where to go
 * after signing in, and the confirmation once a form went through.
 */
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from '../../shared/contracts/account-limits';
import type { FieldProblemCode, FieldProblemParams } from '../../shared/contracts/field-problem';
import type { Locale } from '../../shared/i18n/locale';
import { accountText } from '../i18n/account';
import { wordProblem } from '../i18n/field-problems';
import { localizePath } from '../i18n/paths';

/** The forms this island can render. */
export const ACCOUNT_FORM_KINDS = ['login', 'signup', 'contact', 'forgot-password', 'reset-password'] as const;
/** One of {@link ACCOUNT_FORM_KINDS}. */
export type AccountFormKind = (typeof ACCOUNT_FORM_KINDS)[number];

/** Catalogue keys of the forms' field labels. */
export type LabelKey = 'email' | 'password' | 'fullName' | 'name' | 'message' | 'newPassword';

export interface FieldSpec {
  name: string;
  label: LabelKey;
  type: 'text' | 'email' | 'password' | 'textarea';
  autoComplete: string;
  /** A new password: at least MIN_PASSWORD_LENGTH characters, said in a hint. */
  newPassword?: boolean;
}

export const FIELDS: Record<AccountFormKind, readonly FieldSpec[]> = {
  login: [
    { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
    { name: 'password', label: 'password', type: 'password', autoComplete: 'current-password' },
  ],
  signup: [
    { name: 'name', label: 'fullName', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
    { name: 'password', label: 'password', type: 'password', autoComplete: 'new-password', newPassword: true },
  ],
  contact: [
    { name: 'name', label: 'name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
    { name: 'message', label: 'message', type: 'textarea', autoComplete: 'off' },
  ],
  'forgot-password': [{ name: 'email', label: 'email', type: 'email', autoComplete: 'email' }],
  'reset-password': [{ name: 'password', label: 'newPassword', type: 'password', autoComplete: 'new-password', newPassword: true }],
};

export const ENDPOINT: Record<AccountFormKind, string> = {
  login: 'auth/login',
  signup: 'auth/signup',
  contact: 'contact',
  'forgot-password': 'auth/forgot-password',
  'reset-password': 'auth/reset-password',
};

/** Plan ids the pricing page may pass as ?plan= to the contact form. */
export const PLAN_NAMES: Record<string, string> = { basic: 'Basic', pro: 'Pro', enterprise: 'Enterprise' };

/** The problem with one field value (the API's codes and limits), or null when it is valid. */
export function fieldProblem(
  field: { type: string; newPassword?: boolean },
  value: string,
): { code: FieldProblemCode; params: FieldProblemParams } | null {
  if (value.trim() === '') return { code: 'required', params: {} };
  if (field.type === 'email' && !EMAIL_PATTERN.test(value.trim())) return { code: 'email', params: {} };
  if (field.newPassword && value.length < MIN_PASSWORD_LENGTH) return { code: 'tooShort', params: { min: MIN_PASSWORD_LENGTH } };
  return null;
}

/** Error text for one field value in `locale` (the field named by `label`), or null when it is valid. */
export function fieldError(
  field: { label: string; type: string; newPassword?: boolean },
  value: string,
  locale: Locale = 'en',
): string | null {
  const problem = fieldProblem(field, value);
  return problem ? wordProblem(locale, problem, field.label) : null;
}

/** Where to go after signing in: a same-site path from `?next=`, else My charts. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/my-charts';
}

/** `path` (an English address from nextPath) as the address in `locale`. */
export function localizedNext(locale: Locale, path: string): string {
  try {
    return localizePath(locale, path);
  } catch {
    // Already in a language (?next=/hi/…): keep it as given.
    return path;
  }
}

/** The confirmation after a form went through: the API's English on English pages, else the catalogue's words. */
export function doneText(locale: Locale, kind: AccountFormKind, apiMessage: string | undefined, body: Record<string, unknown>): string {
  const t = accountText[locale];
  if (locale === 'en') return apiMessage ?? t.done;
  if (kind === 'forgot-password') return t.forgotSent;
  if (kind === 'signup') return t.signupSent;
  if (kind === 'reset-password') return t.passwordChanged;
  if (kind === 'contact') return t.contactThanks(String(body.name ?? '').trim(), String(body.email ?? '').trim());
  return t.done;
}
