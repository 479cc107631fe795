/**
 * How /chat opens for the visitor's own birth, read in one way by the page's early script and by
 * its island: the conversation shown (the active one about this birth, else the newest about it)
 * and, while that conversation is still empty, its first turn: the chart request whose planets go into
 * the first prompt, then the prompt itself. The early script sends both as soon as it can (the chart when
 * the HTML is parsed, the turn when the chart is back), so the first reply is on its way while the page's
 * JavaScript downloads and hydrates.
 */
import type { LeanChart } from '../../../shared/chart/view';
import type { Locale } from '../../../shared/i18n/locale';
import { localeOfPath, localizePath } from '../../i18n/paths';
import { fetchLeanChart } from '../../lib/api';
import type { BirthRequest } from '../../lib/birth-query';
import { birthKeyOf, loadBirth, type BirthDetails } from '../../stores/birth';
import { rememberedAyanamsa } from '../../stores/prefs';
import { loadConversations, type Conversation, type ConversationState } from './conversations';
import { chatRequest } from './chat-request';
import { firstPrompt, planetSummary } from './first-prompt';
import { asksAboutMatch } from './about-match';
import { adoptLinkedBirth } from './birth-info';
import { mayBeSignedIn } from '../../lib/account-hint';
import { drawOpening } from './opening-draw';
import { settleOpening } from './opening-settled';
import { sendChatTurn } from './sse';
import { chartQueryOf, subjectNeedsOpenText, subjectTitle, titleInLocale } from './subjects';
import { loadOpenTextFace } from '../../lib/open-text';

/** The conversation the page opens about `key` (a subject key): the active one if it is about it, else the newest. */
export function openedConversation(stored: ConversationState, key: string): Conversation | undefined {
  const theirs = stored.conversations.filter((c) => c.birthKey === key);
  return theirs.find((c) => c.id === stored.activeId) ?? theirs[0];
}

/** The chart request of the first prompt about the visitor's own birth (the remembered ayanamsa). */
function firstPromptRequest(birth: BirthDetails): BirthRequest {
  return { birth, ayanamsa: rememberedAyanamsa() };
}

/** The first prompt about the visitor's own birth, with the planets of `chart` when it came. */
function openingPrompt(birth: BirthDetails, chart: Promise<LeanChart>, locale: Locale): Promise<string> {
  return chart
    .then((c) => planetSummary(c, locale))
    .catch(() => null)
    .then((planets) => firstPrompt(birth, new Date().getFullYear(), planets, locale));
}

/**
 * The opening prompt the early script composed, for the birth and language it was composed for; the island
 * takes it (openingPromptOf), and once the island has asked, the early script sends nothing.
 */
let early: { key: string; prompt: Promise<string> } | null = null;
let islandAsked = false;
/** Whether the early script drew the opening conversation (opening-draw.ts), which the island then shows until it draws its own. */
let drawn = false;

/** Whether the early script's drawing of the opening conversation is showing (read by the island as it renders). */
export function openingDrawn(): boolean {
  return drawn;
}

/** The island draws a conversation of its own from now on (its first message): the early drawing is gone for good. */
export function leaveOpeningDrawing(): void {
  drawn = false;
}

/**
 * The first prompt about the visitor's own birth, for the island: the early script's (whose turn, sent already,
 * the island's streamChat then reads: its `.then` ran first), else composed now from a fresh chart request.
 */
export function openingPromptOf(birth: BirthDetails, locale: Locale): Promise<string> {
  islandAsked = true;
  const composed = early?.key === `${locale} ${birthKeyOf(birth)}` ? early.prompt : null;
  early = null;
  return composed ?? openingPrompt(birth, fetchLeanChart(firstPromptRequest(birth)), locale);
}

/**
 * The early script: when the page will start a conversation about the stored birth, sends the first prompt's
 * chart request and, once the chart is back, the first turn itself, worded and shaped as the island will send
 * it (chatRequest), so the reply is on its way before the island has hydrated.
 */
export function sendOpeningRequest(): void {
  adoptLinkedBirth(window.location.search);
  // A page about a match never opens on the visitor's own birth, even when the match's births cannot be read.
  const birth = islandAsked || asksAboutMatch(window.location.search) ? null : loadBirth();
  const opened = birth?.birthDate ? openedConversation(loadConversations(localStorage), birthKeyOf(birth)) : undefined;
  // Signed in, the account may hold this birth's conversation (another device's): the island looks before starting one.
  if (!birth?.birthDate || (opened && opened.messages.length > 0) || (!opened && mayBeSignedIn())) {
    // Nothing to draw: the island may load now (client:opening).
    settleOpening();
    return;
  }
  // The prompt names the visitor: a Devanagari name's face travels with the chart request.
  loadOpenTextFace(400, birth.name, birth.place.address);
  const request = firstPromptRequest(birth);
  const locale = localeOfPath(window.location.pathname);
  const prompt = openingPrompt(birth, fetchLeanChart(request), locale);
  early = { key: `${locale} ${birthKeyOf(birth)}`, prompt };
  const title = titleInLocale(opened?.title ?? subjectTitle({ kind: 'self', birth }, locale), locale);
  void prompt.then((text) => {
    sendChatTurn(chatRequest([{ role: 'user', content: text }], { kind: 'self', birth }, request.ayanamsa, locale));
    // The prompt is drawn at once (the page's largest paint), unless the island already draws the conversation.
    const chart = `${localizePath(locale, '/detailed-kundali')}?${chartQueryOf({ kind: 'self', birth }, request.ayanamsa)}`;
    drawn = drawOpening(title, chart, text, locale, subjectNeedsOpenText({ kind: 'self', birth }));
    // The island loads after the frame that paints it (client:opening).
    requestAnimationFrame(() => setTimeout(settleOpening));
  });
}
