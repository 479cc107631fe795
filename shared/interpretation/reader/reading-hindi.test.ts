/**
 * The built-in reader in Hindi on an engine-computed chart: ten questions typed in Devanagari or
 * romanised Hindi are classified like their English twins and answered in Devanagari, with the
 * chart's own facts (house signs and lords, the running dasha and its dates, Sade Sati) taken
 * from the ChartModel independently of the reader's digest and named through the vocabulary.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../compose/chart';
import type { ChartModel, DashaPeriod } from '../../model/chart';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { rasiName } from '../../vocabulary/rasi';
import { classifyQuestion } from './classify';
import { composeReading } from './compose';
import { READER_TEXT_EN } from './text';
import { READER_TEXT_HI } from './text-hi';

/** 2026-11-21 12:00 UT as a Julian day (JD 2451545.0 = 2000-01-01 12:00 UT). */
const NOW_JD_UT = 2_451_545 + (Date.parse('2026-11-21T12:00:00Z') - Date.parse('2000-01-01T12:00:00Z')) / 86_400_000;
const chart: ChartModel = computeChart(
  { date: '1990-05-15', time: '10:30', utcOffset: '+05:30', lat: 28.61, lon: 77.21, ayanamsa: 'LAHIRI' },
  { transitJdUt: NOW_JD_UT },
);
const hi = (q: string) => composeReading(chart, q, { firstReply: false, locale: 'hi' });

/** Share of letters (not marks, digits or punctuation) that are Devanagari. */
function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.filter((l) => /[\u0900-\u097F]/u.test(l)).length / letters.length;
}

const G = (g: Graha) => grahaName(g, 'hi');
const date = (iso: string) => iso.slice(0, 10);
const running = <P extends DashaPeriod>(periods: readonly P[]): P =>
  periods.find((p) => p.startJdUt <= NOW_JD_UT && NOW_JD_UT < p.endJdUt)!;
const md = running(chart.dasha.mahadashas);
const ad = running(md.antardashas);
const ORDINAL_DIRECT = ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ', 'आठवाँ', 'नौवाँ', 'दसवाँ', 'ग्यारहवाँ', 'बारहवाँ'];
const ORDINAL_OBLIQUE = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें'];

/** The house line the engine's chart implies: sign and lord in Hindi, and the house the lord occupies. */
function houseFact(house: number): string {
  const h = chart.houses[house - 1]!;
  const lordHouse = chart.houses.find((x) => x.grahas.includes(h.lord))!.house;
  return (
    `**${ORDINAL_DIRECT[house - 1]} भाव** (` &&
    `${rasiName(h.rasiIndex, 'hi')} राशि, स्वामी **${G(h.lord)}**, जो आपके ${ORDINAL_OBLIQUE[lordHouse - 1]} भाव में है।`
  );
}
const runningDashaFact = `**${G(md.lord)} महादशा** (${date(md.start)} से ${date(md.end)} तक), **${G(ad.lord)} अंतर्दशा** (${date(ad.start)} से ${date(ad.end)} तक)`;

