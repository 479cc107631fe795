/**
 * The ayanamsas' names, English and Hindi, and in the regional languages. Apart from settings.ts, which every
 * page's first script loads with its stores, so that pages showing no ayanamsa by name (the chat) load none.
 */
import type { EngineLocale } from '../i18n/locale';
import { sanskritNameIn, type Localized } from './localized';
import { AYANAMSAS, type Ayanamsa } from './settings';

/** Human labels for the ayanamsa selector, English and Hindi. */
export const AYANAMSA_NAMES: Readonly<Record<Ayanamsa, Localized>> = {
  RAMAN: { en: 'B.V. Raman', hi: 'बी.वी. रमन' },
  LAHIRI: { en: 'Lahiri (Chitrapaksha)', hi: 'लाहिड़ी (चित्रपक्ष)' },
  KRISHNAMURTI: { en: 'Krishnamurti (KP)', hi: 'कृष्णमूर्ति (केपी)' },
  TRUE_CITRA: { en: 'True Chitra', hi: 'सत्य चित्रा' },
  TRUE_PUSHYA: { en: 'True Pushya (PyJHora, JHora)', hi: 'सत्य पुष्य (पाई-जेहोरा, जेहोरा)' },
  YUKTESHWAR: { en: 'Sri Yukteshwar', hi: 'श्री युक्तेश्वर' },
  FAGAN_BRADLEY: { en: 'Fagan/Bradley', hi: 'फ़ेगन/ब्रैडली' },
};
/** An ayanamsa's label in `locale` (names of people and stars: the regional languages write the Hindi in their script). */
export const ayanamsaName = (ayanamsa: Ayanamsa, locale: EngineLocale): string => sanskritNameIn(AYANAMSA_NAMES[ayanamsa], locale);

/** Human labels for the ayanamsa selector (English). */
export const AYANAMSA_LABEL: Record<Ayanamsa, string> = Object.fromEntries(AYANAMSAS.map((a) => [a, AYANAMSA_NAMES[a].en])) as Record<
  Ayanamsa,
  string
>;
