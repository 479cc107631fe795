/**
 * The Bengali, Marathi, Telugu and Tamil reports are complete and each in its language: every sentence of the English ReportText has its counterpart, every table the English
 * table's rows, and over charts with the time known and unknown, both hemispheres and a polar birth,
 * and every graha in every house and sign, the prose is ≥ 85 % letters of the language's script
 * with no Latin word left, and names the chart's grahas and signs in the language. The visitor's
 * name, place and IANA zone are not prose and are left out.
 */
import { describe, expect, it } from 'vitest';
import { stringLeaves as strings } from '../../../tests/support/string-leaves';
import { computeChart } from '../../compose/chart';
import type { RegionalLocale } from '../../i18n/locale';
import { scriptShare } from '../../i18n/scripts';
import { jdUtFromUnixMs } from '../../time/julian';
import { grahaName, GRAHAS } from '../../vocabulary/graha';
import { rasiNameOf } from '../../vocabulary/rasi';
import { GRAHA_THEMES } from '../grahas';
import { GRAHA_THEMES_BN } from '../grahas-bn';
import { GRAHA_THEMES_MR } from '../grahas-mr';
import { GRAHA_THEMES_TA } from '../grahas-ta';
import { GRAHA_THEMES_TE } from '../grahas-te';
import { HOUSE_SIGNIFICATIONS } from '../houses';
import { HOUSE_SIGNIFICATIONS_BN } from '../houses-bn';
import { HOUSE_SIGNIFICATIONS_MR } from '../houses-mr';
import { HOUSE_SIGNIFICATIONS_TA } from '../houses-ta';
import { HOUSE_SIGNIFICATIONS_TE } from '../houses-te';
import { houseReading, signReading } from '../placement-readings';
import { SIGN_NATURES } from '../signs';
import { SIGN_NATURES_BN } from '../signs-bn';
import { SIGN_NATURES_MR } from '../signs-mr';
import { SIGN_NATURES_TA } from '../signs-ta';
import { SIGN_NATURES_TE } from '../signs-te';
import { buildKundaliReport } from './report';
import { REPORT_TEXT_EN, type ReportText } from './report-text';
import { REPORT_TEXT_BN } from './report-text-bn';
import { REPORT_TEXT_MR } from './report-text-mr';
import { REPORT_TEXT_TA } from './report-text-ta';
import { REPORT_TEXT_TE } from './report-text-te';
import { avakhadaRows, bhavaBalaReading, birthPanchangRows, sarvaReading, shadbalaParts, shadbalaReading } from './whole-chart';

interface Written {
  text: ReportText;
  themes: Readonly<Record<string, string>>;
  houses: readonly { themes: string; gloss: string }[];
  signs: readonly { nature: string; influence: string }[];
}

const WRITTEN: readonly [RegionalLocale, Written][] = [
  ['bn', { text: REPORT_TEXT_BN, themes: GRAHA_THEMES_BN, houses: HOUSE_SIGNIFICATIONS_BN, signs: SIGN_NATURES_BN }],
  ['mr', { text: REPORT_TEXT_MR, themes: GRAHA_THEMES_MR, houses: HOUSE_SIGNIFICATIONS_MR, signs: SIGN_NATURES_MR }],
  ['te', { text: REPORT_TEXT_TE, themes: GRAHA_THEMES_TE, houses: HOUSE_SIGNIFICATIONS_TE, signs: SIGN_NATURES_TE }],
  ['ta', { text: REPORT_TEXT_TA, themes: GRAHA_THEMES_TA, houses: HOUSE_SIGNIFICATIONS_TA, signs: SIGN_NATURES_TA }],
];

/** Prose in `locale`: ≥ 85 % of its letters in the language's script, no Latin word. */
function expectIn(locale: RegionalLocale, text: string, where: string): void {
  expect(scriptShare(text, locale), `${where}: script share of "${text}"`).toBeGreaterThanOrEqual(0.85);
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
  { name: 'C', date: '2001-12-24', time: '23:55', utcOffset: '-05:00', lat: 40.7, lon: -74.0, ayanamsa: 'RAMAN' as const },
  { name: 'D', date: '1962-06-30', utcOffset: '+05:30', lat: 13.08, lon: 80.27 },
  { name: 'E', date: '1988-06-21', time: '12:00', utcOffset: '+02:00', lat: 69.6, lon: 18.9 },
  { name: 'G', date: '1948-02-29', time: '03:03', utcOffset: '-03:00', lat: -33.9, lon: -58.4 },
];

