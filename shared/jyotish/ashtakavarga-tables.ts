/**
 * Parashari Ashtakavarga tables (Brihat Parashara Hora Shastra, ch. 66–72, as tabulated in
 * P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. on Ashtakavarga).
 * For each graha whose Bhinnashtakavarga is being cast, and for each of the eight reference
 * points (seven grahas and the lagna), the houses (1–12, counted from the reference point's
 * sign) that receive a bindu.
 * Two cells differ between printed editions of the tables; we follow PVR's book (the textbook
 * fixtures match it exactly): Moon's row from the Moon has the 9th (and from Mars lacks the
 * 9th; from Jupiter it has the 2nd, not the 12th), Venus's row from Mars has the 4th rather than the 5th. Totals are the same either way.
 */
import type { SaptaGraha } from '../vocabulary/graha';

/** The eight reference points of Ashtakavarga: the seven grahas and the lagna. */
export const ASHTAKAVARGA_REFERENCES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Lagna'] as const;
/** One Ashtakavarga reference point. */
export type AshtakavargaReference = (typeof ASHTAKAVARGA_REFERENCES)[number];

/** Benefic houses (1–12) per cast graha and reference point. */
export const BAV_HOUSES: Record<SaptaGraha, Record<AshtakavargaReference, readonly number[]>> = {
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11],
    Moon: [3, 6, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11],
    Venus: [6, 7, 12],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Lagna: [3, 4, 6, 10, 11, 12],
  },
  Moon: {
    Sun: [3, 6, 7, 8, 10, 11],
    Moon: [1, 3, 6, 7, 9, 10, 11],
    Mars: [2, 3, 5, 6, 10, 11],
    Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 2, 4, 7, 8, 10, 11],
    Venus: [3, 4, 5, 7, 9, 10, 11],
    Saturn: [3, 5, 6, 11],
    Lagna: [3, 6, 10, 11],
  },
  Mars: {
    Sun: [3, 5, 6, 10, 11],
    Moon: [3, 6, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [3, 5, 6, 11],
    Jupiter: [6, 10, 11, 12],
    Venus: [6, 8, 11, 12],
    Saturn: [1, 4, 7, 8, 9, 10, 11],
    Lagna: [1, 3, 6, 10, 11],
  },
  Mercury: {
    Sun: [5, 6, 9, 11, 12],
    Moon: [2, 4, 6, 8, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12],
    Venus: [1, 2, 3, 4, 5, 8, 9, 11],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    Moon: [2, 5, 7, 9, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    Venus: [2, 5, 6, 9, 10, 11],
    Saturn: [3, 5, 6, 12],
    Lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  Venus: {
    Sun: [8, 11, 12],
    Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    Mars: [3, 4, 6, 9, 11, 12],
    Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11],
    Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    Saturn: [3, 4, 5, 8, 9, 10, 11],
    Lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11],
    Moon: [3, 6, 11],
    Mars: [3, 5, 6, 10, 11, 12],
    Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12],
    Venus: [6, 11, 12],
    Saturn: [3, 5, 6, 11],
    Lagna: [1, 3, 4, 6, 10, 11],
  },
};

/**
 * The lagna's own Bhinnashtakavarga (PVR, "Vedic Astrology: An Integrated Approach", ch. 12):
 * reported apart from the seven rows so the Sarvashtakavarga keeps its 337 total.
 */
export const LAGNA_BAV_HOUSES: Record<AshtakavargaReference, readonly number[]> = {
  Sun: [3, 4, 6, 10, 11, 12],
  Moon: [3, 6, 10, 11, 12],
  Mars: [1, 3, 6, 10, 11],
  Mercury: [1, 2, 4, 6, 8, 10, 11],
  Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9],
  Saturn: [1, 3, 4, 6, 10, 11],
  Lagna: [3, 6, 10, 11],
};

/** Fixed Bhinnashtakavarga totals per graha (sum over the 12 signs), a check on the tables; they sum to 337. */
export const BAV_TOTALS: Record<SaptaGraha, number> = { Sun: 48, Moon: 49, Mars: 39, Mercury: 54, Jupiter: 56, Venus: 52, Saturn: 39 };
