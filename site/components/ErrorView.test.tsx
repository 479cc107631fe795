/**
 * The React error view renders the catalogue entry: status, title (with the screen-reader
 * "Error N:" prefix), description and a "Go to Homepage" link to /; an unknown status shows
 * the 404 text; a given description replaces the catalogue's. Rendered with react-dom/server.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorView, type ErrorViewProps } from './ErrorView';

/** Markup of the view, parsed into the parts the page shows (regexes suffice for this fixed markup). */
function render(props: ErrorViewProps) {
  const html = renderToStaticMarkup(createElement(ErrorView, props));
  const pick = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    html,
    status: pick(/<p class="error-status" aria-hidden="true">([^<]*)<\/p>/),
    heading: pick(/<(h[12]) id="[^"]+" class="error-title">/),
    title: pick(/class="error-title"><span class="visually-hidden">[^<]*<\/span>([^<]*)<\/h[12]>/),
    srPrefix: pick(/class="error-title"><span class="visually-hidden">([^<]*)<\/span>/),
    description: pick(/<p class="error-description">([^<]*)<\/p>/),
    homeHref: pick(/<a class="button" href="([^"]*)">Go to Homepage<\/a>/),
  };
}

describe('ErrorView (React)', () => {
  it('502: status, catalogue title and description, link home', () => {
    const view = render({ status: 502 });
    expect(view.status).toBe('502');
    expect(view.title).toBe('Service Temporarily Overloaded');
    expect(view.srPrefix).toBe('Error 502: ');
    expect(view.description).toBe('The service is busy. Please try again in a moment.');
    expect(view.homeHref).toBe('/');
    expect(view.heading).toBe('h2');
  });

  it('an unknown status shows the 404 text', () => {
    const view = render({ status: 418 });
    expect(view.status).toBe('404');
    expect(view.title).toBe('Not Found');
    expect(view.description).toBe('The resource could not be found.');
    expect(view.homeHref).toBe('/');
  });

  it('defaults to 404; a given description replaces the catalogue text; headingLevel 1 gives an h1', () => {
    expect(render({}).title).toBe('Not Found');
    const view = render({ status: 500, description: 'Error: chart service timed out', headingLevel: 1 });
    expect(view.title).toBe('Internal Server Error');
    expect(view.description).toBe('Error: chart service timed out');
    expect(view.heading).toBe('h1');
  });

  it('labels the section by its title and announces it, with no inline styles (the CSP blocks them)', () => {
    const { html } = render({ status: 503 });
    const labelledBy = /<section class="error-view" aria-labelledby="([^"]+)" role="alert">/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`id="${labelledBy}" class="error-title"`);
    expect(html).not.toContain('style=');
  });
});
