import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../compose/chart';
import { chartInputFromQuery } from '../contracts/chart-request';
import { createPlaceIndex } from '../places/index';
import type { PlacesFile } from '../places/types';
import { TIME_CAUTION_CODES, indianLocalTimeCaution, roundedOffsetCaution } from '../timezone/cautions';
import { LAGNA_CAUTION_CODES } from '../model/lagna-caution';
import type { BirthCaution } from '../model/chart';
import { LAGNA_CAUTIONS_HI, TIME_CAUTIONS_HI } from './cautions-hi';
import { cautionText } from './cautions';
import { REGIONAL_LOCALES, intlLocale } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';

const places = createPlaceIndex(JSON.parse(readFileSync(new URL('../places/data/places.json', import.meta.url), 'utf8')) as PlacesFile);

/** Latin words of a Hindi sentence, apart from the figures and names it quotes and the offsets' "UTC"/"tz". */
function ownLatin(hindi: string, quoted: readonly (string | number)[]): string[] {
  let rest = hindi;
  for (const q of [...quoted].map(String).sort((a, b) => b.length - a.length)) rest = rest.split(q).join(' ');
  return rest.match(/[A-Za-z]+/g)?.filter((w) => w !== 'UTC' && w !== 'tz') ?? [];
}

describe('cautions in Hindi', () => {
  it('writes the unknown-time and pre-1955 India cautions in Hindi, the same text in English', () => {
    const noTime = computeChart({ date: '1962-06-30', utcOffset: '+05:30', lat: 13.08, lon: 80.27 });
    const india = indianLocalTimeCaution({ year: 1950, month: 3, day: 1 }, 'Asia/Kolkata')!;
    for (const caution of [...noTime.input.cautions, india.text]) {
      expect(cautionText(caution, 'en')).toBe(caution);
      const hindi = cautionText(caution, 'hi');
      expect(hindi).toMatch(/[\u0900-\u097F]/);
      expect(ownLatin(hindi, [])).toEqual([]);
    }
    expect(cautionText(india.text, 'hi', [india])).toBe(cautionText(india.text, 'hi'));
  });

  it('every code has its Hindi, and a coded caution is worded from its figures', () => {
    expect(Object.keys(TIME_CAUTIONS_HI).sort()).toEqual([...TIME_CAUTION_CODES].sort());
    const rounded = roundedOffsetCaution('+05:21:10', '+05:21');
    expect(cautionText(rounded.text, 'hi', [rounded])).toBe(
      'tz डेटाबेस इस तिथि के लिए +05:21:10 देता है (सेकंड सहित अंतर: स्थानीय माध्य समय या किसी नगर का पुराना समय); कुंडली +05:21 लेती है (मिनट तक पूर्णांकित, अधिकतम 30 सेकंड का अंतर)।',
    );
    // Without its code the engine's English is shown as it is (never parsed).
    expect(cautionText(rounded.text, 'hi')).toBe(rounded.text);
  });

  it('the birth pipeline gives each tz-database caution its code; all are Hindi but for what they quote', () => {
    const births: Record<string, string>[] = [
      { date: '1850-06-01', time: '12:00', place: 'Pune' }, // local mean time, offset with seconds
      { date: '1990-07-01', time: '12:00', lat: '28.61', lon: '77.21', tz: 'Asia/Kolkata', utcOffset: '+05:00' }, // offset given against the zone
      { date: '1990-05-15', time: '14:30', lat: '19.076', lon: '72.8777', tz: 'America/New_York' }, // zone vs place
      { date: '1990-05-15', time: '14:30', lat: '40.71', lon: '-74', tz: 'America/New_York', place: 'Mumbai' }, // far label
      { date: '1950-07-01', time: '12:00', lat: '19.0', lon: '72.9' }, // zone from nearby places, India before 1955
    ];
    const seen = new Set<string>();
    for (const q of births) {
      const r = chartInputFromQuery(q, places);
      if (!r.ok) throw new Error(r.failure.message);
      const codes: BirthCaution[] = r.input.cautionCodes ?? [];
      expect(codes.map((c) => c.text)).toEqual(r.input.cautions);
      for (const c of codes) {
        seen.add(c.code);
        const hindi = cautionText(c.text, 'hi', codes);
        expect(hindi, c.code).not.toBe(c.text);
        expect(ownLatin(hindi, Object.values(c.params)), `${c.code}: ${hindi}`).toEqual([]);
        for (const value of Object.values(c.params))
          expect(hindi, `${c.code} quotes ${value}`).toContain(
            typeof value === 'number' ? new Intl.NumberFormat('hi-IN').format(value) : value,
          );
      }
    }
    expect([...seen].sort()).toEqual([...TIME_CAUTION_CODES].sort());
  });

  it('the lagna cautions come with their code; each is Hindi but for its figures, which it quotes', () => {
    expect(Object.keys(LAGNA_CAUTIONS_HI).sort()).toEqual([...LAGNA_CAUTION_CODES].sort());
    const births = [
      { date: '1990-05-15', time: '12:00', utcOffset: '+02:00', lat: 90, lon: 15.65 }, // North Pole
      { date: '1990-05-15', time: '12:00', utcOffset: '+02:00', lat: -90, lon: 15.65 }, // South Pole
      { date: '1990-05-15', time: '07:31', utcOffset: '+02:00', lat: 78.22, lon: 15.65 }, // Longyearbyen: ecliptic along the horizon
      { date: '1990-05-15', time: '03:19', utcOffset: '+02:00', lat: 69.6489, lon: 18.95508 }, // Tromsø: the lagna races (Pisces at 03:18)
      { date: '1990-05-15', time: '05:00', utcOffset: '+02:00', lat: 69.6489, lon: 18.95508 }, // Tromsø: steady, but it jumps at 05:19
    ];
    const seen = new Set<string>();
    const hindiOf: string[] = [];
    for (const birth of births) {
      const { input } = computeChart(birth);
      const codes = input.cautionCodes ?? [];
      expect(codes.map((c) => c.text)).toEqual(input.cautions);
      expect(codes.length).toBe(1);
      for (const c of codes) {
        seen.add(c.code);
        expect(cautionText(c.text, 'en', codes)).toBe(c.text);
        const hindi = cautionText(c.text, 'hi', codes);
        hindiOf.push(hindi);
        expect(hindi).toMatch(/[\u0900-\u097F]/);
        // The pole is named in Hindi (its param is a word, not a figure); numbers are quoted as hi-IN writes them.
        const figures = Object.values(c.params).filter((v) => typeof v === 'number');
        expect(ownLatin(hindi, figures), `${c.code}: ${hindi}`).toEqual([]);
        for (const value of figures)
          expect(hindi, `${c.code} quotes ${value}`).toContain(`${new Intl.NumberFormat('hi-IN').format(value)}°`);
      }
    }
    expect([...seen].sort()).toEqual([...LAGNA_CAUTION_CODES].sort());
    expect(hindiOf[0]).toMatch(/^उत्तरी ध्रुव पर/);
    expect(hindiOf[1]).toMatch(/^दक्षिणी ध्रुव पर/);
    expect(hindiOf[3]).toContain('लगभग 2°, जबकि औसत 0.25° है');
    // A chart recomputed from its own input keeps one of each.
    const { input } = computeChart(births[3]!);
    const again = computeChart({ ...births[3]!, cautions: input.cautions, cautionCodes: input.cautionCodes! }).input;
    expect(again.cautionCodes).toEqual(input.cautionCodes);
    expect(again.cautions).toEqual(input.cautions);
  });
});

