/**
 * Records over the grahas built as one object literal each, keys in GRAHAS / SAPTA_GRAHAS order.
 * Filling `{}` key by key through a variable key (`out[g] = …`) takes the engine's generic keyed
 * store for every key and leaves records of one kind in several shapes; a literal has one shape,
 * so reads of it stay fast too. The chart computes a few dozen such records per request.
 */
import type { Graha, SaptaGraha } from './graha';

/** `{ Sun: value('Sun'), …, Ketu: value('Ketu') }`, in GRAHAS order (the served JSON's order). */
export function perGraha<T>(value: (g: Graha) => T): Record<Graha, T> {
  return {
    Sun: value('Sun'),
    Moon: value('Moon'),
    Mars: value('Mars'),
    Mercury: value('Mercury'),
    Jupiter: value('Jupiter'),
    Venus: value('Venus'),
    Saturn: value('Saturn'),
    Rahu: value('Rahu'),
    Ketu: value('Ketu'),
  };
}

/** `{ Sun: value('Sun'), …, Saturn: value('Saturn') }`, in SAPTA_GRAHAS order (the served JSON's order). */
export function perSaptaGraha<T>(value: (g: SaptaGraha) => T): Record<SaptaGraha, T> {
  return {
    Sun: value('Sun'),
    Moon: value('Moon'),
    Mars: value('Mars'),
    Mercury: value('Mercury'),
    Jupiter: value('Jupiter'),
    Venus: value('Venus'),
    Saturn: value('Saturn'),
  };
}
