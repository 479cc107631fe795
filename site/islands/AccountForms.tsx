/**
 * Sign-in, sign-up, forgot-password, reset-password and contact forms. Every field is required
 * (email fields of type email, new passwords at least 10 characters); errors are shown beside
 * each field (aria-invalid + aria-describedby) and focus moves to the first invalid one. A valid
 * form goes to the account API; a refusal from the server lands beside the field it names, and
 * everything typed stays — except a password after a refused sign-in, which is cleared.
 * Server-rendered with `required` attributes, so without JavaScript the browser still checks them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../shared/contracts/account-limits';
import { accountCall } from '../lib/account-api';
import { accountText, refusalBesideField, refusalText } from '../i18n/account';
import type { LocaleProps } from '../i18n/locale-props';
import { localizePath } from '../i18n/paths';

import { ENDPOINT, FIELDS, PLAN_NAMES, doneText, fieldError, localizedNext, nextPath, type AccountFormKind } from './account-form-rules';
/** Props: which form to render, and the page's language. */
export interface AccountFormProps extends LocaleProps {
  kind: AccountFormKind;
}

/** The form island. */
export default function AccountForm({ kind, locale }: AccountFormProps) {
  const t = accountText[locale];
  const fields = FIELDS[kind];
  const submitLabel = t.submit[kind];
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
    if (planName && message && message.value === '') message.value = t.planMessage(planName);
  }, [kind, t]);

  // The link mailed at sign-up opens this page with #confirm=<token>: it creates the account and signs in
  // (also when the link is pasted into a tab already on this page: a fragment change does not reload it).
  useEffect(() => {
    if (kind !== 'signup') return;
    const confirm = () => {
      const token = new URLSearchParams(window.location.hash.slice(1)).get('confirm');
      if (!token) return;
      history.replaceState(null, '', window.location.pathname + window.location.search);
      setStatus({ kind: 'done', text: t.confirmingSignup });
      void accountCall('POST', 'auth/confirm-signup', { token }).then((result) => {
        if (result.ok) {
          setStatus({ kind: 'done', text: t.signedIn });
          window.location.assign(localizedNext(locale, nextPath(window.location.search)));
        } else setStatus({ kind: 'error', text: refusalBesideField(locale, { ...result, code: result.code ?? 'signupLinkInvalid' }, '') });
      });
    };
    confirm();
    window.addEventListener('hashchange', confirm);
    return () => window.removeEventListener('hashchange', confirm);
  }, [kind, locale, t]);

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
      const message = fieldError({ ...field, label: t[field.label] }, value, locale);
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
      if (kind === 'login') {
        window.location.assign(localizedNext(locale, nextPath(window.location.search)));
        setStatus({ kind: 'done', text: t.signedIn });
        return;
      }
      if (kind === 'contact') form.reset();
      if (kind === 'reset-password') form.reset();
      setStatus({ kind: 'done', text: doneText(locale, kind, result.data.message, body) });
      return;
    }
    // A refused sign-in clears the password; everything else typed stays.
    if (kind === 'login') {
      const password = form.querySelector<HTMLInputElement>('input[name="password"]');
      if (password) password.value = '';
    }
    const field = result.field && fields.some((f) => f.name === result.field) ? result.field : null;
    const spec = fields.find((f) => f.name === field);
    if (field && spec) {
      setErrors({ [field]: refusalBesideField(locale, result, t[spec.label]) });
      setFocusRequest((n) => n + 1);
    } else if (result.field === 'token') {
      setStatus({ kind: 'error', text: refusalBesideField(locale, { ...result, code: 'resetLinkInvalid' }, '') });
    } else {
      setStatus({ kind: 'error', text: refusalText(locale, result) });
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
      aria-label={submitLabel}
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
            <label htmlFor={id}>{t[field.label]}</label>
            {field.type === 'textarea' ? <textarea {...common} /> : <input type={field.type} {...common} />}
            {field.newPassword && (
              <p className="field-hint" id={hintId}>
                {t.atLeast(MIN_PASSWORD_LENGTH)}
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
          <label htmlFor={`${idBase}-remember`}>{t.rememberMe}</label>
        </div>
      )}
      <div>
        <button type="submit" className="button" disabled={pending}>
          {pending ? t.pleaseWait : submitLabel}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {status?.kind === 'done' && (
          <p className="form-status" data-testid="form-status">
            {status.text}
            {kind === 'reset-password' && (
              <>
                {' '}
                <a href={localizePath(locale, '/login')}>{t.signIn}</a>
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
