/**
 * The built-in reader's question bank (issue 36, findings/newcomer-3.md §1): each question a
 * visitor asked, in English and in Hindi, with the RULE its answer must meet, checked against
 * figures the test takes from the chart's own tables (dasha periods, house lords, sign indices)
 * and from the classical gemstone table — not against the reader's wording of them. One
 * conversation runs through the bank in order, as the chat sends it (earlier questions and
 * answers), and no answer may repeat an earlier one.
 *
 * Rules:
 * - timing ("When will I marry?"): the first paragraph names a window "between D1 and D2" before
 *   any evidence; D1 ≤ D2, D1 not before today, both inside one antardasha of the chart's table
 *   whose lord is the 7th lord, a 7th-house occupant or a karaka of marriage (Venus, Jupiter).
 * - property ("Should I buy a house in 2027?"): the 4th house, its lord by name, Mars, every
 *   mahadasha and antardasha of the chart's table running in 2027, and 2027's transits.
 * - gemstone: names at least one stone of the table; every stone offered belongs to the lagna
 *   lord, a yogakaraka or a trikona (5th, 9th) lord, and none to a lord of the 3rd, 6th, 8th, 11th
 *   or 12th; the cautions are given. Checked for twelve charts, one per lagna sign.
 * - "tell me more" ×2: each goes deeper (≥ 2 bullet lines) and shares no bullet line with any
 *   earlier answer.
 * - dated after a topic ("What happens in June 2031?" after marriage): not only relationships:
 *   the dasha periods of June 2031 from the table and at least two life areas that time touches.
 * - off-topic ("What is the capital of France?"): a short "I answer about your chart" with
 *   example questions, no chart reading.
 * - abroad ("When will I go abroad?"): a window first, in a period of the 12th lord, a 12th-house
 *   occupant, Rahu or the Moon; the 12th house in the evidence.
 * - health: the 1st, 6th and 8th houses and the Sun and the Moon.
 * - unknown birth time: every answer says the time is unknown, names no lagna sign and no house
 *   number, and the claim check finds nothing wrong; the timing window is a karaka's period.
 * - no repeats: no answer equals an earlier one, and at most half of an answer's bullet lines
 *   were said before (the running dasha is worth repeating; a whole answer is not).
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../compose/chart';
import { GEMSTONES } from '../../jyotish/classical';
import type { ChartModel } from '../../model/chart';
import { civilToJdUt } from '../../time/julian';
import { GRAHAS, type Graha } from '../../vocabulary/graha';
import { RASIS } from '../../vocabulary/rasi';
import { checkClaims } from '../claims/check-claims';
import type { InlineLocale, Locale } from '../../i18n/locale';
import { houseReading } from '../placement-readings';
import { reportText } from '../report/report-texts';
import { composeReading } from './compose';
import { yogaLines } from './sections';
import { readerText } from './text';

const TODAY = '2026-11-24';
const NOW_JD = civilToJdUt(TODAY, '12:00', 0);
const BIRTH = { name: 'Asha', date: '1990-07-01', utcOffset: '+05:30', lat: 19.076, lon: 72.8777 };
const known = computeChart({ ...BIRTH, time: '10:30' }, { transitJdUt: NOW_JD });
const noTime = computeChart(BIRTH, { transitJdUt: NOW_JD });

const day = (iso: string) => iso.slice(0, 10);
const bullets = (answer: string) =>
  answer
    .split('\n')
    .filter((l) => /^\s*- /.test(l))
    .map((l) => l.trim());
/** The answer's first paragraph after its title (and any notice). */
const firstParagraph = (answer: string) =>
  answer
    .split('\n\n')
    .map((p) => p.trim())
    .find((p) => p && !p.startsWith('###') && !p.startsWith('_'))!;
const lordOf = (chart: ChartModel, house: number) => chart.houses[house - 1]!.lord;
const occupants = (chart: ChartModel, house: number) => chart.houses[house - 1]!.grahas;
const housesRuled = (chart: ChartModel, g: Graha) => chart.houses.filter((h) => h.lord === g).map((h) => h.house);

