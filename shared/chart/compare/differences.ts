/**
 * The differences between profiles and their causes, found by isolating settings: for each
 * quantity on which a profile disagrees with the reference (the first profile asked for), each
 * setting in which the two differ is switched alone, from the reference's value to the other
 * profile's, and what that one switch does is measured (how far it moves a longitude or a date;
 * whether it alone gives the other profile's sign, nakshatra or tithi). What the single switches
 * do not explain is reported as the settings acting together. Nothing is guessed: every number
 * in a cause is a recomputation.
 */
import { COMPARED_SETTINGS, type ComparedSetting, type ProfileId, type ProfileSettings } from '../profiles';
import { profileValues, type BirthMoment, type ProfileValues } from './profile-values';
import { comparedQuantities, numericDelta, type NumericQuantity, type Quantity } from './quantities';
import { formatAmount } from './format-amount';

/** A profile with the settings it is computed with. */
export interface ProfileEntry {
  id: ProfileId;
  settings: ProfileSettings;
}

/** What switching one setting alone, from the reference's value to another profile's, does to a quantity. */
export interface SettingEffect {
  /** The profile compared with the reference. */
  profile: ProfileId;
  setting: ComparedSetting;
  /** The reference's value of the setting. */
  from: string;
  /** The other profile's value. */
  to: string;
  /** The change it alone makes, in the difference's unit (for a sign or nakshatra: the longitude's change in degrees); null when not measurable. */
  change: number | null;
  /** For a category (a sign, nakshatra, tithi …): true when this switch alone gives the other profile's value. */
  flips?: boolean;
}

/** One difference between the profiles. */
export interface Difference {
  /** What differs, in English ("Moon nakshatra", "Sunrise"). */
  what: string;
  /** Unit of the numeric changes: degrees, minutes or seconds of time; absent for a category. */
  unit?: 'deg' | 'min' | 's';
  /** Each profile's value (degrees, an ISO instant, a name or a number); null where it has none. */
  values: Partial<Record<ProfileId, string | number | null>>;
  /** Which settings cause it and by how much, in one English sentence per profile. */
  cause: string;
  /** The measurements behind `cause`. */
  effects: SettingEffect[];
}

/** A cache of values by settings: the single switches of different quantities share their charts. */
export class ValuesCache {
  private readonly byKey = new Map<string, ProfileValues>();
  constructor(private readonly birth: BirthMoment) {}
  /** The values of a set of settings (computed once). */
  of(settings: ProfileSettings): ProfileValues {
    const key = COMPARED_SETTINGS.map((k) => settings[k]).join('|');
    let v = this.byKey.get(key);
    if (!v) {
      v = profileValues(this.birth, settings);
      this.byKey.set(key, v);
    }
    return v;
  }
}

function differs(q: Quantity, a: string | number | null, b: string | number | null): boolean {
  if (a === null || b === null) return a !== b;
  if (q.kind === 'categorical') return a !== b;
  return Math.abs(numericDelta(q, a as number, b as number)) > q.tolerance;
}

function settingWords(e: SettingEffect): string {
  return `${e.setting} ${e.to} vs ${e.from}`;
}

/** The effects of switching each differing setting alone, for one quantity and one profile. */
function effectsOf(q: Quantity, cache: ValuesCache, ref: ProfileEntry, other: ProfileEntry): SettingEffect[] {
  const base = cache.of(ref.settings);
  const target = q.read(cache.of(other.settings));
  const driver: NumericQuantity | undefined = q.kind === 'numeric' ? q : q.driver;
  const effects: SettingEffect[] = [];
  for (const setting of COMPARED_SETTINGS) {
    if (ref.settings[setting] === other.settings[setting]) continue;
    const switched = cache.of({ ...ref.settings, [setting]: other.settings[setting] });
    let change: number | null = null;
    if (driver) {
      const a = driver.read(base);
      const b = driver.read(switched);
      change = a === null || b === null ? null : numericDelta(driver, a, b);
    }
    const effect: SettingEffect = { profile: other.id, setting, from: ref.settings[setting], to: other.settings[setting], change };
    if (q.kind === 'categorical') effect.flips = q.read(switched) === target;
    effects.push(effect);
  }
  return effects;
}

