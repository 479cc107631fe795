import { describe, expect, it } from 'vitest';
import { claimsFromFrame, markCorrections, type ShownClaim } from './claims';

const text = 'Your **Sun is in Aries** at 15.50°, a bold start. Jupiter is exalted.\n- Mars in Leo';
const claim = (quote: string, ok: boolean, correction: string | null): ShownClaim => {
  const start = text.indexOf(quote);
  return { statement: quote, quote, start, end: start + quote.length, ok, correction };
};

describe('markCorrections', () => {
  it('puts each correction after the sentence of its wrong statement, not after a decimal point', () => {
    const marked = markCorrections(text, [
      claim('Sun is in Aries', false, 'Sun is in Leo, not Aries.'),
      claim('Jupiter is exalted', true, null),
      claim('Mars in Leo', false, 'Mars is in Capricorn, not Leo.'),
    ]);
    expect(marked).toBe(
      'Your **Sun is in Aries** at 15.50°, a bold start. _(✗ Sun is in Leo, not Aries.)_ Jupiter is exalted.\n- Mars in Leo _(✗ Mars is in Capricorn, not Leo.)_',
    );
  });

  it('leaves out claims whose offsets no longer match the text', () => {
    const stale = { ...claim('Sun is in Aries', false, 'Sun is in Leo.'), start: 0 };
    expect(markCorrections(text, [stale])).toBe(text);
  });
});

describe('claimsFromFrame', () => {
  it('reads a well-formed frame and refuses a malformed one', () => {
    const c = claim('Mars in Leo', false, 'Mars is in Capricorn, not Leo.');
    expect(claimsFromFrame({ claims: { claims: [{ ...c, kind: 'sign', extra: 1 }], wrong: 1 } })).toEqual([c]);
    expect(claimsFromFrame({ claims: { claims: [{ ...c, ok: 'no' }] } })).toBeNull();
    expect(claimsFromFrame({ delta: 'x' })).toBeNull();
  });
});
