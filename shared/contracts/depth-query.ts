/**
 * The queries of the astrologer-depth routes: `GET /api/dashas` (the birth query plus `system`
 * and `method`), `GET /api/kp` (the birth query with KRISHNAMURTI as the default ayanamsa, plus
 * `horary`) and `GET /api/varshaphal` (plus `year`). The birth fields are birth-query.ts's, so
 * these routes cannot drift from /api/chart; each refusal names its field and the allowed values.
 */
import { z } from 'zod';
import { CHARA_METHODS, DASHA_SYSTEMS, type CharaMethod, type DashaSystem } from '../jyotish/dashas/timeline';
import { KP_HORARY_MAX } from '../kp/horary';
import type { Ayanamsa } from '../vocabulary/settings';
import { BIRTH_QUERY_FIELDS, birthQuerySchema } from './birth-query';
import { ayanamsaField, emptyAsAbsent, quote } from './fields';
import { problem } from './field-problem';

/** Completed years of life a Varshaphal can be asked for. */
export const VARSHAPHAL_MAX_YEAR = 120;

/** One of a closed list of words, any case; the refusal lists them. */
function choiceField<T extends string>(field: string, allowed: readonly T[], fallback: T | undefined, description: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const value = raw.trim().toLowerCase();
      if ((allowed as readonly string[]).includes(value)) return value as T;
      ctx.addIssue({
        code: 'custom',
        message: `${field}: unknown ${field} ${quote(raw)}; expected one of ${allowed.join(', ')}`,
        params: problem('notAllowed'),
      });
      return z.NEVER;
    })
    .meta({ type: 'string', enum: [...allowed], ...(fallback ? { default: fallback } : {}), description });
}

/** A whole number from `min` to `max`, given as a query string. */
function wholeNumberField(field: string, min: number, max: number, description: string) {
  return z
    .string({ error: `${field}: required, a whole number from ${min} to ${max}` })
    .transform((raw, ctx) => {
      const value = Number(raw.trim());
      if (raw.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${field}: expected a whole number from ${min} to ${max}, got ${quote(raw)}`,
          params: problem('outOfRange', { min, max }),
        });
        return z.NEVER;
      }
      return value;
    })
    .meta({ type: 'integer', minimum: min, maximum: max, description });
}

/** The query of `GET /api/dashas`. */
export const dashasQuerySchema = birthQuerySchema
  .safeExtend({
    system: choiceField<DashaSystem>('system', DASHA_SYSTEMS, 'vimshottari', 'The dasha system.'),
    method: choiceField<CharaMethod>(
      'method',
      CHARA_METHODS,
      undefined,
      'Chara dasha method (system=chara only): kn-rao (default) or pvn-rao.',
    ),
  })
  .superRefine((query, ctx) => {
    if (query.method !== undefined && query.system !== 'chara')
      ctx.addIssue({
        code: 'custom',
        path: ['method'],
        message: `method: only system=chara takes a method (${CHARA_METHODS.join(', ')})`,
        params: problem('notAllowed'),
      });
  });
/** Refusal order of the dashas query. */
export const DASHAS_QUERY_ORDER = ['system', 'method', ...BIRTH_QUERY_FIELDS] as const;

/** The default ayanamsa of the KP routes (Krishnamurti's own). */
export const KP_DEFAULT_AYANAMSA: Ayanamsa = 'KRISHNAMURTI';

/** The query of `GET /api/kp`. */
export const kpQuerySchema = birthQuerySchema.safeExtend({
  ayanamsa: emptyAsAbsent(ayanamsaField)
    .transform((value) => value ?? KP_DEFAULT_AYANAMSA)
    .meta({ default: KP_DEFAULT_AYANAMSA, description: 'Ayanamsa; KRISHNAMURTI unless another is named.' }),
  horary: emptyAsAbsent(
    wholeNumberField(
      'horary',
      1,
      KP_HORARY_MAX,
      `KP horary number 1–${KP_HORARY_MAX}: the houses of the moment and place with that number's ascendant.`,
    ),
  ),
});
/** Refusal order of the KP query. */
export const KP_QUERY_ORDER = ['horary', ...BIRTH_QUERY_FIELDS] as const;

/** The query of `GET /api/varshaphal`. */
export const varshaphalQuerySchema = birthQuerySchema.safeExtend({
  year: wholeNumberField('year', 0, VARSHAPHAL_MAX_YEAR, 'Completed years of life: 29 is the year that starts at the 29th birthday.'),
});
/** Refusal order of the varshaphal query. */
export const VARSHAPHAL_QUERY_ORDER = ['year', ...BIRTH_QUERY_FIELDS] as const;
