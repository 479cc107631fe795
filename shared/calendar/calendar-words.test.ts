/**
 * The calendar's sentences in Bengali, Marathi, Telugu and Tamil: every muhurta exclusion and
 * sunrise definition exists in each (the type), reads in the language's script with no English
 * words left, and keeps the English line's figures (the orbs, the refraction).
 */
import { describe, expect, it } from 'vitest';
import './calendar-words-books';
import { SUNRISE_CONVENTIONS } from '../astronomy/rise-set';
import { REGIONAL_LOCALES } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';
import { SUNRISE_CONVENTION_NAMES } from '../jyotish/panchang-names';
import { sunriseConventionText } from './sunrise-convention-text';
import { MUHURTA_EXCLUSIONS, muhurtaExclusionText, type MuhurtaExclusion } from './muhurta-rules';

const figures = (text: string) => text.match(/\d+(?:[.,]\d+)?[°′]/g) ?? [];

describe('the calendar’s sentences in the regional languages', () => {
  it.each(REGIONAL_LOCALES)('%s: each exclusion and sunrise definition in its script, with the English figures', (locale) => {
    const lines: [string, string][] = [
      ...(Object.keys(MUHURTA_EXCLUSIONS) as MuhurtaExclusion[]).map((e): [string, string] => [
        MUHURTA_EXCLUSIONS[e].en,
        muhurtaExclusionText(e, locale),
      ]),
      ...SUNRISE_CONVENTIONS.map((c): [string, string] => [SUNRISE_CONVENTION_NAMES[c].en, sunriseConventionText(c, locale)]),
    ];
    for (const [en, text] of lines) {
      expect(scriptShare(text, locale), text).toBeGreaterThanOrEqual(0.85);
      expect(text.match(/\p{Script=Latin}{2,}/gu), text).toBeNull();
      expect(figures(text).sort(), text).toEqual(figures(en).sort());
    }
  });

  it('English and Hindi read their own columns', () => {
    expect(muhurtaExclusionText('adhika-masa', 'hi')).toBe('अधिक मास');
    expect(sunriseConventionText('disc-centre-no-refraction', 'en')).toBe(SUNRISE_CONVENTION_NAMES['disc-centre-no-refraction'].en);
  });
});
