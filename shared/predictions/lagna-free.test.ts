/**
 * Without a birth time no yoga that needs the lagna is stated — in the chart's predictions (the
 * chat and the report read them) and in the evidence (`include=yogas`, the page and the PDF). The
 * same birth with and without its time: Leo rising puts Venus (in Taurus) in the 10th, a kendra,
 * so Malavya holds with the time; without it, a kendra cannot be known. Vosi (a graha 12th from
 * the Sun) and Paasa (the seven grahas in five signs) do not depend on the lagna and stay.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../compose/chart';
import { buildKundaliReport } from '../interpretation/report/report';
import { yogaSection } from '../interpretation/yogas';
import { YOGA_CATALOGUE } from './catalogue';
import { ChartFacts } from './chart-facts';
import { explainYogas } from './explain';

const birth = { date: '1990-07-01', utcOffset: '+05:30', lat: 19.076, lon: 72.8777 };
const withTime = computeChart({ ...birth, time: '10:30' });
const noTime = computeChart(birth);
/** Ids of the yogas and doshas (the placement readings are counted from the Moon and say so on the page). */
const ids = (c: typeof withTime) => c.predictions.filter((p) => p.kind === 'yoga' || p.kind === 'dosha').map((p) => p.id);

describe('yogas without a birth time', () => {
  it('the lagna-bound yogas of the timed chart are not stated; the lagna-free ones are', () => {
    expect(withTime.lagna.rasi).toBe('Leo');
    expect(ids(withTime)).toEqual(expect.arrayContaining(['malavya', 'raja-yoga', 'vosi', 'paasa']));
    expect(ids(noTime)).not.toContain('malavya');
    expect(ids(noTime)).not.toContain('raja-yoga');
    expect(ids(noTime)).toEqual(expect.arrayContaining(['vosi', 'paasa']));
  });

  it('every yoga stated without a time holds for each of the twelve lagna signs, in the predictions and in the evidence', () => {
    const byId = new Map<string, (typeof YOGA_CATALOGUE)[number]>(YOGA_CATALOGUE.map((r) => [r.id, r]));
    const stated = new Set([...ids(noTime), ...explainYogas(noTime).evidence.map((e) => e.id)]);
    expect(stated.size).toBeGreaterThan(0);
    for (const id of stated)
      for (let sign = 0; sign < 12; sign++)
        expect(byId.get(id)!.holds(ChartFacts.withLagna(noTime, sign, sign)), `${id}, lagna ${sign}`).not.toBeNull();
  });

  it('the report of the untimed chart states no lagna', () => {
    const report = buildKundaliReport(noTime);
    expect(report.timeKnown).toBe(false);
    expect(report.lagnaText).toMatch(/^Unknown/);
    // The noon cast has a lagna sign internally; no part of the report may state it.
    const ascendant = report.insights.find((i) => i.title === 'Ascendant')!;
    expect(`${ascendant.value} ${ascendant.text}`).not.toContain(noTime.lagna.rasi);
  });

  it('the Manglik and Kala Sarpa lines of the yoga section say their houses are counted from the Moon', () => {
    for (const [l, moon] of [
      ['en', 'from the Moon'],
      ['hi', 'चंद्र से'],
    ] as const) {
      const untimed = yogaSection(noTime.predictions, explainYogas(noTime), l);
      expect(untimed.manglik).toContain(moon);
      expect(untimed.kalaSarpa).toContain(moon);
      const timed = yogaSection(withTime.predictions, explainYogas(withTime), l);
      expect(timed.manglik).not.toContain(moon);
    }
  });
});
