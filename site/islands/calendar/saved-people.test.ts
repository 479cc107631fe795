import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { PENDING_CHARTS_KEY } from '../../lib/account-api';
import { BIRTH_KEY } from '../../stores/birth';
import BirthsFieldset from './BirthsFieldset';
import { birthInstantOf, loadPeople, zoneOffsetAt } from './saved-people';

const memoryStorage = (entries: Record<string, string>) => ({
  getItem: (k: string) => entries[k] ?? null,
  setItem: (k: string, v: string) => void (entries[k] = v),
  removeItem: (k: string) => void delete entries[k],
});

afterEach(() => vi.unstubAllGlobals());

describe('saved people for the muhurta finder', () => {
  it('gives a zone’s offset at a local time, across daylight saving', () => {
    expect(zoneOffsetAt('Asia/Kolkata', '1990-07-01', '10:30')).toBe('+05:30');
    expect(zoneOffsetAt('America/New_York', '2024-07-01', '09:00')).toBe('-04:00');
    expect(zoneOffsetAt('America/New_York', '2024-01-15', '09:00')).toBe('-05:00');
    expect(zoneOffsetAt('Asia/Kathmandu', '2000-01-01', '00:30')).toBe('+05:45');
    expect(zoneOffsetAt('Not/AZone', '2000-01-01', '00:30')).toBeNull();
  });

  it('turns a saved birth into the finder’s date-time with offset, the exact offset first', () => {
    expect(birthInstantOf({ date: '1990-07-01', time: '10:30', utcOffset: '+05:30', tz: 'America/New_York' })).toBe(
      '1990-07-01T10:30+05:30',
    );
    expect(birthInstantOf({ date: '1990-07-01', time: '10:30:15', tz: 'Europe/London' })).toBe('1990-07-01T10:30+01:00');
    expect(birthInstantOf({ date: '1990-07-01', utcOffset: '+05:30' })).toBeNull(); // no time: no tara at a moment
    expect(birthInstantOf({ date: '1990-07-01', time: '10:30' })).toBeNull();
  });

  it('signed out, offers this tab’s birth and the charts kept on this device, without repeats', async () => {
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal(
      'localStorage',
      memoryStorage({
        [PENDING_CHARTS_KEY]: JSON.stringify([
          { name: 'Ravi', relation: 'husband', birth: { date: '1988-03-14', time: '06:45', utcOffset: '+05:30' } },
          { name: 'No time', relation: '', birth: { date: '1988-03-14', utcOffset: '+05:30' } },
        ]),
      }),
    );
    vi.stubGlobal(
      'sessionStorage',
      memoryStorage({
        [BIRTH_KEY]: JSON.stringify({
          name: 'Asha',
          birthDate: '1990-07-01',
          timeOfBirth: '10:30',
          place: { address: 'Mumbai', lat: 19.07, lon: 72.87, zone: 'Asia/Kolkata' },
        }),
      }),
    );
    expect(await loadPeople('Unnamed')).toEqual({
      source: 'device',
      people: [
        { label: 'Asha', birth: '1990-07-01T10:30+05:30' },
        { label: 'Ravi (husband)', birth: '1988-03-14T06:45+05:30' },
      ],
    });
  });

  it('renders the two birth fields in the page’s language before the people arrive', () => {
    const html = renderToStaticMarkup(
      createElement(BirthsFieldset, {
        births: ['', ''],
        onChange: () => {},
        invalid: () => undefined,
        describe: () => undefined,
        locale: 'hi',
      }),
    );
    expect(html).toContain('जन्म 1:');
    expect(html).toContain('जन्म 2:');
    expect(html.match(/<input/g)).toHaveLength(2);
  });
});
