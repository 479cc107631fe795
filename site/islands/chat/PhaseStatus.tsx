/**
 * The chat's status line before a conversation: "finding your birth" drawn at once; the ways the
 * chat cannot start (ChatStatus: no birth, an unknown place, a refused match) loaded only then,
 * outside /chat's first JavaScript (its budget).
 */
import { lazy, Suspense } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { chatText } from '../../i18n/chat';
import type { Phase } from './ChatStatus';

const ChatStatus = lazy(() => import('./ChatStatus'));

/** The status of `phase`; nothing once the chat is ready. */
export default function PhaseStatus({ phase, locale }: { phase: Phase; locale: Locale }) {
  if (phase.kind === 'ready') return null;
  if (phase.kind === 'finding')
    return (
      <p className="chat-status" role="status">
        {chatText[locale].loadingBirth}
      </p>
    );
  return (
    <Suspense fallback={null}>
      <ChatStatus phase={phase} locale={locale} />
    </Suspense>
  );
}
