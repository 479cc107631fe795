import { describe, expect, it } from 'vitest';
import { computeChart } from '../../compose/chart';
import { buildKundaliReport } from './report';
import { jdUtFromUnixMs } from '../../time/julian';

const birth = {
  name: 'Asha (Test)',
  date: '1990-08-16',
  time: '14:31',
  utcOffset: '+05:30',
  lat: 19.076,
  lon: 72.8777,
  place: 'Mumbai, India',
  zone: 'Asia/Kolkata',
};

describe('Kundali report', () => {
  const chart = computeChart(birth);
  const report = buildKundaliReport(chart, { nowJdUt: jdUtFromUnixMs(Date.UTC(2026, 0, 1)) });

  it('carries the chart values into every section', () => {
    expect(report.planets.map((p) => p.sign)).toEqual(chart.grahas.map((g) => g.rasi));
    expect(report.houses).toHaveLength(12);
    expect(report.houses.every((h) => h.meaning.length > 20 && h.influence.length > 20)).toBe(true);
    expect(report.lagnaText.startsWith(chart.lagna.rasi)).toBe(true);
    expect(report.insights.map((i) => i.title)).toEqual(['Sun sign', 'Moon sign', 'Ascendant', 'Notable aspects']);
    expect(report.insights[0]!.value.startsWith(chart.grahas[0]!.rasi)).toBe(true);
    expect(report.lifeAreas.map((a) => a.area.title)).toEqual(['Career', 'Relationships', 'Health', 'Finances', 'Personal Growth']);
    for (const area of report.lifeAreas) expect(area.points.length).toBeGreaterThanOrEqual(3);
    const tenthLord = chart.houses[9]!.lord;
    expect(report.lifeAreas[0]!.points[0]).toContain(`10th lord ${tenthLord}`);
    expect(report.runningDasha?.mahadasha.lord).toBeDefined();
  });

  it('says plainly when the birth time is unknown', () => {
    const { time: _omit, ...noTime } = birth;
    const moonChart = computeChart(noTime);
    const moonReport = buildKundaliReport(moonChart);
    expect(moonReport.lagnaText).toMatch(/Unknown/);
    expect(moonReport.insights[2]!.text).toMatch(/Moon/);
    expect(JSON.stringify(moonReport)).not.toMatch(/undefined/);
  });
});
