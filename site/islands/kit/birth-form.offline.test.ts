/**
 * The form's zod-backed checks are a separate chunk loaded on first focus (birth-field-checks.ts);
 * when it cannot be fetched, the form still refuses what it can read (missing fields, coordinates
 * that are not numbers) and leaves the rest to the API, which judges it with the same schemas.
 */
import { describe, expect, it, vi } from 'vitest';
import { kundaliText } from '../../i18n/kundali';
import { FILLED_BIRTH_FORM } from '../../../tests/support/birth-form-values';

let loads = 0;
vi.mock('./birth-field-checks', () => {
  loads += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

// The suite shares modules between files (vitest isolate: false): a birth-form module another file loaded already holds
// the real checks, so take a fresh one, whose dynamic import meets the mock above.
vi.resetModules();
const { validateBirthForm } = await import('./birth-form');

const filled = FILLED_BIRTH_FORM;

describe('validateBirthForm when the checks cannot load', () => {
  it('reads the coordinates as numbers and leaves the date range to the API', async () => {
    expect(await validateBirthForm({ ...filled, birthDate: '1700-01-01' }, true, true)).toEqual({
      birth: {
        name: 'Meera',
        birthDate: '1700-01-01',
        timeOfBirth: '06:05',
        place: { address: 'Chennai, India', lat: 13.0878, lon: 80.2785, zone: 'Asia/Kolkata' },
      },
    });
  });
  it('refuses coordinates that are not numbers with the words the schema checks use, in the page language', async () => {
    expect(await validateBirthForm({ ...filled, lat: '12abc', lon: '' }, true, true)).toEqual({
      errors: { lat: 'Latitude must be a number from -90 to 90.', lon: 'Longitude must be a number from -180 to 180.' },
    });
    expect(await validateBirthForm({ ...filled, name: ' ', lat: 'north' }, true, true, 'hi')).toEqual({
      errors: { name: kundaliText.hi.nameRequired, lat: 'अक्षांश: -90 से 90 के बीच की संख्या होनी चाहिए।' },
    });
  });
  it('asks for the checks again on the next submit', async () => {
    const before = loads;
    await validateBirthForm(filled, true, true);
    expect(loads).toBeGreaterThan(before);
  });
});
