/**
 * A signed-in visitor's new browser opens the chat on the birth of their newest conversation kept with the
 * account: read back from the conversation's key, its place named by a saved chart of the same birth.
 */
import { describe, expect, it } from 'vitest';
import type { SavedChart } from '../../../shared/contracts/account';
import type { StoredConversation } from '../../../shared/contracts/account-limits';
import { birthKeyOf, type BirthDetails } from '../../stores/birth';
import { birthOfKey, newestBirth } from './account-birth';

const ASHA: BirthDetails = {
  name: 'Asha Rao',
  birthDate: '1990-08-16',
  timeOfBirth: '14:31',
  place: { address: 'Mumbai, Maharashtra, India', lat: 19.07283, lon: 72.88261, zone: 'Asia/Kolkata' },
};

const conversation = (birthKey: string, updatedAt: string): StoredConversation => ({
  id: updatedAt,
  title: 't',
  createdAt: updatedAt,
  updatedAt,
  birthKey,
  messages: [{ role: 'user', content: 'Hi' }],
});

describe('the birth a conversation key names', () => {
  it('reads name, date, time and coordinates back (the same key again), the zone left to the chart API', () => {
    const birth = birthOfKey(birthKeyOf(ASHA))!;
    expect(birth).toEqual({
      name: 'Asha Rao',
      birthDate: '1990-08-16',
      timeOfBirth: '14:31',
      place: { address: '19.0728, 72.8826', lat: 19.0728, lon: 72.8826, zone: null },
    });
    expect(birthKeyOf(birth)).toBe(birthKeyOf(ASHA));
  });

  it('keeps a name with a bar in it, and an unknown time', () => {
    expect(birthOfKey('A|B|1990-08-16||19.0728|72.8826')).toMatchObject({ name: 'A|B', timeOfBirth: '' });
  });

  it("is none for a saved person's key or a malformed one", () => {
    for (const key of [
      'saved:abc',
      'Asha|1990-08-16',
      'Asha|16/08/1990|14:31|19|72',
      'Asha|1990-08-16|14:31|north|72',
      'Asha|1990-08-16|14:31||72',
    ])
      expect(birthOfKey(key), key).toBeNull();
  });
});

describe('the newest conversation’s birth', () => {
  const saved: SavedChart = {
    id: 'c1',
    name: 'Asha Rao',
    relation: 'Self',
    birth: { name: 'Asha Rao', date: '1990-08-16', time: '14:31', lat: '19.07283', lon: '72.88261', tz: 'Asia/Kolkata', place: 'Mumbai' },
    createdAt: '',
    updatedAt: '',
  };

  it('takes the newest conversation about a birth, skipping saved persons’ ones, its place named by the saved chart', () => {
    const conversations = [
      conversation(birthKeyOf({ ...ASHA, name: 'Older' }), '2026-12-01T00:00:00Z'),
      conversation('saved:c1', '2026-12-07T00:00:00Z'),
      conversation(birthKeyOf(ASHA), '2026-12-05T00:00:00Z'),
    ];
    expect(newestBirth(conversations, [saved])).toMatchObject({ name: 'Asha Rao', place: { address: 'Mumbai', zone: 'Asia/Kolkata' } });
    expect(newestBirth(conversations, [])).toMatchObject({ name: 'Asha Rao', place: { address: '19.0728, 72.8826', zone: null } });
  });

  it('is none without a conversation about a birth', () => {
    expect(newestBirth([conversation('saved:c1', '2026-12-07T00:00:00Z')], [saved])).toBeNull();
    expect(newestBirth([], [])).toBeNull();
  });
});
