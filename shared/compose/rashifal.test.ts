import * as Astronomy from 'astronomy-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { normalizeDeg } from '../math/angles';
import { deltaTSeconds } from '../time/delta-t';
import { isoToJdUt } from '../time/julian';
import { festivalName } from '../calendar/names/festival-name';
import { REGIONAL_LOCALES } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';
import { lifeAreaTitle } from '../interpretation/life-area-titles';
import { rashifalReading } from '../interpretation/rashifal/reading';
import { grahaName } from '../vocabulary/graha';
import { rasiName } from '../vocabulary/rasi';
import { termName } from '../vocabulary/terms';

/** The word for an eclipse in each regional language (sun and moon eclipses alike). */
const ECLIPSE_WORD = { bn: 'গ্রহণ', mr: 'ग्रहण', te: 'గ్రహణ', ta: 'கிரகண' } as const;
import { rashifalFacts, type RashifalRequest } from './rashifal';
import { RASHIFAL_DEFAULT_PLACE } from './rashifal-period';

const J2000 = 2_451_545.0;

/**
 * An independent Moon: astronomy-engine 2.1.19 (MIT; its Moon is within 4.2″ of Swiss Ephemeris
 * over 1900–2100 with a good ΔT, see tests/fixtures/swisseph/README.md), tropical of date, made
 * sidereal with the engine's Lahiri ayanamsa (itself checked against Swiss Ephemeris in ayanamsa.test.ts).
 */
function independentMoonSiderealDeg(jdUt: number): number {
  const tropical = Astronomy.EclipticGeoMoon(new Astronomy.AstroTime(jdUt - J2000)).lon;
  return normalizeDeg(tropical - ayanamsaDeg(jdUt, 'LAHIRI'));
}

const base = (signIndex: number, date: string, period: RashifalRequest['period'] = 'day'): RashifalRequest => ({
  signIndex,
  period,
  date,
  place: RASHIFAL_DEFAULT_PLACE,
  ayanamsa: 'LAHIRI',
  node: 'mean',
});

describe('rashifalFacts: the Moon at the period start', () => {
  beforeAll(() => Astronomy.SetDeltaTFunction((ut) => deltaTSeconds(ut + J2000)));
  afterAll(() => Astronomy.SetDeltaTFunction(Astronomy.DeltaT_EspenakMeeus));

  for (const date of ['1987-11-03', '2026-12-07', '2061-06-20']) {
    it(`${date}, 12 signs: moon.sign is the independent Moon's sign at moon.at (sunrise at New Delhi) and moon.house counts from the sign`, () => {
      for (let sign = 0; sign < 12; sign++) {
        const facts = rashifalFacts(base(sign, date));
        const moonDeg = independentMoonSiderealDeg(isoToJdUt(facts.moon.at));
        // Not within 0.01° (~1 minute of the Moon's motion) of a boundary, where 4″ could flip the sign.
        expect(Math.min(moonDeg % 30, 30 - (moonDeg % 30))).toBeGreaterThan(0.01);
        expect(facts.moon.signIndex).toBe(Math.floor(moonDeg / 30));
        expect(facts.moon.house).toBe(((facts.moon.signIndex - sign + 12) % 12) + 1);
        expect(facts.moon.at.startsWith(date)).toBe(true);
        expect(facts.from).toBe(date);
        expect(facts.to).toBe(date);
      }
    });
  }
});

describe('rashifalFacts: gochara, spells, events', () => {
  it('Saturn in Meena (2025-03-29 to 2027-06): Sade Sati for Kumbha (setting), Meena (peak), Mesha (rising); Kantaka for Dhanu, Ashtama for Simha', () => {
    const spell = (sign: number) => rashifalFacts(base(sign, '2026-01-15')).saturn;
    expect(spell(10)).toEqual({ kind: 'sadeSati', phase: 'setting' });
    expect(spell(11)).toEqual({ kind: 'sadeSati', phase: 'peak' });
    expect(spell(0)).toEqual({ kind: 'sadeSati', phase: 'rising' });
    expect(spell(8)).toEqual({ kind: 'kantaka', phase: null });
    expect(spell(4)).toEqual({ kind: 'ashtama', phase: null });
    expect(spell(1)).toEqual({ kind: null, phase: null });
  });

  it('a month: its civil bounds, and chandrashtama stretches with the independent Moon in the 8th sign at their middle', () => {
    const facts = rashifalFacts(base(3, '2026-03-18', 'month'));
    expect([facts.from, facts.to]).toEqual(['2026-03-01', '2026-03-31']);
    const stretches = facts.events.filter((e) => e.kind === 'chandrashtama');
    expect(stretches.length).toBeGreaterThanOrEqual(1);
    for (const s of stretches) {
      const mid = (isoToJdUt(s.at) + isoToJdUt(s.until)) / 2;
      expect(Math.floor(independentMoonSiderealDeg(mid) / 30)).toBe((3 + 7) % 12);
    }
    // A month lists no Moon sign changes (they show as chandrashtama days).
    expect(facts.events.some((e) => e.kind === 'moon-sign')).toBe(false);
  });

  it("a year: 2026's four eclipses (NASA canon: 17 Feb annular, 3 Mar total lunar, 12 Aug total solar, 28 Aug partial lunar)", () => {
    const facts = rashifalFacts(base(0, '2026-06-01', 'year'));
    const eclipses = facts.events.filter((e) => e.kind === 'eclipse');
    expect(eclipses.map((e) => e.kind === 'eclipse' && e.eclipse)).toEqual([
      'solar-annular',
      'lunar-total',
      'solar-total',
      'lunar-partial',
    ]);
    expect(eclipses.map((e) => e.at.slice(0, 10))).toEqual(['2026-02-17', '2026-03-03', '2026-08-12', '2026-08-28']);
  });

  it('vedha: a good house obstructed only by a graha in its vedha house, never by the exempt pair', () => {
    for (const date of ['2026-01-15', '2026-07-01', '2027-03-10'])
      for (let sign = 0; sign < 12; sign++) {
        const { transits } = rashifalFacts(base(sign, date));
        for (const t of transits)
          for (const by of t.obstructedBy) {
            expect(t.favourable).toBe(true);
            expect([t.graha, by].sort().join()).not.toMatch(/^(Saturn,Sun|Mercury,Moon)$/);
          }
      }
  });
});

