/**
 * The Hindi report is complete and Hindi: every sentence of the English ReportText has its Hindi,
 * every Hindi table has the English table's rows, and over a matrix of charts (time known and
 * unknown, both hemispheres, a polar birth, several ayanamsas) and every graha in every house and
 * sign, the Hindi prose is Devanagari with no Latin letter left. Proper names the visitor typed
 * (name, place) and the IANA zone stay as given and are not prose.
 */
import { describe, expect, it } from 'vitest';
import { stringLeaves as strings } from '../../../tests/support/string-leaves';
import { computeChart } from '../../compose/chart';
import { jdUtFromUnixMs } from '../../time/julian';
import { GRAHAS } from '../../vocabulary/graha';
import { GRAHA_REMEDIES, GRAHA_THEMES } from '../grahas';
import { GRAHA_REMEDIES_HI, GRAHA_THEMES_HI } from '../grahas-hi';
import { HOUSE_SIGNIFICATIONS } from '../houses';
import { HOUSE_SIGNIFICATIONS_HI } from '../houses-hi';
import { HOUSE_NOTES } from '../placement-house-notes';
import { HOUSE_NOTES_HI } from '../placement-house-notes-hi';
import { houseReading, signReading } from '../placement-readings';
import { SIGN_NOTES } from '../placement-sign-notes';
import { SIGN_NOTES_HI } from '../placement-sign-notes-hi';
import { SIGN_NATURES } from '../signs';
import { SIGN_NATURES_HI } from '../signs-hi';
import { buildKundaliReport } from './report';
import { REPORT_TEXT_EN } from './report-text';
import { REPORT_TEXT_HI } from './report-text-hi';
import { avakhadaRows, bhavaBalaReading, birthPanchangRows, sarvaReading, shadbalaParts, shadbalaReading } from './whole-chart';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

/** Hindi prose: some Devanagari, no Latin letter. */
function expectHindi(text: string, where: string): void {
  expect(DEVANAGARI.test(text), `${where}: no Devanagari in "${text}"`).toBe(true);
  expect(text.match(/[A-Za-z]+/g) ?? [], `${where}: Latin left in "${text}"`).toEqual([]);
}

const BIRTHS = [
  {
    name: 'Asha',
    date: '1990-08-16',
    time: '14:31',
    utcOffset: '+05:30',
    lat: 19.076,
    lon: 72.8777,
    place: 'Mumbai',
    zone: 'Asia/Kolkata',
  },
  { name: 'B', date: '1975-01-03', time: '04:10', utcOffset: '+05:30', lat: 28.65, lon: 77.23 },
  { name: 'C', date: '2001-12-24', time: '23:55', utcOffset: '-05:00', lat: 40.7, lon: -74.0, ayanamsa: 'RAMAN' as const },
  { name: 'D', date: '1962-06-30', utcOffset: '+05:30', lat: 13.08, lon: 80.27 },
  { name: 'E', date: '1988-06-21', time: '12:00', utcOffset: '+02:00', lat: 69.6, lon: 18.9 },
  { name: 'F', date: '2010-10-10', time: '10:10', utcOffset: '+05:30', lat: 22.57, lon: 88.36, ayanamsa: 'KRISHNAMURTI' as const },
  { name: 'G', date: '1948-02-29', time: '03:03', utcOffset: '-03:00', lat: -33.9, lon: -58.4 },
  { name: 'H', date: '1999-11-11', time: '19:45', utcOffset: '+05:30', lat: 26.85, lon: 80.95 },
];

