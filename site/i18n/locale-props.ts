import type { Locale } from '../../shared/i18n/locale';

/** Props every island receives from its page: the page's language, which its words follow. */
export interface LocaleProps {
  /** Language of the page the island sits on (from its address: `/hi/…` is Hindi). */
  locale: Locale;
}
