/**
 * Sign-in, sign-up, forgot-password, reset-password and contact forms. Every field is required
 * (email fields of type email, new passwords at least 10 characters); errors are shown beside
 * each field (aria-invalid + aria-describedby) and focus moves to the first invalid one. A valid
 * form goes to the account API; a refusal from the server lands beside the field it names, and
 * everything typed stays — except a password after a refused sign-in, which is cleared.
 * Server-rendered with `required` attributes, so without JavaScript the browser still checks them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from '../../shared/contracts/account-limits';
import { accountCall, messageForField } from '../lib/account-api';
import type { LocaleProps } from '../i18n/locale-props';

/** The forms this island can render. */
export const ACCOUNT_FORM_KINDS = ['login', 'signup', 'contact', 'forgot-password', 'reset-password'] as const;
/** One of {@link ACCOUNT_FORM_KINDS}. */
export type AccountFormKind = (typeof ACCOUNT_FORM_KINDS)[number];

interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'textarea';
  autoComplete: string;
  /** A new password: at least MIN_PASSWORD_LENGTH characters, said in a hint. */
  newPassword?: boolean;
}

const FIELDS: Record<AccountFormKind, readonly FieldSpec[]> = {
  login: [
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
  ],
  signup: [
    { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', newPassword: true },
  ],
  contact: [
    { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off' },
  ],
  'forgot-password': [{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }],
  'reset-password': [{ name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', newPassword: true }],
};

const SUBMIT_LABEL: Record<AccountFormKind, string> = {
  login: 'Sign In',
  signup: 'Create Account',
  contact: 'Send Message',
  'forgot-password': 'Send Reset Link',
  'reset-password': 'Set New Password',
};

const ENDPOINT: Record<AccountFormKind, string> = {
  login: 'auth/login',
  signup: 'auth/signup',
  contact: 'contact',
  'forgot-password': 'auth/forgot-password',
  'reset-password': 'auth/reset-password',
};

/** Plan ids the pricing page may pass as ?plan= to the contact form. */
const PLAN_NAMES: Record<string, string> = { basic: 'Basic', pro: 'Pro', enterprise: 'Enterprise' };

/** Error text for one field value, or null when it is valid. */
export function fieldError(field: { label: string; type: string; newPassword?: boolean }, value: string): string | null {
  if (value.trim() === '') return `${field.label} is required.`;
  if (field.type === 'email' && !EMAIL_PATTERN.test(value.trim())) return 'Enter an email address like name@example.com.';
  if (field.newPassword && value.length < MIN_PASSWORD_LENGTH) return `${field.label} must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}

/** Where to go after signing in: a same-site path from `?next=`, else My charts. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/my-charts';
}

/** Props: which form to render, and the page's language. */
export interface AccountFormProps extends LocaleProps {
  kind: AccountFormKind;
}

/** The form island. */
export default function AccountForm({ kind }: AccountFormProps) {
  const fields = FIELDS[kind];
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  // Until hydration the browser's own `required` checks apply; after it, ours (with better messages).
  useEffect(() => setHydrated(true), []);

  // "Choose Plan" on /pricing links here with ?plan=…; start the message for the visitor (they can edit it).
  useEffect(() => {
    if (kind !== 'contact') return;
    const plan = new URLSearchParams(window.location.search).get('plan');
    const planName = plan ? PLAN_NAMES[plan] : undefined;
    const message = formRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
    if (planName && message && message.value === '')
      message.value = `I am interested in the ${planName} plan. Please let me know when it launches.`;
  }, [kind]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = fields.find((field) => errors[field.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per refused submit (focusRequest), reading that moment's errors
  }, [focusRequest]);

  async function onSubmit(event: { preventDefault(): void; currentTarget: HTMLFormElement }) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const next: Record<string, string> = {};
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      const value = String(data.get(field.name) ?? '');
      const message = fieldError(field, value);
      if (message) next[field.name] = message;
      body[field.name] = value;
    }
    setErrors(next);
    setStatus(null);
    if (Object.keys(next).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    if (kind === 'login') body.remember = data.get('remember') === 'on';
    if (kind === 'reset-password') {
      const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
      body.token = token;
    }
    setPending(true);
    const result = await accountCall<{ message?: string }>('POST', ENDPOINT[kind], body);
    setPending(false);
    if (result.ok) {
      if (kind === 'login' || kind === 'signup') {
        window.location.assign(nextPath(window.location.search));
        setStatus({ kind: 'done', text: 'Signed in. Opening your charts…' });
        return;
      }
      if (kind === 'contact') form.reset();
      if (kind === 'reset-password') form.reset();
      setStatus({ kind: 'done', text: result.data.message ?? 'Done.' });
      return;
    }
    // A refused sign-in clears the password; everything else typed stays.
    if (kind === 'login') {
      const password = form.querySelector<HTMLInputElement>('input[name="password"]');
      if (password) password.value = '';
    }
    const field = result.field && fields.some((f) => f.name === result.field) ? result.field : null;
    if (field) {
      setErrors({ [field]: messageForField(result.message) });
      setFocusRequest((n) => n + 1);
    } else {
      setStatus({ kind: 'error', text: result.field === 'token' ? `${messageForField(result.message)}` : result.message });
    }
  }

  return (
    <form
      data-enhanced={hydrated}
      ref={formRef}
      className="form"
      method="post"
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={SUBMIT_LABEL[kind]}
      aria-busy={pending}
    >
      {fields.map((field) => {
        const id = `${idBase}-${field.name}`;
        const errorId = `${id}-error`;
        const hintId = `${id}-hint`;
        const error = errors[field.name];
        const describedBy = [field.newPassword ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
        const common = {
          id,
          name: field.name,
          required: true,
          autoComplete: field.autoComplete,
          minLength: field.newPassword ? MIN_PASSWORD_LENGTH : undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          onInput: () => {
            if (error) setErrors(({ [field.name]: _, ...rest }) => rest);
            setStatus(null);
          },
        };
        return (
          <div className="field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'textarea' ? <textarea {...common} /> : <input type={field.type} {...common} />}
            {field.newPassword && (
              <p className="field-hint" id={hintId}>
                At least {MIN_PASSWORD_LENGTH} characters.
              </p>
            )}
            {error && (
              <p className="field-error" id={errorId}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      {kind === 'login' && (
        <div className="checkbox">
          <input type="checkbox" id={`${idBase}-remember`} name="remember" />
          <label htmlFor={`${idBase}-remember`}>Remember me</label>
        </div>
      )}
      <div>
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Please wait…' : SUBMIT_LABEL[kind]}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {status?.kind === 'done' && (
          <p className="form-status" data-testid="form-status">
            {status.text}
            {kind === 'reset-password' && (
              <>
                {' '}
                <a href="/login">Sign in</a>
              </>
            )}
          </p>
        )}
      </div>
      <div role="alert">
        {status?.kind === 'error' && (
          <p className="form-status error" data-testid="form-error">
            {status.text}
          </p>
        )}
      </div>
    </form>
  );
}
