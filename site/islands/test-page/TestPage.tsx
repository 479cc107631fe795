/**
 * The /test page island (spec "/test"): the "User Details" form, then "Loading..." while the
 * seven chart calls run in parallel, then "Error: {message}" or the three-column chat view
 * ("Chat History", messages with "Type your message...", "References" as formatted JSON) with the
 * hidden user-details card. The conversation begins with a local system message; the first user
 * turn carries the horoscope predictions (spec §4); replies come from `/api/chat` as JSON.
 */
import { useState, type SubmitEvent } from 'react';
import LazyMarkdown from '../chat/LazyMarkdown';
import { historyForRequest } from '../chat/history';
import { apiRequest, readApiError } from '../../lib/api-client';
import { fetchChartData, firstTurn, type ChartDataBundle } from './chart-data';
import { chartFailureText, chatFailureText, type TestChatFailure } from './failure-text';
import UserDetailsForm, { type UserDetails } from './UserDetailsForm';
import type { LocaleProps } from '../../i18n/locale-props';
import { testPageText } from '../../i18n/test-page';
import './test-page.css';

interface Message {
  role: 'system' | 'user' | 'assistant';
  content: string;
  shown: string;
  error?: boolean;
}

type Phase =
  | { kind: 'form' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; details: UserDetails; data: ChartDataBundle };

/** The spec's opening system message (kept in the page; the server writes the real system prompt). */
const SYSTEM_MESSAGE = 'You are a helpful assistant.';

/** The test page (see the file comment). */
export default function TestPage({ locale }: LocaleProps) {
  const t = testPageText[locale];
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [lastDetails, setLastDetails] = useState<UserDetails | null>(null);
  const [messages, setMessages] = useState<Message[]>([{ role: 'system', content: SYSTEM_MESSAGE, shown: SYSTEM_MESSAGE }]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);

  const load = async (details: UserDetails) => {
    setLastDetails(details);
    setPhase({ kind: 'loading' });
    try {
      const data = await fetchChartData(details.address, details.dob, details.timeOfBirth);
      setPhase({ kind: 'ready', details, data });
    } catch (error) {
      setPhase({ kind: 'error', message: await chartFailureText(locale, error) });
    }
  };

  const send = async (event: SubmitEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || waiting || phase.kind !== 'ready') return;
    const isFirst = !messages.some((m) => m.role === 'user');
    const content = isFirst ? firstTurn(phase.data.horoscopePredictions, text) : text;
    const next = [...messages, { role: 'user' as const, content, shown: text }];
    setMessages(next);
    setDraft('');
    setWaiting(true);
    const d = phase.details;
    const chart = {
      name: d.name,
      date: d.dob,
      time: d.timeOfBirth,
      lat: String(d.address.lat),
      lon: String(d.address.lon),
      place: d.address.address,
      ...(d.address.zone ? { [/^[+-]\d{2}:\d{2}$/.test(d.address.zone) ? 'utcOffset' : 'tz']: d.address.zone } : {}),
    };
    const fail = async (failure: TestChatFailure) => {
      const shown = await chatFailureText(locale, failure);
      setMessages((m) => [...m, { role: 'assistant', content: '', shown, error: true }]);
    };
    try {
      const response = await apiRequest('chat', {
        method: 'POST',
        body: {
          conversationHistory: historyForRequest(
            next
              .filter((m): m is Message & { role: 'user' | 'assistant' } => m.role !== 'system' && !m.error)
              .map(({ role, content: c }) => ({ role, content: c })),
          ),
          chart,
          locale,
        },
      });
      const body = response.ok ? ((await response.json().catch(() => ({}))) as Record<string, unknown>) : {};
      const { reply } = body;
      if (response.ok && typeof reply === 'string') setMessages((m) => [...m, { role: 'assistant', content: reply, shown: reply }]);
      // An answer without a reply is a server failure; a refusal's body says which field and why.
      else {
        const refused = response.ok ? null : await readApiError(response, t.failed);
        await fail({ status: response.status, body: refused?.body ?? {}, english: refused?.message ?? t.failed });
      }
    } catch (error) {
      await fail({ status: 0, body: {}, english: error instanceof Error ? error.message : t.failed });
    } finally {
      setWaiting(false);
    }
  };

  if (phase.kind === 'loading')
    return (
      <p role="status" className="test-status">
        {t.loading}
      </p>
    );
  if (phase.kind === 'error') {
    return (
      <div role="alert" className="test-error">
        <p>{t.error(phase.message)}</p>
        <button type="button" className="button secondary" onClick={() => setPhase({ kind: 'form' })}>
          {t.backToForm}
        </button>
      </div>
    );
  }
  if (phase.kind === 'ready') {
    const d = phase.details;
    return (
      <div className="test-columns">
        <aside className="test-history" aria-labelledby="test-history-title">
          <h2 id="test-history-title">{t.chatHistory}</h2>
          <ul>
            <li>{t.currentConversation}</li>
          </ul>
        </aside>
        <section className="test-chat" aria-label={t.chat}>
          <div className="test-messages" role="log" aria-label={t.messages} aria-busy={waiting} tabIndex={0}>
            {messages
              .filter((m) => m.role !== 'system')
              .map((m, i) => (
                <article
                  key={i}
                  className={`test-message ${m.role === 'user' ? 'from-user' : 'from-ai'}${m.error ? ' is-error' : ''}`}
                  aria-label={m.role === 'user' ? t.you : t.ai}
                >
                  {m.role === 'user' || m.error ? <p>{m.shown}</p> : <LazyMarkdown text={m.shown} />}
                </article>
              ))}
            {waiting && (
              <p role="status" className="test-status">
                {t.thinking}
              </p>
            )}
          </div>
          <form className="test-composer" onSubmit={send}>
            <label htmlFor="test-input" className="visually-hidden">
              {t.message}
            </label>
            <input
              id="test-input"
              type="text"
              autoComplete="off"
              maxLength={1000}
              placeholder={t.placeholder}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button type="submit" className="button" disabled={!draft.trim() || waiting}>
              {t.send}
            </button>
          </form>
        </section>
        <aside className="test-references" aria-labelledby="test-references-title">
          <h2 id="test-references-title">{t.references}</h2>
          <pre className="test-json" tabIndex={0} aria-label={t.referencesJson}>
            {JSON.stringify(phase.data, null, 2)}
          </pre>
        </aside>
        <section className="card test-details" hidden aria-label={t.detailsLabel}>
          <p>Name: {d.name}</p>
          <p>Date of birth: {d.dob}</p>
          <p>Time of birth: {d.timeOfBirth}</p>
          <p>Address: {d.address.address}</p>
          <p>Gender: {d.gender}</p>
        </section>
      </div>
    );
  }
  return <UserDetailsForm initial={lastDetails} locale={locale} onSubmit={(details) => void load(details)} />;
}
