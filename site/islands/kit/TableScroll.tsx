/**
 * A table's scroll box: on a narrow screen a table wider than its column scrolls inside this focusable region
 * (named `label`), never the page, with a shadow on the side that has more and, while it can scroll, the
 * hint line in `locale` (global.css `.table-scroll`).
 */
import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { scrollHint } from '../../i18n/table-scroll';

export default function TableScroll({ label, locale, children }: { label: string; locale: Locale; children: ReactNode }) {
  return (
    <div className="table-scroll" data-scroll-hint={scrollHint(locale)} role="region" tabIndex={0} aria-label={label}>
      {children}
    </div>
  );
}