/** The window "between D1 and D2" of a first paragraph, checked against the chart's antardashas; returns the antardasha's lord. */
function windowLord(chart: ChartModel, paragraph: string, locale: Locale): Graha {
  const m =
    locale === 'hi'
      ? /(\d{4}-\d\d-\d\d) से (\d{4}-\d\d-\d\d) के बीच/.exec(paragraph)
      : /between (\d{4}-\d\d-\d\d) and (\d{4}-\d\d-\d\d)/.exec(paragraph);
  expect(m, paragraph).not.toBeNull();
  const [first, last] = [m![1]!, m![2]!];
  expect(first <= last).toBe(true);
  expect(first >= TODAY).toBe(true);
  const ads = chart.dasha.mahadashas.flatMap((md) => md.antardashas);
  const ad = ads.find((a) => day(a.start) <= first && last <= day(a.end));
  expect(ad, `${first}–${last} inside one antardasha`).toBeDefined();
  return ad!.lord;
}

/** Dasha lords (mahadasha and antardasha) running at some point of the year, from the chart's table. */
function lordsIn(chart: ChartModel, year: number): Graha[] {
  const [from, to] = [`${year}-01-01`, `${year}-12-31`];
  const mds = chart.dasha.mahadashas.filter((m) => day(m.start) <= to && day(m.end) >= from);
  return [
    ...new Set(mds.flatMap((m) => [m.lord, ...m.antardashas.filter((a) => day(a.start) <= to && day(a.end) >= from).map((a) => a.lord)])),
  ];
}

/** A conversation: each question gets the earlier questions and answers, as the chat handler passes them. */
function converse(chart: ChartModel, questions: readonly string[], locale: Locale): string[] {
  const answers: string[] = [];
  questions.forEach((q, i) =>
    answers.push(
      composeReading(chart, q, {
        firstReply: i === 0,
        locale,
        today: TODAY,
        earlierQuestions: questions.slice(0, i),
        earlierAnswers: answers.slice(),
      }),
    ),
  );
  return answers;
}

const BANK = {
  en: {
    marry: 'When will I marry?',
    more: 'Tell me more',
    june: 'What happens in June 2031?',
    house: 'Should I buy a house in 2027?',
    gem: 'Which gemstone should I wear?',
    france: 'What is the capital of France?',
    abroad: 'When will I go abroad?',
    health: 'How is my health?',
  },
  hi: {
    marry: 'मेरी शादी कब होगी?',
    more: 'और बताइए',
    june: 'जून 2031 में क्या होगा?',
    house: 'क्या मुझे 2027 में मकान खरीदना चाहिए?',
    gem: 'मुझे कौन सा रत्न पहनना चाहिए?',
    france: 'फ्रांस की राजधानी क्या है?',
    abroad: 'मैं विदेश कब जाऊँगा?',
    health: 'मेरा स्वास्थ्य कैसा रहेगा?',
  },
} as const;
const ORDER = ['marry', 'more', 'more', 'june', 'house', 'gem', 'france', 'abroad', 'health'] as const;

