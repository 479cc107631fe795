/**
 * The Ekadashis of a lunation: their names (by amanta month and paksha, as the Padma Purana's
 * Ekadashi-mahatmya names them and almanacs print; the two of an adhika month are Padmini and
 * Parama; in a kshaya lunation the Krishna paksha's is the swallowed month's), the Smarta and
 * the Vaishnava fasting day, and the parana (breaking) window.
 * - Smarta (Dharmasindhu II, Ekadashi-nirnaya): the day Ekadashi is in force at sunrise, the first
 *   when it spans two sunrises (the second is for ascetics); a kshaya Ekadashi, touched by Dashami
 *   at sunrise, gives way to the next day.
 * - Vaishnava (Hari Bhakti Vilasa 13, followed by ISKCON and Vaishnava almanacs): Dashami must not
 *   touch Ekadashi at arunodaya, 96 minutes before sunrise; when it does, or when Ekadashi spans
 *   two sunrises, the fast moves to the next day.
 * - Parana: the next morning after sunrise and after Hari Vasara (the first quarter of Dwadashi),
 *   within pratahkala (the first fifth of the daytime) and before Dwadashi ends (Dharmasindhu II).
 */
import type { Localized } from '../vocabulary/localized';
import { ARUNODAYA_DAYS } from './day-parts';
import type { Lunation } from './lunations';
import { addDays, type PlaceDays } from './place-days';

/** Names by amanta month (0 = Chaitra): [Shukla, Krishna]. */
export const EKADASHI_NAMES: readonly (readonly [Localized, Localized])[] = [
  [
    { en: 'Kamada Ekadashi', hi: 'कामदा एकादशी' },
    { en: 'Varuthini Ekadashi', hi: 'वरूथिनी एकादशी' },
  ],
  [
    { en: 'Mohini Ekadashi', hi: 'मोहिनी एकादशी' },
    { en: 'Apara Ekadashi', hi: 'अपरा एकादशी' },
  ],
  [
    { en: 'Nirjala Ekadashi', hi: 'निर्जला एकादशी' },
    { en: 'Yogini Ekadashi', hi: 'योगिनी एकादशी' },
  ],
  [
    { en: 'Devshayani Ekadashi', hi: 'देवशयनी एकादशी' },
    { en: 'Kamika Ekadashi', hi: 'कामिका एकादशी' },
  ],
  [
    { en: 'Shravana Putrada Ekadashi', hi: 'श्रावण पुत्रदा एकादशी' },
    { en: 'Aja Ekadashi', hi: 'अजा एकादशी' },
  ],
  [
    { en: 'Parsva Ekadashi', hi: 'परिवर्तिनी एकादशी' },
    { en: 'Indira Ekadashi', hi: 'इंदिरा एकादशी' },
  ],
  [
    { en: 'Papankusha Ekadashi', hi: 'पापांकुशा एकादशी' },
    { en: 'Rama Ekadashi', hi: 'रमा एकादशी' },
  ],
  [
    { en: 'Dev Uthani Ekadashi', hi: 'देवउठनी एकादशी' },
    { en: 'Utpanna Ekadashi', hi: 'उत्पन्ना एकादशी' },
  ],
  [
    { en: 'Mokshada Ekadashi', hi: 'मोक्षदा एकादशी' },
    { en: 'Saphala Ekadashi', hi: 'सफला एकादशी' },
  ],
  [
    { en: 'Pausha Putrada Ekadashi', hi: 'पौष पुत्रदा एकादशी' },
    { en: 'Shattila Ekadashi', hi: 'षटतिला एकादशी' },
  ],
  [
    { en: 'Jaya Ekadashi', hi: 'जया एकादशी' },
    { en: 'Vijaya Ekadashi', hi: 'विजया एकादशी' },
  ],
  [
    { en: 'Amalaki Ekadashi', hi: 'आमलकी एकादशी' },
    { en: 'Papmochani Ekadashi', hi: 'पापमोचनी एकादशी' },
  ],
];
/** The Ekadashis of an adhika month: [Shukla, Krishna]. */
export const ADHIKA_EKADASHI_NAMES: readonly [Localized, Localized] = [
  { en: 'Padmini Ekadashi', hi: 'पद्मिनी एकादशी' },
  { en: 'Parama Ekadashi', hi: 'परमा एकादशी' },
];

