/**
 * sitemap.xml, prerendered: every public page, plus one entry per blog post and guide.
 * Account forms and error pages are left out because they carry `noindex`.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';

/** Static routes listed in the sitemap (path, without trailing slash). */
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
  '/guides',
  '/how-it-works',
  '/our-story',
  '/panchang',
  '/pricing',
  '/privacy-policy',
  '/social-media',
  '/support',
  '/team',
  '/terms-of-service',
] as const;

export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('https://kundali-ai.example');
  const posts = await getCollection('blog');
  const guides = await getCollection('guides');
  const paths = [...SITEMAP_STATIC_PATHS, ...posts.map((post) => `/blog/${post.id}`), ...guides.map((guide) => `/guides/${guide.id}`)];
  const urls = paths.map((path) => `  <url><loc>${new URL(path, base).href}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
