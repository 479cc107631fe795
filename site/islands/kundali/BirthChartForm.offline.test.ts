/**
 * The form's zod-backed checks are a separate chunk loaded on first focus (birth-field-checks.ts);
 * when it cannot be fetched, a submit says so on the form instead of passing unchecked values, and
 * the next submit tries the load again.
 */
import { describe, expect, it, vi } from 'vitest';
import { kundaliText } from '../../i18n/kundali';
import { FILLED_BIRTH_FORM } from '../../../tests/support/birth-form-values';

let loads = 0;
vi.mock('./birth-field-checks', () => {
  loads += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

// The suite shares modules between files (vitest isolate: false): a BirthChartForm another file loaded already holds
// the real checks, so take a fresh one, whose dynamic import meets the mock above.
vi.resetModules();
const { validateBirthForm } = await import('./BirthChartForm');

const filled = FILLED_BIRTH_FORM;

describe('validateBirthForm when the checks cannot load', () => {
  it('answers with a form-wide error (in the page language) and keeps the field errors it could judge', async () => {
    expect(await validateBirthForm(filled, true, true)).toEqual({ errors: { form: kundaliText.en.checksUnavailable } });
    expect(await validateBirthForm({ ...filled, name: ' ' }, true, true, 'hi')).toEqual({
      errors: { name: kundaliText.hi.nameRequired, form: kundaliText.hi.checksUnavailable },
    });
  });
  it('tries the load again on the next submit', async () => {
    const before = loads;
    await validateBirthForm(filled, true, true);
    expect(loads).toBeGreaterThan(before);
  });
});