describe.each(['en', 'hi'] as const)('the question bank in %s (known birth time)', (locale) => {
  const B = BANK[locale];
  const answers = converse(
    known,
    ORDER.map((k) => B[k]),
    locale,
  );
  const at = (i: number) => answers[i]!;

  it('timing: the window comes first, inside a period of the 7th lord, a 7th-house graha or a marriage karaka', () => {
    const paragraph = firstParagraph(at(0));
    expect(at(0).indexOf(paragraph)).toBeLessThan(at(0).indexOf(locale === 'en' ? '**Houses**' : '**भाव**'));
    const lord = windowLord(known, paragraph, locale);
    expect([lordOf(known, 7), ...occupants(known, 7), 'Venus', 'Jupiter']).toContain(lord);
  });

  it('"tell me more" twice: each goes deeper and repeats no bullet line of any earlier answer', () => {
    for (const i of [1, 2]) {
      const said = new Set(answers.slice(0, i).flatMap(bullets));
      const mine = bullets(at(i));
      expect(mine.length).toBeGreaterThanOrEqual(2);
      for (const line of mine) expect(said.has(line), line).toBe(false);
    }
  });

  it('dated after a topic: June 2031 gets its own periods and the areas it touches, not only relationships', () => {
    const a = at(3);
    const june = known.dasha.mahadashas.find((m) => day(m.start) <= '2031-06-15' && '2031-06-15' < day(m.end))!;
    const ad = june.antardashas.find((x) => day(x.start) <= '2031-06-15' && '2031-06-15' < day(x.end))!;
    expect(a).toContain(`(${day(june.start)} ${locale === 'en' ? 'to' : 'से'} ${day(june.end)})`);
    expect(a).toContain(`(${day(ad.start)} ${locale === 'en' ? 'to' : 'से'} ${day(ad.end)})`);
    expect(a.split('\n')[0]).not.toMatch(locale === 'en' ? /Relationships/ : /विवाह/);
    const touched = a.slice(a.indexOf(locale === 'en' ? '**What this time touches**' : '**यह समय किन क्षेत्रों को छूता है**'));
    expect(touched.split('\n').filter((l) => l.startsWith('- **')).length).toBeGreaterThanOrEqual(2);
  });

  it('property: the 4th house, its lord, Mars, the periods running in 2027 and the transits of 2027', () => {
    const a = at(4);
    const T = (g: Graha) =>
      locale === 'en'
        ? g
        : { Sun: 'सूर्य', Moon: 'चंद्र', Mars: 'मंगल', Mercury: 'बुध', Jupiter: 'गुरु', Venus: 'शुक्र', Saturn: 'शनि', Rahu: 'राहु', Ketu: 'केतु' }[g];
    expect(a).toContain(locale === 'en' ? '**4th house**' : '**चौथा भाव**');
    expect(a).toContain(locale === 'en' ? `**${lordOf(known, 4)}** (4th lord)` : `**${T(lordOf(known, 4))}** (चौथे भाव का स्वामी)`);
    expect(a).toContain(T('Mars'));
    for (const g of lordsIn(known, 2027)) expect(a).toContain(T(g));
    expect(a).toMatch(/- 2027-\d\d-\d\d: /);
  });

  it('gemstone: names a stone of the lagna lord, yogakaraka or a trikona lord, none of a 3/6/8/11/12 lord, with the cautions', () => {
    expectGemRule(known, at(5), locale);
  });

  it('off-topic: a short "I answer about your chart" with example questions', () => {
    const a = at(6);
    expect(a.length).toBeLessThan(500);
    expect(a).not.toContain('###');
    expect(a).toContain(locale === 'en' ? 'birth chart' : 'जन्म कुंडली');
    expect(a).toContain(locale === 'en' ? '“When will I marry?”' : '“मेरी शादी कब होगी?”');
  });

  it('abroad: a window first in a period of the 12th lord, a 12th-house graha, Rahu or the Moon; the 12th house after it', () => {
    const lord = windowLord(known, firstParagraph(at(7)), locale);
    expect([lordOf(known, 12), ...occupants(known, 12), 'Rahu', 'Moon']).toContain(lord);
    expect(at(7)).toContain(locale === 'en' ? '**12th house**' : '**बारहवाँ भाव**');
  });

  it('health: the 1st, 6th and 8th houses, the Sun and the Moon', () => {
    for (const h of locale === 'en' ? ['**1st house**', '**6th house**', '**8th house**'] : ['**पहला भाव**', '**छठा भाव**', '**आठवाँ भाव**'])
      expect(at(8)).toContain(h);
    for (const g of locale === 'en' ? ['**Sun**', '**Moon**'] : ['**सूर्य**', '**चंद्र**']) expect(at(8)).toContain(g);
  });

  it('yogas carry their meaning and the evidence found, and Manglik its reason (in Hindi too)', () => {
    expect(at(0)).toMatch(locale === 'en' ? /\(good\): .+ Here: / : /\(शुभ\): .+। यहाँ: /);
    expect(at(0)).toMatch(
      locale === 'en' ? /Manglik \(Kuja\) dosha: .+ — Mars is in the \d+th house/ : /मांगलिक \(कुज\) दोष: .+ — मंगल .+ भाव में/,
    );
  });

  it('no answer repeats an earlier one; at most half of an answer’s bullet lines were said before', () => {
    answers.forEach((a, i) => {
      for (const before of answers.slice(0, i)) expect(a).not.toBe(before);
      const said = new Set(answers.slice(0, i).flatMap(bullets));
      const mine = bullets(a);
      expect(mine.filter((l) => said.has(l)).length, ORDER[i]).toBeLessThanOrEqual(mine.length / 2);
    });
  });

  it('the claim check finds nothing wrong in any answer', () => {
    for (const a of answers) expect(checkClaims(a, known, { locale }).wrong, a).toBe(0);
  });
});

