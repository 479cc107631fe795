// Content collections: blog posts and guides are Markdown files under site/content/<collection>/<language>/<slug>.md
// (English in en/, each translation beside it under its language code), checked by these schemas at build time.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Blog posts (spec: title, excerpt, date, author, slug = file name; entry id `<language>/<slug>`). */
const blog = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './site/content/blog' }),
  schema: z.object({
    title: z.string(),
    excerpt: z.string(),
    date: z.coerce.date(),
    author: z.string(),
  }),
});

/** Guides (spec: title, description, slug = file name; entry id `<language>/<slug>`); `order` fixes their place on /guides. */
const guides = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './site/content/guides' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    order: z.number().int().min(1),
  }),
});

export const collections = { blog, guides };
