/** Built-in reader on a hand-constructed chart whose right answers are known (fixtures/README.md). */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../compose/chart';
import { chunkText } from './chunk';
import { classifyQuestion } from './classify';
import { BUILT_IN_NOTICE, composeReading } from './compose';
import { constructedChart } from './fixtures/constructed-chart';

const chart = constructedChart();
const saturnMd = chart.dasha.mahadashas.find((m) => m.lord === 'Saturn')!;
const ask = (q: string, firstReply = false) => composeReading(chart, q, { firstReply });

describe('classifyQuestion', () => {
  it.each([
    ['How will my career go?', 'career', null, null],
    ['When will I get married?', 'relationships', null, null],
    ['Any health problems ahead?', 'health', null, null],
    ['When will my Saturn period end?', 'timing', 'Saturn', null],
    ['What does Jupiter in my 10th house mean?', 'planet', 'Jupiter', 10],
    ['Tell me about my seventh house', 'house', null, 7],
    ['Will I have children?', 'children', null, null],
    ['Should I invest money this year?', 'finances', null, null],
    ['What does this year hold for me?', 'transits', null, null],
    ['Is the Saturn transit hurting my career?', 'transits', 'Saturn', null],
    ['How can I settle abroad?', 'travel', null, null],
    ['Which remedies help me?', 'remedies', null, null],
    ['Tell me about Shani', 'planet', 'Saturn', null],
    ['Hello', 'general', null, null],
    [
      'My horoscope predictions:\n- Sun in the 1st house: a period of …\n\nMy question: How is my career?\n\nExplain point-wise.',
      'career',
      null,
      null,
    ],
    [
      'My planets: Sun in Pisces (house 1). Please give me a short reading of my birth chart and my transit predictions for 2026.',
      'general',
      'Sun',
      1,
    ],
  ])('%s → %s', (q, topic, graha, house) => {
    expect(classifyQuestion(q)).toMatchObject({ topic, graha, house });
  });
});

