/**
 * The /compare page's data: the call to `GET /api/compare` through the typed client, the
 * cell-by-cell "differs from ours" test and "what would make them agree" (the settings whose single
 * switch moved something, per program). The words are shared/interpretation/compare-words.ts.
 */
import type { Comparison } from '../../shared/chart/compare/compare';
import type { Difference } from '../../shared/chart/compare/differences';
import { COMPARED_SETTINGS, type ComparedSetting, type ProfileId } from '../../shared/chart/profiles';
import { apiCall } from './api-client';
import { birthToQuery, type BirthRequest } from './birth-query';

/** The comparison of a birth under `profiles` (ours first), through the typed client. */
export async function fetchComparison(request: BirthRequest, profiles: readonly ProfileId[], signal?: AbortSignal): Promise<Comparison> {
  const query = birthToQuery(request);
  query.set('profiles', ['default', ...profiles.filter((p) => p !== 'default')].join(','));
  const { status: _status, ...comparison } = await apiCall('compare', { query, ...(signal ? { signal } : {}) });
  // The schema checks the top levels; the engine type names the rest (shared/chart/compare/compare.ts).
  return comparison as unknown as Comparison;
}

/** For one program: the settings whose switch alone moved some value, and those that moved nothing. */
export interface Agreement {
  id: ProfileId;
  matters: ComparedSetting[];
  noEffect: ComparedSetting[];
}

/** What would make each program agree with ours (see module comment). */
export function agreements(c: Comparison): Agreement[] {
  const ref = c.profiles[0]!;
  return c.profiles.slice(1).map((p) => {
    const differing = COMPARED_SETTINGS.filter((k) => p.settings[k] !== ref.settings[k]);
    const moved = new Set(
      c.differences.flatMap((d) => d.effects.filter((e) => e.profile === p.id && (e.flips || (e.change ?? 0) !== 0)).map((e) => e.setting)),
    );
    return { id: p.id, matters: differing.filter((k) => moved.has(k)), noEffect: differing.filter((k) => !moved.has(k)) };
  });
}

/** The difference about `what` (e.g. "Moon nakshatra"), if the programs disagree on it. */
export function differenceAbout(c: Comparison, what: string): Difference | undefined {
  return c.differences.find((d) => d.what === what);
}

/** True when `profile`'s value of `what` differs from ours. */
export function differsFromOurs(c: Comparison, what: string, profile: ProfileId): boolean {
  const d = differenceAbout(c, what);
  if (!d || profile === c.reference) return false;
  return d.effects.some((e) => e.profile === profile);
}
