/**
 * Text the site did not write: what a visitor typed (a name, a relation, a place, a chat message) and a
 * model's chat answer. The Hindi pages draw the site's own words with a face holding only those words'
 * glyphs (Kundali Hindi Text, scripts/text-face.ts); such text may need any conjunct, so it is drawn
 * with the whole Devanagari face (`--font-open-text`, site/styles/global.css), which a page loads only when
 * it shows such text in Devanagari.
 */
import { DEVANAGARI } from '../../shared/i18n/devanagari';

/** The class that draws an element's text with the whole face. */
export const OPEN_TEXT_CLASS = 'open-text';

/** True when text holding these words of a visitor must take the whole face: one of them is written in Devanagari. */
export function needsOpenText(...visitorWords: readonly (string | null | undefined)[]): boolean {
  return visitorWords.some((word) => typeof word === 'string' && DEVANAGARI.test(word));
}

/** `className`, with OPEN_TEXT_CLASS added when `open`. */
export function withOpenText(className: string, open: boolean | undefined): string {
  return open ? `${className} ${OPEN_TEXT_CLASS}` : className;
}

/** OPEN_TEXT_CLASS for an element whose text holds these words of a visitor, when they need it. */
export function openTextClass(...visitorWords: readonly (string | null | undefined)[]): string | undefined {
  return needsOpenText(...visitorWords) ? OPEN_TEXT_CLASS : undefined;
}

/**
 * Starts fetching the whole face, at `weight`, for these words of a visitor when they are Devanagari, so that it
 * has landed when they are drawn (the report's heading waits for the chart anyway) instead of being asked for
 * then, which would draw them in a fallback face first. The face is the one `--font-open-text` names.
 */
export function loadOpenTextFace(weight: 400 | 700, ...visitorWords: readonly (string | null | undefined)[]): void {
  if (typeof document === 'undefined' || !document.fonts || !needsOpenText(...visitorWords)) return;
  const stack = getComputedStyle(document.documentElement).getPropertyValue('--font-open-text').trim();
  const text = visitorWords.filter((word): word is string => typeof word === 'string').join(' ');
  // A face that fails to load leaves the fallback, as when it is asked for by the text itself.
  document.fonts.load(`${weight} 1em ${stack}`, text).catch(() => undefined);
}
