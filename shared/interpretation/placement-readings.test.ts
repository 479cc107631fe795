import { describe, expect, it } from 'vitest';
import { buildChart, placements } from '../predictions/testing/chart-builder';
import { GRAHAS } from '../vocabulary/graha';
import { houseReading, houseTone, placementPredictions, signDignity, signReading } from './placement-readings';
import { SIGN_DIGNITY_NATURE } from './placement-kinds';
import { REPORT_TEXT_EN } from './report/report-text';
import { REPORT_TEXT_HI } from './report/report-text-hi';
import { HOUSE_NOTES } from './placement-house-notes';
import { SIGN_NOTES } from './placement-sign-notes';
import { computeChart } from '../compose/chart';
import { dignityOf, specialDignity } from '../jyotish/classical';
import { naturesOf, type Nature } from '../jyotish/nature';

/** The natural natures a graha can have in some chart (jyotish/nature.ts): a waxing or waning Moon, Mercury alone or with the Sun. */
function possibleNatures(g: (typeof GRAHAS)[number]): Nature[] {
  const apart = Object.fromEntries(GRAHAS.map((x, i) => [x, i])) as Record<(typeof GRAHAS)[number], number>;
  const withSun = { ...apart, Mercury: apart.Sun };
  return [...new Set([true, false].flatMap((waxing) => [apart, withSun].map((rasis) => naturesOf(rasis, waxing)[g])))];
}
/** The natures of a chart with a waxing Moon and Mercury alone. */
const USUAL = naturesOf(Object.fromEntries(GRAHAS.map((x, i) => [x, i])) as Record<(typeof GRAHAS)[number], number>, true);

describe('sign readings and the chart share one dignity rule (the classical core)', () => {
  const chart = computeChart({
    date: '1990-05-17',
    time: '04:40',
    utcOffset: '+05:30',
    lat: 28.61,
    lon: 77.21,
    ayanamsa: 'LAHIRI',
    node: 'mean',
  });
  it('the sign readings take the same special dignities as the chart (old copy: Mercury in Virgo 20–30 "exalted", nodes never own/moolatrikona)', () => {
    expect(signDignity('Mercury', 5, 25)).toBe('own');
    expect(dignityOf('Mercury', 5, 25, 'friend')).toBe('own');
    expect(signDignity('Rahu', 2, 10)).toBe('moolatrikona');
    expect(signDignity('Rahu', 10, 10)).toBe('own');
    expect(signDignity('Ketu', 8, 10)).toBe('moolatrikona');
    expect(signDignity('Rahu', 4, 10)).toBe('neutral');
    for (const g of chart.grahas) {
      const special = specialDignity(g.graha, g.rasiIndex, g.degreesInRasi);
      if (special !== null) expect(signDignity(g.graha, g.rasiIndex, g.degreesInRasi)).toBe(g.dignity);
    }
  });
});

