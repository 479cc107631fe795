/**
 * Claim check on hand-written sentences about the constructed chart (reader/fixtures/README.md:
 * Aries lagna; Jupiter (debilitated) and Mars (exalted) in the 10th, Capricorn; Saturn exalted in
 * the 7th, Libra; Venus exalted in the 12th, Pisces; Moon in the 2nd, Taurus; Sun in the 5th, Leo;
 * Mercury in the 6th, Virgo; Rahu in the 3rd, Ketu in the 9th; Saturn mahadasha 2015-03-10 to
 * 2034-03-10, running on the fixture's "now").
 */
import { describe, expect, it } from 'vitest';
import { composeReading } from '../reader/compose';
import { constructedChart } from '../reader/fixtures/constructed-chart';
import { checkClaims, correctionRequest } from './check-claims';
import { REGIONAL_LOCALES } from '../../i18n/locale';
import { scriptShare } from '../../i18n/scripts';
import { grahaName } from '../../vocabulary/graha';
import { rasiNameOf } from '../../vocabulary/rasi';
import '../../vocabulary/books';

const chart = constructedChart();
const verdicts = (text: string) => checkClaims(text, chart).claims.map((c) => [c.statement, c.ok] as const);

describe('tricky sentences', () => {
  it.each([
    [
      'Moon and Mars in Leo.',
      [
        ['Moon in Leo', false],
        ['Mars in Leo', false],
      ],
    ],
    [
      'Jupiter and Mars are both in Capricorn.',
      [
        ['Jupiter in Capricorn', true],
        ['Mars in Capricorn', true],
      ],
    ],
    [
      'Sun, Mercury and Venus are in the 10th house.',
      [
        ['Sun in the 10th house', false],
        ['Mercury in the 10th house', false],
        ['Venus in the 10th house', false],
      ],
    ],
    ['Mars is not in Leo.', [['Mars not in Leo', true]]],
    ['Mars is not in Capricorn.', [['Mars not in Capricorn', false]]],
    ["Saturn isn't retrograde.", [['Saturn not retrograde', true]]],
    [
      'Venus is in your 12th house, not the 10th.',
      [
        ['Venus in the 12th house', true],
        ['Venus not in the 10th house', true],
      ],
    ],
    ['Jupiter sits in the tenth house.', [['Jupiter in the 10th house', true]]],
    ['Jupiter sits in house ten.', [['Jupiter in the 10th house', true]]],
    ['Saturn occupies the 10th house.', [['Saturn in the 10th house', false]]],
    [
      'Jupiter, debilitated in Capricorn, sits in your 10th house.',
      [
        ['Jupiter debilitated', true],
        ['Jupiter in Capricorn', true],
        ['Jupiter in the 10th house', true],
      ],
    ],
    ['Exalted Saturn gives discipline.', [['Saturn exalted', true]]],
    ['Retrograde Mercury makes you think twice.', [['Mercury retrograde', false]]],
    ['You have a Leo ascendant.', [['Ascendant Leo', false]]],
    ['Your lagna is Aries.', [['Ascendant Aries', true]]],
    ['Mars in the ascendant gives drive.', [['Mars in the 1st house', false]]],
    ['Venus is in the 11th house from the Moon.', [['Venus in the 11th house from the Moon', true]]],
    [
      'Sun is in Leo, its own sign.',
      [
        ['Sun in Leo', true],
        ['Sun in its own sign', true],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(verdicts(text)).toEqual(expected);
  });

  it.each([
    ['मंगल सिंह राशि में नहीं है।', [['मंगल सिंह राशि में नहीं', true]]],
    ['मंगल मकर राशि में नहीं है।', [['मंगल मकर राशि में नहीं', false]]],
    [
      'मकर राशि में गुरु और दशम भाव में मंगल हैं।',
      [
        ['गुरु मकर राशि में', true],
        ['मंगल 10वें भाव में', true],
      ],
    ],
    [
      'शुक्र उच्च का है और शनि वक्री नहीं है।',
      [
        ['शुक्र उच्च', true],
        ['शनि मार्गी', true],
      ],
    ],
    [
      'चंद्रमा और मंगल सिंह राशि में हैं।',
      [
        ['चंद्र सिंह राशि में', false],
        ['मंगल सिंह राशि में', false],
      ],
    ],
  ])('Hindi: %s', (text, expected) => {
    expect(checkClaims(text, chart, { locale: 'hi' }).claims.map((c) => [c.statement, c.ok] as const)).toEqual(expected);
  });

  it('writes a Hindi correction with Hindi names', () => {
    const [claim] = checkClaims('सूर्य मेष राशि में है।', chart, { locale: 'hi' }).claims;
    expect(claim!.correction).toBe('सूर्य सिंह राशि में है, मेष में नहीं।');
  });

  it.each([
    'Saturn rules your 10th house and 11th house.',
    'Jupiter aspects your 4th house.',
    'Today Saturn transits Pisces, your 12th house.',
    'Jupiter will enter Gemini next year.',
    'If Mars were in Leo you would be bolder.',
    "Saturn's aspect on the 4th house brings duties.",
    'The 10th house is Capricorn, ruled by Saturn.',
    'Your navamsa Venus is in Leo.',
    'Mangal dosha in the 7th house is a concern for many.',
    'Leo is a fire sign; the 5th house speaks of children.',
  ])('makes no statement: %s', (text) => {
    expect(checkClaims(text, chart).claims).toEqual([]);
  });
});

describe('dasha statements', () => {
  it.each([
    ['Your Saturn mahadasha runs from 2015 to 2034.', true],
    ['Saturn mahadasha (2015-03-10 to 2034-03-10).', true],
    ['The Saturn mahadasha ends on 10 March 2034.', true],
    ['Saturn mahadasha ends in March 2034.', true],
    ['Saturn mahadasha runs from 2019 to 2038.', false],
    ['Your Saturn Mahadasha: 2012–2031.', false],
    ['The Saturn–Jupiter antardasha runs from 2031 to 2034.', true],
    ['The Jupiter antardasha of your Saturn mahadasha begins in 2029.', false],
    ['You are currently in your Saturn mahadasha.', true],
    ['You are currently in the Mercury mahadasha.', false],
    ['Mercury mahadasha in 2040.', true],
    ['Mercury mahadasha in 2020.', false],
  ])('%s → %s', (text, ok) => {
    const { claims } = checkClaims(text, chart);
    expect(claims.map((c) => [c.kind, c.ok])).toEqual([['dasha', ok]]);
    if (!ok) expect(claims[0]!.correction).toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('corrects a wrong running period with the one running now', () => {
    const [claim] = checkClaims('You are currently in the Mercury mahadasha.', chart).claims;
    expect(claim!.correction).toMatch(/^The period running now is the Saturn mahadasha \(2015-03-10 to 2034-03-\d\d\)\.$/);
  });
});

describe('corrections and the request to the model', () => {
  const answer = 'Your **Sun is in Aries**, and Jupiter is exalted in the 10th house. Saturn mahadasha runs from 2019 to 2038.';
  const report = checkClaims(answer, chart);

  it('names each wrong statement with the chart value', () => {
    expect(report.wrong).toBe(3);
    expect(report.claims.filter((c) => !c.ok).map((c) => c.correction)).toEqual([
      'Sun is in Leo, not Aries.',
      'Jupiter is not exalted: in Capricorn it is weak (debilitated).',
      expect.stringMatching(/^The Saturn mahadasha runs from 2015-03-10 to 2034-03-\d\d\.$/),
    ]);
    expect(report.claims.find((c) => c.kind === 'house')!.ok).toBe(true);
  });

  it('quotes the answer at the statement offsets', () => {
    for (const c of report.claims) expect(answer.slice(c.start, c.end)).toBe(c.quote);
    expect(report.claims[0]!.quote).toBe('Sun is in Aries');
  });

  it('asks the model to fix exactly the wrong statements', () => {
    const request = correctionRequest(report);
    expect(request).toContain('"Sun is in Aries" → Sun is in Leo, not Aries.');
    expect(request.match(/^- /gm)).toHaveLength(3);
  });
});

describe("the built-in reader's own answers", () => {
  it.each([
    'How is my career?',
    'When will I get married?',
    'How is my health?',
    'When will my Saturn period end?',
    'What does Jupiter in my 10th house mean?',
    'What does Venus in my 10th house mean?',
    'Tell me about my chart',
    'Which transits matter this year?',
    'Which remedies should I do?',
    'Tell me about my house 7',
  ])('%s: statements checked, none wrong', (q) => {
    const report = checkClaims(composeReading(chart, q, { firstReply: false }), chart);
    expect(report.claims.filter((c) => !c.ok)).toEqual([]);
    if (q !== 'Which transits matter this year?') expect(report.claims.length).toBeGreaterThan(0);
  });
});

describe.each(REGIONAL_LOCALES)('statements and corrections in %s', (locale) => {
  const answer =
    'Your Sun is in Aries, the Moon is in the 3rd house from the Moon, Jupiter is exalted, Mars is retrograde and Venus is in Ashwini nakshatra. ' +
    'Your ascendant is Leo. Saturn mahadasha runs from 2019 to 2038. You are currently in the Mercury mahadasha.';
  const report = checkClaims(answer, chart, { locale });

  it('writes every statement and correction in the script, with no English word, naming the chart facts', () => {
    expect(report.claims.length).toBeGreaterThanOrEqual(6);
    const text = report.claims.flatMap((c) => [c.statement, c.correction ?? '']).join('\n');
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(scriptShare(text, locale)).toBeGreaterThanOrEqual(0.85);
    const sun = report.claims.find((c) => c.subject === 'Sun' && c.kind === 'sign')!;
    expect(sun.correction).toContain(rasiNameOf('Leo', locale));
    expect(sun.correction).toContain(rasiNameOf('Aries', locale));
    expect(sun.statement).toContain(grahaName('Sun', locale));
    const running = report.claims.find((c) => c.kind === 'dasha' && !c.ok && c.correction!.includes('2034'))!;
    expect(running.correction).toContain(grahaName('Saturn', locale));
  });

  it('asks the model in the language, quoting its own words', () => {
    const request = correctionRequest(report, locale);
    expect(request).toContain('"Sun is in Aries" → ');
    expect(request.match(/^- /gm)).toHaveLength(report.wrong);
    const own = request.replace(/"[^"]*"/g, '');
    expect(scriptShare(own, locale)).toBeGreaterThanOrEqual(0.85);
  });
});
