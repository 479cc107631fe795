/**
 * Hindi counterparts of format.ts's word helpers: ordinals of the houses (both cases Hindi needs)
 * and a list joined with "और". Numbers, dates and degrees are written the same in both languages.
 */

/** Ordinals 1–12 in the oblique case, before a postposition ("दसवें भाव में"). */
const ORDINAL_OBLIQUE = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें'];
/** Ordinals 1–12 in the direct case ("दसवाँ भाव"). */
const ORDINAL_DIRECT = ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ', 'आठवाँ', 'नौवाँ', 'दसवाँ', 'ग्यारहवाँ', 'बारहवाँ'];

/** Oblique ordinal of a house number (1 → `पहले`); beyond 12, `13वें`. */
export function ordinalHi(n: number): string {
  return ORDINAL_OBLIQUE[n - 1] ?? `${n}वें`;
}

/** Direct ordinal of a house number (1 → `पहला`); beyond 12, `13वाँ`. */
export function ordinalDirectHi(n: number): string {
  return ORDINAL_DIRECT[n - 1] ?? `${n}वाँ`;
}

/** Joins a list as Hindi prose: `क`, `क और ख`, `क, ख और ग`; `empty` (default `कोई नहीं`) when there is nothing. */
export function listProseHi(items: readonly string[], empty = 'कोई नहीं'): string {
  if (items.length === 0) return empty;
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} और ${items[items.length - 1]}`;
}
