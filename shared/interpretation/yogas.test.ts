/**
 * The yoga section's words: every yoga that holds gets a reason naming its grahas and their
 * houses (English and Hindi), grouped by family in the catalogue's order; Manglik and Kala Sarpa
 * are stated either way. Hand-built charts fix the sentences of well-known cases.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../compose/chart';
import { YOGA_FAMILIES } from '../chart/yoga-evidence';
import { ChartFacts } from '../predictions/chart-facts';
import { YOGA_CATALOGUE } from '../predictions/catalogue';
import { doshaChecks, evidenceOf, explainYogas } from '../predictions/explain';
import { GRAHAS, grahaName, type Graha } from '../vocabulary/graha';
import { ordinal } from './format';
import { kalaSarpaLine, manglikLine, yogaReason, yogaSection } from './yogas';
import { yogaLanguage } from './yoga-text';
import { REGIONAL_LOCALES } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';
import { rasiName } from '../vocabulary/rasi';
import '../vocabulary/books';

function facts(lagna: number, signs: Record<Graha, number>): ChartFacts {
  const grahas = {} as ConstructorParameters<typeof ChartFacts>[0]['grahas'];
  for (const g of GRAHAS)
    grahas[g] = { sign: signs[g], deg: 15, navamsa: (signs[g] * 9 + 4) % 12, retrograde: g === 'Rahu' || g === 'Ketu', combust: false };
  return new ChartFacts({ lagnaSign: lagna, grahas });
}
const LATIN = /[A-Za-z]/;

describe('yoga section words', () => {
  it('gives every yoga of a real chart a reason that names its grahas and houses, in both languages', () => {
    const chart = computeChart({ date: '1990-08-16', time: '14:31', utcOffset: '+05:30', lat: 19.07283, lon: 72.88261 });
    const x = explainYogas(chart);
    const en = yogaSection(chart.predictions, x, 'en');
    const hi = yogaSection(chart.predictions, x, 'hi');
    expect(en.groups.flatMap((g) => g.items.map((i) => i.id))).toEqual(
      YOGA_FAMILIES.flatMap((f) => x.evidence.filter((e) => e.family === f).map((e) => e.id)),
    );
    for (const e of x.evidence) {
      const item = en.groups.flatMap((g) => g.items).find((i) => i.id === e.id)!;
      const itemHi = hi.groups.flatMap((g) => g.items).find((i) => i.id === e.id)!;
      for (const s of e.grahas) {
        expect(item.reason).toContain(s.graha);
        expect(item.reason).toContain(ordinal(s.house));
        expect(itemHi.reason).toContain(grahaName(s.graha, 'hi'));
      }
      expect(itemHi.reason).not.toMatch(LATIN);
      expect(itemHi.source).toMatch(/[\u0900-\u097f]/);
      // The rule's condition: the catalogue's English line on English pages, its Hindi on Hindi pages.
      expect(item.condition).toBe(e.condition);
      expect(itemHi.condition).toMatch(/[\u0900-\u097f]/);
      expect(itemHi.condition).not.toMatch(LATIN);
    }
    expect(en.manglik).toMatch(/^(Not Manglik|Manglik)/);
    expect(hi.kalaSarpa).not.toMatch(LATIN);
  });

  it('says why Gajakesari holds, and states Manglik and Kala Sarpa either way', () => {
    // Lagna Aries; Moon in Taurus (2nd), Jupiter in Leo (5th, 4th from the Moon).
    const f = facts(0, { Sun: 0, Moon: 1, Mars: 4, Mercury: 11, Jupiter: 4, Venus: 10, Saturn: 6, Rahu: 2, Ketu: 8 });
    const rule = YOGA_CATALOGUE.find((r) => r.id === 'gajakesari')!;
    const e = evidenceOf(f, rule, rule.holds(f)!);
    expect(yogaReason(e, 'en')).toBe(
      'Moon, lord of the 4th, in the 2nd house (Taurus, exalted); Jupiter, lord of the 9th and 12th, in the 5th house (Leo), 4th from the Moon.',
    );
    expect(yogaReason(e, 'hi')).toBe(
      'चंद्र (4 भाव का स्वामी) दूसरे भाव में (वृषभ, उच्च); गुरु (9, 12 भाव के स्वामी) पाँचवें भाव में (सिंह), चंद्र से चौथे भाव में।',
    );
    const checks = doshaChecks(f);
    expect(manglikLine(checks.manglik, 'en')).toBe(
      'Not Manglik: Mars is in the 5th house (Leo), not in the 1st, 2nd, 4th, 7th, 8th or 12th.',
    );
    expect(manglikLine(checks.manglik, 'hi')).toBe('मांगलिक नहीं: मंगल पाँचवें भाव में (सिंह) है, जो 1, 2, 4, 7, 8 या 12वाँ भाव नहीं है।');
    // Sun, Moon in Aries/Taurus lie on the Ketu-to-Rahu side of a Gemini–Sagittarius axis; Mars, Jupiter (Leo), Saturn (Libra) on the other.
    expect(kalaSarpaLine(checks.kalaSarpa, 'en')).toContain('No Kala Sarpa: Rahu is in the 3rd house and Ketu in the 9th');
    // Mars in Cancer (4th): a Manglik house; Jupiter in Capricorn casts its 7th aspect on Cancer.
    const cancelled = doshaChecks(facts(0, { Sun: 0, Moon: 1, Mars: 3, Mercury: 11, Jupiter: 9, Venus: 10, Saturn: 6, Rahu: 2, Ketu: 8 }));
    expect(manglikLine(cancelled.manglik, 'en')).toBe(
      'Manglik, but cancelled: Mars is in the 4th house (Cancer), a Manglik house, and Jupiter joins or aspects Mars.',
    );
    expect(manglikLine(cancelled.manglik, 'hi')).toContain('मांगलिक, पर दोष निरस्त');
  });
});

describe.each(REGIONAL_LOCALES)('the yoga section in %s', (locale) => {
  const chart = computeChart({ date: '1985-10-15', time: '10:30', lat: 19.076, lon: 72.8777, utcOffset: '+05:30' });
  const x = explainYogas(chart);
  const section = yogaSection(chart.predictions, x, yogaLanguage(locale));
  const items = section.groups.flatMap((g) => g.items);
  const all = [section.manglik, section.kalaSarpa, ...section.groups.flatMap((g) => [g.title, ...g.items.flatMap((i) => Object.values(i))])]
    .filter((v): v is string => typeof v === 'string' && !/^[a-z-]+$/.test(v))
    .join('\n');

  it('is written in the language: its script, no English word, every yoga of the chart', () => {
    expect(items.map((i) => i.id)).toEqual(YOGA_FAMILIES.flatMap((f) => x.evidence.filter((e) => e.family === f).map((e) => e.id)));
    expect(scriptShare(all, locale)).toBeGreaterThanOrEqual(0.85);
    expect(all).not.toMatch(LATIN);
  });

  it('names the chart facts in the language: each graha of a reason, its house sign, Mars in the Manglik line', () => {
    for (const e of x.evidence) {
      const item = items.find((i) => i.id === e.id)!;
      for (const s of e.grahas) {
        expect(item.reason).toContain(grahaName(s.graha, locale));
        if (e.family !== 'nabhasa' && !e.side) expect(item.reason).toContain(rasiName(s.rasiIndex, locale));
      }
    }
    expect(section.manglik).toContain(grahaName('Mars', locale));
    expect(section.manglik).toContain(rasiName(x.checks.manglik.marsRasiIndex, locale));
    expect(section.kalaSarpa).toContain(grahaName('Rahu', locale));
  });

  it('has every rule condition in the script, and words every cancellation', () => {
    const T = yogaLanguage(locale);
    if (typeof T !== 'object') throw new Error('a regional language reads its book');
    expect(Object.keys(T.conditions).sort()).toEqual(YOGA_CATALOGUE.map((r) => r.id).sort());
    for (const [id, text] of Object.entries(T.conditions)) {
      expect(text, id).not.toMatch(LATIN);
      expect(scriptShare(text, locale), id).toBeGreaterThanOrEqual(0.85);
    }
    const cancelled = doshaChecks(facts(0, { Sun: 0, Moon: 1, Mars: 3, Mercury: 11, Jupiter: 9, Venus: 10, Saturn: 6, Rahu: 2, Ketu: 8 }));
    const line = manglikLine(cancelled.manglik, T);
    expect(line).toContain(grahaName('Jupiter', locale));
    expect(line).not.toMatch(LATIN);
    expect(kalaSarpaLine(cancelled.kalaSarpa, T, true)).not.toMatch(LATIN);
  });
});
