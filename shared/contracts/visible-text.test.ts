import { describe, expect, it } from 'vitest';
import { signupBodySchema } from './account';
import { isVisibleText } from './visible-text';

describe('isVisibleText', () => {
  it('keeps names in any script, Devanagari joiners included', () => {
    for (const name of ['Asha Rao', 'आशा राव', 'क्‍ष', "O'Brien-Smith", 'Zoë', '李小龍', '🙂 Ravi'])
      expect([name, isVisibleText(name)]).toEqual([name, true]);
  });

  it('refuses what the probe got stored: zero-width and bidi-override characters, a lone surrogate', () => {
    for (const name of [
      '\u200b\u200b',
      'Asha\u202eevil',
      '\ud800',
      'a\u2066b',
      'x\ufeff',
      'tab\there',
      'soft\u00adhyphen',
      '\u200d',
      'a\u{e0041}',
    ])
      expect([name, isVisibleText(name)]).toEqual([name, false]);
  });

  it('is the rule of the sign-up name field, with its own problem code', () => {
    const parsed = signupBodySchema.safeParse({ name: '\u200b\u200b', email: 'a@b.co', password: 'correct horse battery' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['name'], params: { code: 'hiddenCharacters' } });
  });
});
