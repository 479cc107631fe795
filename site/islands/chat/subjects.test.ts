import { describe, expect, it } from 'vitest';
import type { SavedChart } from '../../../shared/contracts/account';
import { birthKeyOf } from '../../stores/birth';
import { personFirstPrompt } from './first-prompt';
import {
  chartFieldsOf,
  conversationAbout,
  savedBirth,
  subjectKey,
  subjectLabel,
  subjectNeedsOpenText,
  subjectsFor,
  subjectTitle,
  titleInLocale,
  type ChatSubject,
} from './subjects';

const ME = {
  name: 'Asha Rao',
  birthDate: '1992-03-14',
  timeOfBirth: '06:45',
  place: { address: 'Pune', lat: 18.5196, lon: 73.8553, zone: 'Asia/Kolkata' },
};
const RAVI: SavedChart = {
  id: 'r1',
  name: 'Ravi Kumar',
  relation: 'husband',
  birth: { date: '1988-02-11', time: '14:20', lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata', place: 'Mumbai', ayanamsa: 'LAHIRI' },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const BROKEN: SavedChart = { ...RAVI, id: 'x', name: 'No date', birth: { place: 'Mumbai' } };
const MATCH = { query: { brideDate: '1992-03-14' }, bride: ME, groom: { ...ME, name: 'Vik' } };

describe('chat subjects', () => {
  const self: ChatSubject = { kind: 'self', birth: ME };
  const ravi: ChatSubject = { kind: 'saved', person: RAVI };
  const match: ChatSubject = { kind: 'match', match: MATCH, birth: ME };

  it('keeps the visitor’s and the match’s conversations under the keys they had, and each saved person apart', () => {
    expect(subjectKey(self)).toBe(birthKeyOf(ME));
    expect(subjectKey(match)).toBe(birthKeyOf(ME));
    expect(subjectKey(ravi)).toBe('saved:r1');
  });

  it('names whose chart it is in labels and titles', () => {
    expect(subjectLabel(self)).toBe('You (Asha Rao)');
    expect(subjectLabel(ravi)).toBe('Ravi Kumar (husband)');
    expect(subjectLabel({ kind: 'saved', person: { ...RAVI, relation: '' } })).toBe('Ravi Kumar');
    expect(subjectLabel(match)).toBe('Match: Asha Rao & Vik');
    expect(subjectTitle(self)).toBe('Transit Predictions: Asha Rao');
    expect(subjectTitle(ravi)).toBe('Transit Predictions: Ravi Kumar');
    expect(subjectTitle({ kind: 'self', birth: { ...ME, name: ' ' } })).toBe('Transit Predictions');
    expect(subjectTitle(match)).toBe('Match: Asha Rao & Vik');
    // Hindi pages: the same facts in Hindi words, names as the visitor typed them.
    expect(subjectLabel(self, 'hi')).toBe('आप (Asha Rao)');
    expect(subjectTitle(ravi, 'hi')).toBe('गोचर भविष्यफल: Ravi Kumar');
    expect(subjectLabel({ kind: 'match', match: { ...MATCH, groom: { ...ME, name: '' } }, birth: ME }, 'hi')).toBe('मिलान: Asha Rao और वर');
  });

  it('opens a conversation about a saved person in the page’s language', () => {
    const birth = savedBirth(RAVI)!.birth;
    expect(personFirstPrompt(birth, 'husband', 2026, null)).toBe(
      'Please give me a short reading of the birth chart of Ravi Kumar (my husband), born on 1988-02-11 at 14:20 in Mumbai. Include their transit predictions for 2026.',
    );
    expect(personFirstPrompt({ ...birth, timeOfBirth: '' }, '', 2026, 'Sun in Aquarius', 'hi')).toBe(
      'कृपया Ravi Kumar की जन्म कुंडली का संक्षिप्त फलादेश दीजिए: जन्म 1988-02-11 (जन्म समय अज्ञात), Mumbai। उनके ग्रह: Sun in Aquarius। 2026 के लिए उनका गोचर फल भी बताइए।',
    );
  });

  it('sends a saved person’s own fields and the visitor’s from the birth store', () => {
    expect(chartFieldsOf(ravi, 'RAMAN')).toEqual({ ...RAVI.birth, name: 'Ravi Kumar' });
    expect(chartFieldsOf(self, 'LAHIRI')).toMatchObject({
      name: 'Asha Rao',
      date: '1992-03-14',
      time: '06:45',
      tz: 'Asia/Kolkata',
      ayanamsa: 'LAHIRI',
    });
  });

  it('reads a saved birth for the first prompt, and leaves out a person whose birth cannot be read', () => {
    expect(savedBirth(RAVI)).toEqual({
      birth: {
        name: 'Ravi Kumar',
        birthDate: '1988-02-11',
        timeOfBirth: '14:20',
        place: { address: 'Mumbai', lat: 19.076, lon: 72.8777, zone: 'Asia/Kolkata' },
      },
      ayanamsa: 'LAHIRI',
    });
    expect(savedBirth(BROKEN)).toBeNull();
    expect(subjectsFor(ME, null, [RAVI, BROKEN]).map((s) => subjectLabel(s))).toEqual(['You (Asha Rao)', 'Ravi Kumar (husband)']);
    expect(subjectsFor(null, MATCH, [RAVI]).map((s) => subjectLabel(s))).toEqual(['Match: Asha Rao & Vik', 'Ravi Kumar (husband)']);
  });
});

describe('open text about a subject', () => {
  it('is needed when a name, relation or place the visitor gave is Devanagari, and marks the new conversation', () => {
    const hindiMe = { ...ME, name: 'आशा राव' };
    expect(subjectNeedsOpenText({ kind: 'self', birth: ME })).toBe(false);
    expect(subjectNeedsOpenText({ kind: 'self', birth: hindiMe })).toBe(true);
    expect(subjectNeedsOpenText({ kind: 'saved', person: RAVI })).toBe(false);
    expect(subjectNeedsOpenText({ kind: 'saved', person: { ...RAVI, relation: 'पति' } })).toBe(true);
    expect(subjectNeedsOpenText({ kind: 'match', match: { ...MATCH, groom: hindiMe }, birth: ME })).toBe(true);
    const now = new Date('2026-11-27T10:00:00Z');
    expect(conversationAbout({ kind: 'self', birth: hindiMe }, 'hi', now)).toMatchObject({ openText: true, birthKey: birthKeyOf(hindiMe) });
    expect(conversationAbout({ kind: 'self', birth: ME }, 'en', now)).not.toHaveProperty('openText');
  });
});

describe('titleInLocale', () => {
  it('rewrites a default title from another language, keeps other titles', () => {
    expect(titleInLocale('Transit Predictions: Asha', 'hi')).toBe('गोचर भविष्यफल: Asha');
    expect(titleInLocale('गोचर भविष्यफल: आशा', 'en')).toBe('Transit Predictions: आशा');
    expect(titleInLocale('Transit Predictions', 'hi')).toBe('गोचर भविष्यफल');
    expect(titleInLocale('Transit Predictions: Asha', 'en')).toBe('Transit Predictions: Asha');
    expect(titleInLocale('My own title', 'hi')).toBe('My own title');
  });
});
