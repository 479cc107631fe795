import { describe, expect, it } from 'vitest';
import { editedBirth, valuesOfSaved } from './saved-birth-edit';

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
const values = valuesOfSaved(saved);

describe('editing a saved chart', () => {
  it('reads the saved fields into the birth form, zone included', () => {
    expect(values).toEqual({
      name: 'Lata',
      birthDate: '1962-03-14',
      timeOfBirth: '10:30',
      placeName: 'Mumbai',
      lat: '19.076',
      lon: '72.8777',
      zone: 'Asia/Kolkata',
    });
  });
  it('keeps coordinates and offset when only the name changes', () => {
    expect(editedBirth(saved, { ...values, name: 'Amma' })).toEqual({ ...saved, name: 'Amma' });
  });
  it('drops the stored offset when the date or time changes (the zone decides again), keeping the coordinates', () => {
    const next = editedBirth(saved, { ...values, timeOfBirth: '07:15' });
    const { utcOffset: _dropped, ...kept } = saved;
    expect(next).toEqual({ ...kept, time: '07:15' });
  });
  it('a fixed offset with no zone is the place zone: kept when the time changes', () => {
    const { tz: _zone, ...offsetOnly } = saved;
    expect(editedBirth(offsetOnly, { ...valuesOfSaved(offsetOnly), timeOfBirth: '07:15' }).utcOffset).toBe('+05:30');
  });
  it('a new place chosen brings its own coordinates and zone (nothing is lost)', () => {
    const next = editedBirth(saved, {
      ...values,
      placeName: 'Nagpur, Maharashtra, India',
      lat: '21.1458',
      lon: '79.0882',
      zone: 'Asia/Kolkata',
    });
    const { utcOffset: _dropped, ...kept } = saved;
    expect(next).toEqual({ ...kept, place: 'Nagpur, Maharashtra, India', lat: '21.1458', lon: '79.0882', tz: 'Asia/Kolkata' });
  });
  it('a place given by coordinates and a fixed offset is saved with them', () => {
    const next = editedBirth(saved, { ...values, placeName: 'My village', lat: '18.52', lon: '73.85', zone: '+05:30' });
    expect(next).toMatchObject({ place: 'My village', lat: '18.52', lon: '73.85', utcOffset: '+05:30' });
    expect('tz' in next).toBe(false);
  });
  it('a chart saved by place name only stays looked up by name', () => {
    const byName = { name: 'Ravi', date: '1990-07-01', place: 'Pune, India' };
    expect(editedBirth(byName, { ...valuesOfSaved(byName), timeOfBirth: '06:45' })).toEqual({ ...byName, time: '06:45' });
  });
  it('an empty time means unknown', () => {
    expect(editedBirth(saved, { ...values, timeOfBirth: '' }).time).toBeUndefined();
  });
});
