/** The forms of typed place text the index tries (rewrite.ts), independent of the index. */
import { describe, expect, it } from 'vitest';
import { placeTextForms, rewritePlaceText } from './rewrite';

describe('rewritePlaceText', () => {
  it('writes out country short forms and US state codes, and reads New York as the city', () => {
    expect(rewritePlaceText('London, UK')).toBe('London, United Kingdom');
    expect(rewritePlaceText('New York, USA')).toBe('New York City, United States');
    expect(rewritePlaceText('Austin, TX')).toBe('Austin, Texas');
    expect(rewritePlaceText('Gaithersburg, MD, USA')).toBe('Gaithersburg, Maryland, United States');
    expect(rewritePlaceText('New York')).toBe('New York City');
    expect(rewritePlaceText('NewDelhi,India')).toBe('New Delhi, India');
  });

  it('leaves other countries alone and says when nothing changes', () => {
    expect(rewritePlaceText('Tokyo, Japan')).toBeNull();
    expect(rewritePlaceText('Paris, France')).toBeNull();
    expect(rewritePlaceText('New York, Canada')).toBeNull();
  });
});

describe('placeTextForms', () => {
  const isQualifier = (word: string) => ['india', 'united arab emirates', 'tx', 'in'].includes(word);
  it('tries the text as typed first, then rewritten, then with a comma before a trailing qualifier', () => {
    expect(placeTextForms('mumbai india', isQualifier)).toEqual(['mumbai india', 'mumbai, india']);
    expect(placeTextForms('Austin tx', isQualifier)).toEqual(['Austin tx', 'Austin, tx', 'Austin, Texas']);
    expect(placeTextForms('Dubai united arab emirates', isQualifier)).toEqual([
      'Dubai united arab emirates',
      'Dubai, united arab emirates',
    ]);
    expect(placeTextForms('Mumbai Central', isQualifier)).toEqual(['Mumbai Central']);
    expect(placeTextForms('India', isQualifier)).toEqual(['India']);
  });
});
