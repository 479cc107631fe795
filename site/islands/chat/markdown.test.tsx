/** Reply Markdown: no raw HTML, no inline styles (the CSP forbids them), headings kept under the page's <h1>. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import Markdown from './Markdown';
import {
  boundMarkdown,
  MAX_MARKDOWN_CHARS,
  MAX_MARKDOWN_DEPTH,
  MAX_MARKDOWN_WALK,
  markdownBlocks,
  markdownWalkCost,
  plainBlocks,
} from './markdown-safety';
import { computeChart } from '../../../shared/compose/chart';
import { composeReading } from '../../../shared/interpretation/reader/compose';

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
    expect(html).toContain('<div class="md-table table-scroll" tabindex="0" role="region" aria-label="Table">');
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

  it('caps link and image bracket nesting, so bracket bombs render (and render shallow)', () => {
    // Uncapped, 3,000 nested images (18 KB) took the parser ~12 s and 5,000 (30 KB) 34 s.
    const unescapedOpeners = (text: string) => (text.match(/(?<!\\)\[/g) ?? []).length;
    for (const bomb of ['!['.repeat(3000) + 'deep' + '](x)'.repeat(3000), '[!['.repeat(1500) + 'deep' + '](x)](/y)'.repeat(1500)]) {
      expect(unescapedOpeners(boundMarkdown(bomb))).toBe(MAX_MARKDOWN_DEPTH);
      expect(render(bomb)).toContain('deep');
    }
    // The nesting resets with the paragraph; ordinary links, images, task lists and code keep their brackets.
    expect(unescapedOpeners(boundMarkdown('['.repeat(8) + '\n\n' + '['.repeat(8)))).toBe(16);
    for (const text of [
      '[a](https://example.org) and ![b](/c.png)',
      '- [ ] todo\n- [x] done',
      '`[[[[[[[[[[x]]]]]]]]]]`',
      '```\n' + '['.repeat(20) + '\n```',
    ])
      expect(boundMarkdown(text)).toBe(text);
  });

  /** A reply of the longest rendered length made of `unit` after `head`. */
  const fill = (unit: string, head = '') => head + unit.repeat(Math.floor((MAX_MARKDOWN_CHARS - head.length) / unit.length));
  it.each([
    // Before the plain-text fallback (vitest on the project's 2-core machine, under load): 3.1, 5.8, 19, 27, 14, 17 and 13 s.
    ['closing brackets with no opener', fill('](x)')],
    ['brackets in words', fill('a] ')],
    ['emphasis marks that never pair', fill('*_')],
    ['one paragraph of such lines', fill('*_\n')],
    ['lines that only look like list items', fill('2. *_*_*_*_*_*_*_*_\n', '*_\n')],
    ['a fence that never opens', fill('*_', '```\n``` x\n```\n')],
    ['a table whose columns do not match (a paragraph)', fill('|*_*_*_\n', '| a | b |\n|---|\n')],
  ])('renders %s, the whole reply length, in well under a second', (_name, bomb) => {
    render('warm *a* [b](c) ~d~');
    const started = performance.now();
    const html = render(bomb);
    // Measured after the fallback: 3–40 ms each.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(html).toContain(bomb.trimEnd().split('\n').pop()!.slice(-20));
  });

  it('keeps ordinary long replies as Markdown: tight lists, tables, many short paragraphs', () => {
    for (const text of [
      fill('- **Label**: some _text_ here ~~x~~ and [l](m)\n'),
      fill('| **a** | _b_ | [c](d) |\n', '| a | b | c |\n|---|---|---|\n'),
      fill('1. **One** _two_ [three](four)\n'),
      fill('Some **bold** and _it_ text with a [link](https://x.org) and `code`.\n\n'),
      fill('a snake_case_name and another_one '),
    ])
      expect(plainBlocks(markdownBlocks(boundMarkdown(text)))).not.toContain(true);
  });
});

describe('markdownBlocks', () => {
  const plain = (text: string) => renderToStaticMarkup(createElement(ReactMarkdown, { remarkPlugins: [remarkGfm] }, text));
  /** The parts rendered one by one, joined by the newline the whole rendering puts between blocks. */
  const byBlocks = (text: string) => markdownBlocks(text).map(plain).join('\n');

  const births = [
    { name: 'Asha', date: '1990-08-16', time: '14:31', utcOffset: '+05:30', lat: 19.07283, lon: 72.88261 },
    { name: 'Ravi', date: '1975-01-03', time: '04:05', utcOffset: '+05:30', lat: 28.6139, lon: 77.209 },
    { name: 'Mira', date: '2001-11-30', time: '23:50', utcOffset: '+01:00', lat: 51.5072, lon: -0.1276 },
  ];
  const questions = [
    '',
    'How is my career?',
    'When will I marry?',
    'health',
    'Which dasha am I in?',
    'Sade Sati?',
    'remedies',
    'naukri kab lagegi',
  ];

  it("renders the built-in reader's replies exactly as the whole text does", () => {
    let split = 0;
    let worstWalk = 0;
    for (const birth of births) {
      const chart = computeChart(birth);
      for (const locale of ['en', 'hi'] as const)
        for (const question of questions)
          for (const firstReply of [true, false]) {
            const reply = composeReading(chart, question, { firstReply, locale });
            if (markdownBlocks(reply).length > 1) split += 1;
            worstWalk = Math.max(worstWalk, markdownWalkCost(reply));
            expect(byBlocks(reply), `${birth.name} ${locale} ${question}`).toBe(plain(reply));
          }
    }
    expect(split).toBeGreaterThan(50);
    // Far from the point where a block would be shown as plain text (measured: 10,972).
    expect(worstWalk).toBeLessThan(MAX_MARKDOWN_WALK / 100);
  });

  it.each([
    ['loose lists and their continuations', '- one\n\n- two\n\n  more of two\n\n1. first\n\n2. second\n\nAfter.'],
    ['a fenced block with blank lines', 'Code:\n\n```\na\n\nb\n```\n\nEnd.\n\n~~~\n\nx\n~~~'],
    ['headings, quotes, tables and rules', '# A\n\ntext\n\n> quote\n\n> another\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n---\n\n## B'],
    ['a setext heading and lazy lines', 'Title\n\nline\n===\n\npara\nlazy\n\n    indented code\n\nend'],
    ['reference links (not split)', 'See [x].\n\nMore.\n\n[x]: /faq'],
    ['footnotes (not split)', 'A claim[^1].\n\nMore.\n\n[^1]: Source.'],
  ])('renders %s exactly as the whole text does', (_name, text) => {
    expect(byBlocks(text)).toBe(plain(text));
  });

  it('cuts at blank lines before independent blocks, nowhere else', () => {
    expect(markdownBlocks('a\n\nb')).toEqual(['a\n', 'b']);
    expect(markdownBlocks('- a\n\n- b')).toEqual(['- a\n\n- b']);
    expect(markdownBlocks('```\na\n\nb\n```')).toEqual(['```\na\n\nb\n```']);
  });
});
