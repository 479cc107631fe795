/** Remedies: the gemstone rule by lagna, the reasons, every language, and no fear-selling words. */
import { describe, expect, test } from 'vitest';
import { computeChart } from '../../compose/chart';
import { civilToJdUt } from '../../time/julian';
import { GRAHAS } from '../../vocabulary/graha';
import { functionalNature, housesLorded } from './functional-nature';
import { remedyLines } from './lines';
import { remediesFor } from './remedies';
import { remedyLanguage } from './remedy-texts';
import { REGIONAL_LOCALES, intlLocale } from '../../i18n/locale';
import { scriptShare } from '../../i18n/scripts';
import { grahaName } from '../../vocabulary/graha';
import '../../vocabulary/books';

describe('functional nature (BPHS 34): trikona lords benefic, 6/8/12 lords malefic, the rest neutral', () => {
  test.each([
    // Aries lagna: Mars lords 1 and 8 → no stone; the Sun (5th) and Jupiter (9, 12) → Sun only.
    [0, { Sun: 'benefic', Mars: 'malefic', Jupiter: 'malefic', Saturn: 'neutral', Moon: 'neutral' }],
    // Taurus lagna: Saturn lords 9 and 10 (yogakaraka) → benefic; Venus lords 1 and 6 → malefic.
    [1, { Saturn: 'benefic', Venus: 'malefic', Mercury: 'benefic', Jupiter: 'malefic' }],
    // Cancer lagna: Mars lords 5 and 10 → benefic; the Moon lords the 1st.
    [3, { Mars: 'benefic', Moon: 'benefic', Jupiter: 'malefic', Saturn: 'malefic' }],
  ] as const)('lagna %i', (lagna, expected) => {
    for (const [graha, nature] of Object.entries(expected))
      expect([graha, functionalNature(graha as never, lagna)]).toEqual([graha, nature]);
    expect(housesLorded('Rahu', lagna)).toEqual([]);
  });
});

describe('remediesFor', () => {
  const chart = computeChart({ date: '1985-10-15', time: '10:30', lat: 19.076, lon: 72.8777, utcOffset: '+05:30', ayanamsa: 'LAHIRI' });
  const at = civilToJdUt('2026-12-07', '12:00', 330);
  const advice = remediesFor(chart, at);

  test('the running mahadasha and antardasha lords come first, then the weak and afflicted grahas', () => {
    const running = advice.targets.slice(0, 2);
    expect(running[0]!.reasons).toContain('mahadasha');
    for (const t of advice.targets) expect(t.reasons.length).toBeGreaterThan(0);
    for (const g of chart.grahas)
      if (g.dignity === 'debilitated') expect(advice.targets.find((t) => t.graha === g.graha)?.reasons).toContain('debilitated');
  });

  test('a gemstone only for a functional benefic that lords none of the 6th, 8th, 12th; never for the nodes', () => {
    for (const t of advice.targets) {
      if (t.gemstone) {
        expect(t.functionalNature).toBe('benefic');
        expect(t.housesLorded.some((h) => [6, 8, 12].includes(h))).toBe(false);
      }
      if (t.graha === 'Rahu' || t.graha === 'Ketu') expect(t.gemstone).toBeNull();
    }
    // Every graha of every lagna: the rule holds in the function itself.
    for (let lagna = 0; lagna < 12; lagna++)
      for (const g of GRAHAS)
        if (functionalNature(g, lagna) === 'benefic') expect(housesLorded(g, lagna).some((h) => [6, 8, 12].includes(h))).toBe(false);
  });

  test('lines in English and Hindi, calm words only', () => {
    const en = remedyLines(advice, 'en').join('\n');
    const hi = remedyLines(advice, 'hi').join('\n');
    expect(en).toContain('Mantra:');
    expect(hi).toMatch(/[\u0900-\u097F]/);
    expect(hi).toContain('मंत्र:');
    for (const word of [/danger/i, /disaster/i, /curse/i, /must wear/i, /urgent/i, /destroy/i]) expect(en).not.toMatch(word);
  });

  test.each(REGIONAL_LOCALES)('lines in %s: the script, no English word, the grahas and counts named in the language', (locale) => {
    const T = remedyLanguage(locale);
    const text = remedyLines(advice, T).join('\n');
    expect(scriptShare(text, locale)).toBeGreaterThanOrEqual(0.85);
    expect(text).not.toMatch(/[A-Za-z]/);
    for (const t of advice.targets) {
      expect(text).toContain(`${grahaName(t.graha, locale)}: `);
      expect(text).toContain(new Intl.NumberFormat(intlLocale(locale)).format(t.mantraCount));
    }
    // Every graha's stone line and every kind of gemstone note, not only this chart's.
    if (typeof T !== 'object') throw new Error('a regional language reads its book');
    for (const g of GRAHAS)
      for (const nature of ['benefic', 'neutral', 'malefic'] as const) {
        const line = `${T.gemLine(T.gems[g], grahaName(g, locale))} ${T.gemstoneNote(g, nature, [1, 5])}`;
        expect(line).not.toMatch(/[A-Za-z]/);
        expect(scriptShare(line, locale), line).toBeGreaterThanOrEqual(0.85);
      }
    const other = remediesFor(computeChart({ date: '1990-08-16', time: '14:31', lat: 19.07283, lon: 72.88261, utcOffset: '+05:30' }), at);
    const words = remedyLines(other, T).join('\n');
    expect(words).not.toMatch(/[A-Za-z]/);
    expect(scriptShare(words, locale)).toBeGreaterThanOrEqual(0.85);
  });
});
