import { describe, expect, it } from 'vitest';
import { fieldError } from './AccountForms';

describe('fieldError', () => {
  const email = { label: 'Email', type: 'email' };
  const name = { label: 'Full name', type: 'text' };

  it('requires every field, naming it', () => {
    expect(fieldError(name, '')).toBe('Full name is required.');
    expect(fieldError(name, '   ')).toBe('Full name is required.');
    expect(fieldError(email, '')).toBe('Email is required.');
  });

  it('checks the shape of email addresses only', () => {
    expect(fieldError(email, 'asha')).toBe('Enter an email address like name@example.com.');
    expect(fieldError(email, 'asha@example')).toBe('Enter an email address like name@example.com.');
    expect(fieldError(email, 'asha@example.com')).toBeNull();
    expect(fieldError(name, 'asha')).toBeNull();
  });
});