describe('composeReading on the constructed chart', () => {
  it('career: the 10th house, its lord Saturn and where it sits, the planets in it, yogas and dated periods', () => {
    const a = ask('How is my career?');
    expect(a).toContain('**10th house** (career');
    expect(a).toContain('Capricorn, ruled by **Saturn**, which sits in your 7th house');
    expect(a).toContain('Planets here: Mars and Jupiter');
    expect(a).toContain('Work guided by ethics'); // the engine's placement text for Jupiter in the 10th
    expect(a).toContain('Ruchaka Yoga');
    expect(a).toContain(`**Saturn mahadasha** (2015-03-10 to ${saturnMd.end.slice(0, 10)})`);
    expect(a).toMatch(/Saturn–Jupiter 2031-08-2\d to 2034-03-0\d/);
  });

  it('marriage: the 7th house, its lord Venus in the 12th, Saturn placed there, Venus exalted, no Manglik dosha', () => {
    const a = ask('When will I get married?');
    expect(a).toContain('**7th house** (marriage');
    expect(a).toContain('Libra, ruled by **Venus**, which sits in your 12th house');
    expect(a).toContain('Saturn in the 7th house: A mature, loyal partner');
    expect(a).toContain('**Venus** (natural significator of love');
    expect(a).toContain('very strong (exalted)');
    expect(a).toContain('Manglik (Kuja) dosha: not found');
    expect(a).toMatch(/Venus \(2058-03-10 to 2078-03-1\d\)/);
  });

  it('marriage: a cancelled Manglik dosha is reported as cancelled, with the reason (the same check as the Kundali page)', () => {
    // Leo rising, Mars in Pisces: the 8th house, a Manglik house, cancelled for a Leo lagna (Mars is its yogakaraka).
    const leo = computeChart({ date: '1990-07-01', time: '10:30', utcOffset: '+05:30', lat: 19.076, lon: 72.8777 });
    const a = composeReading(leo, 'marriage?', { firstReply: false });
    expect(a).toContain('Manglik (Kuja) dosha: present but cancelled — Mars is in the 8th house (Pisces), a Manglik house');
    expect(a).toContain('Cancer or Leo rising makes Mars a yogakaraka');
  });

  it('health: the lagna (Aries, lord Mars in the 10th), the 6th and 8th houses and the running periods', () => {
    const a = ask('How is my health?');
    expect(a).toContain('**1st house** (self, body, health');
    expect(a).toContain('Aries, ruled by **Mars**, which sits in your 10th house');
    expect(a).toContain('**6th house**');
    expect(a).toContain('**8th house**');
    expect(a).toContain('Running now: **Saturn mahadasha**');
  });

  it('"when will my Saturn period end" gives the running Saturn mahadasha end date', () => {
    const a = ask('When will my Saturn period end?');
    expect(a).toContain(`**ends on ${saturnMd.end.slice(0, 10)}**`);
    expect(saturnMd.end.slice(0, 7)).toBe('2034-03'); // 19 years from 2015-03-10
    expect(a).toContain('Sade Sati');
    expect(a).toContain('it rules your 10th and 11th houses');
    expect(a).toMatch(/Coming mahadashas: Mercury \(2034-03-\d\d to 2051-03-\d\d\)/);
  });

  it('"what does Jupiter in my 10th house mean": placement, lordships, the 10th lord, and Jupiter\'s dated periods', () => {
    const a = ask('What does Jupiter in my 10th house mean?');
    expect(a).toContain('is in Capricorn 15.00°, your 10th house, weak (debilitated)');
    expect(a).toContain('Work guided by ethics and teaching');
    expect(a).toContain('As your 9th lord');
    expect(a).toContain('As your 12th lord');
    expect(a).toContain('Capricorn, ruled by **Saturn**');
    expect(a).toMatch(/Saturn–Jupiter antardasha\*\* runs from 2031-08-2\d to 2034-03-0\d/);
    expect(a).toContain('Jupiter mahadasha** ran from 1999-03-10');
    expect(a).not.toContain('not the 10th');
  });

  it('corrects a wrong premise instead of agreeing with it', () => {
    expect(ask('What does Venus in my 10th house mean?')).toContain('Venus is in your **12th house**, not the 10th');
  });

  it('introduces itself once: only on the first reply', () => {
    expect(ask('Hello', true).startsWith(BUILT_IN_NOTICE)).toBe(true);
    expect(ask('Hello', false)).not.toContain('Built-in reader');
  });

  it('the overview has the planet table with degrees to 2 decimals', () => {
    const a = ask('Tell me about my chart');
    expect(a).toContain('| Planet | Sign | Degree | House |');
    expect(a).toContain('| Jupiter | Capricorn | 15.00° | 10 |');
  });

  it('remedies cover the running dasha lords and the debilitated Jupiter', () => {
    const a = ask('Which remedies should I do?');
    expect(a).toContain('**Saturn** (your running mahadasha lord');
    expect(a).toContain('**Jupiter** (debilitated in Capricorn)');
  });
});

describe('chunkText', () => {
  it('splits into small pieces that join back to the text', () => {
    const text = ask('How is my career?');
    const chunks = chunkText(text, 3);
    expect(chunks.length).toBeGreaterThan(50);
    expect(chunks.join('')).toBe(text);
  });
});

describe('house lines', () => {
  it('never says a house "links" a life area with itself (lord in its own house)', () => {
    const answers = Array.from({ length: 12 }, (_, i) => ask(`Tell me about my house ${i + 1}`)).join('\n');
    expect(answers).not.toMatch(/links ([^.]+) with \1\./);
    const ownHouse = chart.houses.find((h) => chart.grahas.find((g) => g.graha === h.lord)?.house === h.house);
    expect(ownHouse).toBeDefined(); // the fixture has lords at home in houses 5 and 6
    expect(ask(`Tell me about my house ${ownHouse!.house}`)).toMatch(/lord in its own house/);
  });
});
