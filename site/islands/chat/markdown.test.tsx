/** Reply Markdown: no raw HTML, no inline styles (the CSP forbids them), headings kept under the page's <h1>. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Markdown from './Markdown';
import { MAX_MARKDOWN_DEPTH } from './markdown-safety';

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

  it('shows an image from another host as a link, never an <img> pointing elsewhere', () => {
    const html = render('![chart](https://evil.example/p.png?chart=Leo) and ![x](//evil.example/q.png) and ![ok](/favicon.svg)');
    expect(html).not.toMatch(/<img[^>]+src="(?:https?:)?\/\//);
    expect(html).toContain('<a href="https://evil.example/p.png?chart=Leo" rel="noopener noreferrer nofollow">chart</a>');
    expect(html).toContain('<img src="/favicon.svg" alt="ok"');
  });

  it('caps list and quote nesting, so nesting bombs render (and render shallow)', () => {
    for (const bomb of ['- '.repeat(2000) + 'deep', '>'.repeat(5000) + ' deep', '1. '.repeat(1500) + 'deep', ' '.repeat(4000) + '- deep']) {
      const html = render(bomb);
      expect(html).toContain('deep');
      const depth = (html.match(/<(?:ul|ol|blockquote)>/g) ?? []).length;
      expect(depth).toBeLessThanOrEqual(MAX_MARKDOWN_DEPTH + 1);
    }
    // Ordinary nesting is untouched.
    expect((render('- a\n  - b\n    - c').match(/<ul>/g) ?? []).length).toBe(3);
  });
});
