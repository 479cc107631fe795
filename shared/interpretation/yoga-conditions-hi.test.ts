import { describe, expect, it } from 'vitest';
import { YOGA_CATALOGUE } from '../predictions/catalogue';
import { YOGA_CONDITIONS_HI } from './yoga-conditions-hi';

describe('yoga conditions in Hindi', () => {
  it('every catalogue rule has its Hindi condition, and no other id has one', () => {
    expect(Object.keys(YOGA_CONDITIONS_HI).sort()).toEqual(YOGA_CATALOGUE.map((r) => r.id).sort());
  });

  it('each is Devanagari prose with no Latin letter', () => {
    for (const [id, text] of Object.entries(YOGA_CONDITIONS_HI)) {
      expect(text, id).toMatch(/[\u0900-\u097F]/);
      expect(text, id).not.toMatch(/[A-Za-z]/);
    }
  });
});
