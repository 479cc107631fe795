/**
 * The regional books: every name written in its language's script (Bengali, Devanagari for
 * Marathi, Telugu, Tamil), names within one closed list distinct, and the lookups reading them.
 */
import { describe, expect, it } from 'vitest';
import { fromDevanagari, marathiFromHindi } from '../../i18n/indic-script';
import { REGIONAL_LOCALES, type RegionalLocale } from '../../i18n/locale';
import { PANCHANG_BOOKS } from '../../jyotish/names';
import { lunarMonthName, muhurtaName, pakshaName, panchangName } from '../../jyotish/panchang-names';
import { GRAHAS, grahaAbbreviation, grahaName } from '../graha';
import { nakshatraNameOf } from '../nakshatra';
import { rasiNameOf } from '../rasi';
import { attributeValueName, dignityName, termName } from '../terms';
import { vargaName } from '../varga-names';
import { VOCABULARY_BOOKS } from '.';

/** The letters of each script (with the signs, spaces and brackets a name may hold). */
const SCRIPT: Record<RegionalLocale, RegExp> = {
  bn: /^[\u0980-\u09FF ()\u200C\u200D]+$/u,
  mr: /^[\u0900-\u097F ()]+$/u,
  te: /^[\u0C00-\u0C7F ()\u200C\u200D]+$/u,
  ta: /^[\u0B80-\u0BFF ()]+$/u,
};

describe.each(REGIONAL_LOCALES)('the %s books', (locale) => {
  const v = VOCABULARY_BOOKS[locale];
  const p = PANCHANG_BOOKS[locale];
  const lists = [
    GRAHAS.map((g) => v.grahas[g].name),
    GRAHAS.map((g) => v.grahas[g].abbreviation),
    [...v.rasis],
    [...v.nakshatras],
    [...p.tithis, p.amavasya],
    [...p.yogas],
    [...p.movableKaranas, ...p.fixedKaranas],
    [...p.varas],
    [...p.pakshas],
    [...p.lunarMonths],
  ];

  it('writes every name in the language’s script', () => {
    const words = [...lists.flat(), ...Object.values(v.terms), ...Object.values(v.dignities), ...Object.values(p.muhurtas)];
    expect(words.filter((w) => !SCRIPT[locale].test(w))).toEqual([]);
  });

  it('keeps the names of one closed list distinct', () => {
    for (const list of lists) expect(new Set(list).size, list.join(' ')).toBe(list.length);
  });

  it('is what the lookups read', () => {
    expect(grahaName('Saturn', locale)).toBe(v.grahas.Saturn.name);
    expect(grahaAbbreviation('Moon', locale)).toBe(v.grahas.Moon.abbreviation);
    expect(rasiNameOf('Libra', locale)).toBe(v.rasis[6]);
    expect(nakshatraNameOf('Revati', locale)).toBe(v.nakshatras[26]);
    expect(termName('nakshatra', locale)).toBe(v.terms.nakshatra);
    expect(dignityName('exalted', locale)).toBe(v.dignities.exalted);
    expect(panchangName('Amavasya', locale)).toBe(p.amavasya);
    expect(panchangName('Vishti', locale)).toBe(p.movableKaranas[6]);
    expect(panchangName('Thursday', locale)).toBe(p.varas[4]);
    // Yoga "Shukla" by name; the fortnight by pakshaName.
    expect(panchangName('Shukla', locale)).toBe(p.yogas[23]);
    expect(pakshaName('Krishna', locale)).toBe(p.pakshas[1]);
    expect(lunarMonthName('Ashwin', locale)).toBe(p.lunarMonths[6]);
    expect(muhurtaName('rahuKalam', locale)).toBe(p.muhurtas.rahuKalam);
    for (const name of [vargaName(9, locale)!, attributeValueName('Rakshasa', locale)]) expect(name).toMatch(SCRIPT[locale]);
  });
});

