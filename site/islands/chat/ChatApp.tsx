/**
 * The /chat page island (spec "/chat"): finds the visitor's birth, restores or starts a
 * conversation, streams replies from `/api/chat` token by token (Stop cancels), renders them as
 * Markdown, and keeps conversations in localStorage. Without birth details it says so and links
 * to the home page. Its title links to the chart it reads; after the thread, whose chart it is and the
 * chart's ways on (ChatChartLinks). The sidebar chooses whose chart the conversation is about (subjects.ts): the
 * visitor's, a person saved with the account, or the match the page was opened with.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { fetchLeanChart } from '../../lib/api';
import type { SavedChart } from '../../../shared/contracts/account';
import { mayBeSignedIn } from '../../lib/account-hint';
import { withOpenText } from '../../lib/open-text';
import { rememberedAyanamsa } from '../../stores/prefs';
import { saveConversations, type ChatMessage, type ConversationState } from './conversations';
import { callAccount, useAccountConversations } from './account-sync';
import { chatRequest } from './chat-request';
import { personFirstPrompt, planetSummary } from './first-prompt';
import { leaveOpeningDrawing, openingDrawn, openingPromptOf } from './opening';
import { EARLY_DRAWING_CLASS, EARLY_DRAWING_HTML } from './opening-draw';
import { chatSubjectMessages } from '../../i18n/chat-subjects';
import {
  chartQueryOf,
  conversationAbout,
  savedBirth,
  subjectKey,
  subjectLabel,
  subjectNeedsOpenText,
  subjectsFor,
  titleInLocale,
  type ChatSubject,
} from './subjects';
import type { MatchContext } from './match-context';
import ChatThread from './ChatThread';
import type { Phase } from './ChatStatus';
import PhaseStatus from './PhaseStatus';
import { loadMatchContext, useChatStart } from './useChatStart';
import Sidebar from './Sidebar';
import { ChatStreamError, streamChat } from './sse';
import type { LocaleProps } from '../../i18n/locale-props';
import { chatText } from '../../i18n/chat';
import { localizePath } from '../../i18n/paths';
import './chat.css';

/** Whose chart it is and the ways to it: loaded once the chat is ready, outside its first JavaScript. */
const ChatChartLinks = lazy(() => import('./ChatChartLinks'));

/** The chat (see the file comment). `buildYear` is replaced by the visitor's current year on mount. */
/** Where the sidebar starts closed; chat.css's `.sidebar-auto` rules use the same width. */
const NARROW_CHAT_QUERY = '(max-width: 48rem)';

