/**
 * One life-area definition for the page, the PDF, the built-in reader and the prompt. The page
 * once read Career from houses 10/6/3 and Relationships from 7/5/11 while the chat used 10/6/2/11
 * and 7/2/5; these tests pin the classical sets (why: life-areas.ts) and check that the page's
 * sections and the reader's answers read the same houses and yogas for one chart.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../compose/chart';
import type { Prediction } from '../model/chart';
import { chartDigest } from './chart-digest';
import { LOCALES } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';
import { lifeAreaTitle } from './life-area-titles';
import { isLifeAreaId, LIFE_AREA_IDS, LIFE_AREAS, PAGE_LIFE_AREAS, areaYogas } from './life-areas';
import { areaAnswer } from './reader/areas';
import { READER_TEXT_EN } from './reader/text';
import { buildKundaliReport } from './report/report';
import { constructedChart } from './reader/fixtures/constructed-chart';

describe('life areas', () => {
  it('Career is the 10th with the artha houses 6 and 2 and the 11th of gains, not the 3rd of effort (the page was wrong)', () => {
    expect(LIFE_AREAS.career.houses).toEqual([10, 6, 2, 11]);
    expect(LIFE_AREAS.career.houses).not.toContain(3);
  });

  it('Relationships are the 7th, the 2nd of family and the 5th of romance, not the 11th of gains (the page was wrong)', () => {
    expect(LIFE_AREAS.relationships.houses).toEqual([7, 2, 5]);
    expect(LIFE_AREAS.finances.houses).toContain(11);
  });

  it('every area has a main house, valid houses and karakas; the page shows the spec’s five in order', () => {
    for (const id of LIFE_AREA_IDS) {
      const area = LIFE_AREAS[id];
      expect(area.id).toBe(id);
      expect(area.houses.length).toBeGreaterThan(0);
      expect(area.houses.every((h) => Number.isInteger(h) && h >= 1 && h <= 12)).toBe(true);
      expect(new Set(area.houses).size).toBe(area.houses.length);
      expect(area.karakas.length).toBeGreaterThan(0);
    }
    expect(PAGE_LIFE_AREAS.map((id) => LIFE_AREAS[id].title)).toEqual(['Career', 'Relationships', 'Health', 'Finances', 'Personal Growth']);
    expect(isLifeAreaId('career')).toBe(true);
    expect(isLifeAreaId('timing')).toBe(false);
  });

  it('a yoga speaks to an area through one of its houses or karakas; placement readings speak to none', () => {
    const chart = computeChart({ date: '1990-05-17', time: '08:15', utcOffset: '+05:30', lat: 28.6, lon: 77.2 });
    for (const id of PAGE_LIFE_AREAS) {
      const area = LIFE_AREAS[id];
      for (const p of areaYogas(chart.predictions, area)) {
        expect(['yoga', 'dosha']).toContain(p.kind);
        expect(
          p.relatedBody.houses.some((h) => area.houses.includes(h)) || p.relatedBody.grahas.some((g) => area.karakas.includes(g)),
        ).toBe(true);
      }
    }
    const yoga = (houses: number[], kind: Prediction['kind'] = 'yoga'): Prediction => ({
      id: 'x',
      name: 'x',
      description: 'x',
      nature: 'good',
      kind,
      relatedBody: { grahas: [], houses, rasis: [] },
    });
    expect(areaYogas([yoga([3])], LIFE_AREAS.career)).toEqual([]);
    expect(areaYogas([yoga([2])], LIFE_AREAS.career)).toHaveLength(1);
    expect(areaYogas([yoga([10], 'placement')], LIFE_AREAS.career)).toEqual([]);
  });

  it('the page section and the reader answer for one chart read the same houses and yogas', () => {
    const chart = constructedChart();
    const report = buildKundaliReport(chart, { nowJdUt: chart.transits!.jdUt });
    const digest = chartDigest(chart);
    for (const section of report.lifeAreas) {
      const area = section.area;
      const page = section.points.join('\n');
      const reader = areaAnswer(READER_TEXT_EN, chart, digest, area).join('\n');
      const [main, ...others] = area.houses;
      expect(page).toContain(`The ${ordinalOf(main!)} lord`);
      for (const h of area.houses) expect(reader).toContain(`**${ordinalOf(h)} house**`);
      for (const h of others) expect(page).toContain(`the ${ordinalOf(h)} lord`);
      for (const k of area.karakas) expect(page).toContain(`${k}, a significator of`);
      // The page names up to two of the area's yogas, the reader up to four, from the same list.
      const pageYogas = areaYogas(chart.predictions, area)
        .slice(0, 2)
        .map((y) => y.name);
      for (const name of pageYogas) {
        expect(page).toContain(name);
        if (!/manglik/i.test(name)) expect(reader).toContain(name);
      }
    }
    const career = report.lifeAreas.find((s) => s.area.id === 'career')!.points.join('\n');
    expect(career).toContain('Your 6th, 2nd and 11th houses also bear on your career');
    expect(career).not.toMatch(/\b3rd house/);
  });

  it('every area has a heading in each of the six languages, in its script, and no two areas share one', () => {
    for (const locale of LOCALES) {
      const titles = LIFE_AREA_IDS.map((id) => lifeAreaTitle(id, locale));
      expect(new Set(titles).size).toBe(LIFE_AREA_IDS.length);
      for (const title of titles) expect(scriptShare(title, locale), `${locale}: ${title}`).toBe(1);
    }
    expect(lifeAreaTitle('career', 'en')).toBe(LIFE_AREAS.career.title);
  });
});

function ordinalOf(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}
