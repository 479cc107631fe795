/**
 * The queries of the chart routes: `GET /api/chart` (the birth query plus `detail`,
 * `include` and `profile`), `GET /api/chart/pratyantardashas` (plus the dasha indices) and `GET /api/chart/now`
 * (plus `day` and `locale`). One schema each, so the request pipeline, the OpenAPI document and the browser
 * client read the same fields; the birth fields are birth-query.ts's, refused in its order.
 */
import { z } from 'zod';
import { CHART_DETAILS, CHART_PARTS, type ChartDetail, type ChartPart } from '../chart/view';
import { BIRTH_QUERY_FIELDS, birthQuerySchema } from './birth-query';
import { dayField } from './now-query';
import { profileField } from './compare-query';
import { DEFAULT_LOCALE, LOCALES, REGIONAL_LOCALES } from '../i18n/locale';

/** `detail`: `lean` (default) or `full`, any case. */
export const detailField = z
  .string()
  .optional()
  .transform((raw, ctx): ChartDetail => {
    const detail = (raw ?? 'lean').trim().toLowerCase();
    if ((CHART_DETAILS as readonly string[]).includes(detail)) return detail as ChartDetail;
    ctx.addIssue({ code: 'custom', message: `detail: expected one of ${CHART_DETAILS.join(', ')}, got "${raw}".` });
    return z.NEVER;
  })
  .meta({
    type: 'string',
    enum: [...CHART_DETAILS],
    default: 'lean',
    description: 'lean: the LeanChart; full: the whole ChartModel.',
    examples: ['full'],
  });

/** `include`: comma-separated parts (any case), sorted into CHART_PARTS order without repeats. */
export const includeField = z
  .string()
  .optional()
  .transform((raw, ctx): ChartPart[] => {
    const include = new Set<ChartPart>();
    for (const piece of (raw ?? '').split(',')) {
      const name = piece.trim();
      if (!name) continue;
      const part = CHART_PARTS.find((p) => p.toLowerCase() === name.toLowerCase());
      if (!part) {
        ctx.addIssue({ code: 'custom', message: `include: expected a comma-separated list of ${CHART_PARTS.join(', ')}, got "${name}".` });
        return z.NEVER;
      }
      include.add(part);
    }
    return CHART_PARTS.filter((p) => include.has(p));
  })
  .meta({
    type: 'string',
    pattern: `^(${CHART_PARTS.join('|')})(,(${CHART_PARTS.join('|')}))*$`,
    description: `Comma-separated parts to add to the lean body: ${CHART_PARTS.join(', ')}.`,
    examples: ['shadbala'],
  });

/** The query of `GET /api/chart`. */
export const chartQuerySchema = birthQuerySchema.safeExtend({ detail: detailField, include: includeField, profile: profileField });
/** Refusal order of the chart query: the body's shape first, then the birth. */
export const CHART_QUERY_ORDER = ['detail', 'include', 'profile', ...BIRTH_QUERY_FIELDS] as const;

/** Most mahadashas a Vimshottari list holds (the running one at birth and those after it). */
const MAX_MAHADASHAS = 10;
/** Antardashas in a mahadasha. */
const ANTARDASHAS = 9;

/** A 0-based dasha index; its upper bound is checked against the chart's own list by the route. */
function indexField(field: string, count: number, description: string) {
  return z
    .string({ error: `${field}: expected a whole number from 0 to ${count - 1}.` })
    .transform((raw, ctx) => {
      const value = Number(raw.trim());
      if (raw.trim() === '' || !Number.isInteger(value) || value < 0 || value >= count) {
        ctx.addIssue({ code: 'custom', message: `${field}: expected a whole number from 0 to ${count - 1}, got "${raw}".` });
        return z.NEVER;
      }
      return value;
    })
    .meta({ type: 'integer', minimum: 0, maximum: count - 1, description, examples: [field === 'mahadasha' ? '2' : '3'] });
}

/** The query of `GET /api/chart/pratyantardashas`. */
export const pratyantardashasQuerySchema = birthQuerySchema.safeExtend({
  mahadasha: indexField('mahadasha', MAX_MAHADASHAS, 'Index into chart.dasha.mahadashas (0 = the one running at birth).'),
  antardasha: indexField('antardasha', ANTARDASHAS, "Index into that mahadasha's antardashas."),
});
/** Refusal order: the birth first, then the indices. */
export const PRATYANTARDASHAS_QUERY_ORDER = [...BIRTH_QUERY_FIELDS, 'mahadasha', 'antardasha'] as const;

/** `locale` of `GET /api/chart/now`: a regional language adds its reading beside the English and the Hindi. */
export const nowLocaleField = z
  .enum(LOCALES, { error: `locale: expected one of ${LOCALES.join(', ')}` })
  .optional()
  .meta({
    description: `Language of the readings besides English and Hindi (always given): ${REGIONAL_LOCALES.join(', ')} add that language's reading to each; default ${DEFAULT_LOCALE}.`,
  });

/** The query of `GET /api/chart/now`. */
export const nowQuerySchema = birthQuerySchema.safeExtend({ day: dayField, locale: nowLocaleField });
/** Refusal order: the birth first, then `day`, then `locale` (the route checks the birth before the day). */
export const NOW_QUERY_ORDER = [...BIRTH_QUERY_FIELDS, 'day', 'locale'] as const;
