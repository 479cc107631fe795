/**
 * The built-in reader on dated questions for one fixed birth (engine chart, "today" 2026-11-24):
 * each question's window is written out here by hand, and the periods the answer must give are
 * taken straight from the chart's own dasha table (not through the reader's range helper).
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../compose/chart';
import type { DashaPeriod } from '../../model/chart';
import { civilToJdUt } from '../../time/julian';
import { checkClaims } from '../claims/check-claims';
import { composeReading } from './compose';
import type { LifeAreaId } from '../life-areas';
import { dateWindowIn } from './date-window';
import { readerText } from './text';

const TODAY = '2026-11-24';
const chart = computeChart(
  { name: 'Asha', date: '1990-07-01', time: '10:30', utcOffset: '+05:30', lat: 19.076, lon: 72.8777 },
  { transitJdUt: civilToJdUt(TODAY, '12:00', 0) },
);
const offset = chart.input.utcOffsetMinutes;
const day = (iso: string) => iso.slice(0, 10);

/** The mahadasha of `lord` running on TODAY or next, straight from the chart's table. */
const mdIndex = (lord: string) => {
  const i = chart.dasha.mahadashas.findIndex((m) => m.lord === lord && day(m.end) > TODAY);
  if (i < 0) throw new Error(`no ${lord} mahadasha after today`);
  return i;
};
const afterSaturn = chart.dasha.mahadashas[mdIndex('Saturn') + 1]!;
const beforeMercury = chart.dasha.mahadashas[mdIndex('Mercury') - 1]!;
const jupiterMd = chart.dasha.mahadashas[mdIndex('Jupiter')]!;

interface DatedCase {
  question: string;
  earlier?: string[];
  first: string;
  last: string;
  /** A heading word the answer's focus section must carry, when the question names a topic. */
  focus?: LifeAreaId;
  /** A question naming a dasha period: exactly that mahadasha is in force. */
  period?: DashaPeriod;
}

const CASES: DatedCase[] = [
  { question: 'What does 2031 hold for me?', first: '2031-01-01', last: '2031-12-31' },
  { question: 'How is my career in 2031?', first: '2031-01-01', last: '2031-12-31', focus: 'career' },
  { question: 'What happens next March?', first: '2027-03-01', last: '2027-03-31' },
  { question: 'Will I marry next year?', first: '2027-01-01', last: '2027-12-31', focus: 'relationships' },
  { question: 'What about between 2027 and 2029?', first: '2027-01-01', last: '2029-12-31' },
  { question: 'What happens on 5 June 2030?', first: '2030-06-05', last: '2030-06-05' },
  { question: 'How will 2035-01-15 be for my health?', first: '2035-01-15', last: '2035-01-15', focus: 'health' },
  { question: 'What happens after my Saturn period?', first: day(afterSaturn.start), last: day(afterSaturn.end), period: afterSaturn },
  { question: 'What about during my Jupiter mahadasha?', first: day(jupiterMd.start), last: day(jupiterMd.end), period: jupiterMd },
  { question: 'What happens in March 2028?', first: '2028-03-01', last: '2028-03-31' },
  { question: 'In 5 years, how is my money?', first: '2031-01-01', last: '2031-12-31', focus: 'finances' },
  { question: 'What happens at age 40?', first: '2030-07-01', last: '2031-07-01' },
  { question: 'How will my finances be in 2040?', first: '2040-01-01', last: '2040-12-31', focus: 'finances' },
  { question: 'What happens in May 2033?', first: '2033-05-01', last: '2033-05-31' },
  { question: 'From 2045 to 2047, how is my health?', first: '2045-01-01', last: '2047-12-31', focus: 'health' },
  {
    question: 'What happens before my Mercury mahadasha?',
    first: day(beforeMercury.start),
    last: day(beforeMercury.end),
    period: beforeMercury,
  },
  { question: 'Tell me about 12/08/2029', first: '2029-08-12', last: '2029-08-12' },
  { question: 'What happens in June?', first: '2027-06-01', last: '2027-06-30' },
  { question: 'And in 2032?', earlier: ['How is my career in 2031?'], first: '2032-01-01', last: '2032-12-31', focus: 'career' },
  {
    question: 'What about my marriage?',
    earlier: ['What does next March hold?'],
    first: '2027-03-01',
    last: '2027-03-31',
    focus: 'relationships',
  },
];

/** Periods of `list` overlapping the window: a period's own ends, else the civil days in the birth's offset. */
function overlapping<T extends DashaPeriod>(list: readonly T[], first: string, last: string, period?: DashaPeriod): T[] {
  const start = period?.startJdUt ?? civilToJdUt(first, '00:00', offset);
  const end = period?.endJdUt ?? civilToJdUt(last, '00:00', offset) + 1;
  return list.filter((p) => p.startJdUt < end && start < p.endJdUt);
}

