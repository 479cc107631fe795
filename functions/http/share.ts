/**
 * GET /api/share/{*page}?<the page's own query> — a shared link's landing page, e.g.
 * `/api/share/hi/detailed-kundali?name=…&date=…&style=south` for `/hi/detailed-kundali?name=…`.
 * The site's pages are static files, the same for every query, so a link preview (a crawler that
 * runs no script) would see only the site's generic card. This route answers a tiny page whose Open
 * Graph and Twitter tags describe the shared chart — title, lagna and Moon, and the chart's picture
 * from /api/chart/image.png — and whose one script sends a visitor on to the page itself at once
 * (location.replace, so Back does not return here); without scripts a link does.
 * Why a route and not meta tags in the pages: docs/decisions/shared-link-previews.md.
 * `page` must be a page path of this site (400 naming `page` otherwise): the landing page never
 * sends anyone to another origin. The query goes on to the page unchanged; a birth in it that cannot
 * be read gives the generic card, not an error: the page itself will say what is wrong with it.
 */
import { createHash } from 'node:crypto';
import type { HttpResponseInit } from '@azure/functions';
import { BIRTH_QUERY_FIELDS, birthQuerySchema } from '../../shared/contracts/birth-query';
import { API_PREFIX, API_ROUTES, apiRoute } from '../../shared/contracts/routes';
import { chartStyleField, sharePageField, sharePathSchema } from '../../shared/contracts/share-query';
import type { Locale } from '../../shared/i18n/locale';
import { PRODUCT_NAME } from '../../shared/product';
import { localeOfPath } from '../../site/i18n/paths';
import { birthInputOf } from '../lib/birth-request';
import { CHART_IMAGE_HEIGHT_PX, CHART_IMAGE_WIDTH_PX, chartSummary } from '../lib/chart-image';
import { chartModel } from '../lib/charts';
import { Refusal } from '../lib/http';
import { requestOrigin } from '../lib/auth/origin';
import { FieldError } from '../../shared/errors/field-error';
import { defineRoute } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';

const CACHE_CONTROL = 'public, max-age=86400';

/** The contract of /api/share/{*page} (see module comment). */
export const shareContract = {
  ...apiRoute('share'),
  tags: ['Sharing'],
  summary: 'A shared link’s landing page: Open Graph tags of the shared chart for link previews, then on to the page',
  description:
    'The query is the shared page’s own (the birth fields of /api/chart, `style`, anything else the page reads) and is passed on unchanged.',
  path: sharePathSchema,
  cache: CACHE_CONTROL,
  responses: {
    200: {
      description:
        'An HTML page with og:title, og:description and og:image (/api/chart/image.png of the birth in the query) that sends a visitor on to the page.',
      binary: 'text/html',
    },
    400: 'Bad input naming the field: `page` is not a page path of this site.',
  },
} satisfies RouteContract;

/** The site's own generic card (public/og-image.png), for a shared page without a readable birth. */
const GENERIC_IMAGE = '/og-image.png';

/** The link preview of a page: its title, description and picture (a path of this site). */
export interface SharePreview {
  title: string;
  description: string;
  image: string;
  imageAlt: string;
}

/** What the site is, in each language: the description of a shared link that carries no chart. */
const GENERIC_DESCRIPTION: Readonly<Record<Locale, string>> = {
  en: 'Vedic birth charts, drawn clearly and explained.',
  hi: 'वैदिक जन्म कुंडली, स्पष्ट चित्र और सरल व्याख्या के साथ।',
  bn: 'বৈদিক জন্মকুণ্ডলী, পরিষ্কার ছকে আঁকা আর সহজ ভাষায় বোঝানো।',
  mr: 'वैदिक जन्मकुंडली, स्पष्ट मांडणी आणि सोप्या भाषेत समजावून.',
  te: 'వైదిక జాతక చక్రం, స్పష్టంగా గీసి సులభంగా వివరించినది.',
  ta: 'வேத ஜாதகம், தெளிவாக வரைந்து எளிமையாக விளக்கியது.',
};

