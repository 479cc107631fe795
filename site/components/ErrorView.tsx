/**
 * React version of the error view for islands (e.g. a chart request that fails): status, title,
 * description and a "Go to Homepage" button, from the shared catalogue (unknown status -> 404 text).
 * Styling comes from global.css (`.error-view`), not inline styles, because the CSP blocks those.
 */
import { useId } from 'react';
import { catalogueEntry } from '../../shared/errors/catalogue';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locale';
import { errorViewMessages } from '../i18n/error-view';
import { localizePath } from '../i18n/paths';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** HTTP status; defaults to 404. */
  status?: number;
  /** Replaces the catalogue description, e.g. "Error: {message}" for a chart fetch failure. */
  description?: string;
  /** 1 when the view is the page's main content, 2 (default) inside a page that already has an h1. */
  headingLevel?: 1 | 2;
  /** Language of the page (default English): the catalogue's text and the link home follow it. */
  locale?: Locale;
}

/** Renders the catalogue entry for `status` with a link home. */
export function ErrorView({ status = 404, description, headingLevel = 2, locale = DEFAULT_LOCALE }: ErrorViewProps) {
  const entry = catalogueEntry(status, locale);
  const t = errorViewMessages[locale];
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="error-view" aria-labelledby={titleId} role="alert">
      <p className="error-status" aria-hidden="true">
        {entry.status}
      </p>
      <Heading id={titleId} className="error-title">
        <span className="visually-hidden">{t.prefix(entry.status)}</span>
        {entry.title}
      </Heading>
      <p className="error-description">{description ?? entry.description}</p>
      <a className="button" href={localizePath(locale, '/')}>
        {t.home}
      </a>
    </section>
  );
}
