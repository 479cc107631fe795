import { describe, expect, it } from 'vitest';
import { YOGA_CATALOGUE } from '../predictions/catalogue';
import { YOGA_IDS } from '../vocabulary/yoga-ids';
import { YOGA_CONDITIONS_HI } from './yoga-conditions-hi';

describe('yoga conditions in Hindi', () => {
  it('the rule ids are the catalogue ones, each rule once, in catalogue order (the compiler checks the texts against them)', () => {
    expect(YOGA_CATALOGUE.map((r) => r.id)).toEqual([...YOGA_IDS]);
    expect(Object.keys(YOGA_CONDITIONS_HI).sort()).toEqual([...YOGA_IDS].sort());
  });

  it('each is Devanagari prose with no Latin letter', () => {
    for (const [id, text] of Object.entries(YOGA_CONDITIONS_HI)) {
      expect(text, id).toMatch(/[\u0900-\u097F]/);
      expect(text, id).not.toMatch(/[A-Za-z]/);
    }
  });
});
