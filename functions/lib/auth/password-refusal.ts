/** The 400 for a new password the policy refuses (password-policy.ts), or null; sign-up and reset share it. */
import type { HttpResponseInit } from '@azure/functions';
import { fieldRefusal } from './handler';
import { passwordWeakness } from './password-policy';

/** 400 naming `password`, or null when the password may be used by `email`'s account. */
export function passwordRefusal(password: string, email: string): HttpResponseInit | null {
  const weakness = passwordWeakness(password, email);
  if (weakness === 'email') return fieldRefusal(400, 'password', 'password: may not be your email address', { code: 'passwordIsEmail' });
  if (weakness === 'common')
    return fieldRefusal(400, 'password', 'password: too common or easy to guess; choose a longer phrase of your own', {
      code: 'commonPassword',
    });
  return null;
}
