/**
 * The chat's collapsible sidebar: "Today" with the conversation list (each titled
 * "Transit Predictions") and a "New conversation" button. It slides in 300 ms (CSS), without
 * animation for visitors who ask for reduced motion.
 */
import type { Conversation } from './conversations';

export interface SidebarProps {
  open: boolean;
  conversations: Conversation[];
  activeId: string | null;
  onSelect(id: string): void;
  onNew(): void;
  busy: boolean;
}

/** The sidebar (see the file comment). */
export default function Sidebar({ open, conversations, activeId, onSelect, onNew, busy }: SidebarProps) {
  return (
    <nav id="chat-sidebar" className={`chat-sidebar${open ? ' is-open' : ''}`} aria-label="Conversations" inert={!open}>
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
