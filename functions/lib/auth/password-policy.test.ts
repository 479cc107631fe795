import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-policy';

describe('passwordWeakness', () => {
  it('refuses the passwords the probe got accepted, and other common ones', () => {
    for (const weak of ['aaaaaaaaaa', '1234567890', 'password12', 'qwertyuiop', 'Password123!', 'iloveyou2024', 'abcdefghij', '9876543210'])
      expect([weak, passwordWeakness(weak, 'asha@example.com')]).toEqual([weak, 'common']);
  });

  it('refuses the email address and its local part', () => {
    expect(passwordWeakness('asha.rao@example.com', 'asha.rao@example.com')).toBe('email');
    expect(passwordWeakness('Asha.Rao', 'asha.rao@example.com')).toBe('email');
  });

  it('accepts passphrases and passwords that only contain a common word', () => {
    for (const good of ['correct horse battery', 'a long passphrase 7', 'dragonfly over the lake', 'मेरा पासवर्ड बहुत लंबा है'])
      expect([good, passwordWeakness(good, 'asha@example.com')]).toEqual([good, null]);
  });
});
