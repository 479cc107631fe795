/**
 * GET /api/chart/image.png and GET /api/share without the host: the picture is a 1200 × 630 PNG
 * of the page's own drawing, drawn with the fonts the repository ships (its text column has ink,
 * the same query gives the same bytes), bad input is a 400 naming the field, and the landing page
 * carries the preview's tags, a script the CSP admits by hash, and never leaves the site.
 */
import { createHash } from 'node:crypto';
import functions, { type HttpResponseInit } from '@azure/functions';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeGrayPng } from '../../tests/support/poppler';
import { chartLayout } from '../../site/components/chart/chart-data';
import NorthIndianChart from '../../site/components/chart/NorthIndianChart';
import { callHandler } from '../lib/test-request';
import { chartCardSvg, pictureStyles } from '../lib/chart-image';
import { chartDrawing, svgMarkup } from '../../site/render/chart-drawing';
import { chartModel } from '../lib/charts';
import { birthInputOf } from '../lib/birth-request';
import { birthQuerySchema } from '../../shared/contracts/birth-query';
import { chartImage } from './chart-image';
import { share, sharePreview } from './share';
import { LOCALES } from '../../shared/i18n/locale';
import { scriptShare } from '../../shared/i18n/scripts';

const { HttpRequest, HttpResponse, InvocationContext } = functions;
const BIRTH = 'name=Asha&date=1990-05-15&time=14:30&lat=19.076&lon=72.8777&tz=Asia/Kolkata';

/** The answer of the picture route as bytes. */
async function picture(query: string, headers: Record<string, string> = {}) {
  const request = new HttpRequest({ method: 'GET', url: `http://localhost/api/chart/image.png?${query}`, headers });
  const response = new HttpResponse((await chartImage(request, new InvocationContext())) as HttpResponseInit);
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Share of pixels in a box darker than `grey` (0 black … 255 white). */
function inkShare(png: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }, grey = 160): number {
  const image = decodeGrayPng(png);
  let dark = 0;
  for (let y = box.y0; y < box.y1; y++) for (let x = box.x0; x < box.x1; x++) if (image.pixels[y * image.width + x]! < grey) dark++;
  return dark / ((box.x1 - box.x0) * (box.y1 - box.y0));
}

