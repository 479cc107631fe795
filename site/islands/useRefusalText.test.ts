/**
 * What a view without a form shows for a failure (refusalToShow): the API's English on English pages only; on
 * other pages a refused field's worded code, and the page's own sentence for a failure that names no field — so a
 * Bengali or Tamil page never shows the API's English message.
 */
import { describe, expect, it } from 'vitest';
import { wordBirthRefusal } from '../i18n/birth-refusal';
import { refusalToShow } from './useRefusalText';
import '../i18n/locales/server-packs';

const FIELD = { status: 400, message: 'date: not a valid date', field: 'date', body: { code: 'dateInvalid', params: {} } };
const SERVER = { status: 500, message: 'Internal Server Error: something went wrong', field: null };

describe('refusalToShow', () => {
  it('English pages show the API’s own sentence, with or without a field', () => {
    expect(refusalToShow('en', FIELD, 'Could not load.', null)).toBe(FIELD.message);
    expect(refusalToShow('en', SERVER, 'Could not load.', null)).toBe(SERVER.message);
  });

  it.each(['hi', 'bn', 'mr', 'te', 'ta'] as const)(
    '%s: a refused field reads as worded, anything else as the page’s sentence',
    (locale) => {
      const worded = wordBirthRefusal(locale, FIELD);
      expect(worded).not.toContain('not a valid');
      expect(refusalToShow(locale, FIELD, 'fallback', worded)).toBe(worded);
      expect(refusalToShow(locale, FIELD, 'fallback', null)).toBeNull();
      expect(refusalToShow(locale, SERVER, 'fallback', null)).toBe('fallback');
      expect(refusalToShow(locale, { ...FIELD, field: '' }, 'fallback', null)).toBe('fallback');
    },
  );

  it('an unexpected error (no refusal) is the page’s sentence in every language', () => {
    expect(refusalToShow('en', null, 'Could not load.', null)).toBe('Could not load.');
    expect(refusalToShow('ta', null, 'ஏற்ற முடியவில்லை.', null)).toBe('ஏற்ற முடியவில்லை.');
  });
});
