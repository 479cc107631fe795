/**
 * The opening conversation drawn by the page's early script, before React has loaded: the conversation's
 * title with the link to its chart, the log with the visitor's first prompt and the spinner, and the composer (Stop, as while a reply is
 * awaited) with the notice: the markup, classes and strings ChatApp and ChatThread render for that state, so
 * nothing moves when the island takes over. It is drawn into the island's `.chat-early` box, which React renders
 * with an empty inner HTML it never sets again (so neither hydration nor a later render touches what is drawn
 * there), and which it drops in the same render that draws its own conversation. Why: the first prompt is the
 * page's largest paint, and the early script has it while React (most of the page's JavaScript) still loads.
 * The composer's field is read-only here: nothing can be typed that the island's field would then lose.
 */
import type { Locale } from '../../../shared/i18n/locale';
import { MAX_MESSAGE_CHARS } from '../../../shared/contracts/chat-limits';
import { PRODUCT_NAME } from '../../../shared/product';
import { chatText } from '../../i18n/chat';
import { withOpenText } from '../../lib/open-text';

/** The class of the island's box for the early drawing (ChatApp renders it; chat.css lays it out as its children). */
export const EARLY_DRAWING_CLASS = 'chat-early';

/** Its inner HTML as React renders it: one object, so no later render sets it again. */
export const EARLY_DRAWING_HTML = { __html: '' };

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * Draws the opening conversation (title and the link to its chart, `chartHref`; first prompt) into the island's box,
 * when the island still shows it (not yet hydrated, or hydrated and not yet drawing its own conversation). True when drawn.
 */
export function drawOpening(title: string, chartHref: string, prompt: string, locale: Locale, openText = false): boolean {
  const box = document.querySelector(`.${EARLY_DRAWING_CLASS}`);
  if (!box || box.childElementCount > 0) return false;
  const t = chatText[locale];
  const end = element('div', {});
  const composer = element(
    'form',
    { class: 'chat-composer' },
    element('label', { class: 'visually-hidden', for: 'chat-input-early' }, t.message),
    element('input', {
      id: 'chat-input-early',
      type: 'text',
      autocomplete: 'off',
      maxlength: String(MAX_MESSAGE_CHARS),
      placeholder: t.placeholder(PRODUCT_NAME),
      readonly: '',
    }),
    element('button', { type: 'button', class: 'button secondary' }, t.stop),
  );
  // Enter in the field would submit the form, reloading the page.
  composer.addEventListener('submit', (event) => event.preventDefault());
  box.append(
    element(
      'p',
      { class: withOpenText('chat-about', openText), 'aria-live': 'polite' },
      title,
      ' · ',
      element('a', { href: chartHref }, t.chartLink),
    ),
    element(
      'div',
      { class: 'chat-messages', role: 'log', 'aria-label': t.messages, 'aria-busy': 'true', tabindex: '0' },
      element('article', { class: withOpenText('chat-message from-user', openText), 'aria-label': t.you }, element('p', {}, prompt)),
      element('div', { class: 'chat-spinner', role: 'status' }, element('span', { class: 'spinner', 'aria-hidden': 'true' }), t.reading),
      end,
    ),
    composer,
    element('p', { class: 'chat-notice' }, t.notice),
  );
  // As ChatThread does once a message is drawn.
  end.scrollIntoView({ block: 'end' });
  return true;
}
