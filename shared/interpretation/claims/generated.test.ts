/**
 * Claim check on generated statements: for several births computed by the engine, one true and
 * one false statement per graha and fact (sign, house, nakshatra, dignity, retrogression), the
 * ascendant, and dated mahadashas and antardashas, in several phrasings. Every statement must be
 * read (exactly one claim of its kind) and flagged exactly when it is false.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../compose/chart';
import type { ChartModel, GrahaPosition } from '../../model/chart';
import { EXALTATION, debilitationRasi, ownsRasi } from '../../jyotish/classical';
import { civilToJdUt } from '../../time/julian';
import { grahaName } from '../../vocabulary/graha';
import { NAKSHATRAS, nakshatraName } from '../../vocabulary/nakshatra';
import { RASIS, rasiName } from '../../vocabulary/rasi';
import { ordinal } from '../format';
import { checkClaims } from './check-claims';
import type { ClaimKind } from './statement';

/** Births across latitudes and decades (our own engine's charts; the truth comes from the chart itself). */
const BIRTHS = [
  { name: 'Mumbai 1990', date: '1990-07-01', time: '10:30', utcOffset: '+05:30', lat: 19.076, lon: 72.8777 },
  { name: 'Delhi 1975', date: '1975-01-15', time: '04:05', utcOffset: '+05:30', lat: 28.6139, lon: 77.209 },
  { name: 'London 2001', date: '2001-11-09', time: '23:40', utcOffset: '+00:00', lat: 51.5074, lon: -0.1278 },
  { name: 'Chennai 1962', date: '1962-03-28', time: '14:12', utcOffset: '+05:30', lat: 13.0827, lon: 80.2707 },
];
const NOW_JD_UT = civilToJdUt('2026-11-24', '12:00', 0);
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

/** Hindi ordinal adjectives of the houses (तत्सम forms), for "दशम भाव". */
const HINDI_ORDINALS = ['प्रथम', 'द्वितीय', 'तृतीय', 'चतुर्थ', 'पंचम', 'षष्ठ', 'सप्तम', 'अष्टम', 'नवम', 'दशम', 'एकादश', 'द्वादश'];

interface Case {
  text: string;
  kind: ClaimKind;
  truth: boolean;
  hindi?: boolean;
}

function other<T>(list: readonly T[], index: number, step: number): T {
  return list[(index + step) % list.length]!;
}
const year = (iso: string) => Number(iso.slice(0, 4));

function grahaCases(g: GrahaPosition, i: number): Case[] {
  const G = g.graha;
  const wrongHouse = ((g.house + 2 + (i % 5)) % 12) + 1;
  const houseWords = (h: number, k: number) => (k % 2 ? `${ORDINAL_WORDS[h - 1]} house` : `${ordinal(h)} house`);
  const cases: Case[] = [
    { text: `${G} is in ${g.rasi}.`, kind: 'sign', truth: true },
    { text: `Your ${G} is placed in ${other(RASIS, g.rasiIndex, 1 + (i % 11))}.`, kind: 'sign', truth: false },
    { text: `${G} sits in your ${houseWords(g.house, i)}.`, kind: 'house', truth: true },
    { text: `In your chart ${G} occupies the ${houseWords(wrongHouse, i + 1)}.`, kind: 'house', truth: false },
    { text: `${G} is in ${g.nakshatra} nakshatra.`, kind: 'nakshatra', truth: true },
    { text: `${G} is in ${other(NAKSHATRAS, g.nakshatraIndex, 5 + i)} nakshatra.`, kind: 'nakshatra', truth: false },
    { text: `${G} is retrograde.`, kind: 'retrograde', truth: g.retrograde },
    { text: `${G} is not retrograde.`, kind: 'retrograde', truth: !g.retrograde },
    { text: `${G} is exalted.`, kind: 'dignity', truth: EXALTATION[G].rasiIndex === g.rasiIndex },
    { text: `${G} is debilitated here.`, kind: 'dignity', truth: debilitationRasi(G) === g.rasiIndex },
    { text: `${G} is in its own sign.`, kind: 'dignity', truth: ownsRasi(G, g.rasiIndex) },
  ];
  return cases;
}

/** The same facts in Hindi, with the names from the vocabulary tables. */
function hindiGrahaCases(g: GrahaPosition, i: number): Case[] {
  const G = grahaName(g.graha, 'hi');
  const wrongHouse = ((g.house + 4 + (i % 5)) % 12) + 1;
  const house = (h: number, k: number) => (k % 2 ? `${HINDI_ORDINALS[h - 1]} भाव` : `${h}वें भाव`);
  const cases: Case[] = [
    { text: `${G} ${rasiName(g.rasiIndex, 'hi')} राशि में है।`, kind: 'sign', truth: true },
    { text: `आपकी कुंडली में ${G} ${rasiName(g.rasiIndex + 2 + (i % 9), 'hi')} राशि में स्थित है।`, kind: 'sign', truth: false },
    { text: `${G} ${house(g.house, i)} में है।`, kind: 'house', truth: true },
    { text: `${G} ${house(wrongHouse, i + 1)} में बैठा है।`, kind: 'house', truth: false },
    { text: `${G} ${nakshatraName(g.nakshatraIndex, 'hi')} नक्षत्र में है।`, kind: 'nakshatra', truth: true },
    { text: `${G} ${nakshatraName(g.nakshatraIndex + 7 + i, 'hi')} नक्षत्र में है।`, kind: 'nakshatra', truth: false },
    { text: `${G} वक्री है।`, kind: 'retrograde', truth: g.retrograde },
    { text: `${G} वक्री नहीं है।`, kind: 'retrograde', truth: !g.retrograde },
    { text: `${G} उच्च का है।`, kind: 'dignity', truth: EXALTATION[g.graha].rasiIndex === g.rasiIndex },
    { text: `${G} नीच का है।`, kind: 'dignity', truth: debilitationRasi(g.graha) === g.rasiIndex },
  ];
  return cases.map((c) => ({ ...c, hindi: true }));
}