export default function ChatApp({ buildYear, locale }: { buildYear: number } & LocaleProps) {
  const t = chatText[locale];
  const [year, setYear] = useState(buildYear);
  const [phase, setPhase] = useState<Phase>({ kind: 'finding' });
  const [state, setState] = useState<ConversationState>({ conversations: [], activeId: null });
  // null until hydrated: the CSS then decides by width (open on wide screens, closed on narrow ones), so a phone
  // never sees the server-rendered open sidebar slide shut (Lighthouse measured CLS 2.8 on /hi/chat from that).
  const [sidebarOpen, setSidebarOpen] = useState<boolean | null>(null);
  const [draft, setDraft] = useState('');
  const [streaming, setStreaming] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const startedRef = useRef<string | null>(null);
  const matchRef = useRef<MatchContext | null>(null);
  const [subject, setSubject] = useState<ChatSubject | null>(null);
  const [saved, setSaved] = useState<SavedChart[]>([]);

  const active = state.conversations.find((c) => c.id === state.activeId) ?? null;
  const messages = active?.messages ?? [];

  useEffect(() => {
    setYear(new Date().getFullYear());
    setSidebarOpen(!window.matchMedia(NARROW_CHAT_QUERY).matches);
  }, []);
  useChatStart(locale, { setPhase, setState, setSubject, matchRef });

  useEffect(() => {
    if (state.activeId) saveConversations(localStorage, state);
  }, [state]);

  useAccountConversations(state, streaming);

  // Signed in: the people saved with the account can be chosen in the sidebar.
  useEffect(() => {
    if (phase.kind !== 'ready' || !mayBeSignedIn()) return;
    void callAccount<{ charts: SavedChart[] }>('GET', 'charts').then((result) => {
      if (result.ok) setSaved(result.data.charts);
    });
  }, [phase.kind]);

  const updateMessages = useCallback((id: string, change: (m: ChatMessage[]) => ChatMessage[]) => {
    setState((s) => ({ ...s, conversations: s.conversations.map((c) => (c.id === id ? { ...c, messages: change(c.messages) } : c)) }));
  }, []);

  const send = useCallback(
    async (text: string, history: ChatMessage[], conversationId: string, about: ChatSubject, composed = false) => {
      const controller = new AbortController();
      abortRef.current = controller;
      setStreaming(true);
      const turns = [...history.filter((m) => !m.error), { role: 'user' as const, content: text }];
      leaveOpeningDrawing();
      // Typed by the visitor, or composed by the site around the subject's names (the first prompt).
      const aboutOpen = subjectNeedsOpenText(about);
      updateMessages(conversationId, (m) => [...m, { role: 'user', content: text, ...(!composed || aboutOpen ? { openText: true } : {}) }]);
      let started = false;
      // A model's answer may hold any Hindi; the built-in reader's is the site's words around the subject's names.
      let replyOpen = true;
      try {
        await streamChat(
          chatRequest(turns, about, rememberedAyanamsa(), locale),
          (delta) => {
            if (!started) {
              started = true;
              updateMessages(conversationId, (m) => [
                ...m,
                { role: 'assistant', content: delta, ...(replyOpen ? { openText: true } : {}) },
              ]);
              return;
            }
            updateMessages(conversationId, (m) => m.map((msg, i) => (i === m.length - 1 ? { ...msg, content: msg.content + delta } : msg)));
          },
          controller.signal,
          {
            onBuiltIn: (builtIn) => {
              replyOpen = !builtIn || aboutOpen;
            },
            // The model corrected itself: the whole reply is replaced; then the statements checked arrive.
            onReplace: (text) =>
              updateMessages(conversationId, (m) => m.map((msg, i) => (i === m.length - 1 && started ? { ...msg, content: text } : msg))),
            onClaims: (claims) =>
              updateMessages(conversationId, (m) => m.map((msg, i) => (i === m.length - 1 && started ? { ...msg, claims } : msg))),
          },
        );
      } catch (error) {
        if (controller.signal.aborted) {
          if (started)
            updateMessages(conversationId, (m) =>
              m.map((msg, i) => (i === m.length - 1 ? { ...msg, content: `${msg.content}\n\n${t.stopped}` } : msg)),
            );
        } else {
          // English as before (the API's `title: message`); other languages word the failure with
          // site/i18n/chat-failures.ts, loaded only now so the chat's first load does not carry the tables
          // (offline, when even that cannot load, the page's short sentence).
          const message = !(error instanceof ChatStreamError)
            ? t.failed
            : locale === 'en'
              ? `${error.title}: ${error.message}`
              : await import('../../i18n/chat-failures').then(
                  (failures) => failures.wordChatFailure(locale, error),
                  () => t.failed,
                );
          // A partial reply stays visible but is never kept as if it were complete.
          updateMessages(conversationId, (m) => [
            ...(started ? m.map((msg, i) => (i === m.length - 1 ? { ...msg, content: `${msg.content}\n\n${t.cutShort}` } : msg)) : m),
            { role: 'assistant', content: message, error: true },
          ]);
        }
      } finally {
        abortRef.current = null;
        setStreaming(false);
      }
    },
    [updateMessages, locale, t],
  );

  // First load of an empty conversation: build the first prompt and start automatically.
  useEffect(() => {
    if (phase.kind !== 'ready' || !subject || !active || active.messages.length > 0 || streaming || startedRef.current === active.id)
      return;
    if (active.birthKey !== subjectKey(subject)) return;
    startedRef.current = active.id;
    if (subject.kind === 'match') {
      void loadMatchContext().then(({ matchFirstPrompt }) => send(matchFirstPrompt(subject.match, locale), [], active.id, subject, true));
      return;
    }
    if (subject.kind === 'self') {
      // The page's early script may have composed it and sent the turn already (opening.ts); send() then reads that answer.
      void openingPromptOf(subject.birth, locale).then((prompt) => send(prompt, [], active.id, subject, true));
      return;
    }
    const request = savedBirth(subject.person);
    if (!request) return;
    const year = new Date().getFullYear();
    void fetchLeanChart(request)
      .then((chart) => planetSummary(chart, locale))
      .catch(() => null)
      .then((planets) =>
        send(personFirstPrompt(request.birth, subject.person.relation, year, planets, locale), [], active.id, subject, true),
      );
  }, [phase, subject, active, streaming, send, locale]);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || streaming || phase.kind !== 'ready' || !active || !subject) return;
    setDraft('');
    void send(text, active.messages, active.id, subject);
  };

  const onNew = () => {
    if (phase.kind !== 'ready' || !subject) return;
    const fresh = conversationAbout(subject, locale);
    setState((s) => ({ conversations: [fresh, ...s.conversations], activeId: fresh.id }));
  };

  const self = phase.kind === 'ready' && !matchRef.current ? phase.birth : null;
  const subjects = subjectsFor(self, matchRef.current, saved);
  // Another person's chart: their latest conversation, or a new one about them.
  const onChoose = (key: string) => {
    const next = subjects.find((s) => subjectKey(s) === key);
    if (!next || streaming) return;
    setSubject(next);
    setState((s) => {
      const theirs = s.conversations.find((c) => c.birthKey === key);
      if (theirs) return { ...s, activeId: theirs.id };
      const fresh = conversationAbout(next, locale);
      return { conversations: [fresh, ...s.conversations], activeId: fresh.id };
    });
  };

  // The early script drew the opening conversation (opening-draw.ts): shown until this draws its first message.
  const early = openingDrawn() && (phase.kind === 'finding' || phase.kind === 'ready');
  const currentKey = subject ? subjectKey(subject) : null;
  // The person's chart (not a match's) as the chart API's query: the title and ChatChartLinks link to it.
  const chartQuery = subject && subject.kind !== 'match' ? chartQueryOf(subject, rememberedAyanamsa()) : '';
  const mine = currentKey ? state.conversations.filter((c) => c.birthKey === currentKey) : [];

  return (
    <div className={`chat-layout${sidebarOpen === null ? ' sidebar-auto' : sidebarOpen ? ' sidebar-open' : ''}`}>
      <Sidebar
        open={sidebarOpen ?? true}
        conversations={mine}
        activeId={state.activeId}
        onSelect={(id) => setState((s) => ({ ...s, activeId: id }))}
        onNew={onNew}
        busy={streaming}
        subjects={subjects.map((s) => ({ key: subjectKey(s), label: subjectLabel(s, locale), openText: subjectNeedsOpenText(s) }))}
        subjectsHeading={chatSubjectMessages[locale].whoseChart}
        locale={locale}
        subjectKey={currentKey}
        onChoose={onChoose}
      />
      <section className="chat-main" aria-labelledby="chat-title">
        <div className="chat-header">
          <button
            type="button"
            className="chat-toggle"
            aria-expanded={sidebarOpen ?? true}
            aria-controls="chat-sidebar"
            onClick={() => setSidebarOpen((o) => !(o ?? true))}
          >
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">{(sidebarOpen ?? true) ? t.hideConversations : t.showConversations}</span>
          </button>
          <h1 id="chat-title">{subject?.kind === 'match' ? t.aboutMatch : t.transitTitle(year)}</h1>
        </div>
        {(phase.kind === 'finding' || early) && (
          // Its content is the early script's: React renders it empty and never sets it again (one object).
          <div className={EARLY_DRAWING_CLASS} dangerouslySetInnerHTML={EARLY_DRAWING_HTML} />
        )}
        {subject && active && !early && (
          <p className={withOpenText('chat-about', active.openText)} aria-live="polite">
            {titleInLocale(active.title, locale)}
            {chartQuery && (
              <>
                {' · '}
                <a href={`${localizePath(locale, '/detailed-kundali')}?${chartQuery}`}>{t.chartLink}</a>
              </>
            )}
          </p>
        )}
        <PhaseStatus phase={phase} locale={locale} />
        {phase.kind === 'ready' && !early && (
          <ChatThread
            locale={locale}
            messages={messages}
            streaming={streaming}
            draft={draft}
            onDraft={setDraft}
            onSubmit={onSubmit}
            onStop={() => abortRef.current?.abort()}
          />
        )}
        {/* After the thread, so its late arrival moves nothing the visitor sees. */}
        {phase.kind === 'ready' && chartQuery && !early && (
          <Suspense fallback={null}>
            <ChatChartLinks query={chartQuery} locale={locale} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
