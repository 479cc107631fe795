/**
 * "Why does my chart differ?": one birth under several settings profiles, side by side, with
 * every difference and its cause (differences.ts) and the values a small birth-time error would
 * flip (fragility.ts). The first profile asked for is the reference the others are explained
 * against. Pure: the answer of GET /api/compare, the /compare page and the chat's tool.
 */
import type { ChartInput } from '../../model/chart';
import { normalizeChartInput } from '../input';
import { PROFILES, type Profile, type ProfileId, type ProfileSettings } from '../profiles';
import { differencesOf, ValuesCache, type Difference } from './differences';
import { fragilityOf, type FragilityFlag } from './fragility';
import type { BirthMoment, ComparedPoint, ProfilePanchang } from './profile-values';

/** One profile's side of the table. */
export interface ProfileComparison {
  id: ProfileId;
  name: string;
  version: string;
  settings: Profile['settings'];
  sources: Profile['sources'];
  undocumented: Profile['undocumented'];
  /** Sidereal longitudes, degrees in [0, 360), to 1e-6°. */
  positions: Record<ComparedPoint, number>;
  /** Days in its dasha year. */
  dashaYearDays: number;
  /** Vimshottari antardashas from the one running at birth to 120 dasha years after it (ISO 8601 starts). */
  dasha: { md: string; ad: string; start: string }[];
  panchang: Omit<ProfilePanchang, 'sunriseJdUt'>;
}

/** The whole comparison. */
export interface Comparison {
  /** The profile the others are explained against (the first asked for). */
  reference: ProfileId;
  profiles: ProfileComparison[];
  differences: Difference[];
  fragility: FragilityFlag[];
}

const MICRO = 1e6;

/** Our chart's own ayanamsa and node when cast with other than the defaults (the site's pages send Lahiri). */
export type OurSettings = Partial<Pick<ProfileSettings, 'ayanamsa' | 'node'>>;

/** A profile's settings and sources, ours as the chart was cast. */
function profileAsCast(id: ProfileId, ours: OurSettings): Pick<Profile, 'settings' | 'sources'> {
  const p = PROFILES[id];
  if (id !== 'default') return p;
  const settings = { ...p.settings, ...ours };
  const sources = { ...p.sources };
  for (const k of Object.keys(ours) as (keyof OurSettings)[])
    if (settings[k] !== p.settings[k]) sources[k] = `as the chart was cast (${k}=${settings[k]})`;
  return { settings, sources };
}

/**
 * The comparison of one birth (already an instant and a place) under the named profiles; `ours`
 * casts the `default` profile with the chart's own ayanamsa and node.
 */
export function compareProfiles(birth: BirthMoment, timeKnown: boolean, ids: readonly ProfileId[], ours: OurSettings = {}): Comparison {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new RangeError('profiles: name at least one profile');
  const cache = new ValuesCache(birth);
  const cast = new Map(unique.map((id) => [id, profileAsCast(id, ours)]));
  const entries = unique.map((id) => ({ id, settings: cast.get(id)!.settings }));
  const profiles = unique.map((id): ProfileComparison => {
    const p = PROFILES[id];
    const { settings, sources } = cast.get(id)!;
    const v = cache.of(settings);
    const positions = {} as Record<ComparedPoint, number>;
    for (const [point, deg] of Object.entries(v.positions) as [ComparedPoint, number][]) positions[point] = Math.round(deg * MICRO) / MICRO;
    const { sunriseJdUt: _jd, ...panchang } = v.panchang;
    return {
      id,
      name: p.name.en,
      version: p.version,
      settings,
      sources,
      undocumented: p.undocumented,
      positions,
      dashaYearDays: Math.round(v.dashaYearDays * MICRO) / MICRO,
      dasha: v.dasha.map(({ md, ad, start }) => ({ md, ad, start })),
      panchang,
    };
  });
  return {
    reference: unique[0]!,
    profiles,
    differences: differencesOf(entries, cache),
    fragility: fragilityOfAll(birth, entries, timeKnown),
  };
}

/** The fragility flags of every profile, each set of the settings that move the lagna and Moon computed once. */
function fragilityOfAll(
  birth: BirthMoment,
  entries: readonly { id: ProfileId; settings: ProfileSettings }[],
  timeKnown: boolean,
): FragilityFlag[] {
  const byKey = new Map<string, FragilityFlag[]>();
  return entries.flatMap(({ id, settings }) => {
    const key = `${settings.ayanamsa}|${settings.node}|${settings.positions}`;
    let flags = byKey.get(key);
    if (!flags) {
      flags = fragilityOf(birth, id, settings, timeKnown);
      byKey.set(key, flags);
    }
    return flags.map((f) => ({ ...f, profile: id }));
  });
}

/** The comparison of a birth as /api/chart takes it (validated here; a bad field throws FieldError), ours cast with its ayanamsa and node. */
export function compareChartInput(input: ChartInput, ids: readonly ProfileId[]): Comparison {
  const n = normalizeChartInput(input);
  const birth = { jdUt: n.jdUt, lat: n.lat, lon: n.lon, utcOffsetMinutes: n.utcOffsetMinutes };
  return compareProfiles(birth, n.timeKnown, ids, { ayanamsa: n.ayanamsa, node: n.node });
}
