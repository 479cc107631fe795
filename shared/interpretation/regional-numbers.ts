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