/** The gemstone rule (see the file comment), from the chart's house lords and the gemstone table alone. */
function expectGemRule(chart: ChartModel, answer: string, locale: InlineLocale) {
  const offered = GRAHAS.filter((g) => g !== 'Rahu' && g !== 'Ketu').filter((g) => {
    const stone = GEMSTONES[g].stone[locale];
    return answer.split('\n').some((l) => l.startsWith(`- **${stone}**`));
  });
  expect(offered.length, answer).toBeGreaterThan(0);
  const yogakarakas = GRAHAS.filter((g) => {
    const r = housesRuled(chart, g);
    return r.some((h) => [4, 7, 10].includes(h)) && r.some((h) => [5, 9].includes(h));
  });
  const allowed = new Set<Graha>([lordOf(chart, 1), ...yogakarakas, lordOf(chart, 5), lordOf(chart, 9)]);
  for (const g of offered) {
    expect(allowed.has(g), `${g} is neither lagna lord, yogakaraka nor trikona lord`).toBe(true);
    expect(
      housesRuled(chart, g).filter((h) => [3, 6, 8, 11, 12].includes(h)),
      `${g}'s stone offered`,
    ).toEqual([]);
  }
  expect(answer).toContain(locale === 'en' ? 'Cautions:' : 'सावधानियाँ:');
}

describe('the Hindi career answer', () => {
  it('gives each 10th-house graha the reading the Hindi report gives it (occupations included), as the English does', () => {
    const a = composeReading(known, 'मेरा करियर कैसा रहेगा?', { firstReply: false, locale: 'hi' });
    const occupants10 = occupants(known, 10);
    expect(occupants10.length).toBeGreaterThan(0);
    for (const g of occupants10) {
      const nature = known.grahas.find((x) => x.graha === g)!.nature;
      expect(a).toContain(houseReading(g, nature, 10, reportText('hi')).description);
    }
  });
});

describe('gemstones for every lagna sign', () => {
  // Two hours apart the lagna moves about one sign: twelve births on one day cover the twelve lagnas.
  const charts = Array.from({ length: 12 }, (_, i) =>
    computeChart({ ...BIRTH, time: `${String(2 * i).padStart(2, '0')}:10` }, { transitJdUt: NOW_JD }),
  );
  it('covers all twelve lagnas', () => {
    expect(new Set(charts.map((c) => c.lagna.rasi)).size).toBe(12);
  });
  it.each(charts.map((c) => [c.lagna.rasi, c] as const))('%s lagna', (_, chart) => {
    expectGemRule(chart, composeReading(chart, 'Which gemstone should I wear?', { firstReply: false }), 'en');
    expectGemRule(chart, composeReading(chart, 'मुझे कौन सा रत्न पहनना चाहिए?', { firstReply: false, locale: 'hi' }), 'hi');
  });
});

