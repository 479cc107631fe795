/** The system prompt: the spec's template sections and the chart facts in Markdown. */
import { describe, expect, it } from 'vitest';
import { constructedChart } from '../reader/fixtures/constructed-chart';
import { buildSystemPrompt, PROMPT_INSTRUCTIONS } from './system-prompt';

const prompt = buildSystemPrompt(constructedChart(), 'Kundali AI');

describe('buildSystemPrompt', () => {
  it('carries the spec template: Markdown, 12 houses, planet table columns, aspects, life areas, dasha and transits, charts, remedies, 2 decimals, layperson', () => {
    const instructions = PROMPT_INSTRUCTIONS.join(' ');
    for (const phrase of [
      'Markdown',
      '12 houses',
      'Planet, Sign, Degree, House',
      'aspects',
      'personality',
      'career and finances',
      'relationships and family',
      'health',
      'education and travel',
      'spiritual growth',
      'dasha and transit analysis',
      'Navamsha',
      'remedies',
      '2 decimals',
      'layperson-friendly, point-wise and concise',
      'code blocks',
      'India',
    ]) {
      expect(instructions).toContain(phrase);
    }
    expect(prompt.startsWith('You are Kundali AI, an expert Vedic astrologer.')).toBe(true);
  });

  it("lists the chart facts: planet table, 12 houses with lords, aspects, yogas, dasha periods and this year's transits", () => {
    expect(prompt).toContain('| Planet | Sign | Degree | House |');
    expect(prompt).toContain('| Saturn | Libra | 15.00° | 7 | Swati pada 3 | Aquarius | exalted |');
    expect(prompt.match(/^\| (?:[1-9]|1[0-2]) \| [a-z][a-z ,-]+ \| [A-Z][a-z]+ \| [A-Z][a-z]+ \| \d+ \|/gm)).toHaveLength(12);
    expect(prompt).toContain('| 10 | career, status, authority and public life | Capricorn | Saturn | 7 | Mars, Jupiter |');
    expect(prompt).toContain('- Jupiter (in house 10) aspects houses 2, 4, 6');
    expect(prompt).toContain('- Ruchaka Yoga (yoga, good)');
    expect(prompt).toMatch(/Running now: mahadasha Saturn \(2015-03-10 to 2034-03-0\d\)/);
    expect(prompt).toContain('## Transits for 2026 (positions on 2026-11-21)');
    expect(prompt).toContain('- 2026-06-02: Jupiter enters Cancer');
    expect(prompt).not.toMatch(/\d\.\d{3,}°/); // degrees never beyond 2 decimals
  });

  it('lists the life areas with the houses and significators the Kundali page and the built-in reader use', () => {
    expect(prompt).toContain('- Career: houses 10, 6, 2 and 11; significators Saturn, Sun and Mercury');
    expect(prompt).toContain('- Relationships: houses 7, 2 and 5; significators Venus and Jupiter');
    expect(prompt).toContain('- Personal Growth: houses 9, 12, 5 and 4; significators Ketu and Jupiter');
  });
});
