/**
 * What My charts shows when an edit or delete was refused because the chart changed elsewhere
 * (412): the two ways on — see the stored version, or put this one over it — and nothing is
 * decided for the visitor.
 */
import type { Locale } from '../../../shared/i18n/locale';
import { accountText } from '../../i18n/account';
import { openTextClass } from '../../lib/open-text';

/** The notice for `name`'s chart; `action` names the overwrite (save or delete). */
export function ConflictNotice({
  locale,
  name,
  action,
  onReload,
  onOverwrite,
}: {
  locale: Locale;
  name: string;
  action: 'save' | 'delete';
  onReload(): void;
  onOverwrite(): void;
}) {
  const t = accountText[locale];
  return (
    <div className="form-status error" role="alert">
      <p className={openTextClass(name)}>{t.changedElsewhere(name)}</p>
      <div className="saved-chart__actions">
        <button type="button" className="button-primary" onClick={onReload}>
          {t.reloadLatest}
        </button>
        <button type="button" className="button-secondary" onClick={onOverwrite}>
          {action === 'save' ? t.overwriteWithMine : t.deleteAnyway}
        </button>
      </div>
    </div>
  );
}
