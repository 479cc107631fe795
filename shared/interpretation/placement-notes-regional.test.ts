/**
 * The placement notes in Bengali, Marathi, Telugu and Tamil: for every graha the twelve house notes
 * and twelve sign notes (their count is the type, TwelveNotes) are written in the language's script
 * (≥ 85 % of the letters), leave no Latin word, are one or two sentences, differ from each other,
 * and where the English names the graha itself ("one of the best places for Jupiter") the note names
 * it too, as that language's vocabulary book spells it.
 */
import { describe, expect, it } from 'vitest';
import type { RegionalLocale } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';
import { GRAHAS, grahaName, type Graha } from '../vocabulary/graha';
import { HOUSE_NOTES, type TwelveNotes } from './placement-house-notes';
import { HOUSE_NOTES_BN } from './placement-house-notes-bn';
import { HOUSE_NOTES_MR } from './placement-house-notes-mr';
import { HOUSE_NOTES_TA } from './placement-house-notes-ta';
import { HOUSE_NOTES_TE } from './placement-house-notes-te';
import { SIGN_NOTES } from './placement-sign-notes';
import { SIGN_NOTES_BN } from './placement-sign-notes-bn';
import { SIGN_NOTES_MR } from './placement-sign-notes-mr';
import { SIGN_NOTES_TA } from './placement-sign-notes-ta';
import { SIGN_NOTES_TE } from './placement-sign-notes-te';

type Notes = Record<Graha, TwelveNotes>;

const REGIONAL_NOTES: Record<RegionalLocale, { house: Notes; sign: Notes }> = {
  bn: { house: HOUSE_NOTES_BN, sign: SIGN_NOTES_BN },
  mr: { house: HOUSE_NOTES_MR, sign: SIGN_NOTES_MR },
  te: { house: HOUSE_NOTES_TE, sign: SIGN_NOTES_TE },
  ta: { house: HOUSE_NOTES_TA, sign: SIGN_NOTES_TA },
};

/** The English name of a graha as its notes write it ("the Sun", "Jupiter"). */
const SELF_NAMED = (graha: Graha, english: string): boolean => new RegExp(`\\b${graha}\\b`).test(english);

describe.each(Object.entries(REGIONAL_NOTES))('placement notes in %s', (locale, notes) => {
  const lang = locale as RegionalLocale;
  describe.each([
    ['house', notes.house, HOUSE_NOTES],
    ['sign', notes.sign, SIGN_NOTES],
  ] as const)('%s notes', (_kind, translated, english) => {
    it.each(GRAHAS)('%s: twelve distinct notes in the script, no Latin, one or two sentences', (graha) => {
      const list = translated[graha];
      expect(list).toHaveLength(12);
      expect(new Set(list).size).toBe(12);
      list.forEach((note, i) => {
        const where = `${graha}[${i}] "${note}"`;
        expect(note.trim().length, where).toBeGreaterThan(10);
        expect(scriptShare(note, lang), where).toBeGreaterThanOrEqual(0.85);
        expect(note.match(/[A-Za-z]+/g) ?? [], where).toEqual([]);
        const stops = note.match(/[।.?!]/g) ?? [];
        expect(stops.length, where).toBeGreaterThanOrEqual(1);
        expect(stops.length, where).toBeLessThanOrEqual(2);
        expect(/[।.?!]$/.test(note), where).toBe(true);
        if (SELF_NAMED(graha, english[graha][i]!)) expect(note, where).toContain(grahaName(graha, lang));
      });
    });
  });
});
