/**
 * A chart's ways on are the same on every view: each link carries the same birth fields, the view's own
 * link is left out, the PDF is the report's button there and a link to it elsewhere, Save everywhere but
 * My charts, Share everywhere; Hindi pages link to Hindi pages in Hindi words.
 */
import { fixedBirthQuery } from '../../../tests/e2e/support/fixed-birth';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { journeyText } from '../../i18n/journey';
import { kundaliText } from '../../i18n/kundali';
import ChartActions, { CHART_VIEWS, PDF_ANCHOR, type ChartViewName } from './ChartActions';

/** The birth the Kundali specs share, as the chart API's query. */
const FIELDS = fixedBirthQuery();
const QUERY = FIELDS.toString().replaceAll('&', '&amp;');

const render = (view: ChartViewName, locale: 'en' | 'hi' = 'en', pdf?: string) =>
  renderToStaticMarkup(
    createElement(ChartActions, {
      fields: FIELDS,
      view,
      locale,
      ...(pdf ? { pdf: createElement('button', { id: PDF_ANCHOR }, pdf) } : {}),
    }),
  );

/** The hrefs of the rendered links. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('ChartActions', () => {
  it('on the report: ask the chat, the quick chart, its own PDF button, Save, Share; no link to itself', () => {
    const html = render('report', 'en', 'Download Full Report');
    expect(hrefs(html)).toEqual([`/chat?${QUERY}`, `/birth-chart?${QUERY}`]);
    expect(html).toContain('>Ask about this chart<');
    expect(html).toContain(`id="${PDF_ANCHOR}"`);
    expect(html).toContain(`>${kundaliText.en.saveChart}<`);
    expect(html).toContain(`>${journeyText.en.share.button}<`);
    expect(html).toContain('aria-label="Asha Rao: this chart"');
  });

  it('in the chat: the report, the quick chart and the report’s PDF; no "ask" link to itself', () => {
    const html = render('chat');
    expect(hrefs(html)).toEqual([`/detailed-kundali?${QUERY}`, `/birth-chart?${QUERY}`, `/detailed-kundali?${QUERY}#${PDF_ANCHOR}`]);
    expect(html).not.toContain('Ask about this chart');
  });

  it('on the quick chart: ask, the full report and its PDF, no link to itself', () => {
    expect(hrefs(render('chart'))).toEqual([`/chat?${QUERY}`, `/detailed-kundali?${QUERY}`, `/detailed-kundali?${QUERY}#${PDF_ANCHOR}`]);
  });

  it('in My charts (which opens the report itself and has saved it): ask, the quick chart, the PDF, Share, no Save', () => {
    const html = render('saved');
    expect(hrefs(html)).toEqual([`/chat?${QUERY}`, `/birth-chart?${QUERY}`, `/detailed-kundali?${QUERY}#${PDF_ANCHOR}`]);
    expect(html).not.toContain(kundaliText.en.saveChart);
    expect(html).toContain(`>${journeyText.en.share.button}<`);
  });

  it('Hindi pages link to the Hindi views, in Hindi', () => {
    for (const view of CHART_VIEWS) {
      const html = render(view, 'hi');
      for (const href of hrefs(html)) expect(href).toMatch(/^\/hi\//);
      expect(html).not.toContain('Ask about this chart');
      expect(html).toContain(`>${journeyText.hi.share.button}<`);
    }
    expect(render('report', 'hi')).toContain(`>${journeyText.hi.actions.ask}<`);
  });
});