describe.each(['en', 'hi'] as const)('the question bank in %s with an unknown birth time', (locale) => {
  const B = BANK[locale];
  const answers = converse(noTime, [...ORDER.map((k) => B[k]), locale === 'en' ? 'What is my ascendant?' : 'मेरा लग्न क्या है?'], locale);
  const signs = locale === 'en' ? RASIS.join('|') : 'मेष|वृषभ|मिथुन|कर्क|सिंह|कन्या|तुला|वृश्चिक|धनु|मकर|कुंभ|मीन';
  const lagnaSign = new RegExp(locale === 'en' ? `(lagna|ascendant)[^.\\n]{0,40}\\b(${signs})\\b` : `(लग्न)[^।\\n]{0,40}(${signs})`, 'i');
  const houseNumber =
    locale === 'en'
      ? /\b(1[0-2]|[1-9])(st|nd|rd|th) house|\bhouses? \d|\b(1[0-2]|[1-9])(st|nd|rd|th) lord/
      : // A count from a graha ("सूर्य से बारहवें भाव में", a Sun yoga's rule) is not a house of the lagna.
        /(?<!से )(पहल|दूसर|तीसर|चौथ|पाँचव|छठ|सातव|आठव|नौव|दसव|ग्यारहव|बारहव)\S* भाव|\d+ भाव/;

  it('every answer says the time is unknown and names no lagna sign and no house number', () => {
    answers.forEach((a, i) => {
      if (ORDER[i] === 'france') return; // off-topic: no reading at all
      expect(a, ORDER[i]).toContain(locale === 'en' ? 'birth time is not known' : 'जन्म समय ज्ञात नहीं');
      expect(a, ORDER[i]).not.toMatch(lagnaSign);
      expect(a, ORDER[i]).not.toMatch(houseNumber);
    });
  });

  it('the ascendant question says it is unknown; the claim check finds nothing wrong', () => {
    expect(answers.at(-1)).toContain(locale === 'en' ? '**Lagna (ascendant)**: unknown' : 'अज्ञात');
    for (const a of answers) expect(checkClaims(a, noTime, { locale }).wrong).toBe(0);
  });

  it('timing: a window first, inside a period of a marriage karaka', () => {
    expect(['Venus', 'Jupiter']).toContain(windowLord(noTime, firstParagraph(answers[0]!), locale));
  });

  it('gemstone: no stone is named without the lagna', () => {
    for (const g of GRAHAS) expect(answers[5]).not.toContain(`**${GEMSTONES[g].stone[locale]}**`);
  });

  it('"tell me more" still never repeats', () => {
    for (const i of [1, 2]) {
      const said = new Set(answers.slice(0, i).flatMap(bullets));
      expect(bullets(answers[i]!).filter((l) => said.has(l))).toEqual([]);
    }
  });
});

describe('yoga blurbs follow the evidence found', () => {
  // The engine's own Moon and Mars signs decide which wording is right: same sign → together; 7th from each other → aspect.
  const findChart = (wanted: 'same' | 'opposite') => {
    for (let d = 1; d <= 60; d++) {
      const date = `2001-${String(Math.ceil(d / 28) + 2).padStart(2, '0')}-${String(((d - 1) % 28) + 1).padStart(2, '0')}`;
      const c = computeChart({ date, time: '12:00', utcOffset: '+05:30', lat: 28.6, lon: 77.2 });
      const [moon, mars] = [c.grahas.find((g) => g.graha === 'Moon')!, c.grahas.find((g) => g.graha === 'Mars')!];
      const gap = (mars.rasiIndex - moon.rasiIndex + 12) % 12;
      if ((wanted === 'same' && gap === 0) || (wanted === 'opposite' && gap === 6)) return c;
    }
    throw new Error(`no ${wanted} Moon–Mars chart in the searched days`);
  };
  it.each([
    ['opposite', 'Moon and Mars aspect each other', 'चंद्र और मंगल एक-दूसरे पर दृष्टि डालते हैं'],
    ['same', 'Moon and Mars are in the same sign', 'चंद्र और मंगल एक ही राशि में हैं'],
  ] as const)('Moon and Mars in %s signs', (wanted, en, hi) => {
    const chart = findChart(wanted);
    const yoga = chart.predictions.find((p) => p.id === 'chandra-mangala');
    expect(yoga, 'Chandra-Mangala holds').toBeDefined();
    const [lineEn] = yogaLines(readerText('en'), chart, [yoga!]);
    const [lineHi] = yogaLines(readerText('hi'), chart, [yoga!]);
    expect(lineEn).toContain(en);
    expect(lineEn).not.toMatch(/joined/);
    expect(lineHi).toContain(hi);
  });
});
