/**
 * The names of the divisional charts the pages draw (Rasi, Navamsha, …), in each site language:
 * the one place for them (chart captions, the charts' accessible names, the report and its PDF).
 * Vargas without a name here are shown by number alone ("D16").
 */
import type { EngineLocale } from '../i18n/locale';
import { sanskritNameIn, type Localized } from './localized';
import type { Varga } from './settings';

/** Named vargas, by division. */
export const VARGA_NAMES: Readonly<Partial<Record<Varga, Localized>>> = {
  1: { en: 'Rasi', hi: 'राशि' },
  2: { en: 'Hora', hi: 'होरा' },
  3: { en: 'Drekkana', hi: 'द्रेष्काण' },
  4: { en: 'Chaturthamsha', hi: 'चतुर्थांश' },
  7: { en: 'Saptamsha', hi: 'सप्तांश' },
  9: { en: 'Navamsha', hi: 'नवांश' },
  10: { en: 'Dashamsha', hi: 'दशांश' },
  12: { en: 'Dwadashamsha', hi: 'द्वादशांश' },
};

/** The Navamsha's name, which pages put in their own headings ("Navamsha Chart"). */
export const NAVAMSHA_NAME: Localized = VARGA_NAMES[9]!;

/** A varga's name in `locale`, or undefined when it has none here. */
export function vargaName(varga: Varga, locale: EngineLocale): string | undefined {
  const entry = VARGA_NAMES[varga];
  return entry && sanskritNameIn(entry, locale);
}
