import { describe, expect, it } from 'vitest';
import '../../vocabulary/books';
import { REGIONAL_LOCALES } from '../../i18n/locale';
import { scriptShare } from '../../i18n/scripts';
import { VOCABULARY_BOOKS } from '../../vocabulary/books';
import { computeFestivals } from '../festivals';
import { festivalName } from './festival-name';

const CHENNAI = { lat: 13.0827, lon: 80.2707, zone: 'Asia/Kolkata', ayanamsa: 'LAHIRI' } as const;
const year = computeFestivals(CHENNAI, 2026);
const entries = year.festivals;

describe('festivalName', () => {
  it('gives each regional language its own name where its almanacs have one, else the Sanskrit name in its script', () => {
    const diwali = entries.find((f) => f.key === 'diwali')!;
    expect(festivalName(diwali, 'en')).toBe('Diwali (Lakshmi Puja)');
    expect(festivalName(diwali, 'ta')).toBe('தீபாவளி (லட்சுமி பூஜை)');
    expect(festivalName(diwali, 'mr')).toBe('दिवाळी (लक्ष्मीपूजन)');
    expect(
      festivalName(
        entries.find((f) => f.key === 'thai-pongal')!,
        'ta',
      ),
    ).toBe('தைப் பொங்கல் (தை 1)');
    expect(
      festivalName(
        entries.find((f) => f.key === 'poila-baishakh')!,
        'bn',
      ),
    ).toBe('পয়লা বৈশাখ (বাংলা নববর্ষ)');
    const pradosh = entries.find((f) => f.key === 'pradosh-vrat')!;
    expect(festivalName(pradosh, 'bn')).toBe('প্রদোষ ব্রত');
  });

  it('names every festival of a year in each language’s script, and lists only festivals the calendar has', () => {
    const keys = new Set(entries.map((f) => f.key));
    for (const locale of REGIONAL_LOCALES) {
      for (const f of entries) expect(scriptShare(festivalName(f, locale), locale), `${f.key} ${locale}`).toBeGreaterThanOrEqual(0.85);
      for (const key of Object.keys(VOCABULARY_BOOKS[locale].festivals)) expect(keys.has(key), `${locale}: ${key}`).toBe(true);
    }
  });
});
