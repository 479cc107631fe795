/**
 * How the chat starts: whose chart it is about and which conversation opens. "Ask about this match"
 * links start a fresh conversation about the two charts (their births read by the lazily loaded match
 * code, or refused by name); otherwise the visitor's birth is found (birth-info.ts) and its last
 * conversation reopened (this browser's, or the account's when signed in), or a fresh one started;
 * without a birth the visitor is sent to the form.
 */
import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { localizePath } from '../../i18n/paths';
import { asksAboutMatch } from './about-match';
import { mayBeSignedIn } from '../../lib/account-hint';
import { saveBirth } from '../../stores/birth';
import { withAccountConversations } from './account-sync';
import { findBirth } from './birth-info';
import type { Phase } from './ChatStatus';
import { loadConversations, type ConversationState } from './conversations';
import type { MatchContext } from './match-context';
import { openedConversation } from './opening';
import { conversationAbout, subjectKey, type ChatSubject } from './subjects';

/** The match code, loaded only when the chat is about a match (/chat stays within its first-load JavaScript budget). */
export const loadMatchContext = () => import('./match-context');

/** What the start sets in the chat's state. */
export interface ChatStartState {
  setPhase: Dispatch<SetStateAction<Phase>>;
  setState: Dispatch<SetStateAction<ConversationState>>;
  setSubject: Dispatch<SetStateAction<ChatSubject | null>>;
  matchRef: RefObject<MatchContext | null>;
}

/** Starts the chat once, on mount (see the module comment). */
export function useChatStart(locale: Locale, { setPhase, setState, setSubject, matchRef }: ChatStartState): void {
  useEffect(() => {
    const controller = new AbortController();
    // "Ask about this match": a fresh conversation about the two charts and their match.
    const startMatch = async (match: MatchContext) => {
      matchRef.current = match;
      const about: ChatSubject = { kind: 'match', match, birth: match.bride };
      const fresh = conversationAbout(about, locale);
      const stored = await withAccountConversations(loadConversations(localStorage));
      if (controller.signal.aborted) return;
      setState({ conversations: [fresh, ...stored.conversations], activeId: fresh.id });
      setSubject(about);
      setPhase({ kind: 'ready', birth: match.bride });
    };
    if (asksAboutMatch(window.location.search)) {
      void loadMatchContext().then(async ({ readMatchContext, resolveMatchContext, matchRefusalView }) => {
        if (controller.signal.aborted) return;
        const match = readMatchContext(window.location.search);
        if (match) return startMatch(match);
        // Births the page cannot read alone (a named place, or a refused field): the chart API reads them, or they
        // are refused by name; the visitor's own birth never stands in for them.
        const result = await resolveMatchContext(window.location.search, locale);
        if (controller.signal.aborted) return;
        if ('match' in result) return startMatch(result.match);
        const view = await matchRefusalView(result.refused, locale);
        if (!controller.signal.aborted) setPhase({ kind: 'matchRefused', ...view, editHref: result.refused.editHref });
      });
      return () => controller.abort();
    }
    void findBirth(window.location.search, controller.signal)
      .then(async (lookup) => {
        // A new browser of a signed-in visitor holds no birth: the account's newest conversation names one (account-birth.ts).
        const fromAccount =
          lookup.kind === 'missing' && mayBeSignedIn() ? await import('./account-birth').then((m) => m.accountBirth()) : null;
        if (fromAccount) saveBirth(fromAccount);
        const found = fromAccount ? ({ kind: 'found', birth: fromAccount } as const) : lookup;
        if (found.kind === 'missing') {
          // No birth to read: send the visitor to the form in their language, which explains why they are there.
          setPhase(found);
          window.location.replace(localizePath(locale, '/?reason=no-birth-info'));
          return;
        }
        if (found.kind !== 'found') {
          setPhase(found);
          return;
        }
        const about: ChatSubject = { kind: 'self', birth: found.birth };
        const key = subjectKey(about);
        const stored = await withAccountConversations(loadConversations(localStorage));
        if (controller.signal.aborted) return;
        const current = openedConversation(stored, key);
        if (current) setState({ conversations: stored.conversations, activeId: current.id });
        else {
          const fresh = conversationAbout(about, locale);
          setState({ conversations: [fresh, ...stored.conversations], activeId: fresh.id });
        }
        setSubject(about);
        setPhase({ kind: 'ready', birth: found.birth });
      })
      .catch(() => setPhase({ kind: 'missing' }));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the setters and the ref are stable
  }, [locale]);
}
