/**
 * A settings profile applied to the full chart (`/api/chart?profile=…` and the pages): the chart
 * engine takes the ayanamsa, the node and a fixed dasha year; explicit `ayanamsa` and `node`
 * parameters still win. The settings the full chart does not vary (geometric positions, the true
 * sidereal year, the sunrise definition) are named in `notApplied`, with /api/compare as the place
 * that computes them, rather than silently dropped.
 */
import type { Ayanamsa, DashaYear, NodeType } from '../vocabulary/settings';
import { PROFILES, type ProfileId, type ProfileSetting, type ProfileSettings } from './profiles';

/** Which of a profile's settings the chart applied and which it could not. */
export interface ProfileApplication {
  id: ProfileId;
  /** Settings taken from the profile (not those an explicit parameter overrode). */
  applied: ProfileSetting[];
  /** Settings given explicitly, which win over the profile's. */
  overridden: ProfileSetting[];
  /** Settings the full chart does not vary, with the profile's value. */
  notApplied: { setting: ProfileSetting; value: string; reason: string }[];
}

/** The chart's parameters under a profile. */
export interface ProfileChartSettings {
  ayanamsa: Ayanamsa;
  node: NodeType;
  dashaYear?: DashaYear;
  application: ProfileApplication;
}

const OURS = PROFILES.default.settings;
const ELSEWHERE = 'the full chart computes it as ours; /api/compare computes it as this profile does';

/** The chart parameters of a profile; `explicit` holds the ayanamsa and node given as parameters (they win). */
export function profileChartSettings(id: ProfileId, explicit: Partial<Pick<ProfileSettings, 'ayanamsa' | 'node'>>): ProfileChartSettings {
  const s = PROFILES[id].settings;
  const applied: ProfileSetting[] = [];
  const overridden: ProfileSetting[] = [];
  const notApplied: ProfileApplication['notApplied'] = [];
  const pick = <K extends 'ayanamsa' | 'node'>(k: K): ProfileSettings[K] => {
    const given = explicit[k];
    if (given !== undefined) {
      if (given !== s[k]) overridden.push(k);
      return given as ProfileSettings[K];
    }
    applied.push(k);
    return s[k];
  };
  const ayanamsa = pick('ayanamsa');
  const node = pick('node');
  let dashaYear: DashaYear | undefined;
  if (s.dashaYear === 'true-sidereal' || s.dashaYear === 'pyjhora-sidereal')
    notApplied.push({ setting: 'dashaYear', value: s.dashaYear, reason: ELSEWHERE });
  else {
    dashaYear = s.dashaYear;
    applied.push('dashaYear');
  }
  for (const k of ['positions', 'sunrise', 'houses'] as const)
    if (s[k] !== OURS[k]) notApplied.push({ setting: k, value: s[k], reason: ELSEWHERE });
    else applied.push(k);
  return { ayanamsa, node, ...(dashaYear ? { dashaYear } : {}), application: { id, applied, overridden, notApplied } };
}