describe('Hindi report text', () => {
  it('has every sentence and label of the English, of the same kind', () => {
    expect(Object.keys(REPORT_TEXT_HI).sort()).toEqual(Object.keys(REPORT_TEXT_EN).sort());
    for (const key of Object.keys(REPORT_TEXT_EN) as (keyof typeof REPORT_TEXT_EN)[]) {
      const en = REPORT_TEXT_EN[key];
      const hi = REPORT_TEXT_HI[key];
      expect(typeof hi, key).toBe(typeof en);
      if (typeof en === 'object') expect(Object.keys(hi).sort(), key).toEqual(Object.keys(en).sort());
    }
    for (const [path, text] of strings(
      Object.fromEntries(Object.entries(REPORT_TEXT_HI).filter(([key, v]) => typeof v !== 'function' && key !== 'locale')),
    ))
      expectHindi(text, path);
  });

  it('has the Hindi of every row of the English tables', () => {
    for (const g of GRAHAS) {
      expect(HOUSE_NOTES_HI[g]).toHaveLength(HOUSE_NOTES[g].length);
      expect(SIGN_NOTES_HI[g]).toHaveLength(SIGN_NOTES[g].length);
      expect(GRAHA_THEMES[g]).toBeTruthy();
      expect(GRAHA_REMEDIES[g]).toBeTruthy();
      expectHindi(GRAHA_THEMES_HI[g], `GRAHA_THEMES_HI.${g}`);
      // The remedies quote mantras in Devanagari; no Latin either.
      expectHindi(GRAHA_REMEDIES_HI[g], `GRAHA_REMEDIES_HI.${g}`);
      HOUSE_NOTES_HI[g].forEach((note, i) => expectHindi(note, `HOUSE_NOTES_HI.${g}[${i}]`));
      SIGN_NOTES_HI[g].forEach((note, i) => expectHindi(note, `SIGN_NOTES_HI.${g}[${i}]`));
    }
    expect(HOUSE_SIGNIFICATIONS_HI).toHaveLength(HOUSE_SIGNIFICATIONS.length);
    expect(SIGN_NATURES_HI).toHaveLength(SIGN_NATURES.length);
    for (const [path, text] of [...strings(HOUSE_SIGNIFICATIONS_HI, 'houses'), ...strings(SIGN_NATURES_HI, 'signs')])
      expectHindi(text, path);
  });

  it('writes every graha in every house and sign in Hindi, with the English reading’s nature', () => {
    for (const g of GRAHAS)
      for (let n = 0; n < 12; n++) {
        for (const nature of ['benefic', 'malefic'] as const) {
          const house = houseReading(g, nature, n + 1, REPORT_TEXT_HI);
          expect(house.nature).toBe(houseReading(g, nature, n + 1).nature);
          expectHindi(`${house.name} ${house.description}`, `${g} (${nature}) in house ${n + 1}`);
        }
        for (const degrees of [1, 15, 29]) {
          const sign = signReading(g, n, degrees, REPORT_TEXT_HI);
          expect(sign.nature).toBe(signReading(g, n, degrees).nature);
          expectHindi(`${sign.name} ${sign.description}`, `${g} in sign ${n} at ${degrees}°`);
        }
      }
  });

  it('writes the whole report in Hindi over a matrix of charts, point for point with the English', () => {
    const now = jdUtFromUnixMs(Date.UTC(2026, 0, 1));
    for (const birth of BIRTHS) {
      const chart = computeChart(birth);
      const en = buildKundaliReport(chart, { nowJdUt: now });
      const hi = buildKundaliReport(chart, { nowJdUt: now, text: REPORT_TEXT_HI });
      // Same facts, other words: identifiers and structure equal, prose different.
      expect(hi.planets.map((p) => [p.graha, p.sign, p.house, p.dignity])).toEqual(
        en.planets.map((p) => [p.graha, p.sign, p.house, p.dignity]),
      );
      expect(hi.insights.map((i) => i.title)).toEqual(en.insights.map((i) => i.title));
      expect(hi.lifeAreas.map((a) => [a.area.id, a.points.length])).toEqual(en.lifeAreas.map((a) => [a.area.id, a.points.length]));
      const {
        locale: _l,
        name: _n,
        place: _p,
        zoneText: _z,
        date: _d,
        time: _t,
        runningDasha: _r,
        planets,
        houses,
        lifeAreas,
        ...rest
      } = hi;
      expect(_l).toBe('hi');
      const prose = {
        ...rest,
        insights: hi.insights.map(({ title: _title, ...words }) => words),
        planets: planets.map((p) => [p.degreeText, p.interpretation]),
        houses: houses.map((h) => [h.meaning, h.influence]),
        lifeAreas: lifeAreas.map((a) => a.points),
      };
      for (const [path, text] of strings(prose)) if (!/^[\d°′″ .:-]+$/.test(text)) expectHindi(text, `${birth.name}: ${path}`);
      const t = REPORT_TEXT_HI;
      const rows = [...birthPanchangRows(chart.panchang, t), ...avakhadaRows(chart.avakhada, t)];
      for (const row of rows) {
        expectHindi(row.label, `${birth.name}: ${row.label}`);
        // Sunrise and sunset are clock times (digits only).
        if (!/^\d\d:\d\d$/.test(row.value)) expectHindi(row.value, `${birth.name}: ${row.label}`);
      }
      expectHindi(sarvaReading(chart.ashtakavarga, chart.lagna.rasiIndex, t), `${birth.name}: sarva`);
      expectHindi(shadbalaReading(chart.shadbala, t), `${birth.name}: shadbala`);
      if (chart.bhavaBala) expectHindi(bhavaBalaReading(chart.bhavaBala, t), `${birth.name}: bhava bala`);
    }
    for (const [, name] of shadbalaParts(REPORT_TEXT_HI)) expectHindi(name, 'shadbala part');
  });

  it('keeps the English the English', () => {
    expect(LATIN.test(REPORT_TEXT_EN.disclaimer)).toBe(true);
    expect(DEVANAGARI.test(JSON.stringify(buildKundaliReport(computeChart(BIRTHS[0]!))))).toBe(false);
  });
});