describe('rashifalReading', () => {
  for (const period of ['day', 'week', 'month', 'year'] as const)
    for (const locale of ['en', 'hi'] as const)
      it(`${period}, ${locale}: every sentence cites a transit the answer lists, and names that graha`, () => {
        for (let sign = 0; sign < 12; sign += 5) {
          const facts = rashifalFacts(base(sign, '2026-12-07', period));
          const reading = rashifalReading(facts, locale);
          expect(reading.sections.map((s) => s.area)).toEqual(['career', 'relationships', 'health', 'finances', 'growth']);
          const listed = new Set(facts.transits.map((t) => t.graha));
          for (const section of reading.sections) {
            expect(section.sentences.length).toBeGreaterThan(0);
            for (const s of section.sentences) {
              expect(listed.has(s.cites)).toBe(true);
              if (!/chandrashtama|चंद्राष्टम|eclipse|ग्रहण|Sade Sati|साढ़े|Shani|शनि/.test(s.text)) {
                const name = locale === 'hi' ? null : s.cites;
                if (name) expect(s.text).toContain(name);
              }
            }
          }
          expect(reading.why.length).toBeGreaterThanOrEqual(facts.transits.filter((t) => t.graha !== 'Moon').length);
          if (locale === 'hi')
            expect(reading.sections.map((s) => s.sentences.map((x) => x.text).join(' ')).join(' ')).toMatch(/[\u0900-\u097f]/);
        }
      });

  // A year (Saturn's spell, ingresses, eclipses, festivals) and a week (the Moon, chandrashtama, stations) per sign tried.
  for (const locale of REGIONAL_LOCALES)
    it(`${locale}: every section and why line is written in the language (≥ 85 % of its letters, no Latin word) and names its graha and sign there`, () => {
      for (const [sign, period, date] of [
        [11, 'year', '2026-01-15'],
        [4, 'week', '2026-03-01'],
        [8, 'month', '2026-12-07'],
      ] as const) {
        const facts = rashifalFacts({
          ...base(sign, date, period),
          festivals: [{ kind: 'festival', at: date, key: 'diwali', name: 'Diwali', nameHi: 'दीपावली' }],
        });
        const reading = rashifalReading(facts, locale);
        expect(reading.sections.map((s) => s.title)).toEqual(reading.sections.map((s) => lifeAreaTitle(s.area, locale)));
        const texts = [...reading.sections.flatMap((s) => [s.title, ...s.sentences.map((x) => x.text)]), ...reading.why];
        for (const text of texts) {
          expect(scriptShare(text, locale), text).toBeGreaterThanOrEqual(0.85);
          expect(text, text).not.toMatch(/[A-Za-z]/);
        }
        // Each transit's why line names its graha and its sign in the language; the festival comes last, by its name there.
        const considered = facts.transits.filter((t) => t.graha !== 'Moon' || period === 'week');
        considered.forEach((t, i) => {
          expect(reading.why[i]).toContain(grahaName(t.graha, locale));
          expect(reading.why[i]).toContain(rasiName(t.signIndex, locale));
        });
        if (facts.events.some((e) => e.kind === 'festival'))
          expect(reading.why.at(-1)).toContain(festivalName({ key: 'diwali', name: { en: 'Diwali', hi: 'दीपावली' } }, locale));
        // Every sentence names the graha it cites, but an eclipse's (named by the eclipse) and Sade Sati's (named by its term).
        const unnamed = new RegExp(`${ECLIPSE_WORD[locale]}|${termName('sadeSati', locale)}`);
        for (const section of reading.sections)
          for (const s of section.sentences) if (!unnamed.test(s.text)) expect(s.text).toContain(grahaName(s.cites, locale));
      }
    });
});
