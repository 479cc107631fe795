/**
 * sitemap.xml, prerendered: every public page in every language, plus one entry per blog post and
 * guide in each language it is written in. Account forms and error pages are left out because they
 * carry `noindex`.
 */
import type { APIRoute } from 'astro';
import { LOCALES } from '../../shared/i18n/locale';
import { entriesIn } from '../i18n/content';
import { localizePath } from '../i18n/paths';
import { RASI_SLUGS } from '../../shared/vocabulary/rasi-slugs';

/** Static routes listed in the sitemap (English path, without trailing slash; each language gets its copy). */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/about-us',
  '/birth-chart',
  '/blog',
  '/careers',
  '/chat',
  '/contact-us',
  '/detailed-kundali',
  '/faq',
  '/festivals',
  '/guides',
  '/how-it-works',
  '/muhurta',
  '/our-story',
  '/panchang',
  '/pricing',
  '/privacy-policy',
  '/rashifal',
  '/social-media',
  '/support',
  '/team',
  '/terms-of-service',
] as const;

/** The twelve sign pages of /rashifal. */
const RASHIFAL_SIGN_PATHS = RASI_SLUGS.map((slug) => `/rashifal/${slug}`);

export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('https://kundali-ai.example');
  const paths: string[] = [];
  for (const locale of LOCALES) {
    const posts = await entriesIn('blog', locale);
    const guides = await entriesIn('guides', locale);
    const english = [
      ...SITEMAP_STATIC_PATHS,
      ...RASHIFAL_SIGN_PATHS,
      ...posts.map(({ slug }) => `/blog/${slug}`),
      ...guides.map(({ slug }) => `/guides/${slug}`),
    ];
    paths.push(...english.map((path) => localizePath(locale, path)));
  }
  const urls = paths.map((path) => `  <url><loc>${new URL(path, base).href}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
