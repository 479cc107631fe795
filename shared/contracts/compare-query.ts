/**
 * The query of `GET /api/compare`: the birth fields of /api/chart plus `profiles`, a comma list
 * of settings profiles (shared/chart/profiles.ts; all of them when absent, the first the
 * reference the others are explained against), and the `profile` field /api/chart and the pages
 * take. An unknown profile is refused with the list of the known ones. `ayanamsa` and `node`
 * cast our own profile as the chart was cast; the other profiles keep their own.
 */
import { z } from 'zod';
import { PROFILE_IDS, isProfileId, type ProfileId } from '../chart/profiles';
import { BIRTH_QUERY_FIELDS, birthQuerySchema } from './birth-query';
import { quote } from './fields';
import { problem } from './field-problem';

function unknownProfile(field: string, raw: string): string {
  return `${field}: unknown profile ${quote(raw)}; expected one of ${PROFILE_IDS.join(', ')}`;
}

/** One profile id, any case (`profile=` of /api/chart and the pages). */
export const profileField = z
  .string({ error: `profile: expected one of ${PROFILE_IDS.join(', ')}` })
  .transform((raw, ctx): ProfileId | undefined => {
    const value = raw.trim().toLowerCase();
    if (value === '') return undefined;
    if (isProfileId(value)) return value;
    ctx.addIssue({ code: 'custom', message: unknownProfile('profile', raw), params: problem('notAllowed') });
    return z.NEVER;
  })
  .optional()
  .meta({
    type: 'string',
    enum: [...PROFILE_IDS],
    description: 'Settings profile of another program (shared/chart/CONVENTIONS.md, Profiles); explicit ayanamsa and node still win.',
  });

/** A comma list of profile ids, each once, in the order given. */
export const profilesField = z
  .string()
  .optional()
  .transform((raw, ctx): ProfileId[] => {
    if (raw === undefined || raw.trim() === '') return [...PROFILE_IDS];
    const ids: ProfileId[] = [];
    for (const part of raw.split(',')) {
      const value = part.trim().toLowerCase();
      if (!isProfileId(value)) {
        ctx.addIssue({ code: 'custom', message: unknownProfile('profiles', part.trim()), params: problem('notAllowed') });
        return z.NEVER;
      }
      if (!ids.includes(value)) ids.push(value);
    }
    return ids;
  })
  .meta({
    type: 'string',
    description: `Comma list of settings profiles to compare (${PROFILE_IDS.join(', ')}); all when absent. The first is the reference the differences are explained against.`,
    examples: ['default,pyjhora,astrosage'],
  });

/** The query of `GET /api/compare`. */
export const compareQuerySchema = birthQuerySchema.safeExtend({ profiles: profilesField });
/** Refusal order of the compare query. */
export const COMPARE_QUERY_ORDER = ['profiles', ...BIRTH_QUERY_FIELDS] as const;
