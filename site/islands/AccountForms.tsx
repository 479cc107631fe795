/**
 * Login, signup, contact and forgot-password forms (spec sections 3 and 5): every field required,
 * email fields of type email. Errors are shown beside each field (aria-invalid + aria-describedby)
 * and focus moves to the first invalid field. A valid submit does not pretend to succeed: accounts
 * and messaging do not exist yet, so the form says so and keeps what was typed.
 * Server-rendered with `required` attributes, so without JavaScript the browser still checks them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { PRODUCT_NAME } from '../../shared/product';

/** The four forms this island can render. */
export const ACCOUNT_FORM_KINDS = ['login', 'signup', 'contact', 'forgot-password'] as const;
/** One of {@link ACCOUNT_FORM_KINDS}. */
export type AccountFormKind = (typeof ACCOUNT_FORM_KINDS)[number];

interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'textarea';
  autoComplete: string;
}

const FIELDS: Record<AccountFormKind, readonly FieldSpec[]> = {
  login: [
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
  ],
  signup: [
    { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  ],
  contact: [
    { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off' },
  ],
  'forgot-password': [{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }],
};

const SUBMIT_LABEL: Record<AccountFormKind, string> = {
  login: 'Sign In',
  signup: 'Create Account',
  contact: 'Send Message',
  'forgot-password': 'Send Reset Link',
};

/** What a valid submit says: the honest state of each feature today. */
export const NOT_AVAILABLE_MESSAGE: Record<AccountFormKind, string> = {
  login:
    `Sign-in is not available yet: ${PRODUCT_NAME} does not have accounts today, so nothing was sent. Your chart and the chat work without an account.`,
  signup:
    'Accounts are not available yet, so no account was created and nothing was sent. Your chart and the chat work without an account.',
  contact:
    'Sending messages from this form is not available yet, so your message was not sent. Please email it to hello@kundali-ai.example; it is still in the form for you to copy.',
  'forgot-password': 'Password reset is not available yet because accounts do not exist yet, so no email was sent.',
};

/** Plan ids the pricing page may pass as ?plan= to the contact form. */
const PLAN_NAMES: Record<string, string> = { basic: 'Basic', pro: 'Pro', enterprise: 'Enterprise' };

// Deliberately loose: one "@" with text either side and a dot in the domain. The server, once it exists, decides.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Error text for one field value, or null when it is valid. */
export function fieldError(field: { label: string; type: string }, value: string): string | null {
  if (value.trim() === '') return `${field.label} is required.`;
  if (field.type === 'email' && !EMAIL_PATTERN.test(value.trim())) return 'Enter an email address like name@example.com.';
  return null;
}

/** Props: which form to render. */
export interface AccountFormProps {
  kind: AccountFormKind;
}

/** The form island. */
export default function AccountForm({ kind }: AccountFormProps) {
  const fields = FIELDS[kind];
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
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
  }, [focusRequest]);

  function onSubmit(event: { preventDefault(): void; currentTarget: HTMLFormElement }) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const field of fields) {
      const message = fieldError(field, String(data.get(field.name) ?? ''));
      if (message) next[field.name] = message;
    }
    setErrors(next);
    const valid = Object.keys(next).length === 0;
    setSubmitted(valid);
    if (!valid) setFocusRequest((n) => n + 1);
  }

  return (
    <form
      data-enhanced={hydrated}
      ref={formRef}
      className="form"
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-label={SUBMIT_LABEL[kind]}
    >
      {fields.map((field) => {
        const id = `${idBase}-${field.name}`;
        const errorId = `${id}-error`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          required: true,
          autoComplete: field.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          onInput: () => {
            if (error) setErrors(({ [field.name]: _, ...rest }) => rest);
            setSubmitted(false);
          },
        };
        return (
          <div className="field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'textarea' ? <textarea {...common} /> : <input type={field.type} {...common} />}
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
        <button type="submit" className="button">
          {SUBMIT_LABEL[kind]}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {submitted && (
          <p className="form-status" data-testid="form-status">
            {NOT_AVAILABLE_MESSAGE[kind]}
          </p>
        )}
      </div>
    </form>
  );
}
