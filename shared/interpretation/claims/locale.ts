/**
 * The languages the claim check writes its statements and corrections in. Kept to the site's
 * languages (shared/i18n/locale.ts once it lands on main: then this becomes its `Locale`).
 */
export type ClaimLocale = 'en' | 'hi';
