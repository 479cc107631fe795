/**
 * Place search by sound over the committed GeoNames index: Indian places typed in Devanagari
 * (as a Hindi visitor types them) and Latin spellings GeoNames does not use. The expected place
 * for each name is the city's GeoNames name, written here by hand; the list spans the states,
 * not only the three names the walk-through tried (findings/newcomer-3.md §6).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { romanizeDevanagari } from './devanagari';
import { createPlaceIndex } from './index';
import { looseSpelling, soundKey, spellingDistance } from './sounds-like';
import type { PlacesFile } from './types';

const file = JSON.parse(readFileSync(new URL('./data/places.json', import.meta.url), 'utf8')) as PlacesFile;
const index = createPlaceIndex(file);
const first = (query: string) => index.search(query, 5)[0];

describe('romanizeDevanagari', () => {
  it.each([
    ['मुंबई', 'mumbai'],
    ['दिल्ली', 'dilli'],
    ['कानपुर', 'kanpur'], // the medial inherent vowel is silent
    ['महाराष्ट्र', 'maharashtra'], // a final conjunct keeps it
    ['अमृतसर', 'amritsar'],
    ['क्षेत्र', 'kshetra'],
    ['१९९०', '1990'],
  ])('%s → %s', (hindi, latin) => {
    expect(romanizeDevanagari(hindi)).toEqual([latin]);
  });

  it('gives both spellings of ड़ (Chandigarh with r, Vijayawada with d), and precomposed and nukta forms alike', () => {
    expect(romanizeDevanagari('चंडीगढ़')).toEqual(['chandigarh', 'chandigadh']);
    expect(romanizeDevanagari('विजयवा\u095Ca')).toEqual(romanizeDevanagari('विजयवा\u0921\u093Ca'));
  });
});

describe('soundKey and spellingDistance', () => {
  it('reduce Indian romanisations to one skeleton', () => {
    for (const [a, b] of [
      ['kolkata', 'calcutta'],
      ['bengaluru', 'bangalore'],
      ['lucknow', 'lakhnau'],
      ['hyderabad', 'haidrabad'],
      ['new delhi', 'nai dilli'],
    ])
      expect(soundKey(a!), `${a} / ${b}`).toBe(soundKey(b!));
  });

  it('counts a vowel edit as half a consonant edit', () => {
    expect(spellingDistance(looseSpelling('jaipur'), looseSpelling('jaypur'))).toBe(0);
    expect(spellingDistance(looseSpelling('indore'), looseSpelling('indaur'))).toBe(0.5);
    expect(spellingDistance(looseSpelling('lucknow'), looseSpelling('lakhnau'))).toBe(0.5);
    expect(spellingDistance(looseSpelling('patna'), looseSpelling('batna'))).toBe(1);
  });
});

describe('search in Devanagari', () => {
  it.each([
    ['मुंबई', 'Mumbai', 'IN'],
    ['दिल्ली', 'Delhi', 'IN'],
    ['नई दिल्ली', 'New Delhi', 'IN'],
    ['वाराणसी', 'Varanasi', 'IN'],
    ['बनारस', 'Varanasi', 'IN'],
    ['कोलकाता', 'Kolkata', 'IN'],
    ['कलकत्ता', 'Kolkata', 'IN'],
    ['चेन्नई', 'Chennai', 'IN'],
    ['मद्रास', 'Chennai', 'IN'],
    ['बेंगलुरु', 'Bengaluru', 'IN'],
    ['हैदराबाद', 'Hyderabad', 'IN'],
    ['अहमदाबाद', 'Ahmedabad', 'IN'],
    ['पुणे', 'Pune', 'IN'],
    ['जयपुर', 'Jaipur', 'IN'],
    ['लखनऊ', 'Lucknow', 'IN'],
    ['कानपुर', 'Kanpur', 'IN'],
    ['नागपुर', 'Nagpur', 'IN'],
    ['इंदौर', 'Indore', 'IN'],
    ['भोपाल', 'Bhopal', 'IN'],
    ['पटना', 'Patna', 'IN'],
    ['चंडीगढ़', 'Chandigarh', 'IN'],
    ['विजयवाड़ा', 'Vijayawada', 'IN'],
    ['गुवाहाटी', 'Guwahati', 'IN'],
    ['प्रयागराज', 'Allahābād', 'IN'],
    ['देहरादून', 'Dehra Dūn', 'IN'],
    ['ऋषिकेश', 'Rishīkesh', 'IN'],
    ['तिरुवनंतपुरम', 'Thiruvananthapuram', 'IN'],
    ['उज्जैन', 'Ujjain', 'IN'],
    ['मथुरा', 'Mathura', 'IN'],
    ['वृंदावन', 'Vrindāvan', 'IN'],
    ['हरिद्वार', 'Haridwar', 'IN'],
    ['अमृतसर', 'Amritsar', 'IN'],
    ['जम्मू', 'Jammu', 'IN'],
    ['सूरत', 'Sūrat', 'IN'],
    ['वडोदरा', 'Vadodara', 'IN'],
    ['काठमांडू', 'Kathmandu', 'NP'],
    ['लंदन', 'London', 'GB'],
    ['न्यूयॉर्क', 'New York City', 'US'],
  ])('%s → %s', (query, name, country) => {
    const hit = first(query);
    expect(hit?.place.name).toBe(name);
    expect(hit?.place.countryCode).toBe(country);
    expect(hit?.match).toBe('sounds-like');
  });

  it('finds the city while the name is still being typed', () => {
    expect(first('मुंब')?.place.name).toBe('Mumbai');
    expect(first('वारा')?.place.name).toBe('Varanasi');
  });

  it('reads Hindi qualifiers: a state by sound, भारत by name', () => {
    expect(first('मुंबई, महाराष्ट्र')?.place.label).toBe('Mumbai, Maharashtra, India');
    expect(first('औरंगाबाद, बिहार')?.place.region).toBe('Bihar');
    expect(first('हैदराबाद, भारत')?.place.countryCode).toBe('IN');
  });

  it('resolves a Devanagari name to one place only when it stands clear of the next', () => {
    const mumbai = index.resolve('मुंबई');
    expect(mumbai.kind === 'found' && mumbai.place.name).toBe('Mumbai');
    const delhi = index.resolve('दिल्ली, भारत');
    expect(delhi.kind === 'found' && delhi.place.name).toBe('Delhi');
    // Two Gorakhpurs (Haryana and Uttar Pradesh) of comparable size in GeoNames: a choice, not a guess.
    expect(index.resolve('गोरखपुर').kind).toBe('ambiguous');
    expect(index.resolve('क्षज्ञ').kind).toBe('not-found');
    expect(index.resolve('मुं').kind).toBe('not-found');
  });
});

describe('Latin spellings GeoNames does not use', () => {
  it.each([
    ['Kolkatta', 'Kolkata'],
    ['Lakhnau', 'Lucknow'],
    ['Varanasee', 'Varanasi'],
    ['Bengalooru', 'Bengaluru'],
    ['Haidrabad', 'Hyderabad'],
  ])('%s → %s (only when nothing matches as typed)', (query, name) => {
    expect(first(query)?.place.name).toBe(name);
    expect(first(query)?.match).toBe('sounds-like');
  });

  it('finds nothing for letters that are no near spelling', () => {
    expect(index.search('qqqqzzzz', 5)).toEqual([]);
  });

  it('leaves queries that match as typed alone', () => {
    expect(first('Bombay')?.match).toBe('alias-exact');
    expect(first('Varanasi')?.match).toBe('exact');
  });
});