describe('placement readings', () => {
  it('9 × 12 planet-in-house readings, all distinct, with a nature', () => {
    const texts = new Set<string>();
    for (const g of GRAHAS)
      for (let h = 1; h <= 12; h++) {
        for (const nature of possibleNatures(g)) {
          const r = houseReading(g, nature, h);
          expect(r.name).toBe(`${g} in the ${h}${h === 1 ? 'st' : h === 2 ? 'nd' : h === 3 ? 'rd' : 'th'} house`);
          expect(['good', 'mixed', 'challenging']).toContain(r.nature);
        }
        texts.add(houseReading(g, USUAL[g], h).description);
      }
    expect(texts.size).toBe(108);
    for (const g of GRAHAS) expect(new Set(HOUSE_NOTES[g]).size, g).toBe(12);
    for (const g of GRAHAS) expect(new Set(SIGN_NOTES[g]).size, g).toBe(12);
  });

  it('9 × 12 planet-in-sign readings, all distinct; dignity drives the nature', () => {
    const texts = new Set<string>();
    for (const g of GRAHAS) for (let s = 0; s < 12; s++) texts.add(signReading(g, s, 10).description);
    expect(texts.size).toBe(108);
    expect(signReading('Sun', 0, 10).nature).toBe('good');
    expect(signReading('Sun', 6, 10).nature).toBe('challenging');
    expect(signDignity('Moon', 1, 10)).toBe('moolatrikona');
    expect(signDignity('Moon', 1, 2)).toBe('exalted');
    expect(signDignity('Saturn', 4, 10)).toBe('enemy');
    expect(signDignity('Rahu', 7, 10)).toBe('debilitated');
  });

  it('one house and one sign reading per graha of a chart, house readings first', () => {
    const chart = buildChart(
      placements(0, { Mars: 9 }, { Sun: 0, Moon: 3, Mars: 5, Mercury: 1, Jupiter: 8, Venus: 11, Saturn: 6, Rahu: 2, Ketu: 8 }),
    );
    const preds = placementPredictions(chart);
    expect(preds.map((p) => p.kind)).toEqual([...Array(9).fill('placement'), ...Array(9).fill('sign')]);
    expect(preds.find((p) => p.id === 'mars-in-house-10')?.relatedBody).toEqual({ grahas: ['Mars'], houses: [10], rasis: ['Capricorn'] });
    expect(preds.find((p) => p.id === 'mars-in-capricorn')?.nature).toBe('good');
  });

  it('read a graha by its nature in this chart: a waning Moon and an afflicted Mercury as malefics, as the chart calls them', () => {
    // Lagna Aries; Moon in the 10th (Capricorn). Sun in Aries: the Moon 270° ahead, waning; Sun in Scorpio: 60° ahead, waxing.
    const fallback = { Sun: 0, Moon: 9, Mars: 2, Mercury: 1, Jupiter: 8, Venus: 11, Saturn: 6, Rahu: 3, Ketu: 9 };
    const waning = buildChart(placements(0, {}, fallback));
    const waxing = buildChart(placements(0, { Sun: 7 }, fallback));
    expect(waning.grahas[1]!.nature).toBe('malefic');
    expect(waxing.grahas[1]!.nature).toBe('benefic');
    const moonIn10 = (chart: typeof waning) => placementPredictions(chart).find((p) => p.id === 'moon-in-house-10')!;
    expect(moonIn10(waning)).toMatchObject(houseReading('Moon', 'malefic', 10));
    expect(moonIn10(waning).nature).toBe('mixed'); // a malefic in the 10th
    expect(moonIn10(waxing).nature).toBe('good'); // a benefic in a kendra
    // Mercury joined by Mars (Gemini, the 3rd): malefic by association, a malefic in an upachaya.
    const afflicted = buildChart(placements(0, { Mercury: 2 }, fallback));
    expect(afflicted.grahas[3]!.nature).toBe('malefic');
    expect(placementPredictions(afflicted).find((p) => p.id === 'mercury-in-house-3')).toMatchObject(houseReading('Mercury', 'malefic', 3));
  });
});

describe('readings kept per text and key', () => {
  it('equal the text composed afresh, in every language, and a caller changing one changes no later one', () => {
    for (const text of [REPORT_TEXT_EN, REPORT_TEXT_HI]) {
      for (const g of GRAHAS) {
        for (let house = 1; house <= 12; house++)
          for (const grahaNature of possibleNatures(g)) {
            const { tone, nature } = houseTone(grahaNature, house);
            for (let round = 0; round < 2; round++)
              expect(houseReading(g, grahaNature, house, text)).toEqual({ ...text.houseReading(g, house, tone), nature });
          }
        for (let rasi = 0; rasi < 12; rasi++) {
          for (const degrees of [0.5, 15, 29.5]) {
            const dignity = signDignity(g, rasi, degrees);
            expect(signReading(g, rasi, degrees, text)).toEqual({
              ...text.signReading(g, rasi, dignity),
              nature: SIGN_DIGNITY_NATURE[dignity],
            });
          }
        }
      }
    }
    const first = houseReading('Mars', 'malefic', 10);
    first.description = 'changed';
    expect(houseReading('Mars', 'malefic', 10).description).not.toBe('changed');
  });
});
