/**
 * The reader's calendar topic: festival dates and muhurtas for the chart's birth place, from the
 * same functions as the /api/festivals and /api/muhurta routes and the model's tools. The 2024
 * Diwali date is Drik Panchang's for New Delhi (tests/fixtures/festivals/README.md).
 */
import { describe, expect, it } from 'vitest';
import { birthMoon } from '../../calendar/birth-moon';
import { computeMuhurta } from '../../calendar/muhurta';
import { computeChart } from '../../compose/chart';
import { civilToJdUt } from '../../time/julian';
import { calendarReading } from './calendar-topic';
import { composeReading } from './compose';

const TODAY = '2026-11-24';
const chart = computeChart(
  {
    name: 'Asha',
    date: '1990-07-01',
    time: '10:30',
    utcOffset: '+05:30',
    lat: 28.6139,
    lon: 77.209,
    zone: 'Asia/Kolkata',
    place: 'New Delhi',
  },
  { transitJdUt: civilToJdUt(TODAY, '12:00', 0) },
);

describe('calendarReading', () => {
  it('answers "when is Diwali in 2024?" with the published New Delhi date, its rule and the other day', () => {
    const text = composeReading(chart, 'When is Diwali in 2024?', { firstReply: false, today: TODAY });
    expect(text).toContain('### Diwali (Lakshmi Puja) in 2024');
    expect(text).toContain('**2024-11-01**');
    expect(text).toContain('Also kept on 2024-10-31');
    expect(text).toContain('Nirnayasindhu');
  });

  it('takes "this year" from today', () => {
    const lines = calendarReading(chart, 'when is diwali this year?', TODAY, 'en')!;
    expect(lines[0]).toBe('### Diwali (Lakshmi Puja) in 2026');
  });

  it('answers "a good date for griha pravesh in March?" with the muhurta finder\'s windows for next March and the person\'s tara', () => {
    const lines = calendarReading(chart, 'A good date for griha pravesh in March?', TODAY, 'en')!;
    expect(lines[0]).toBe('### Muhurta for Griha pravesh (house warming), 2027-03-01 to 2027-03-31');
    const expected = computeMuhurta({
      event: 'griha-pravesh',
      from: '2027-03-01',
      to: '2027-03-31',
      place: { lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata', ayanamsa: chart.input.ayanamsa },
      births: [birthMoon(chart.input.jdUt, chart.input.ayanamsa)],
    });
    const listed = lines.filter((l) => l.startsWith('- **'));
    expect(listed.length).toBe(Math.min(6, expected.windows.length));
    listed.forEach((line, i) => expect(line).toContain(`**${expected.windows[i]!.date}** ${expected.windows[i]!.start.slice(11, 16)}`));
  });

  it('answers in Hindi', () => {
    const lines = calendarReading(chart, '2025 में दिवाली कब है?', TODAY, 'hi')!;
    expect(lines[0]).toBe('### 2025 में दीपावली (लक्ष्मी पूजा)');
    expect(lines[2]!.startsWith('- **2025-10-20**')).toBe(true);
  });

  it('leaves other questions to the chart topics', () => {
    expect(calendarReading(chart, 'How is my career?', TODAY, 'en')).toBeNull();
    expect(calendarReading(chart, 'When will I get married?', TODAY, 'en')).toBeNull();
  });
});
