/**
 * GET /api/chart/image.png — the Open Graph picture of a chart: the birth query of /api/chart plus
 * `style` (north | south | east) and `locale` (the words' language) → a 1200 × 630 PNG of the same drawing
 * the pages show, with the name, birth, lagna and Moon beside it (functions/lib/chart-image.ts).
 * Link previews (/api/share) point at it. Bad input → 400 naming the field, as /api/chart.
 * The picture depends only on the query (no transits), so it is cached for a day by anyone and
 * revalidated by ETag: crawlers and the CDN fetch it, and the birth is already in the shared link.
 */
import { hash } from 'node:crypto';
import type { HttpResponseInit } from '@azure/functions';
import { apiRoute } from '../../shared/contracts/routes';
import { CHART_IMAGE_QUERY_ORDER, chartImageQuerySchema } from '../../shared/contracts/share-query';
import { birthInputOf } from '../lib/birth-request';
import { chartImagePng } from '../lib/chart-image';
import { chartModel } from '../lib/charts';
import { matchesIfNoneMatch } from '../lib/etag';
import { LruCache } from '../lib/lru';
import { defineRoute } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';

const CACHE_CONTROL = 'public, max-age=86400';
/** Pictures kept (~60 kB each): a link posted in a group is fetched by several crawlers and the CDN's edges at once. */
const PICTURE_ENTRIES = 32;
const pictures = new LruCache<string, { png: Buffer; etag: string }>(PICTURE_ENTRIES);

/** The contract of /api/chart/image.png (see module comment). */
export const chartImageContract = {
  ...apiRoute('chartImage'),
  tags: ['Sharing'],
  summary: 'The chart as a 1200 × 630 PNG (the Open Graph picture of a shared chart): the pages’ own North, South or East Indian drawing',
  query: chartImageQuerySchema,
  queryOrder: CHART_IMAGE_QUERY_ORDER,
  cache: CACHE_CONTROL,
  responses: {
    200: {
      description: 'The picture; the same query gives the same bytes (fonts shipped with the app, never the machine’s).',
      binary: 'image/png',
      headers: { ETag: 'Strong validator; send it back as If-None-Match for a 304.', 'Cache-Control': 'Public for a day.' },
    },
    304: 'Not modified (If-None-Match matched the ETag).',
    400: 'Bad input naming the field: style, locale or a birth field (as /api/chart).',
  },
} satisfies RouteContract;

/** The picture of a parsed query. */
export const chartImageRoute = defineRoute(chartImageContract, async ({ query }, request): Promise<HttpResponseInit> => {
  const input = birthInputOf(query);
  const key = `${query.style}|${query.locale}|${JSON.stringify(input)}`;
  let picture = pictures.get(key);
  if (!picture) {
    const png = await chartImagePng(chartModel(input), query.style, query.locale);
    picture = { png, etag: `"${hash('sha1', png, 'base64url')}"` };
    pictures.set(key, picture);
  }
  const { png, etag } = picture;
  const headers: Record<string, string> = { etag, 'cache-control': CACHE_CONTROL };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return { status: 304, headers };
  return { status: 200, headers: { ...headers, 'content-type': 'image/png' }, body: png };
});
export const chartImage = chartImageRoute.handler;
