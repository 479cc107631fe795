import { describe, expect, it } from 'vitest';
import { OPEN_TEXT_CLASS, needsOpenText, openTextClass, withOpenText } from './open-text';

describe('open text (a visitor’s words drawn with the whole Devanagari face)', () => {
  it('is needed when one of the words is Devanagari, in any of its blocks', () => {
    expect(needsOpenText('Asha Rao', 'आशा राव')).toBe(true);
    expect(needsOpenText('\uA8F2')).toBe(true); // Devanagari Extended: spacing candrabindu
    expect(needsOpenText('\u1CDA')).toBe(true); // Vedic Extensions: double svarita
    expect(openTextClass('श्रद्धा')).toBe(OPEN_TEXT_CLASS);
  });

  it('is not needed for Latin or other scripts, or for words not given', () => {
    expect(needsOpenText('Asha Rao', 'Pune, Maharashtra, India')).toBe(false);
    expect(needsOpenText('অশোক', 'Ωμέγα')).toBe(false); // Bengali, Greek: the site's Hindi face has none, so nothing changes
    expect(needsOpenText(undefined, null, '')).toBe(false);
    expect(openTextClass('Asha')).toBeUndefined();
  });

  it('adds its class to a class list only when asked', () => {
    expect(withOpenText('chat-about', true)).toBe(`chat-about ${OPEN_TEXT_CLASS}`);
    expect(withOpenText('chat-about', false)).toBe('chat-about');
    expect(withOpenText('chat-about', undefined)).toBe('chat-about');
  });
});