describe.each(REGIONAL_LOCALES)('cautions in %s', (locale) => {
  /** One birth per coded caution (tz database and lagna), the unknown time and India before 1955. */
  const births: Record<string, string | number>[] = [
    { date: '1850-06-01', time: '12:00', place: 'Pune' },
    { date: '1990-07-01', time: '12:00', lat: '28.61', lon: '77.21', tz: 'Asia/Kolkata', utcOffset: '+05:00' },
    { date: '1990-05-15', time: '14:30', lat: '19.076', lon: '72.8777', tz: 'America/New_York' },
    { date: '1990-05-15', time: '14:30', lat: '40.71', lon: '-74', tz: 'America/New_York', place: 'Mumbai' },
    { date: '1950-07-01', time: '12:00', lat: '19.0', lon: '72.9' },
    { date: '1990-05-15', time: '12:00', utcOffset: '+02:00', lat: '90', lon: '15.65' },
    { date: '1990-05-15', time: '07:31', utcOffset: '+02:00', lat: '78.22', lon: '15.65' },
    { date: '1990-05-15', time: '03:19', utcOffset: '+02:00', lat: '69.6489', lon: '18.95508' },
    { date: '1990-05-15', time: '05:00', utcOffset: '+02:00', lat: '69.6489', lon: '18.95508' },
  ];
  const format = new Intl.NumberFormat(intlLocale(locale));

  it('words every coded caution from its figures, in the script but for what it quotes', () => {
    const seen = new Set<string>();
    for (const q of births) {
      const r = chartInputFromQuery(Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])), places);
      if (!r.ok) throw new Error(r.failure.message);
      const codes: BirthCaution[] = [...(r.input.cautionCodes ?? []), ...(computeChart(r.input).input.cautionCodes ?? [])];
      for (const c of codes) {
        seen.add(c.code);
        const text = cautionText(c.text, locale, codes);
        const quoted = Object.values(c.params).filter((v) => typeof v === 'string');
        expect(ownLatin(text, quoted), `${c.code}: ${text}`).toEqual([]);
        let rest = text;
        for (const v of [...quoted].map(String).sort((a, b) => b.length - a.length)) rest = rest.split(v).join(' ');
        expect(scriptShare(rest, locale), `${c.code}: ${text}`).toBeGreaterThanOrEqual(0.85);
        for (const value of Object.values(c.params))
          if (typeof value === 'number') expect(text, `${c.code} quotes ${value}`).toContain(format.format(value));
          else if (c.code !== 'lagnaAtPole') expect(text, `${c.code} quotes ${value}`).toContain(value);
      }
    }
    expect([...seen].sort()).toEqual([...TIME_CAUTION_CODES, ...LAGNA_CAUTION_CODES].sort());
  });

  it('words the unknown birth time and India before 1955 by their text', () => {
    const noTime = computeChart({ date: '1962-06-30', utcOffset: '+05:30', lat: 13.08, lon: 80.27 });
    const india = indianLocalTimeCaution({ year: 1950, month: 3, day: 1 }, 'Asia/Kolkata')!;
    for (const caution of [...noTime.input.cautions, india.text]) {
      const text = cautionText(caution, locale);
      expect(text).not.toBe(caution);
      expect(ownLatin(text, [])).toEqual([]);
      expect(scriptShare(text, locale)).toBeGreaterThanOrEqual(0.85);
    }
  });
});
