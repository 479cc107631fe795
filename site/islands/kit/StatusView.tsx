/**
 * The islands' status views: "loading" (a spinner and a sentence in a polite live region) and a
 * failure said in place of what could not be shown (an alert with the refusal in the page's
 * language, and what the visitor can do next). Each page passes its own words; the markup and the
 * styles (global `.status-view`) are these.
 */
import { useId, type ReactNode } from 'react';

/** Shown while something loads; `className` adds a class (e.g. one the page's first paint toggles). */
export function LoadingView({ text, className }: { text: string; className?: string | undefined }) {
  return (
    <div className={`status-view status-view--loading${className ? ` ${className}` : ''}`} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** In place of what could not be loaded: a title, the refusal (null while it is being worded), then the ways on. */
export function FailureView({ title, text, children }: { title: string; text: string | null; children?: ReactNode }) {
  const titleId = useId();
  return (
    <div className="status-view status-view--error">
      <section role="alert" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {text !== null && <p>{text}</p>}
      </section>
      {children}
    </div>
  );
}