/** The preview of the page at `target` (an address of this site with its query). */
export function sharePreview(target: URL): SharePreview {
  const locale = localeOfPath(target.pathname);
  const generic = {
    title: PRODUCT_NAME,
    description: GENERIC_DESCRIPTION[locale],
    image: GENERIC_IMAGE,
    imageAlt: PRODUCT_NAME,
  };
  const fields = Object.fromEntries(
    BIRTH_QUERY_FIELDS.flatMap((name) => (target.searchParams.has(name) ? [[name, target.searchParams.get(name)!]] : [])),
  );
  const birth = birthQuerySchema.safeParse(fields);
  if (!birth.success) return generic;
  let summary: ReturnType<typeof chartSummary>;
  try {
    summary = chartSummary(chartModel(birthInputOf(birth.data)), locale);
  } catch (error) {
    if (error instanceof Refusal || error instanceof FieldError) return generic;
    throw error;
  }
  // The page's chart style when it names one it knows, else the default drawing.
  const style = chartStyleField.safeParse(target.searchParams.get('style') ?? undefined).data ?? 'north';
  const imageQuery = new URLSearchParams({ ...fields, style, locale });
  return {
    title: summary.title,
    description: `${summary.lagna} · ${summary.moon}`,
    image: `/${API_PREFIX}/${API_ROUTES.chartImage.route}?${imageQuery}`,
    imageAlt: `${summary.title}: ${summary.lagna}, ${summary.moon}`,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The landing page and the hash of its one script (for the Content-Security-Policy). */
export function sharePage(preview: SharePreview, pageUrl: string, shareUrl: string, imageUrl: string, lang: string) {
  // JSON with "<" escaped cannot close the script element.
  const script = `location.replace(${JSON.stringify(pageUrl).replace(/</g, '\\u003c')})`;
  const scriptHash = createHash('sha256').update(script).digest('base64');
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(preview.title)} | ${PRODUCT_NAME}</title>
<meta name="description" content="${escapeHtml(preview.description)}">
${meta('og:type', 'website')}
${meta('og:site_name', PRODUCT_NAME)}
${meta('og:title', preview.title)}
${meta('og:description', preview.description)}
${meta('og:url', shareUrl)}
${meta('og:image', imageUrl)}
${meta('og:image:type', 'image/png')}
${meta('og:image:width', String(CHART_IMAGE_WIDTH_PX))}
${meta('og:image:height', String(CHART_IMAGE_HEIGHT_PX))}
${meta('og:image:alt', preview.imageAlt)}
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${escapeHtml(preview.title)}">
<meta name="twitter:description" content="${escapeHtml(preview.description)}">
<meta name="twitter:image" content="${escapeHtml(imageUrl)}">
<script>${script}</script>
</head>
<body>
<p><a href="${escapeHtml(pageUrl)}">${escapeHtml(preview.title)}</a></p>
</body>
</html>
`;
  return { html, scriptHash };
}

/** The landing page of a page path and the request's query. */
export const shareRoute = defineRoute(shareContract, (_input, request): HttpResponseInit => {
  const page = sharePageField.safeParse(request.params.page ?? '');
  if (!page.success) throw new Refusal({ field: 'page', message: page.error.issues[0]!.message, code: 'invalid' });
  const origin = requestOrigin(request);
  // The query as sent, whole (the pipeline's copy cuts long values): the page reads it itself.
  const search = new URL(request.url).search;
  const target = new URL(`/${page.data}${search}`, origin);
  const preview = sharePreview(target);
  const shareUrl = `${origin}/${API_PREFIX}/${API_ROUTES.share.route.replace('{*page}', page.data)}${search}`;
  const { html, scriptHash } = sharePage(
    preview,
    target.href,
    shareUrl,
    new URL(preview.image, origin).href,
    localeOfPath(target.pathname),
  );
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': CACHE_CONTROL,
      'content-security-policy': `default-src 'none'; script-src 'sha256-${scriptHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'referrer-policy': 'no-referrer',
    },
    body: html,
  };
});
export const share = shareRoute.handler;
