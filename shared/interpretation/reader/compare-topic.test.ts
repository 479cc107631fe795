/**
 * The reader's "why does AstroSage differ?" topic answers from the same comparison as /api/compare
 * and the model's compare_programs tool (shared/chart/compare), in English and Hindi, and leaves
 * every other question to the chart's topics.
 */
import { describe, expect, it } from 'vitest';
import { compareProfiles } from '../../chart/compare/compare';
import { computeChart } from '../../compose/chart';
import { asksAboutPrograms, compareReading, programsNamedIn } from './compare-topic';
import { composeReading } from './compose';

const chart = computeChart({
  name: 'Asha',
  date: '1990-05-15',
  time: '14:30',
  utcOffset: '+05:30',
  lat: 19.076,
  lon: 72.8777,
  ayanamsa: 'LAHIRI',
});
const birth = { jdUt: chart.input.jdUt, lat: 19.076, lon: 72.8777, utcOffsetMinutes: 330 };

describe('compare topic', () => {
  it('recognises programs as people write them, PyJHora apart from JHora', () => {
    expect(programsNamedIn('why does AstroSage show a different nakshatra?')).toEqual(['astrosage']);
    expect(programsNamedIn('PyJHora gives another lagna')).toEqual(['pyjhora']);
    expect(programsNamedIn('PyJHora and Jagannatha Hora disagree')).toEqual(['pyjhora', 'jhora']);
    expect(programsNamedIn('जगन्नाथ होरा में नक्षत्र अलग क्यों है?')).toEqual(['jhora']);
    expect(asksAboutPrograms('Why does my chart not match another app?')).toBe(true);
    expect(asksAboutPrograms('How will my career go?')).toBe(false);
    expect(compareReading(chart, 'How will my career go?', 'en')).toBeNull();
  });

  it('answers "why does AstroSage show a different nakshatra?" with the nakshatra difference and its cause, or says they agree', () => {
    const text = composeReading(chart, 'Why does AstroSage show a different nakshatra?', { firstReply: false });
    expect(text).toContain('### Why AstroSage can differ from this chart');
    expect(text).toContain('- AstroSage: Ayanamsa LAHIRI');
    const c = compareProfiles(birth, true, ['default', 'astrosage'], { ayanamsa: 'LAHIRI', node: 'mean' });
    const nak = c.differences.find((d) => d.what === 'Moon nakshatra');
    // Ours is cast with Lahiri, as AstroSage: the nakshatra agrees, and the answer says so rather than inventing a cause.
    expect(nak).toBeUndefined();
    expect(text).toMatch(/Moon nakshatra: the same in both \([\w ]+\)\./);
    expect(text).toContain('With these settings both cast the same chart');
    expect(text).toContain('AstroSage does not document its Rahu/Ketu, Positions, Dasha year, Sunrise');
  });

  it('names the ayanamsa and its size when the program differs (ours with Raman vs AstroSage)', () => {
    const raman = computeChart({ date: '1990-05-15', time: '14:30', utcOffset: '+05:30', lat: 19.076, lon: 72.8777, ayanamsa: 'RAMAN' });
    const lines = compareReading(raman, 'why does astrosage differ?', 'en')!.join('\n');
    const c = compareProfiles(birth, true, ['default', 'astrosage']);
    for (const d of c.differences.filter((x) => !x.what.endsWith(' longitude'))) expect(lines).toContain(d.cause);
    expect(lines).toContain('ayanamsa LAHIRI vs RAMAN');
  });

  it('answers in Hindi from the same measurements', () => {
    const raman = computeChart({ date: '1990-05-15', time: '14:30', utcOffset: '+05:30', lat: 19.076, lon: 72.8777, ayanamsa: 'RAMAN' });
    const text = composeReading(raman, 'एस्ट्रोसेज में नक्षत्र अलग क्यों है?', { firstReply: false, locale: 'hi' });
    expect(text).toContain('### एस्ट्रोसेज इस कुंडली से अलग क्यों दिख सकता है');
    expect(text).toMatch(/चंद्र(मा)? नक्षत्र/);
  });
});
