/**
 * The chat's collapsible sidebar: whose chart the chat is about (when there is a choice: the
 * visitor, the people saved with the account, a match), "Today" with that chart's conversations
 * (each titled with whose chart it is) and a "New conversation" button. It slides in 300 ms
 * (CSS), without animation for visitors who ask for reduced motion.
 */
import type { Conversation } from './conversations';

export interface SidebarProps {
  open: boolean;
  conversations: Conversation[];
  activeId: string | null;
  onSelect(id: string): void;
  onNew(): void;
  busy: boolean;
  /** {subjectsHeading} the chat can be about: a key and a label each. */
  subjects: { key: string; label: string }[];
  /** The chosen one's key. */
  subjectKey: string | null;
  onChoose(key: string): void;
  /** The heading of the choice, in the page's language. */
  subjectsHeading: string;
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
}: SidebarProps) {
  return (
    <nav id="chat-sidebar" className={`chat-sidebar${open ? ' is-open' : ''}`} aria-label="Conversations" inert={!open}>
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
                  className="chat-subject"
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
        New conversation
      </button>
      <h2 className="chat-sidebar-heading">Today</h2>
      <ul className="chat-conversations">
        {conversations.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="chat-conversation"
              aria-current={c.id === activeId ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
              disabled={busy}
            >
              {c.title}
              <span className="visually-hidden">, started {new Date(c.createdAt).toLocaleTimeString()}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
