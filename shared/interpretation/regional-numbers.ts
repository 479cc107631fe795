/** Small helpers the regional yoga, caution and remedy texts share: numbers by `Intl`, lists joined with the language's "and"/"or". */
import { intlLocale, type RegionalLocale } from '../i18n/locale';

/** A number as the language writes it (its digits and grouping, by `Intl`). */
export const numberIn = (locale: RegionalLocale) => {
  const format = new Intl.NumberFormat(intlLocale(locale));
  return (n: number | string) => format.format(Number(n));
};

/** "a, b and c" with the language's conjunction (`none` for an empty list). */
export const joinWith =
  (conjunction: string, none: string) =>
  (items: readonly string[]): string =>
    items.length === 0 ? none : items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;

/** A year or a clock figure as the language writes it, without grouping (১৯৫৫, not ১,৯৫৫). */
export const plainNumberIn = (locale: RegionalLocale) => {
  const format = new Intl.NumberFormat(intlLocale(locale), { useGrouping: false });
  return (n: number) => format.format(n);
};

/** House ordinals 1–12 as each language writes them before its word for house (the readers' own, text-bn.ts …). */
const HOUSE_ORDINALS: Readonly<Record<RegionalLocale, readonly string[]>> = {
  bn: ['প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম', 'ষষ্ঠ', 'সপ্তম', 'অষ্টম', 'নবম', 'দশম', 'একাদশ', 'দ্বাদশ'],
  mr: ['प्रथम', 'द्वितीय', 'तृतीय', 'चतुर्थ', 'पंचम', 'षष्ठ', 'सप्तम', 'अष्टम', 'नवम', 'दशम', 'एकादश', 'द्वादश'],
  te: ['ప్రథమ', 'ద్వితీయ', 'తృతీయ', 'చతుర్థ', 'పంచమ', 'షష్ఠ', 'సప్తమ', 'అష్టమ', 'నవమ', 'దశమ', 'ఏకాదశ', 'ద్వాదశ'],
  ta: ['முதல்', 'இரண்டாம்', 'மூன்றாம்', 'நான்காம்', 'ஐந்தாம்', 'ஆறாம்', 'ஏழாம்', 'எட்டாம்', 'ஒன்பதாம்', 'பத்தாம்', 'பதினொன்றாம்', 'பன்னிரண்டாம்'],
};

/** The ordinal of house `n` (1–12) in `locale`; another number as the language writes it. */
export const houseOrdinalIn = (locale: RegionalLocale) => {
  const num = numberIn(locale);
  return (n: number) => HOUSE_ORDINALS[locale][n - 1] ?? num(n);
};