/** The sentence explaining one profile's difference from the reference. */
function sentence(
  q: Quantity,
  ref: ProfileEntry,
  other: ProfileEntry,
  refValue: unknown,
  value: unknown,
  effects: SettingEffect[],
): string {
  const driver = q.kind === 'numeric' ? q : q.driver;
  const moved = (e: SettingEffect) =>
    !driver || e.change === null
      ? ''
      : Math.abs(e.change) > driver.tolerance
        ? ` (${formatAmount(driver.unit, e.change)})`
        : ' (no change)';
  if (q.kind === 'numeric') {
    const total = numericDelta(q, refValue as number, value as number);
    const parts = effects.map((e) => `${settingWords(e)}${moved(e)}`);
    const explained = effects.reduce((sum, e) => sum + (e.change ?? 0), 0);
    const rest = total - explained;
    if (Math.abs(rest) > q.tolerance) parts.push(`the settings acting together ${formatAmount(q.unit, rest)}`);
    return `${other.id} is ${formatAmount(q.unit, total)} from ${ref.id}: ${parts.join('; ')}.`;
  }
  const flipping = effects.filter((e) => e.flips);
  const boundary = q.boundary ? ` across the ${q.boundary(refValue as string, value as string)} boundary` : '';
  if (flipping.length > 0) {
    const parts = flipping.map((e) => `${settingWords(e)} alone gives it${moved(e)}${boundary}`);
    const others = effects.filter((e) => !e.flips).map((e) => `${settingWords(e)}${moved(e)}`);
    return `${other.id} has ${String(value)} where ${ref.id} has ${String(refValue)}: ${parts.join('; ')}${others.length ? `; also ${others.join('; ')}` : ''}.`;
  }
  const parts = effects.map((e) => `${settingWords(e)}${moved(e)}`);
  return `${other.id} has ${String(value)} where ${ref.id} has ${String(refValue)}: no one setting alone gives it, the settings together do (${parts.join('; ')}).`;
}

/** The differences among the profiles (the first is the reference), each with its cause. */
export function differencesOf(entries: readonly ProfileEntry[], cache: ValuesCache): Difference[] {
  const ref = entries[0];
  if (!ref) return [];
  const out: Difference[] = [];
  for (const q of comparedQuantities()) {
    const refValues = cache.of(ref.settings);
    const refValue = q.read(refValues);
    const gate = q.kind === 'numeric' ? q.sameAs : undefined;
    const comparable = entries.filter((e) => !gate || gate.read(cache.of(e.settings)) === gate.read(refValues));
    const differing = comparable.filter((e) => e !== ref && differs(q, refValue, q.read(cache.of(e.settings))));
    if (differing.length === 0) continue;
    const effects: SettingEffect[] = [];
    const sentences: string[] = [];
    for (const other of differing) {
      const value = q.read(cache.of(other.settings));
      const mine = effectsOf(q, cache, ref, other);
      effects.push(...mine);
      sentences.push(
        value === null || refValue === null
          ? `${other.id} has ${value === null ? 'none' : String(value)} where ${ref.id} has ${refValue === null ? 'none' : String(refValue)}: ${mine.map(settingWords).join('; ')}.`
          : sentence(q, ref, other, refValue, value, mine),
      );
    }
    const values: Difference['values'] = {};
    for (const e of comparable) values[e.id] = q.kind === 'numeric' ? q.show(cache.of(e.settings)) : q.read(cache.of(e.settings));
    out.push({ what: q.what, ...(q.kind === 'numeric' ? { unit: q.unit } : {}), values, cause: sentences.join(' '), effects });
  }
  return out;
}
