import { describe, expect, it } from 'vitest';
import { GRAHAS, GRAHA_NAMES, grahaAbbreviation, grahaName } from './graha';
import { RASI_NAMES, RASIS, rasiName, rasiNameOf } from './rasi';
import { NAKSHATRA_NAMES, NAKSHATRAS, nakshatraName, nakshatraNameOf } from './nakshatra';
import { ATTRIBUTE_VALUE_NAMES, attributeValueName, AVAKHADA_FIELD_NAMES, DIGNITY_NAMES, JYOTISH_TERMS } from './terms';
import {
  TITHI_TABLE,
  YOGA_TABLE,
  MOVABLE_KARANA_TABLE,
  FIXED_KARANA_TABLE,
  VARA_TABLE,
  LUNAR_MONTH_NAMES,
  lunarMonthName,
  panchangName,
  tithiName,
} from '../jyotish/panchang-names';
import { KOOTA_NAMES, DOSHA_NAMES } from '../jyotish/matching';
import { KOOTAS } from './matching-keys';
import { PORUTHAM_NAMES } from '../jyotish/poruthams';
import { PADA_SYLLABLE_NAMES, padaSyllable } from '../jyotish/avakhada';
import { YOGA_CATALOGUE } from '../predictions/catalogue';
import { CHOGHADIYA_BY_WEEKDAY, choghadiyaName } from '../panchang/choghadiya';
import { GANAS, NADIS, VARNAS, VASHYAS, YONIS } from './matching-keys';

/** Devanagari letters, signs and spaces only (a Hindi name carries no Latin letter). */
const DEVANAGARI = /^[\u0900-\u097F ()\-–:.]+$/u;
const allDevanagari = (names: readonly string[]) => names.filter((n) => !DEVANAGARI.test(n));

describe('Hindi beside English in the vocabulary tables', () => {
  it('every Hindi name is written in Devanagari', () => {
    const hindi = [
      ...GRAHAS.flatMap((g) => [GRAHA_NAMES[g].name.hi, GRAHA_NAMES[g].abbreviation.hi]),
      ...RASI_NAMES.map((r) => r.hi),
      ...NAKSHATRA_NAMES.map((n) => n.hi),
      ...TITHI_TABLE.map((t) => t.hi),
      ...YOGA_TABLE.map((t) => t.hi),
      ...MOVABLE_KARANA_TABLE.map((t) => t.hi),
      ...Object.values(FIXED_KARANA_TABLE).map((t) => t.hi),
      ...VARA_TABLE.map((t) => t.hi),
      ...Object.values(JYOTISH_TERMS).map((t) => t.hi.replace('D9', '')),
      ...Object.values(DIGNITY_NAMES).map((t) => t.hi),
      ...Object.values(AVAKHADA_FIELD_NAMES).map((t) => t.hi),
      ...Object.values(ATTRIBUTE_VALUE_NAMES).map((t) => t.hi),
      ...KOOTAS.map((k) => KOOTA_NAMES[k].hi),
      ...Object.values(DOSHA_NAMES).map((d) => d.hi),
      ...Object.values(PORUTHAM_NAMES).map((d) => d.hi),
      ...PADA_SYLLABLE_NAMES.map((p) => p.hi),
      ...YOGA_CATALOGUE.map((y) => y.nameHi),
      ...LUNAR_MONTH_NAMES.map((m) => m.hi),
      ...CHOGHADIYA_BY_WEEKDAY.map((c) => c.translations.hi),
    ];
    expect(hindi.length).toBeGreaterThan(350);
    expect(allDevanagari(hindi)).toEqual([]);
  });

  it('names within one closed list are distinct in Hindi, as in English', () => {
    for (const list of [
      GRAHAS.map((g) => grahaName(g, 'hi')),
      GRAHAS.map((g) => grahaAbbreviation(g, 'hi')),
      RASI_NAMES.map((r) => r.hi),
      NAKSHATRA_NAMES.map((n) => n.hi),
      TITHI_TABLE.map((t) => t.hi),
      YOGA_TABLE.map((t) => t.hi),
      VARA_TABLE.map((t) => t.hi),
      KOOTAS.map((k) => KOOTA_NAMES[k].hi),
    ])
      expect(new Set(list).size).toBe(list.length);
    // Catalogue yogas: two rules may share a name only if they share it in English too.
    const byHindi = new Map<string, Set<string>>();
    for (const y of YOGA_CATALOGUE) byHindi.set(y.nameHi, (byHindi.get(y.nameHi) ?? new Set()).add(y.name));
    expect([...byHindi].filter(([, en]) => en.size > 1)).toEqual([]);
  });

  it('the English columns keep the ChartModel values and the lookups find them', () => {
    expect(RASIS[0]).toBe('Aries');
    expect(NAKSHATRAS[26]).toBe('Revati');
    expect(rasiName(9, 'hi')).toBe('मकर');
    expect(rasiName(-1, 'en')).toBe('Pisces');
    expect(rasiNameOf('Scorpio', 'hi')).toBe('वृश्चिक');
    expect(nakshatraName(3, 'hi')).toBe('रोहिणी');
    expect(nakshatraNameOf('Purva Ashadha', 'hi')).toBe('पूर्वाषाढ़ा');
    expect(grahaAbbreviation('Saturn', 'hi')).toBe('श');
    expect(grahaAbbreviation('Saturn', 'en')).toBe('Sa');
    expect(panchangName(tithiName(30), 'hi')).toBe('अमावस्या');
    expect(panchangName('Shukla', 'hi')).toBe('शुक्ल');
    expect(panchangName('Thursday', 'hi')).toBe('गुरुवार');
    expect(panchangName('not a name', 'hi')).toBe('not a name');
    expect(padaSyllable(0, 1, 'hi')).toBe('चू');
    expect(padaSyllable(26, 4, 'en')).toBe('Chi');
    // "Ta" is two syllables: retroflex ट in Purva Phalguni, dental त in Swati.
    expect(padaSyllable(10, 2, 'hi')).toBe('टा');
    expect(padaSyllable(14, 4, 'hi')).toBe('ता');
    expect(attributeValueName('Rakshasa', 'hi')).toBe('राक्षस');
    // Month and nakshatra share some transliterations but not their Hindi: ज्येष्ठ (month), ज्येष्ठा (star).
    expect(lunarMonthName('Jyeshtha', 'hi')).toBe('ज्येष्ठ');
    expect(choghadiyaName('Amrit', 'hi')).toBe('अमृत');
    expect(choghadiyaName('Amrit', 'en')).toBe('Amrit');
    expect(attributeValueName('Rakshasa', 'en')).toBe('Rakshasa');
  });

  it('every matching attribute value has its Hindi name', () => {
    for (const v of [...VARNAS, ...VASHYAS, ...YONIS, ...GANAS, ...NADIS]) expect(attributeValueName(v, 'hi'), v).toMatch(DEVANAGARI);
  });
});
