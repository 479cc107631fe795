/**
 * The body of a chat turn, built in one way by the island for every turn and by the page's early
 * script for the opening one: the early answer is read only by a turn whose body is the same.
 */
import type { Locale } from '../../../shared/i18n/locale';
import type { Ayanamsa } from '../../../shared/vocabulary/settings';
import { historyForRequest } from './history';
import type { ChatRequest, ChatTurn } from './sse';
import { chartFieldsOf, type ChatSubject } from './subjects';

/** `POST /api/chat`'s body for `turns` (ending with the visitor's new message) about `about`, in `locale`. */
export function chatRequest(turns: readonly ChatTurn[], about: ChatSubject, ayanamsa: Ayanamsa, locale: Locale): ChatRequest {
  return {
    conversationHistory: historyForRequest(turns.map(({ role, content }) => ({ role, content }))),
    chart: chartFieldsOf(about, ayanamsa),
    locale,
    ...(about.kind === 'match' ? { match: about.match.query } : {}),
  };
}
