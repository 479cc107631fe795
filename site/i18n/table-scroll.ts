/**
 * The hint a table shows while it is wider than the screen and scrolls sideways in its box
 * (global.css `.table-scroll[data-scroll-hint]`; the arrow is the stylesheet's).
 */
import type { Locale } from '../../shared/i18n/locale';
import { defineMessages } from './catalogue';

export const tableScrollText = defineMessages(
  { hint: 'Scroll sideways for the whole table' },
  { hi: { hint: 'पूरी तालिका के लिए दाएँ-बाएँ स्क्रॉल करें' } },
  'tableScrollText',
);

/** The scroll hint in `locale`, for a table box's data-scroll-hint. */
export const scrollHint = (locale: Locale): string => tableScrollText[locale].hint;
