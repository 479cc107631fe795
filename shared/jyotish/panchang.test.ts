import { describe, expect, it } from 'vitest';
import { avakhadaOf, PADA_SYLLABLES } from './avakhada';
import { NAKSHATRA_GANA, NAKSHATRA_YONI, nadiOf } from './matching-tables';
import { civilWeekday, lunarDay, panchangNakshatra, varaOf } from './panchang';
import { karanaName, KARANA_NAMES, tithiName, YOGA_NAMES } from './panchang-names';

describe('panchang pieces', () => {
  it('tithi, paksha and karana from the elongation', () => {
    expect(lunarDay(100, 100)).toMatchObject({
      tithi: { index: 1, name: 'Pratipada', paksha: 'Shukla' },
      karana: { index: 1, name: 'Kimstughna' },
    });
    expect(lunarDay(100, 100 + 12).tithi.index).toBe(2);
    expect(lunarDay(100, 100 + 179.9).tithi).toEqual({ index: 15, name: 'Purnima', paksha: 'Shukla' });
    expect(lunarDay(100, 100 + 180).tithi).toEqual({ index: 16, name: 'Pratipada', paksha: 'Krishna' });
    expect(lunarDay(100, 99.9).tithi).toEqual({ index: 30, name: 'Amavasya', paksha: 'Krishna' });
    expect(lunarDay(100, 99.9).karana).toEqual({ index: 60, name: 'Naga' });
    expect(lunarDay(100, 106).karana).toEqual({ index: 2, name: 'Bava' });
    expect(lunarDay(100, 100 + 6 * 56.5).karana).toEqual({ index: 57, name: 'Vishti' });
    expect(lunarDay(100, 100 + 6 * 57.5).karana).toEqual({ index: 58, name: 'Shakuni' });
  });

  it('karana names: 2–57 cycle the seven movable ones eight times; eleven names in all', () => {
    expect(karanaName(9)).toBe('Bava');
    expect(karanaName(8)).toBe('Vishti');
    expect(new Set(Array.from({ length: 60 }, (_, i) => karanaName(i + 1))).size).toBe(11);
    expect(KARANA_NAMES).toHaveLength(11);
    expect(tithiName(30)).toBe('Amavasya');
    expect(tithiName(20)).toBe('Panchami');
  });

  it('yoga from Sun + Moon', () => {
    expect(lunarDay(0, 0).yoga).toEqual({ index: 1, name: 'Vishkambha' });
    expect(lunarDay(200, 159.99).yoga).toEqual({ index: 27, name: 'Vaidhriti' });
    expect(YOGA_NAMES).toHaveLength(27);
  });

  it('vara: civil weekday, previous day before sunrise', () => {
    expect(civilWeekday(2451545.0)).toBe(6); // 2000-01-01 is a Saturday
    const midnightIst = 2451544.5 - 330 / 1440; // 2000-01-01 00:00 +05:30
    expect(varaOf(midnightIst + 0.1, 330, midnightIst + 0.25)).toEqual({ index: 5, name: 'Friday' });
    expect(varaOf(midnightIst + 0.3, 330, midnightIst + 0.25)).toEqual({ index: 6, name: 'Saturday' });
    expect(varaOf(midnightIst + 0.1, 330, null).index).toBe(6);
  });

  it('panchang nakshatra is 0-based like nakshatraIndex', () => {
    expect(panchangNakshatra(0)).toEqual({ index: 0, name: 'Ashwini', pada: 1 });
    expect(panchangNakshatra(186.96)).toMatchObject({ index: 14, name: 'Swati' });
  });
});

describe('avakhada', () => {
  it('tables have one entry per nakshatra and 108 syllables', () => {
    expect(NAKSHATRA_YONI).toHaveLength(27);
    expect(NAKSHATRA_GANA).toHaveLength(27);
    expect(PADA_SYLLABLES).toHaveLength(108);
    expect(NAKSHATRA_GANA.filter((g) => g === 'Deva')).toHaveLength(9);
    expect(Array.from({ length: 27 }, (_, i) => nadiOf(i)).filter((g) => g === 'Antya')).toHaveLength(9);
  });

  it("Moon in Swati pada 2, Libra (the author's chart)", () => {
    expect(avakhadaOf(6, 6.96, 14, 2)).toEqual({
      varna: 'Shudra',
      vashya: 'Manava',
      yoni: 'Buffalo',
      gana: 'Deva',
      nadi: 'Antya',
      rasiLord: 'Venus',
      nakshatraPadaLetter: 'Re',
    });
  });

  it('split vashya of Sagittarius and Capricorn', () => {
    expect(avakhadaOf(8, 14, 18, 1).vashya).toBe('Manava');
    expect(avakhadaOf(8, 16, 19, 1).vashya).toBe('Chatushpada');
    expect(avakhadaOf(9, 16, 21, 1).vashya).toBe('Jalachara');
    expect(avakhadaOf(3, 1, 7, 1)).toMatchObject({ varna: 'Brahmin', nakshatraPadaLetter: 'Hu' });
  });
});
