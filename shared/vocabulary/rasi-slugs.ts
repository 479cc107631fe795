/**
 * The rasis' URL slugs, index 0 = Aries: the rashifal pages' `/rashifal/{slug}` and the API's
 * `sign=` names, lower-case ASCII as Indian sites spell them (note `vrischika`). Apart from
 * rasi.ts so the pages that only name signs do not carry them.
 */
export const RASI_SLUGS = [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrischika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
] as const;
