/**
 * The chat's collapsible sidebar: whose chart the chat is about (when there is a choice: the
 * visitor, the people saved with the account, a match), "Today" with that chart's conversations
 * (each titled with whose chart it is) and a "New conversation" button. It slides in 300 ms
 * (CSS), without animation for visitors who ask for reduced motion.
 */
import type { Conversation } from './conversations';
import { intlLocale, type Locale } from '../../../shared/i18n/locale';
import { chatText } from '../../i18n/chat';
import { titleInLocale } from './subjects';
import { withOpenText } from '../../lib/open-text';

export interface SidebarProps {
  open: boolean;
  conversations: Conversation[];
  activeId: string | null;
  onSelect(id: string): void;
  onNew(): void;
  busy: boolean;
  /** {subjectsHeading} the chat can be about: a key and a label each. */
  subjects: { key: string; label: string; openText: boolean }[];
  /** The chosen one's key. */
  subjectKey: string | null;
  onChoose(key: string): void;
  /** The heading of the choice, in the page's language. */
  subjectsHeading: string;
  /** The page's language (the sidebar's words and the conversations' titles follow it). */
  locale: Locale;
}

/** A conversation's start time on the 24-hour clock of the page's language (Hindi pages keep Latin am/pm out). */
function startedAt(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (locale === 'en') return date.toLocaleTimeString();
  return date.toLocaleTimeString(intlLocale(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** The sidebar (see the file comment). */
export default function Sidebar({
  open,
  conversations,
  activeId,
  onSelect,
  onNew,
  busy,
  subjects,
  subjectKey,
  onChoose,
  subjectsHeading,
  locale,
}: SidebarProps) {
  const t = chatText[locale];
  return (
    <nav id="chat-sidebar" className={`chat-sidebar${open ? ' is-open' : ''}`} aria-label={t.conversations} inert={!open}>
      {subjects.length > 1 && (
        <>
          <h2 className="chat-sidebar-heading" id="chat-subjects-heading">
            {subjectsHeading}
          </h2>
          <ul className="chat-subjects" aria-labelledby="chat-subjects-heading">
            {subjects.map((s) => (
              <li key={s.key}>
                <button
                  type="button"
                  className={withOpenText('chat-subject', s.openText)}
                  aria-pressed={s.key === subjectKey}
                  onClick={() => onChoose(s.key)}
                  disabled={busy}
                >
                  {s.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="button secondary chat-new" onClick={onNew} disabled={busy}>
        {t.newConversation}
      </button>
      <h2 className="chat-sidebar-heading">{t.today}</h2>
      <ul className="chat-conversations">
        {conversations.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={withOpenText('chat-conversation', c.openText)}
              aria-current={c.id === activeId ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
              disabled={busy}
            >
              {titleInLocale(c.title, locale)}
              <span className="visually-hidden">{t.started(startedAt(c.createdAt, locale))}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
