/** Reply Markdown: no raw HTML, no inline styles (the CSP forbids them), headings kept under the page's <h1>. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Markdown from './Markdown';

const render = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

describe('Markdown', () => {
  it('drops raw HTML instead of injecting it', () => {
    const html = render('Hello <script>alert(1)</script><img src=x onerror=alert(1)> **world**');
    expect(html).not.toMatch(/<script|<img|onerror/);
    expect(html).toContain('<strong>world</strong>');
  });

  it('renders GFM tables with alignment as classes, never style attributes, inside a focusable region', () => {
    const html = render('| Planet | Degree |\n|:-|-:|\n| Sun | 12.34° |');
    expect(html).not.toContain('style=');
    expect(html).toContain('<td class="md-align-right">12.34°</td>');
    expect(html).toContain('<div class="md-table" tabindex="0" role="region" aria-label="Table">');
  });

  it('renders every heading level as <h2>, keeping the level as a class', () => {
    expect(render('# One\n\n### Three')).toBe('<h2 class="md-heading md-h1">One</h2>\n<h2 class="md-heading md-h3">Three</h2>');
  });
});