describe('the almanacs’ own words', () => {
  it('keeps each language’s traditional terms', () => {
    expect([termName('nakshatra', 'ta'), termName('tithi', 'ta'), termName('antardasha', 'ta'), termName('sadeSati', 'ta')]).toEqual([
      'நட்சத்திரம்',
      'திதி',
      'புக்தி',
      'ஏழரைச் சனி',
    ]);
    expect([termName('nakshatra', 'te'), termName('tithi', 'te'), termName('sadeSati', 'te')]).toEqual(['నక్షత్రం', 'తిథి', 'ఏలినాటి శని']);
    expect([termName('nakshatra', 'bn'), termName('tithi', 'bn')]).toEqual(['নক্ষত্র', 'তিথি']);
    expect([termName('nakshatra', 'mr'), termName('tithi', 'mr'), pakshaName('Shukla', 'mr')]).toEqual(['नक्षत्र', 'तिथी', 'शुद्ध पक्ष']);
    expect([
      rasiNameOf('Cancer', 'ta'),
      nakshatraNameOf('Ardra', 'ta'),
      rasiNameOf('Libra', 'mr'),
      nakshatraNameOf('Purva Phalguni', 'te'),
    ]).toEqual(['கடகம்', 'திருவாதிரை', 'तूळ', 'పుబ్బ']);
  });
});

describe('Sanskrit names in the other scripts', () => {
  it('moves each letter to its place in the script, with the letters a script lacks as its writers spell them', () => {
    expect(fromDevanagari('गजकेसरी योग', 'bengali')).toBe('গজকেসরী যোগ');
    expect(fromDevanagari('गजकेसरी योग', 'telugu')).toBe('గజకేసరి యోగం');
    expect(fromDevanagari('गजकेसरी योग', 'tamil')).toBe('கஜகேஸரி யோகம்');
    expect(fromDevanagari('विपरीत राजयोग', 'bengali')).toBe('বিপরীত রাজযোগ');
    expect(fromDevanagari('बुधादित्य', 'tamil')).toBe('புதாதித்ய');
    expect(fromDevanagari('वृषभ', 'tamil')).toBe('விருஷப');
    expect(fromDevanagari('हंस', 'tamil')).toBe('ஹம்ஸ');
    expect(fromDevanagari('ळ', 'telugu')).toBe('ళ');
  });

  it("spells the words as each script's almanacs do: nasals before stops, Bengali ড়/য়, Tamil ன, a short final i, యోగం", () => {
    const cases: readonly (readonly [string, string, string, string])[] = [
      // Devanagari, Bengali, Telugu, Tamil
      ['अंत्य', 'অন্ত্য', 'అంత్య', 'அந்த்ய'],
      ['कंठ', 'কণ্ঠ', 'కంఠ', 'கண்ட'],
      ['शंख', 'শঙ্খ', 'శంఖ', 'சங்க'],
      ['पंच', 'পঞ্চ', 'పంచ', 'பஞ்ச'],
      ['हंस', 'হংস', 'హంస', 'ஹம்ஸ'],
      ['योनि', 'যোনি', 'యోని', 'யோனி'],
      ['मनुष्य', 'মনুষ্য', 'మనుష్య', 'மனுஷ்ய'],
      ['नाड़ी', 'নাড়ী', 'నాడి', 'நாடி'],
      ['विजय', 'বিজয়', 'విజయ', 'விஜய'],
      ['सूर्य', 'সূর্য', 'సూర్య', 'ஸூர்ய'],
      ['अनंत', 'অনন্ত', 'అనంత', 'அனந்த'],
      ['हनुमान जयंती', 'হনুমান জয়ন্তী', 'హనుమాన జయంతి', 'ஹனுமான ஜயந்தி'],
      ['रथयात्रा', 'রথযাত্রা', 'రథయాత్రా', 'ரதயாத்ரா'],
      ['गण दोष', 'গণ দোষ', 'గణ దోషం', 'கண தோஷம்'],
      ['राजयोग', 'রাজযোগ', 'రాజయోగం', 'ராஜயோகம்'],
      ['योगिनी', 'যোগিনী', 'యోగిని', 'யோகினி'],
    ];
    for (const [devanagari, bengali, telugu, tamil] of cases) {
      expect([fromDevanagari(devanagari, 'bengali'), fromDevanagari(devanagari, 'telugu'), fromDevanagari(devanagari, 'tamil')]).toEqual([
        bengali,
        telugu,
        tamil,
      ]);
    }
    expect(marathiFromHindi('नाड़ी')).toBe('नाडी');
    expect(marathiFromHindi('पढ़ाई')).toBe('पढाई');
    expect(fromDevanagari('Raja योग 2', 'telugu')).toBe('Raja యోగం 2');
  });
});
