import { describe, expect, it } from 'vitest';
import { computeChart } from '../../shared/compose/chart';
import { computeMatch } from '../../shared/compose/match';
import { extractPdfText } from '../../tests/support/pdf-text';
import { renderMatchPdf } from './pdf-match';

const bride = {
  name: 'Asha Rao',
  date: '1992-11-02',
  time: '21:40',
  utcOffset: '+05:30',
  lat: 19.076,
  lon: 72.8777,
  place: 'Mumbai, India',
};
const groom = { name: 'Ravi Kumar', date: '1990-05-17', time: '08:15', utcOffset: '+05:30', lat: 28.65, lon: 77.23, place: 'Delhi, India' };

describe('match PDF', () => {
  it('holds both names, the total, every koota and both Rasi charts', () => {
    const result = computeMatch({ bride, groom });
    if (!result.ok) throw new Error(result.failure.message);
    const m = result.answer;
    const bytes = renderMatchPdf(m, { bride: computeChart(bride), groom: computeChart(groom) });
    expect(String.fromCharCode(...bytes.slice(0, 8))).toBe('%PDF-1.4');
    const text = extractPdfText(bytes).join('\n');
    expect(text).toContain('Kundali matching: Asha Rao and Ravi Kumar');
    expect(text).toContain(`Total: ${m.total} of 36 gunas (${m.verdict})`);
    for (const k of ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']) expect(text).toContain(k);
    expect(text).toContain('Bride: Asha Rao (Rasi)');
    expect(text).toContain('Groom: Ravi Kumar (Rasi)');
    expect(text).toContain('Rajju');
  });
});