describe('twenty dated questions', () => {
  it('are twenty', () => expect(CASES).toHaveLength(20));

  it.each(CASES)('$question', ({ question, earlier, first, last, focus, period }) => {
    const answer = composeReading(chart, question, { firstReply: false, earlierQuestions: earlier, today: TODAY });
    expect(answer).toContain(`**Dasha periods in force (${first} to ${last})**`);
    const mds = overlapping(chart.dasha.mahadashas, first, last, period);
    if (period) expect(mds.map((m) => m.lord)).toEqual([period.lord]);
    expect(mds.length).toBeGreaterThan(0);
    expect(answer.match(/^- \*\*\w+ mahadasha\*\*/gm)).toHaveLength(mds.length);
    for (const md of mds) expect(answer).toContain(`- **${md.lord} mahadasha** (${day(md.start)} to ${day(md.end)})`);
    const days = civilToJdUt(last, '00:00', offset) - civilToJdUt(first, '00:00', offset) + 1;
    if (days <= 30 * 366) {
      const ads = mds.flatMap((md) => overlapping(md.antardashas, first, last, period).map((ad) => ({ md, ad })));
      expect(answer.match(/ antardasha \(/g)).toHaveLength(ads.length);
      for (const { md, ad } of ads) expect(answer).toContain(`${md.lord}–${ad.lord} antardasha (${day(ad.start)} to ${day(ad.end)})`);
      if (days <= 62) {
        const pds = ads.flatMap(({ ad }) => overlapping(ad.pratyantardashas, first, last, period));
        for (const pd of pds) expect(answer).toContain(`Pratyantardasha of ${pd.lord}: ${day(pd.start)} to ${day(pd.end)}`);
      }
    }
    if (focus) expect(answer).toContain(`**For ${readerText('en').areaTitle(focus)}**`);
    expect(answer).toMatch(/\*\*Transits (on|in the middle)/);
    if (period) expect(answer).not.toContain('**For ');
    // The reader's own dated answer passes the claim check.
    const report = checkClaims(answer, chart);
    expect(report.claims.filter((c) => c.kind === 'dasha').length).toBeGreaterThanOrEqual(mds.length);
    expect(report.wrong).toBe(0);
  });
});

describe('dateWindowIn', () => {
  it('needs today for relative words, but not for dates written out', () => {
    expect(dateWindowIn('What happens next March?', chart, null)).toBeNull();
    expect(dateWindowIn('What happens in 2031?', chart, null)).toEqual({ first: '2031-01-01', last: '2031-12-31', name: { kind: 'year' } });
  });

  it('leaves questions without a time alone, so they get the topic answers', () => {
    for (const q of ['How is my career?', 'When will my Saturn period end?', 'What may I expect from Venus?'])
      expect(dateWindowIn(q, chart, TODAY)).toBeNull();
    expect(
      composeReading(chart, 'Please give me a short reading of my birth chart and my transit predictions for 2026.', { firstReply: false }),
    ).toContain('| Planet | Sign | Degree | House |');
  });
});

describe('dated questions in Hindi', () => {
  it.each([
    ['2031 में मेरा करियर कैसा रहेगा?', '2031-01-01', '2031-12-31'],
    ['मार्च 2028 में क्या होगा?', '2028-03-01', '2028-03-31'],
  ])('%s', (question, first, last) => {
    const answer = composeReading(chart, question, { firstReply: false, today: TODAY, locale: 'hi' });
    expect(answer).toContain(`**इस समय चल रही दशाएँ (${first} से ${last})**`);
    for (const md of overlapping(chart.dasha.mahadashas, first, last))
      expect(answer).toContain(`महादशा** (${day(md.start)} से ${day(md.end)})`);
    const report = checkClaims(answer, chart, { locale: 'hi' });
    expect(report.claims.filter((c) => c.kind === 'dasha').length).toBeGreaterThan(0);
    expect(report.wrong).toBe(0);
  });
});

describe('relative times in Hindi (today 2026-11-24; born 1990-07-01)', () => {
  it.each([
    // Next year and next month from 24 Nov 2026, written out by hand.
    ['अगले साल मेरा करियर कैसा रहेगा?', '2027-01-01', '2027-12-31', 'year'],
    ['अगले वर्ष विवाह के योग?', '2027-01-01', '2027-12-31', 'year'],
    ['अगले महीने स्वास्थ्य कैसा रहेगा?', '2026-12-01', '2026-12-31', 'month'],
    ['अगले मार्च में क्या होगा?', '2027-03-01', '2027-03-31', 'month'],
    ['दिसंबर में धन कैसा रहेगा?', '2026-12-01', '2026-12-31', 'month'],
    ['5 साल में मेरा करियर?', '2031-01-01', '2031-12-31', 'year'],
    ['पाँच साल बाद क्या होगा?', '2031-01-01', '2031-12-31', 'year'],
    ['५ साल में क्या होगा?', '2031-01-01', '2031-12-31', 'year'],
    ['agle saal career kaisa rahega?', '2027-01-01', '2027-12-31', 'year'],
    // Ages from the birth date 1990-07-01: 40 → 2030-07-01 to 2031-07-01.
    ['40 की उम्र में स्वास्थ्य कैसा रहेगा?', '2030-07-01', '2031-07-01', 'age'],
    ['40 साल की उम्र में क्या होगा?', '2030-07-01', '2031-07-01', 'age'],
    ['४० वर्ष की आयु में?', '2030-07-01', '2031-07-01', 'age'],
    ['40 ki umar mein shaadi?', '2030-07-01', '2031-07-01', 'age'],
  ])('%s', (question, first, last, kind) => {
    const window = dateWindowIn(question, chart, TODAY);
    expect(window).toMatchObject({ first, last, name: { kind } });
  });

  it('a Hindi question without a time keeps the topic answer; "एक ग्रह" is not a year count', () => {
    for (const q of ['मेरा करियर कैसा है?', 'एक ग्रह कौन सा सबसे मज़बूत है?', 'What do years of Saturn bring?'])
      expect(dateWindowIn(q, chart, TODAY)).toBeNull();
  });

  it('the answer to "40 की उम्र में" gives the periods of that year of life, in Hindi', () => {
    const answer = composeReading(chart, '40 की उम्र में स्वास्थ्य कैसा रहेगा?', { firstReply: false, today: TODAY, locale: 'hi' });
    expect(answer).toContain('40 वर्ष की आयु (2030-07-01 से 2031-07-01)');
    expect(checkClaims(answer, chart, { locale: 'hi' }).wrong).toBe(0);
  });
});
