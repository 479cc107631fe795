/** The match page's query: both births round-trip; a link naming a person's place is known as one to resolve. */
import { describe, expect, it } from 'vitest';
import { matchAsksApi, matchToQuery, personQuery, queryToMatch } from './match-query';

const bride = {
  name: 'Sita',
  birthDate: '1992-03-04',
  timeOfBirth: '10:00',
  place: { address: 'Pune, India', lat: 18.52, lon: 73.86, zone: 'Asia/Kolkata' },
};
const groom = {
  name: 'Ram',
  birthDate: '1990-01-01',
  timeOfBirth: '',
  place: { address: 'Delhi, India', lat: 28.65, lon: 77.23, zone: '+05:30' },
};

describe('match query', () => {
  it('round-trips both births, each under its prefix', () => {
    const query = matchToQuery({ bride, groom, ayanamsa: 'RAMAN' });
    expect(query.get('bridePlace')).toBe('Pune, India');
    expect(personQuery(query, 'groom').get('utcOffset')).toBe('+05:30');
    expect(queryToMatch(query)).toEqual({ bride, groom, ayanamsa: 'RAMAN' });
  });
  it('knows a link that names a place without coordinates, for either person', () => {
    const query = matchToQuery({ bride, groom, ayanamsa: 'LAHIRI' });
    expect(matchAsksApi(query)).toBe(false);
    for (const key of ['groomLat', 'groomLon', 'groomTz', 'groomUtcOffset']) query.delete(key);
    expect(queryToMatch(query)).toBeNull();
    expect(matchAsksApi(query)).toBe(true);
    // One person missing altogether: nothing to resolve (the form shows what there is).
    expect(matchAsksApi(new URLSearchParams('bridePlace=Pune&brideDate=1992-03-04'))).toBe(false);
  });
  it('keeps the shared options for both people: the node round-trips, an unknown ayanamsa is for the API to refuse', () => {
    const query = matchToQuery({ bride, groom, ayanamsa: 'LAHIRI', node: 'true' });
    expect(query.get('node')).toBe('true');
    expect(query.has('brideNode')).toBe(false);
    expect(personQuery(query, 'groom').get('node')).toBe('true');
    expect(queryToMatch(query)).toEqual({ bride, groom, ayanamsa: 'LAHIRI', node: 'true' });
    // Before, ayanamsa=FOO was read as Lahiri for both.
    query.set('ayanamsa', 'FOO');
    expect(personQuery(query, 'bride').get('ayanamsa')).toBe('FOO');
    expect(queryToMatch(query)).toBeNull();
    expect(matchAsksApi(query)).toBe(true);
  });
});
