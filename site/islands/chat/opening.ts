/**
 * How /chat opens for the visitor's own birth, read in one way by the page's early script and by
 * its island: the conversation shown (the active one about this birth, else the newest about it)
 * and, while that conversation is still empty, the chart request whose planets go into the first
 * prompt. The early script sends that request as soon as the HTML is parsed, so the chart is on its
 * way while the page's JavaScript downloads and hydrates.
 */
import { sendChartRequest } from '../../lib/api';
import type { BirthRequest } from '../../lib/birth-query';
import { loadBirth, type BirthDetails } from '../../stores/birth';
import { rememberedAyanamsa } from '../../stores/prefs';
import { birthKeyOf, loadConversations, type Conversation, type ConversationState } from './conversations';
import { readMatchContext } from './match-context';

/** The conversation the page opens about `key` (a subject key): the active one if it is about it, else the newest. */
export function openedConversation(stored: ConversationState, key: string): Conversation | undefined {
  const theirs = stored.conversations.filter((c) => c.birthKey === key);
  return theirs.find((c) => c.id === stored.activeId) ?? theirs[0];
}

/** The chart request of the first prompt about the visitor's own birth (the remembered ayanamsa). */
export function firstPromptRequest(birth: BirthDetails): BirthRequest {
  return { birth, ayanamsa: rememberedAyanamsa() };
}

/** The early script: sends the first prompt's chart request when the page will start a conversation about the stored birth. */
export function sendOpeningRequest(): void {
  if (readMatchContext(window.location.search)) return;
  const birth = loadBirth();
  if (!birth?.birthDate) return;
  const opened = openedConversation(loadConversations(localStorage), birthKeyOf(birth));
  if (!opened || opened.messages.length === 0) sendChartRequest(firstPromptRequest(birth));
}
