import { describe, expect, it } from 'vitest';
import { fieldError, nextPath } from './account-form-rules';

describe('fieldError', () => {
  const email = { label: 'Email', type: 'email' };
  const name = { label: 'Full name', type: 'text' };
  const password = { label: 'Password', type: 'password', newPassword: true };

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

  it('asks new passwords for the API minimum of 10 characters', () => {
    expect(fieldError(password, 'short')).toBe('Password must be at least 10 characters.');
    expect(fieldError(password, 'long enough!')).toBeNull();
    expect(fieldError({ label: 'Password', type: 'password' }, 'x')).toBeNull(); // sign-in: any password is checked by the server
  });
});

describe('nextPath', () => {
  it('follows a same-site ?next= and refuses other sites', () => {
    expect(nextPath('?next=/detailed-kundali?date=1990-07-01')).toBe('/detailed-kundali?date=1990-07-01');
    expect(nextPath('?next=//evil.example/')).toBe('/my-charts');
    expect(nextPath('?next=https://evil.example/')).toBe('/my-charts');
    expect(nextPath('')).toBe('/my-charts');
  });
});

describe('fieldError in Hindi', () => {
  it('names the field by its Hindi label, with the contract limit', () => {
    expect(fieldError({ label: 'पासवर्ड', type: 'password', newPassword: true }, 'short', 'hi')).toBe('पासवर्ड: कम से कम 10 अक्षर होने चाहिए।');
    expect(fieldError({ label: 'ईमेल', type: 'email' }, '', 'hi')).toBe('ईमेल: यह भरना आवश्यक है।');
    expect(fieldError({ label: 'ईमेल', type: 'email' }, 'asha', 'hi')).toBe('ईमेल: name@example.com जैसा ईमेल पता लिखें।');
  });
});
