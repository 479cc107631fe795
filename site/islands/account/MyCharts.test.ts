import { describe, expect, it } from 'vitest';
import { editedBirth } from './MyCharts';

const saved = {
  name: 'Lata',
  date: '1962-03-14',
  time: '10:30',
  lat: '19.076',
  lon: '72.8777',
  tz: 'Asia/Kolkata',
  utcOffset: '+05:30',
  place: 'Mumbai',
  ayanamsa: 'LAHIRI',
  node: 'mean',
};
const draft = { name: 'Lata', relation: 'Mother', date: '1962-03-14', time: '10:30', place: 'Mumbai' };

describe('editing a saved chart', () => {
  it('keeps coordinates and offset when only the name changes', () => {
    expect(editedBirth(saved, { ...draft, name: 'Amma' })).toEqual({ ...saved, name: 'Amma' });
  });
  it('drops the stored offset when the date or time changes (the zone decides again)', () => {
    const next = editedBirth(saved, { ...draft, date: '1962-03-15' });
    expect(next.utcOffset).toBeUndefined();
    expect(next.tz).toBe('Asia/Kolkata');
  });
  it('looks a new place up by name: coordinates and zone are dropped', () => {
    const next = editedBirth(saved, { ...draft, place: 'Pune, India' });
    expect(next).toMatchObject({ place: 'Pune, India' });
    for (const key of ['lat', 'lon', 'tz', 'utcOffset']) expect(next[key]).toBeUndefined();
  });
  it('an empty time means unknown', () => {
    expect(editedBirth(saved, { ...draft, time: '' }).time).toBeUndefined();
  });
});