describe('the built-in reader in Hindi', () => {
  it.each([
    ['career', 'naukri mein tarakki kab hogi?', 'career', 10],
    ['marriage', 'meri shaadi kab hogi', 'relationships', 7],
    ['health', 'मेरी सेहत कैसी रहेगी?', 'health', 1],
    ['money', 'क्या मेरे पास पैसा आएगा?', 'finances', 2],
    ['education', 'मेरी पढ़ाई कैसी होगी?', 'education', 4],
    ['children', 'santan sukh kab milega?', 'children', 5],
    ['travel', 'क्या मैं विदेश जाऊँगा?', 'travel', 12],
  ] as const)('%s: “%s” is about %s and names the main house’s sign and lord from the chart', (_, question, topic, house) => {
    expect(classifyQuestion(question).topic).toBe(topic);
    const a = hi(question);
    expect(devanagariShare(a)).toBeGreaterThanOrEqual(0.97);
    expect(a).toContain(`### ${READER_TEXT_HI.areaTitle(topic)}`);
    expect(a).toContain(`**${ORDINAL_DIRECT[house - 1]} भाव** (`);
    expect(a).toContain(houseFact(house));
    expect(a).toContain(`- अभी चल रही: ${runningDashaFact}।`);
  });

  it('the running dasha: “मेरी कौन सी महादशा चल रही है?” gives the lords and dates of the engine’s periods', () => {
    const q = 'मेरी कौन सी महादशा चल रही है?';
    expect(classifyQuestion(q).topic).toBe('timing');
    const a = hi(q);
    expect(devanagariShare(a)).toBeGreaterThanOrEqual(0.97);
    expect(a).toContain(runningDashaFact);
    const pd = running(ad.pratyantardashas);
    expect(a).toContain(`- प्रत्यंतर दशा: ${G(pd.lord)} (${date(pd.start)} से ${date(pd.end)} तक)।`);
    const next = chart.dasha.mahadashas[chart.dasha.mahadashas.indexOf(md) + 1]!;
    expect(a).toContain(`आने वाली महादशाएँ: ${G(next.lord)} (${date(next.start)} से ${date(next.end)} तक)`);
  });

  it('Sade Sati: “shani ki sade sati kab khatam hogi” reads Saturn’s periods and the Sade Sati state of the transits', () => {
    const q = 'shani ki sade sati kab khatam hogi';
    expect(classifyQuestion(q)).toMatchObject({ topic: 'timing', graha: 'Saturn', house: null });
    const a = hi(q);
    expect(devanagariShare(a)).toBeGreaterThanOrEqual(0.97);
    const moonSign = rasiName(chart.grahas[1]!.rasiIndex, 'hi');
    const state = chart.transits!.sadeSati.active ? 'अभी सक्रिय,' : 'अभी सक्रिय नहीं';
    expect(a).toContain(`- साढ़ेसाती (आपकी चंद्र राशि ${moonSign} पर शनि का साढ़े सात वर्ष का गोचर): ${state}`);
    const saturn = chart.grahas.find((g) => g.graha === 'Saturn')!;
    expect(a).toContain(`- **शनि** (`);
    expect(a).toContain(`) ${rasiName(saturn.rasiIndex, 'hi')} राशि में ${saturn.degreesInRasi.toFixed(2)}° पर`);
    // The Devanagari question asks the same thing.
    expect(classifyQuestion('साढ़ेसाती कब खत्म होगी?').topic).toBe('transits');
  });

  it('remedies: “शनि के लिए उपाय बताइए” names Saturn first, then the running dasha lords with their end dates', () => {
    const q = 'शनि के लिए उपाय बताइए';
    expect(classifyQuestion(q)).toMatchObject({ topic: 'remedies', graha: 'Saturn', house: null });
    const a = hi(q);
    expect(devanagariShare(a)).toBeGreaterThanOrEqual(0.97);
    expect(a).toContain('- **शनि** (आपने इसके बारे में पूछा): शनिवार को "ॐ शनैश्चराय नमः" का जाप करें');
    if (md.lord !== 'Saturn') expect(a).toContain(`- **${G(md.lord)}** (आपकी चल रही महादशा का स्वामी (${date(md.end)} तक))`);
  });

  it('the 10th house by its Hindi ordinal: its lord’s own sign and degree in Hindi', () => {
    for (const q of ['मेरे दसवें भाव के बारे में बताइए', 'dasven ghar ka kya matlab hai', '10वें भाव का फल'])
      expect(classifyQuestion(q)).toMatchObject({ topic: 'house', house: 10 });
    const a = hi('मेरे दसवें भाव के बारे में बताइए');
    const lord = chart.houses[9]!.lord;
    const p = chart.grahas.find((g) => g.graha === lord)!;
    expect(a).toContain(`- **${G(lord)}** (दसवें भाव का स्वामी) ${rasiName(p.rasiIndex, 'hi')} राशि में ${p.degreesInRasi.toFixed(2)}° पर`);
  });

  it('the Hindi chat page’s automatic first prompt asks for the whole chart, though it lists planets and transits', () => {
    const prompt =
      'मेरा नाम आशा है। मेरा जन्म 1990-05-15 को 10:30 बजे दिल्ली में हुआ। मेरे ग्रह: सूर्य वृषभ 0.39 (भाव 11), चंद्र धनु 29.84 (भाव 6)। ' +
      'कृपया मेरी जन्म कुंडली का संक्षिप्त फल और 2026 का गोचर फलादेश बताइए।';
    expect(classifyQuestion(prompt).topic).toBe('general');
    expect(hi(prompt)).toContain('### आपकी कुंडली एक नज़र में');
  });

  it('graha names in either script: सूर्य, chandrama, बृहस्पति, शुक्र, rahu', () => {
    expect(classifyQuestion('सूर्य मेरी कुंडली में कहाँ है').graha).toBe('Sun');
    expect(classifyQuestion('chandrama ka prabhav').graha).toBe('Moon');
    expect(classifyQuestion('बृहस्पति का गोचर').graha).toBe('Jupiter');
    expect(classifyQuestion('शुक्र').graha).toBe('Venus');
    expect(classifyQuestion('rahu ki dasha').topic).toBe('timing');
    // A weekday is not its graha: मंगलवार names no planet.
    expect(classifyQuestion('मंगलवार को क्या करूँ').graha).toBeNull();
  });

  it('English pages keep the English reader; the Hindi dictionary differs from it in every sentence it writes', () => {
    expect(composeReading(chart, 'How is my career?', { firstReply: true })).toContain(READER_TEXT_EN.builtInNotice);
    expect(composeReading(chart, 'naukri', { firstReply: true, locale: 'hi' }).startsWith(READER_TEXT_HI.builtInNotice)).toBe(true);
    const strings = (t: typeof READER_TEXT_EN) => [
      t.builtInNotice,
      t.noChart,
      t.noTransits,
      t.gemstones,
      t.askAbout,
      ...Object.values(t.headings),
    ];
    const en = strings(READER_TEXT_EN);
    strings(READER_TEXT_HI).forEach((h, i) => {
      expect(h).not.toBe(en[i]);
      expect(devanagariShare(h)).toBeGreaterThan(0.9);
    });
  });
});