/** Stable key of an Ekadashi name ("Dev Uthani Ekadashi" → "dev-uthani-ekadashi"). */
export const ekadashiKey = (name: Localized) => name.en.toLowerCase().replace(/\s+/g, '-');

/** The Smarta and Vaishnava days of one Ekadashi and their parana windows (Julian days UT). */
export interface EkadashiDays {
  name: Localized;
  paksha: 'Shukla' | 'Krishna';
  startJd: number;
  endJd: number;
  smarta: string;
  /** Why the Smarta day: 'sunrise' (in force at sunrise), 'two-sunrises' (the first of two), 'kshaya' (no sunrise: the next day). */
  smartaReason: 'sunrise' | 'two-sunrises' | 'kshaya';
  vaishnava: string;
  /** Why the Vaishnava day differs, or null when it does not. */
  vaishnavaReason: 'dashami-at-arunodaya' | 'two-sunrises' | null;
  smartaParana: [number, number];
  vaishnavaParana: [number, number];
}

/** The parana window on the morning after `fastDate` (see the module comment). */
export function paranaWindow(fastDate: string, dwadashi: { startJd: number; endJd: number }, days: PlaceDays): [number, number] {
  const next = days.day(addDays(fastDate, 1));
  const pratahEnd = next.sunriseJd + (next.sunsetJd - next.sunriseJd) / 5;
  const hariVasaraEnd = dwadashi.startJd + (dwadashi.endJd - dwadashi.startJd) / 4;
  const start = Math.max(next.sunriseJd, hariVasaraEnd);
  const natural = start < pratahEnd ? pratahEnd : start + (next.sunsetJd - next.sunriseJd) / 5;
  const end = dwadashi.endJd > start ? Math.min(natural, dwadashi.endJd) : natural;
  return [start, end];
}

/** The two Ekadashis of a lunation. */
export function lunationEkadashis(lunation: Lunation, days: PlaceDays): EkadashiDays[] {
  return ([11, 26] as const).map((tithi) => {
    const paksha = tithi === 11 ? 'Shukla' : 'Krishna';
    // A kshaya lunation holds two months: its Shukla paksha keeps the first's name, its Krishna paksha the swallowed one's.
    const month = tithi === 26 && lunation.kshayaMonth !== null ? lunation.kshayaMonth : lunation.month;
    const names = lunation.adhika ? ADHIKA_EKADASHI_NAMES : EKADASHI_NAMES[month]!;
    const name = names[tithi === 11 ? 0 : 1];
    const startJd = lunation.tithiStartJd[tithi - 1]!;
    const endJd = lunation.tithiStartJd[tithi]!;
    const dwadashi = { startJd: endJd, endJd: lunation.tithiStartJd[tithi + 1]! };
    const opening = days.hinduDateOf(startJd);
    const sunriseDays = [addDays(opening, 1), addDays(opening, 2)].filter((d) => {
      const rise = days.day(d).sunriseJd;
      return rise >= startJd && rise < endJd;
    });
    const smarta = sunriseDays.length === 0 ? addDays(opening, 1) : sunriseDays[0]!;
    const smartaReason = sunriseDays.length === 0 ? 'kshaya' : sunriseDays.length === 2 ? 'two-sunrises' : 'sunrise';
    let vaishnava = smarta;
    let vaishnavaReason: EkadashiDays['vaishnavaReason'] = null;
    if (sunriseDays.length === 2) {
      vaishnava = sunriseDays[1]!;
      vaishnavaReason = 'two-sunrises';
    } else if (sunriseDays.length === 1 && startJd > days.day(smarta).sunriseJd - ARUNODAYA_DAYS) {
      vaishnava = addDays(smarta, 1);
      vaishnavaReason = 'dashami-at-arunodaya';
    }
    return {
      name,
      paksha,
      startJd,
      endJd,
      smarta,
      smartaReason,
      vaishnava,
      vaishnavaReason,
      smartaParana: paranaWindow(smarta, dwadashi, days),
      vaishnavaParana: paranaWindow(vaishnava, dwadashi, days),
    };
  });
}