describe.each(WRITTEN)('the %s report text', (locale, { text: t, themes, houses, signs }) => {
  it('has every sentence and label of the English, of the same kind, and every row of its tables', () => {
    expect(t.locale).toBe(locale);
    expect(Object.keys(t).sort()).toEqual(Object.keys(REPORT_TEXT_EN).sort());
    for (const key of Object.keys(REPORT_TEXT_EN) as (keyof ReportText)[]) {
      expect(typeof t[key], key).toBe(typeof REPORT_TEXT_EN[key]);
      if (typeof REPORT_TEXT_EN[key] === 'object') expect(Object.keys(t[key]).sort(), key).toEqual(Object.keys(REPORT_TEXT_EN[key]).sort());
    }
    const fixed = Object.fromEntries(Object.entries(t).filter(([key, v]) => typeof v !== 'function' && key !== 'locale'));
    for (const [path, text] of strings(fixed)) expectIn(locale, text, path);
    expect(Object.keys(themes).sort()).toEqual(Object.keys(GRAHA_THEMES).sort());
    expect(houses).toHaveLength(HOUSE_SIGNIFICATIONS.length);
    expect(signs).toHaveLength(SIGN_NATURES.length);
    for (const [path, text] of [...strings(themes, 'themes'), ...strings(houses, 'houses'), ...strings(signs, 'signs')])
      expectIn(locale, text, path);
  });

  it('writes every graha in every house and sign in the language, naming them, with the English reading’s nature', () => {
    for (const g of GRAHAS)
      for (let n = 0; n < 12; n++) {
        for (const nature of ['benefic', 'malefic'] as const) {
          const house = houseReading(g, nature, n + 1, t);
          expect(house.nature).toBe(houseReading(g, nature, n + 1).nature);
          expect(house.name).toContain(grahaName(g, locale));
          expectIn(locale, `${house.name} ${house.description}`, `${g} (${nature}) in house ${n + 1}`);
        }
        const sign = signReading(g, n, 15, t);
        expect(sign.nature).toBe(signReading(g, n, 15).nature);
        expect(sign.name).toContain(grahaName(g, locale));
        expectIn(locale, `${sign.name} ${sign.description}`, `${g} in sign ${n}`);
      }
  });

  it('writes the whole report in the language over a matrix of charts, point for point with the English', () => {
    const now = jdUtFromUnixMs(Date.UTC(2026, 0, 1));
    for (const birth of BIRTHS) {
      const chart = computeChart(birth);
      const en = buildKundaliReport(chart, { nowJdUt: now });
      const report = buildKundaliReport(chart, { nowJdUt: now, text: t });
      expect(report.locale).toBe(locale);
      expect(report.planets.map((p) => [p.graha, p.sign, p.house, p.dignity])).toEqual(
        en.planets.map((p) => [p.graha, p.sign, p.house, p.dignity]),
      );
      expect(report.lifeAreas.map((a) => [a.area.id, a.points.length])).toEqual(en.lifeAreas.map((a) => [a.area.id, a.points.length]));
      const {
        locale: _l,
        name: _n,
        place: _p,
        zoneText: _z,
        date: _d,
        time: _t,
        runningDasha: _r,
        planets,
        houses: cards,
        lifeAreas,
        ...rest
      } = report;
      const prose = {
        ...rest,
        insights: report.insights.map(({ title: _title, ...words }) => words),
        planets: planets.map((p) => [p.degreeText, p.interpretation]),
        houses: cards.map((h) => [h.meaning, h.influence]),
        lifeAreas: lifeAreas.map((a) => a.points),
      };
      for (const [path, text] of strings(prose)) if (!/^[\d°′″ .:-]+$/.test(text)) expectIn(locale, text, `${birth.name}: ${path}`);
      // The chart's facts are named in the language: each graha's card says its graha and sign.
      for (const p of planets) {
        expect(p.interpretation, `${birth.name}: ${p.graha}`).toContain(grahaName(p.graha, locale));
        expect(p.interpretation, `${birth.name}: ${p.graha}`).toContain(rasiNameOf(p.sign, locale));
      }
      if (chart.input.timeKnown) expect(report.lagnaText).toContain(rasiNameOf(chart.lagna.rasi, locale));
      for (const row of [...birthPanchangRows(chart.panchang, t), ...avakhadaRows(chart.avakhada, t)]) {
        expectIn(locale, row.label, `${birth.name}: ${row.label}`);
        if (!/^\d\d:\d\d$/.test(row.value)) expectIn(locale, row.value, `${birth.name}: ${row.label}`);
      }
      expectIn(locale, sarvaReading(chart.ashtakavarga, chart.lagna.rasiIndex, t), `${birth.name}: sarva`);
      expectIn(locale, shadbalaReading(chart.shadbala, t), `${birth.name}: shadbala`);
      if (chart.bhavaBala) expectIn(locale, bhavaBalaReading(chart.bhavaBala, t), `${birth.name}: bhava bala`);
    }
    for (const [, name] of shadbalaParts(t)) expectIn(locale, name, 'shadbala part');
  });
});