function chartCases(chart: ChartModel): Case[] {
  const cases = [...chart.grahas.flatMap(grahaCases), ...chart.grahas.flatMap(hindiGrahaCases)];
  const lagna = chart.lagna;
  cases.push(
    { text: `Your ascendant is ${lagna.rasi}.`, kind: 'ascendant', truth: true },
    { text: `You have a ${other(RASIS, lagna.rasiIndex, 4)} ascendant.`, kind: 'ascendant', truth: false },
    { text: `Your lagna is in ${lagna.nakshatra} nakshatra.`, kind: 'nakshatra', truth: true },
  );
  cases.push(
    { text: `आपका लग्न ${rasiName(lagna.rasiIndex, 'hi')} है।`, kind: 'ascendant', truth: true, hindi: true },
    { text: `आपका लग्न ${rasiName(lagna.rasiIndex + 5, 'hi')} है।`, kind: 'ascendant', truth: false, hindi: true },
  );
  // Mahadashas within a lifetime, true and shifted by three years.
  for (const md of chart.dasha.mahadashas.slice(1, 6)) {
    cases.push(
      { text: `Your ${md.lord} mahadasha runs from ${year(md.start)} to ${year(md.end)}.`, kind: 'dasha', truth: true },
      { text: `The ${md.lord} mahadasha runs from ${year(md.start) + 3} to ${year(md.end) + 3}.`, kind: 'dasha', truth: false },
      { text: `${md.lord} dasha (${md.start.slice(0, 10)} to ${md.end.slice(0, 10)}).`, kind: 'dasha', truth: true },
      { text: `Your ${md.lord} mahadasha ends in ${year(md.end) - 4}.`, kind: 'dasha', truth: false },
    );
    const ad = md.antardashas[3]!;
    cases.push(
      {
        text: `The ${md.lord}–${ad.lord} antardasha runs from ${ad.start.slice(0, 10)} to ${ad.end.slice(0, 10)}.`,
        kind: 'dasha',
        truth: true,
      },
      { text: `The ${ad.lord} antardasha of your ${md.lord} mahadasha begins in ${year(ad.start) - 2}.`, kind: 'dasha', truth: false },
    );
    const mdHi = grahaName(md.lord, 'hi');
    const adHi = grahaName(ad.lord, 'hi');
    cases.push(
      { text: `${mdHi} की महादशा ${year(md.start)} से ${year(md.end)} तक चलेगी।`, kind: 'dasha', truth: true, hindi: true },
      { text: `${mdHi} की महादशा ${year(md.start) - 3} से ${year(md.end) - 3} तक है।`, kind: 'dasha', truth: false, hindi: true },
      {
        text: `${mdHi} में ${adHi} की अंतर्दशा ${ad.start.slice(0, 10)} से ${ad.end.slice(0, 10)} तक है।`,
        kind: 'dasha',
        truth: true,
        hindi: true,
      },
      { text: `${mdHi} में ${adHi} की अंतर्दशा ${year(ad.end) + 2} में समाप्त होगी।`, kind: 'dasha', truth: false, hindi: true },
    );
  }
  return cases;
}

describe.each(BIRTHS)('generated statements for $name', (birth) => {
  const chart = computeChart(birth, { transitJdUt: NOW_JD_UT });
  const cases = chartCases(chart);

  it('has enough true and false statements', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    expect(cases.filter((c) => c.truth).length).toBeGreaterThan(30);
    expect(cases.filter((c) => !c.truth).length).toBeGreaterThan(30);
    expect(cases.filter((c) => c.hindi).length).toBeGreaterThan(50);
  });

  it.each(cases.map((c) => [c.text, c] as const))('%s', (_text, c) => {
    const report = checkClaims(c.text, chart, { locale: c.hindi ? 'hi' : 'en' });
    expect(report.claims.map((x) => x.kind)).toEqual([c.kind]);
    expect(report.claims[0]!.ok).toBe(c.truth);
    expect(report.wrong).toBe(c.truth ? 0 : 1);
    // A Hindi correction is written in Devanagari (an English one in Latin letters).
    if (!c.truth) expect(report.claims[0]!.correction).toMatch(c.hindi ? /[\u0900-\u097F]/ : /^[\x20-\x7E–]+$/);
  });

  it('a whole answer made of all the statements flags exactly the false ones', () => {
    const text = cases.map((c) => c.text).join(' ');
    const report = checkClaims(text, chart);
    expect(report.claims.length).toBe(cases.length);
    expect(report.claims.map((c) => c.ok)).toEqual(cases.map((c) => c.truth));
  });
});
