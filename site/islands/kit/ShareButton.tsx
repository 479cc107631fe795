/**
 * "Share" for a chart, a match or a panchang day (site/lib/chart-links.ts): the phone's share sheet,
 * or the link copied and shown (read-only, selected on focus) so the visitor sees what was copied,
 * or can copy it by hand when the browser would not.
 */
import { useId, useState } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { journeyText } from '../../i18n/journey';
import { shareLink } from '../../lib/chart-links';
import './chart-actions.css';

export interface ShareButtonProps {
  /** The address to share, read when the button is pressed (the chart style may have changed since). */
  url(): string;
  /** The title a share sheet shows. */
  title: string;
  locale: Locale;
}

/** See the module comment. */
export default function ShareButton({ url, title, locale }: ShareButtonProps) {
  const t = journeyText[locale].share;
  const id = useId();
  const [shown, setShown] = useState<{ link: string; copied: boolean } | null>(null);
  const share = async () => {
    const link = url();
    const outcome = await shareLink(link, title);
    setShown(outcome === 'copied' || outcome === 'failed' ? { link, copied: outcome === 'copied' } : null);
  };
  return (
    <span className="share-link">
      <button type="button" className="button-secondary" onClick={() => void share()}>
        {t.button}
      </button>
      <span role="status" className="share-link__status">
        {shown && (
          <>
            <label htmlFor={`${id}-link`}>{shown.copied ? t.copied : t.copyThis}</label>{' '}
            <input id={`${id}-link`} className="share-link__url" readOnly value={shown.link} onFocus={(event) => event.target.select()} />
          </>
        )}
      </span>
    </span>
  );
}
