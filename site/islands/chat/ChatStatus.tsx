/**
 * Where the chat stands before a conversation can start: finding the visitor's birth, no birth
 * (with the way to the form), a place the chart API could not find, or a match link whose births
 * were refused (each refusal, and the way back to the matching page).
 */
import type { Locale } from '../../../shared/i18n/locale';
import type { BirthDetails } from '../../stores/birth';
import { chatText } from '../../i18n/chat';
import { localizePath } from '../../i18n/paths';

/** The chat's phase: finding whose chart it is about, one of the ways that fails, or ready. */
export type Phase =
  | { kind: 'finding' }
  | { kind: 'missing' }
  | { kind: 'unresolved'; place: string }
  /** A match link whose births cannot be read: each refusal in the page's language, and the way back to the matching page. */
  | { kind: 'matchRefused'; heading: string; lines: string[]; editText: string; editHref: string }
  | { kind: 'ready'; birth: BirthDetails };

/** The status lines of a phase that stops the chat (ChatApp draws 'finding' itself); nothing for the others. */
export default function ChatStatus({ phase, locale }: { phase: Phase; locale: Locale }) {
  const t = chatText[locale];
  return (
    <>
      {phase.kind === 'missing' && (
        <p className="chat-status chat-missing" role="alert">
          {t.needBirth} <a href={localizePath(locale, '/?reason=no-birth-info')}>{t.enterBirth}</a> {t.onHomePage}
        </p>
      )}
      {phase.kind === 'unresolved' && (
        <p className="chat-status chat-missing" role="alert">
          {t.placeNotFound(phase.place)} <a href={localizePath(locale, '/?reason=no-birth-info')}>{t.chooseFromList}</a> {t.onHomePage}
        </p>
      )}
      {phase.kind === 'matchRefused' && (
        <div className="chat-status chat-missing" role="alert">
          <p>{phase.heading}</p>
          <ul>
            {phase.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            <a href={phase.editHref}>{phase.editText}</a>
          </p>
        </div>
      )}
    </>
  );
}
