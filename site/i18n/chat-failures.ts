/**
 * A failed chat turn in the page's language. English keeps what the page showed before (the
 * API's `title: message`); other languages word a refused field from its stable code with the
 * field problems' table (naming it by its label: the message, the conversation, a birth or match
 * field), and a failure without a field (by the kind of status), no answer at all and a reply cut
 * short from here. The chat page loads it only when a turn
 * fails, so the chat's first load does not carry the tables.
 */
import type { FieldProblemParams } from '../../shared/contracts/field-problem';
import type { Locale } from '../../shared/i18n/locale';
import { MATCH_PERSON_NAMES } from '../../shared/vocabulary/match-person';
import { defineMessages } from './catalogue';
import { birthFieldLabel, wordProblem } from './field-problems';

export const chatFailureText = defineMessages(
  {
    /** No answer at all; English keeps the page's own sentence (`message`). */
    unreachable: (message: string) => message,
    /** The stream ended before its last frame; English keeps the page's own sentence (`message`). */
    cutShort: (message: string) => message,
    /** Failures without a field, by the kind of status; English keeps the API's `title: message`. */
    refused: (shown: string) => shown,
    tooManyRequests: (shown: string) => shown,
    serverFailed: (shown: string) => shown,
    conversation: 'Conversation',
    message: 'Message',
    role: 'Message role',
    birth: 'Birth details',
    match: 'Match details',
    /**
     * Whose details of a match: said here, with this table loaded only on a failure, because taking
     * the words from the match vocabulary or the chat's subject labels splits a shared chunk out of
     * /chat's first load (measured +0.4 KiB gzipped for chat-subjects.ts).
     */
    person: { bride: "Bride's details", groom: "Groom's details" },
    request: 'Request',
  },
  {
    hi: {
      unreachable: (_message: string) => 'चैट सेवा तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें।',
      cutShort: (_message: string) => 'उत्तर पूरा होने से पहले ही कट गया। कृपया फिर से पूछें।',
      refused: (_shown: string) => 'चैट सेवा ने यह अनुरोध स्वीकार नहीं किया। पृष्ठ फिर से खोलकर पूछें।',
      tooManyRequests: (_shown: string) => 'अभी बहुत अधिक अनुरोध आ रहे हैं। थोड़ी देर बाद फिर से पूछें।',
      serverFailed: (_shown: string) => 'चैट सेवा अभी उत्तर नहीं दे सकी। थोड़ी देर बाद फिर से पूछें।',
      conversation: 'बातचीत',
      message: 'संदेश',
      role: 'संदेश की भूमिका',
      birth: 'जन्म विवरण',
      match: 'मिलान का विवरण',
      person: { bride: `${MATCH_PERSON_NAMES.bride.hi} का विवरण`, groom: `${MATCH_PERSON_NAMES.groom.hi} का विवरण` },
      request: 'अनुरोध',
    },
  },
  'chatFailureText',
);

/** A failed turn as the chat holds it (see ChatStreamError in site/islands/chat/sse.ts). */
export interface ChatFailure {
  status: number;
  title: string;
  message: string;
  failure: 'unreachable' | 'cutShort' | null;
  /** The API's error body: `field`, `code` and `params` when it refused a field. */
  body: Readonly<Record<string, unknown>>;
}

/** The label of a field the chat API named: `conversationHistory[2].content`, `chart.date`, `match.bride.time`, … */
export function chatFieldLabel(locale: Locale, field: string): string {
  const t = chatFailureText[locale];
  if (field === 'conversationHistory') return t.conversation;
  if (/^conversationHistory\[\d+\]\.role$/.test(field)) return t.role;
  if (/^conversationHistory\[\d+\](\.content)?$/.test(field)) return t.message;
  const [head, ...rest] = field.split('.');
  if (head === 'chart') return rest.length > 0 ? birthFieldLabel(locale, rest.join('.')) : t.birth;
  // A match's field (`match.bride.time`, `match.groom`, `match.ayanamsa`): whose detail it is (or the match's), then the field.
  if (head === 'match') {
    const [person, ...birthField] = rest;
    if (person !== 'bride' && person !== 'groom')
      return rest.length > 0 ? `${t.match}: ${birthFieldLabel(locale, rest.join('.'))}` : t.match;
    return birthField.length > 0 ? `${t.person[person]}: ${birthFieldLabel(locale, birthField.join('.'))}` : t.person[person];
  }
  return t.request;
}

/** The sentence shown in the thread for a failed turn. */
export function wordChatFailure(locale: Locale, failure: ChatFailure): string {
  if (locale === 'en') return `${failure.title}: ${failure.message}`;
  const t = chatFailureText[locale];
  if (failure.failure) return t[failure.failure](failure.message);
  const { field, code, params } = failure.body;
  if (typeof field === 'string' && failure.status === 400) {
    const numbers = params && typeof params === 'object' ? (params as FieldProblemParams) : {};
    return wordProblem(locale, { code, params: numbers }, chatFieldLabel(locale, field));
  }
  const shown = `${failure.title}: ${failure.message}`;
  if (failure.status === 429) return t.tooManyRequests(shown);
  return failure.status >= 400 && failure.status < 500 ? t.refused(shown) : t.serverFailed(shown);
}
