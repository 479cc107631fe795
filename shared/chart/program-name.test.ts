import { describe, expect, it } from 'vitest';
import '../vocabulary/books';
import { REGIONAL_LOCALES } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';
import { PROFILE_IDS, programName } from './profiles';

describe('programName', () => {
  it('names every program in every language, ours in the language’s own words rather than the Hindi written in its script', () => {
    expect(programName('default', 'en')).toBe('Kundali AI (ours)');
    expect(programName('default', 'hi')).toBe('कुंडली एआई (हमारा)');
    for (const locale of REGIONAL_LOCALES) {
      expect(programName('default', locale)).not.toContain('हमारा');
      for (const id of PROFILE_IDS) expect(scriptShare(programName(id, locale), locale), `${id} ${locale}`).toBeGreaterThanOrEqual(0.85);
    }
    expect(programName('default', 'bn')).toBe('কুণ্ডলী এআই (আমাদের)');
  });
});
