/**
 * The conversation column of /chat: the scrolling message log (Markdown replies, a spinner until
 * the first reply arrives), the composer with Send — or Stop while a reply streams — and the
 * notice that the AI can make mistakes. Before React loads, the page's early script draws the opening state
 * (the first prompt, the spinner, Stop) with the same markup (opening-draw.ts): a change here goes there too.
 */
import { chatText } from '../../i18n/chat';
import { lazy, Suspense, useEffect, useRef, type SubmitEvent } from 'react';
import { MAX_MESSAGE_CHARS } from '../../../shared/contracts/chat-limits';
import { PRODUCT_NAME } from '../../../shared/product';
import type { Locale } from '../../../shared/i18n/locale';
import LazyMarkdown, { loadMarkdown } from './LazyMarkdown';
import type { ShownClaim } from './claims';
import type { ChatMessage } from './conversations';
import { withOpenText } from '../../lib/open-text';

/** A reply the claim check corrected: loaded with its report, outside /chat's first JavaScript (its budget). */
const CorrectedReply = lazy(() => import('./CorrectedReply'));

/** A reply; once the claim check has reported, with each wrong statement's correction marked and the statements checked. */
function Reply({ text, claims, locale }: { text: string; claims?: ShownClaim[]; locale: Locale }) {
  if (!claims?.length) return <LazyMarkdown text={text} />;
  return (
    <Suspense fallback={<LazyMarkdown text={text} />}>
      <CorrectedReply text={text} claims={claims} locale={locale} />
    </Suspense>
  );
}

export interface ChatThreadProps {
  messages: ChatMessage[];
  streaming: boolean;
  draft: string;
  onDraft(text: string): void;
  onSubmit(event: SubmitEvent): void;
  onStop(): void;
  /** The page's language (the claim check's report under each reply follows it). */
  locale: Locale;
}

/** The message log and composer (see the file comment). */
export default function ChatThread({ messages, streaming, draft, onDraft, onSubmit, onStop, locale }: ChatThreadProps) {
  const t = chatText[locale];
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  // An empty conversation is being started automatically (the chart is fetched first).
  const waitingForFirstReply = messages.length === 0 || (streaming && last?.role === 'user');
  const replied = messages.some((m) => m.role === 'assistant');
  useEffect(() => {
    if (!replied) return;
    // The Markdown renderer is not needed for the first paint (LazyMarkdown.tsx): it loads after the frame that draws
    // the first reply, not with the chart request, the prompt and the reply the page shows first (the first reply, whose
    // answer the page's early script may have asked for, is the page's largest paint).
    const frame = requestAnimationFrame(() => setTimeout(() => void loadMarkdown()));
    return () => cancelAnimationFrame(frame);
  }, [replied]);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, last?.content.length]);

  return (
    <>
      <div className="chat-messages" role="log" aria-label={t.messages} aria-busy={streaming} tabIndex={0}>
        {messages.map((m, i) => (
          <article
            key={i}
            className={withOpenText(`chat-message ${m.role === 'user' ? 'from-user' : 'from-ai'}${m.error ? ' is-error' : ''}`, m.openText)}
            aria-label={m.role === 'user' ? t.you : PRODUCT_NAME}
          >
            {m.role === 'user' ? <p>{m.content}</p> : <Reply text={m.content} claims={m.claims} locale={locale} />}
          </article>
        ))}
        {waitingForFirstReply && (
          <div className="chat-spinner" role="status">
            <span className="spinner" aria-hidden="true" />
            {t.reading}
          </div>
        )}
        <div ref={endRef} />
      </div>
      <form className="chat-composer" onSubmit={onSubmit}>
        <label htmlFor="chat-input" className="visually-hidden">
          {t.message}
        </label>
        <input
          id="chat-input"
          type="text"
          autoComplete="off"
          maxLength={MAX_MESSAGE_CHARS}
          placeholder={t.placeholder(PRODUCT_NAME)}
          value={draft}
          onChange={(e) => onDraft(e.target.value)}
        />
        {streaming ? (
          <button type="button" className="button secondary" onClick={onStop}>
            {t.stop}
          </button>
        ) : (
          <button type="submit" className="button" disabled={!draft.trim()}>
            {t.send}
          </button>
        )}
      </form>
      <p className="chat-notice">{t.notice}</p>
    </>
  );
}
