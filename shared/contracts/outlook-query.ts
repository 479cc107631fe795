/**
 * The query of `GET /api/outlook` (a person's day): the birth fields of `/api/chart`, `day`
 * (YYYY-MM-DD), the day's place as `dayLat` + `dayLon` with optional `dayTz` (default: the
 * birth place and its zone) and `locale` (one of the six LOCALES) for the texts. Birth fields are refused in
 * birth-query.ts's order, then the day's.
 */
import { problem } from './field-problem';
import { BIRTH_QUERY_FIELDS, birthQuerySchema } from './birth-query';
import { LATITUDE_LIMIT_DEG, LONGITUDE_LIMIT_DEG } from './coordinate-limits';
import { degreesField, emptyAsAbsent, localeField, zoneField } from './fields';
import { dayField } from './now-query';

/** `GET /api/outlook`. */
export const outlookQuerySchema = birthQuerySchema
  .safeExtend({
    day: dayField,
    dayLat: emptyAsAbsent(degreesField('dayLat', LATITUDE_LIMIT_DEG, 'latitude of the day’s place')),
    dayLon: emptyAsAbsent(degreesField('dayLon', LONGITUDE_LIMIT_DEG, 'longitude of the day’s place')),
    dayTz: emptyAsAbsent(zoneField('dayTz')),
    locale: localeField,
  })
  .superRefine((query, ctx) => {
    if ((query.dayLat === undefined) !== (query.dayLon === undefined)) {
      const [field, other] = query.dayLat === undefined ? ['dayLat', 'dayLon'] : ['dayLon', 'dayLat'];
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `${field}: required with ${other}`,
        params: problem('pairRequired', { other }),
      });
    }
  });

/** Refusal order: the birth, then the day. */
export const OUTLOOK_QUERY_ORDER = [...BIRTH_QUERY_FIELDS, 'day', 'dayLat', 'dayLon', 'dayTz', 'locale'] as const;
