/**
 * Constants of Shadbala after B.V. Raman, "Graha and Bhava Balas" (chapters on the six
 * sources of strength). All strengths are in virupas (1 rupa = 60 virupas).
 */
import type { SaptaGraha } from '../vocabulary/graha';

/** Naisargika (natural) bala, virupas: 60 × k/7 with Saturn k = 1 … Sun k = 7. */
export const NAISARGIKA_VIRUPAS: Record<SaptaGraha, number> = {
  Sun: 60,
  Moon: (60 * 6) / 7,
  Venus: (60 * 5) / 7,
  Jupiter: (60 * 4) / 7,
  Mercury: (60 * 3) / 7,
  Mars: (60 * 2) / 7,
  Saturn: 60 / 7,
};

/** Minimum shadbala a graha needs to be called strong, rupas (Raman). */
export const REQUIRED_RUPAS: Record<SaptaGraha, number> = { Sun: 6.5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 };

/** Saptavargaja points per dignity in a varga, virupas (Raman). */
export const SAPTAVARGAJA_POINTS = {
  moolatrikona: 45,
  own: 30,
  'great friend': 22.5,
  friend: 15,
  neutral: 7.5,
  enemy: 3.75,
  'great enemy': 1.875,
} as const;

/** The seven vargas of Saptavargaja bala. */
export const SAPTA_VARGAS = [1, 2, 3, 7, 9, 12, 30] as const;

/** Drekkana bala: males gain in the 1st decanate, neuters in the 2nd, females in the 3rd (index 0–2). */
export const DREKKANA_STRONG: Record<SaptaGraha, number> = { Sun: 0, Mars: 0, Jupiter: 0, Mercury: 1, Saturn: 1, Moon: 2, Venus: 2 };

/** Dig bala: sidereal point where the graha has no directional strength ('nadir' = 4th bhava, 'descendant' = 7th, 'mc' = 10th, 'ascendant' = 1st). */
export const DIG_POWERLESS_POINT: Record<SaptaGraha, 'nadir' | 'descendant' | 'mc' | 'ascendant'> = {
  Sun: 'nadir',
  Mars: 'nadir',
  Jupiter: 'descendant',
  Mercury: 'descendant',
  Moon: 'mc',
  Venus: 'mc',
  Saturn: 'ascendant',
};

/** Mean apparent disc diameters used to weigh a planetary war (Raman), arcseconds. */
export const DISC_DIAMETER_ARCSEC: Record<SaptaGraha, number> = {
  Sun: 1920,
  Moon: 1800,
  Mars: 9.4,
  Mercury: 6.6,
  Jupiter: 190.4,
  Venus: 16.6,
  Saturn: 158,
};