describe('GET /api/chart/image.png', () => {
  it('is a 1200 × 630 PNG whose chart and words are drawn, the same bytes for the same query', async () => {
    const first = await picture(`${BIRTH}&style=south&locale=hi`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const image = decodeGrayPng(first.bytes);
    expect([image.width, image.height]).toEqual([1200, 630]);
    // The chart's frame: a dark vertical stroke at 35 + 1 × 1.4 px, halfway down.
    expect(inkShare(first.bytes, { x0: 34, y0: 300, x1: 39, y1: 330 })).toBeGreaterThan(0.15);
    // The words beside it: the text column has glyphs (no loaded font would leave it blank).
    expect(inkShare(first.bytes, { x0: 640, y0: 70, x1: 1170, y1: 360 })).toBeGreaterThan(0.02);
    const again = await picture(`${BIRTH}&style=south&locale=hi`);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const north = await picture(`${BIRTH}&style=north&locale=hi`);
    expect(Buffer.from(north.bytes).equals(Buffer.from(first.bytes))).toBe(false);
    const revalidated = await picture(`${BIRTH}&style=south&locale=hi`, { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });

  it('draws the drawing the page renders for the same chart, every text of it as outlines', async () => {
    const query = birthQuerySchema.parse(Object.fromEntries(new URLSearchParams(BIRTH)));
    const chart = chartModel(birthInputOf(query));
    const layout = chartLayout(chart, 1, 'en');
    const page = renderToStaticMarkup(createElement(NorthIndianChart, { layout, onDetail() {} }));
    // The page's markup without what only a page has (focus, accessible names, tooltips) is the drawing's.
    const drawing = svgMarkup(chartDrawing(layout, 'north', 'en'));
    expect(page.replace(/<title>[^<]*<\/title>/g, '').replace(/ (tabindex|role|aria-label)="[^"]*"/g, '')).toBe(drawing);
    const card = await chartCardSvg(chart, 'north', 'en');
    expect(card).not.toContain('<text');
    const outlined = [...card.matchAll(/data-text="([^"]*)"/g)].map((m) => m[1]);
    const texts = [...drawing.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toContain('As');
    for (const text of texts) expect(outlined).toContain(text);
  });

  it.each([
    [`${BIRTH}&style=sideways`, 'style', /north, south, east/],
    [`${BIRTH}&locale=fr`, 'locale', /en, hi/],
    ['date=1990-02-30&lat=19&lon=72&tz=Asia/Kolkata', 'date', /date/],
    ['date=1990-05-15&time=14:30', 'place', /place/],
  ])('refuses %s naming %s', async (query, field, message) => {
    const r = await callHandler(chartImage, `/api/chart/image.png?${query}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ status: 400, field });
    expect((r.json as { message: string }).message).toMatch(message);
  });
});

describe('the picture’s stylesheet', () => {
  it('keeps the page’s plain chart rules and drops hover, focus and CSS variables', () => {
    const css = '.a{fill:#111}\n.a:hover text{fill:red}\n/* note */.b{font-family:var(--f);font-size:14px}';
    expect(pictureStyles(css)).toBe('.a{fill:#111}\n.b{font-size:14px}');
  });
});

describe('GET /api/share/{*page}', () => {
  const page = 'hi/detailed-kundali';
  const query = `${BIRTH}&style=south`;

  it('answers the preview tags of the shared chart and sends visitors on to the page, query and all', async () => {
    const r = await callHandler(share, `/api/share/${page}?${query}`, { page }, { 'x-forwarded-proto': 'https' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const meta = (property: string) =>
      r.text.match(new RegExp(`<meta property="${property}" content="([^"]*)">`))?.[1]?.replace(/&amp;/g, '&');
    expect(meta('og:title')).toBe('Asha की कुंडली');
    expect(meta('og:description')).toMatch(/^लग्न: .+ · चंद्र: .+, .+$/);
    const image = new URL(meta('og:image')!);
    expect(image.origin).toBe('https://localhost');
    expect(image.pathname).toBe('/api/chart/image.png');
    expect(Object.fromEntries(image.searchParams)).toMatchObject({ name: 'Asha', date: '1990-05-15', style: 'south', locale: 'hi' });
    expect(meta('og:url')).toBe(`https://localhost/api/share/${page}?${query}`);
    expect(r.text).toContain('<html lang="hi">');
    // The one script goes to the page, and the CSP names exactly its hash.
    const script = r.text.match(/<script>([^<]*)<\/script>/)![1]!;
    expect(script).toBe(`location.replace(${JSON.stringify(`https://localhost/${page}?${query}`)})`);
    const hash = createHash('sha256').update(script).digest('base64');
    expect(r.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);
  });

  it('passes a long query on whole (a Devanagari name and place)', async () => {
    const long = `${BIRTH.replace('name=Asha', `name=${encodeURIComponent('आशा राव')}`)}&place=${encodeURIComponent('मुंबई, महाराष्ट्र, भारत')}&style=south&today=2026-12-07`;
    expect(long.length).toBeGreaterThan(200);
    const r = await callHandler(share, `/api/share/${page}?${long}`, { page });
    expect(r.text).toContain(JSON.stringify(`http://localhost/${page}?${long}`));
    expect(r.text).toContain('आशा राव की कुंडली');
  });

  it('gives the generic card for a page without a readable birth', async () => {
    const r = await callHandler(share, '/api/share/panchang?date=2026-12-07', { page: 'panchang' });
    expect(r.status).toBe(200);
    expect(r.text).toContain('<meta property="og:image" content="http://localhost/og-image.png">');
    expect(r.text).toContain('<html lang="en">');
  });

  it('describes the site in the page’s language when the link carries no chart', () => {
    for (const locale of LOCALES) {
      const { description } = sharePreview(new URL(`https://localhost${locale === 'en' ? '' : `/${locale}`}/panchang?date=2026-12-07`));
      expect(scriptShare(description, locale), description).toBeGreaterThanOrEqual(0.85);
      if (locale !== 'en') expect(description).not.toMatch(/[A-Za-z]/);
    }
  });

  it.each(['', 'evil.example/..', 'Detailed-Kundali', 'a//b', '-/x:y', 'x'.repeat(101)])('refuses the page %s naming page', async (bad) => {
    const r = await callHandler(share, `/api/share/${bad}`, { page: bad });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ status: 400, field: 'page' });
    expect((r.json as { message: string }).message).toMatch(/^page: /);
  });
});
