import { describe, expect, it } from 'vitest';
import { BIRTH_RULES, validateBirthForm, valuesFromBirth, type BirthRules } from './birth-form';
import { FILLED_BIRTH_FORM } from '../../../tests/support/birth-form-values';

const filled = FILLED_BIRTH_FORM;
/** /birth-chart's rules: latitude and longitude typed beside the place. */
const TYPED: BirthRules = { ...BIRTH_RULES, coordinates: 'typed' };

describe('validateBirthForm', () => {
  it('names every missing field; the time is optional unless the rules require it', async () => {
    const result = await validateBirthForm(valuesFromBirth(null), true, true, 'en', TYPED);
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual(['date', 'lat', 'lon', 'name', 'place']);
    const fromPlace = await validateBirthForm(valuesFromBirth(null), true, true);
    expect('errors' in fromPlace && Object.keys(fromPlace.errors).sort()).toEqual(['date', 'name', 'place']);
    const timeRequired: BirthRules = { ...BIRTH_RULES, time: 'required' };
    const strict = await validateBirthForm(valuesFromBirth(null), true, true, 'en', timeRequired);
    expect('errors' in strict && strict.errors.time).toBe('Please enter the time of birth.');
  });
  it('on the home form: the date may wait, and the messages speak to the visitor', async () => {
    const home: BirthRules = { ...BIRTH_RULES, date: 'optional', voice: 'visitor' };
    const result = await validateBirthForm(valuesFromBirth(null), true, true, 'en', home);
    expect('errors' in result && result.errors).toMatchObject({
      name: 'Please enter your full name.',
      place: 'Please choose your place of birth.',
    });
    expect('errors' in result && result.errors.date).toBeUndefined();
  });
  it('keeps an unknown time as unknown', async () => {
    const result = await validateBirthForm({ ...filled, timeOfBirth: '' }, true, true);
    expect('birth' in result && result.birth.timeOfBirth).toBe('');
  });
  it('reports typed dates/times that could not be read, and out-of-range coordinates', async () => {
    const result = await validateBirthForm({ ...filled, lat: '91', lon: '-181' }, false, false);
    expect('errors' in result && result.errors).toEqual({
      date: 'Date input not valid. Type it as dd/mm/yyyy, e.g. 01/07/1990.',
      time: 'Time input not valid. Type it as h:mm am/pm (10:30 am) or 24-hour (22:15).',
      lat: 'Latitude must be a number from -90 to 90.',
      lon: 'Longitude must be a number from -180 to 180.',
    });
  });
  it("judges dates and coordinates with the API's own schemas", async () => {
    const result = await validateBirthForm({ ...filled, birthDate: '1700-01-01', lat: '12abc', lon: '1e999' }, true, true);
    expect('errors' in result && result.errors).toEqual({
      date: 'Year 1700 is outside the supported range 1800–2200.',
      lat: 'Latitude must be a number from -90 to 90.',
      lon: 'Longitude must be a number from -180 to 180.',
    });
  });
  it("in Hindi: the contract's year and coordinate limits worded in Hindi, naming the field", async () => {
    const result = await validateBirthForm({ ...filled, birthDate: '1700-01-01', lat: '91', lon: 'east' }, true, true, 'hi');
    expect('errors' in result && result.errors).toEqual({
      date: 'जन्म तिथि: वर्ष 1700 समर्थित सीमा 1800–2200 से बाहर है।',
      lat: 'अक्षांश: -90 से 90 के बीच की संख्या होनी चाहिए।',
      lon: 'देशांतर: -180 से 180 के बीच की संख्या होनी चाहिए।',
    });
  });
  it('returns trimmed details with numeric coordinates', async () => {
    expect(await validateBirthForm(filled, true, true)).toEqual({
      birth: {
        name: 'Meera',
        birthDate: '1975-10-02',
        timeOfBirth: '06:05',
        place: { address: 'Chennai, India', lat: 13.0878, lon: 80.2785, zone: 'Asia/Kolkata' },
      },
    });
  });
});
