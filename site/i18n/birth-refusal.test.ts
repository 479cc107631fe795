import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartInputFromQuery } from '../../shared/contracts/chart-request';
import { FIELD_PROBLEM_CODES } from '../../shared/contracts/field-problem';
import { panchangDayRequest } from '../../shared/contracts/panchang-query';
import { createPlaceIndex } from '../../shared/places/index';
import type { PlacesFile } from '../../shared/places/types';
import { wordBirthRefusal } from './birth-refusal';
import { birthFieldNames, fieldProblemText } from './field-problems';

const places = createPlaceIndex(
  JSON.parse(readFileSync(new URL('../../shared/places/data/places.json', import.meta.url), 'utf8')) as PlacesFile,
);
const LATIN = /[A-Za-z]/;

/** Every parameter any code reads, filled with Devanagari so that Latin left in a sentence is the sentence's own. */
const HINDI_PARAMS = {
  min: 1,
  max: 2,
  year: 3,
  place: 'पुणे',
  example: 'पुणे, महाराष्ट्र',
  other: 'देशांतर',
  time: '०२:३०',
  zone: 'क्षेत्र',
  date: 'तिथि',
  from: '+०१:००',
  to: '+०२:००',
  first: '+०२:००',
  second: '+०१:००',
};

describe('every field problem code is worded in both languages', () => {
  it('Hindi names the field and is Devanagari apart from proper names and notations it quotes', () => {
    for (const code of FIELD_PROBLEM_CODES) {
      const hi = fieldProblemText.hi[code]('जन्म समय', HINDI_PARAMS);
      const en = fieldProblemText.en[code]('Time of Birth', HINDI_PARAMS);
      expect(hi, code).not.toBe(en);
      // Quoted notations a Hindi reader types as they are: an example zone id, an example address, UTC.
      const own = hi.replace(/Asia\/Kolkata|name@example\.com|UTC/g, '');
      expect(own, `${code}: ${hi}`).not.toMatch(LATIN);
    }
  });

  it('every numbered parameter a code reads reaches its Hindi sentence', () => {
    const probe = {
      min: 111,
      max: 222,
      year: 333,
      place: 'प१',
      example: 'प२',
      time: 'प३',
      zone: 'प४',
      date: 'प५',
      from: 'प६',
      to: 'प७',
      first: 'प८',
      second: 'प९',
    };
    for (const code of FIELD_PROBLEM_CODES) {
      const en = fieldProblemText.en[code]('L', probe);
      const hi = fieldProblemText.hi[code]('L', probe);
      for (const value of Object.values(probe))
        if (en.includes(String(value))) expect(hi, `${code} drops ${value}`).toContain(String(value));
    }
  });
});

describe('wordBirthRefusal', () => {
  const refusalOf = (q: Record<string, string>) => {
    const r = chartInputFromQuery(q, places);
    if (r.ok) throw new Error('expected a refusal');
    return {
      status: 400,
      message: r.failure.message,
      field: r.failure.field,
      body: { code: r.failure.code, params: r.failure.params },
    };
  };

  it('keeps the API English on English pages, byte for byte', () => {
    const r = refusalOf({ date: '2021-03-28', time: '02:30', place: 'Berlin' });
    expect(wordBirthRefusal('en', r)).toBe(r.message);
    expect(wordBirthRefusal('en', { status: 0, message: 'as sent', field: null })).toBe('as sent');
  });

  it('words the chart pipeline refusals in Hindi, with what was typed and the clock figures', () => {
    expect(wordBirthRefusal('hi', refusalOf({ date: '2021-03-28', time: '02:30', place: 'Berlin' }))).toBe(
      'जन्म समय: 2021-03-28 को Europe/Berlin में 02:30 का समय आया ही नहीं (घड़ियाँ +01:00 से +02:00 पर बदलीं); समय जाँचें या UTC अंतर चुनें।',
    );
    expect(wordBirthRefusal('hi', refusalOf({ date: '1990-07-01', place: 'Nowhere at all' }))).toBe(
      'जन्म स्थान: “Nowhere at all” नाम का कोई स्थान नहीं मिला; सूची से स्थान चुनें, या अक्षांश और देशांतर लिखें।',
    );
    expect(wordBirthRefusal('hi', refusalOf({ date: '1990-02-30', place: 'Pune' }))).toBe('जन्म तिथि: यह तिथि मान्य नहीं है।');
    expect(wordBirthRefusal('hi', refusalOf({ date: '1990-07-01', lat: '0', lon: '-30' }))).toMatch(/^समय क्षेत्र: /);
  });

  it('words the panchang refusals in Hindi under the label the page gives', () => {
    const r = panchangDayRequest({ date: '2026-02-01', lat: '95', lon: '77' }, places);
    if (r.ok) throw new Error('expected a refusal');
    const refusal = {
      status: 400,
      message: r.failure.message,
      field: r.failure.field,
      body: { code: r.failure.code, params: r.failure.params },
    };
    expect(wordBirthRefusal('hi', refusal)).toBe('अक्षांश: -90 से 90 के बीच की संख्या होनी चाहिए।');
  });

  it('says an unreachable or failing service in Hindi, and an unknown code still names the field', () => {
    expect(wordBirthRefusal('hi', { status: 0, message: 'x', field: null })).toMatch(/^कुंडली सेवा तक नहीं पहुँच सके/);
    expect(wordBirthRefusal('hi', { status: 503, message: 'x', field: null })).toMatch(/503/);
    expect(wordBirthRefusal('hi', { status: 400, message: 'x', field: 'time', body: { code: 'fromTheFuture' } })).toBe(
      'जन्म समय: यह मान मान्य नहीं है।',
    );
    expect(wordBirthRefusal('hi', { status: 400, message: 'x', field: 'time' })).toBe('जन्म समय: यह मान मान्य नहीं है।');
    expect(Object.keys(birthFieldNames.hi)).toEqual(Object.keys(birthFieldNames.en));
  });
});
