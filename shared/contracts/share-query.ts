/**
 * The inputs of a shared chart's two routes: `GET /api/chart/image.png` (the birth query plus the
 * chart `style` and the `locale` of its words: the Open Graph picture of the chart) and
 * `GET /api/share/{*page}` (the shared page's path; its query is the page's own), whose meta tags a
 * link preview reads. One schema each, so the pipeline, the OpenAPI document and the tests read the same fields.
 */
import { z } from 'zod';
import { CHART_STYLES, type ChartStyle } from '../vocabulary/settings';
import { BIRTH_QUERY_FIELDS, birthQuerySchema } from './birth-query';
import { localeField, quote } from './fields';

/** `style`: the chart drawing, `north` (default), `south` or `east`. */
export const chartStyleField = z
  .string()
  .optional()
  .transform((raw, ctx): ChartStyle => {
    const style = (raw ?? 'north').trim().toLowerCase();
    if ((CHART_STYLES as readonly string[]).includes(style)) return style as ChartStyle;
    ctx.addIssue({ code: 'custom', message: `style: expected one of ${CHART_STYLES.join(', ')}, got ${quote(raw)}` });
    return z.NEVER;
  })
  .meta({ type: 'string', enum: [...CHART_STYLES], default: 'north', description: 'The chart drawing: North, South or East Indian.' });

/** The query of `GET /api/chart/image.png`. */
export const chartImageQuerySchema = birthQuerySchema.safeExtend({ style: chartStyleField, locale: localeField });
/** Refusal order of the image query: the drawing's options first, then the birth. */
export const CHART_IMAGE_QUERY_ORDER = ['style', 'locale', ...BIRTH_QUERY_FIELDS] as const;

/** Longest page path read, characters (the site's longest address is under 60). */
export const MAX_SHARE_PAGE_LENGTH = 100;
/** A page path of this site: lower-case words joined by hyphens, in segments; nothing that could leave the site. */
const SHARE_PAGE = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** `page` of `GET /api/share/{*page}`: the shared page's path without its leading slash; its query is the route's query. */
export const sharePageField = z
  .string({ error: 'page: required, the shared page’s path, e.g. detailed-kundali' })
  .superRefine((value, ctx) => {
    if (value.length > MAX_SHARE_PAGE_LENGTH || !SHARE_PAGE.test(value))
      ctx.addIssue({
        code: 'custom',
        message: `page: expected a page of this site such as detailed-kundali or hi/panchang, got ${quote(value)}`,
      });
  })
  .meta({ description: 'The shared page’s path without its leading slash.', examples: ['detailed-kundali', 'hi/detailed-kundali'] });

/** The path of `GET /api/share/{*page}`; its query is the page's own (the birth, the chart style), passed on unchanged. */
export const sharePathSchema = z.object({ page: sharePageField });
