import { describe, expect, it } from 'vitest';
import { ayanamsaFromQuery, birthToQuery, queryAsksApi, queryNamesPlace, queryToBirth } from './birth-query';

describe('birth query', () => {
  it('round-trips a birth with a zone and with an offset', () => {
    const birth = {
      name: 'Asha',
      birthDate: '1990-03-05',
      timeOfBirth: '14:30',
      place: { address: 'Pune, India', lat: 18.52, lon: 73.85, zone: 'Asia/Kolkata' },
    };
    const query = birthToQuery({ birth, ayanamsa: 'LAHIRI' });
    expect(query.get('tz')).toBe('Asia/Kolkata');
    expect(queryToBirth(query)).toEqual({ birth, ayanamsa: 'LAHIRI' });
    const offsetBirth = { ...birth, timeOfBirth: '', place: { ...birth.place, zone: '+05:30' } };
    const q2 = birthToQuery({ birth: offsetBirth, ayanamsa: 'RAMAN' });
    expect(q2.get('utcOffset')).toBe('+05:30');
    expect(q2.has('time')).toBe(false);
    expect(queryToBirth(q2)).toEqual({ birth: offsetBirth, ayanamsa: 'RAMAN' });
  });
  it('leaves a query with a settings profile to the API (it sets the ayanamsa and node)', () => {
    const query = new URLSearchParams({
      date: '1990-05-15',
      time: '14:30',
      lat: '19.076',
      lon: '72.8777',
      tz: 'Asia/Kolkata',
      profile: 'pyjhora',
    });
    expect(queryToBirth(query)).toBeNull();
    expect(queryAsksApi(query)).toBe(true);
  });

  it('returns null without a usable date or coordinates', () => {
    expect(queryToBirth(new URLSearchParams('name=x'))).toBeNull();
    expect(queryToBirth(new URLSearchParams('date=1990-01-01&lat=abc&lon=2'))).toBeNull();
  });
  it('knows a query that names its place instead of giving coordinates', () => {
    const q = (text: string) => queryNamesPlace(new URLSearchParams(text));
    expect(q('name=Asha&date=1990-05-15&time=14:30&place=Delhi%2C%20India')).toBe(true);
    expect(q('date=1990-05-15&place=Delhi&lat=28.6')).toBe(true);
    // Coordinates given: an ordinary query; no date or no place name: no birth.
    expect(q('date=1990-05-15&place=Delhi&lat=28.6&lon=77.2')).toBe(false);
    expect(q('place=Delhi')).toBe(false);
    expect(q('date=1990-05-15&place=%20')).toBe(false);
    expect(q('date=%20&place=Delhi')).toBe(false);
  });
  it('reads the ayanamsa in any letter case, the site default when none is given, and no other text', () => {
    expect(ayanamsaFromQuery(new URLSearchParams('ayanamsa=raman'))).toBe('RAMAN');
    expect(ayanamsaFromQuery(new URLSearchParams(''))).toBe('LAHIRI');
    expect(ayanamsaFromQuery(new URLSearchParams('ayanamsa='))).toBe('LAHIRI');
    // Before, any other text became the default (a Lahiri chart for ?ayanamsa=FOO, without a word).
    expect(ayanamsaFromQuery(new URLSearchParams('ayanamsa=nonsense'))).toBeNull();
  });
  it('leaves a birth with an option it does not read to the API, never replacing the option', () => {
    const birth = 'name=Asha&date=1990-05-15&time=14:30&lat=28.6&lon=77.2&tz=Asia%2FKolkata';
    for (const option of ['ayanamsa=FOO', 'ayanamsa=true-citra', 'node=FOO', 'node=', 'ayanamsa=LAHIRI&node=sideways']) {
      const query = new URLSearchParams(`${birth}&${option}`);
      const readable = option === 'node=';
      expect(queryToBirth(query) === null, option).toBe(!readable);
      expect(queryAsksApi(query), option).toBe(!readable);
    }
    // Read by the page: no option, known names in any case.
    expect(queryAsksApi(new URLSearchParams(birth))).toBe(false);
    expect(queryToBirth(new URLSearchParams(`${birth}&ayanamsa=lahiri&node=TRUE`))).toMatchObject({ ayanamsa: 'LAHIRI', node: 'true' });
    // A place named without coordinates asks the API too; a query with no birth does not.
    expect(queryAsksApi(new URLSearchParams('date=1990-05-15&place=Delhi&ayanamsa=FOO'))).toBe(true);
    expect(queryAsksApi(new URLSearchParams('ayanamsa=FOO'))).toBe(false);
    // Coordinates the page cannot read: the API refuses them by name (before: the stored birth was shown instead).
    expect(queryAsksApi(new URLSearchParams('date=1990-05-15&lat=abc&lon=2'))).toBe(true);
    expect(queryAsksApi(new URLSearchParams('date=&lat=1&lon=2'))).toBe(true);
    expect(queryAsksApi(new URLSearchParams('date=1990-05-15&lat=1'))).toBe(false);
  });
  it('carries the node it was given, and none when none was given', () => {
    const birth = {
      name: 'Asha',
      birthDate: '1990-03-05',
      timeOfBirth: '',
      place: { address: 'Pune, India', lat: 18.52, lon: 73.85, zone: 'Asia/Kolkata' },
    };
    const query = birthToQuery({ birth, ayanamsa: 'LAHIRI', node: 'true' });
    expect(query.get('node')).toBe('true');
    expect(queryToBirth(query)).toEqual({ birth, ayanamsa: 'LAHIRI', node: 'true' });
    expect(birthToQuery({ birth, ayanamsa: 'LAHIRI' }).has('node')).toBe(false);
  });
});
