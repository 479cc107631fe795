/**
 * Varjyam (tyajya, visha ghati) and Amrit Kalam: each nakshatra carries an inauspicious and an
 * auspicious stretch of 4 ghatis, starting a fixed number of ghatis into it. The ghatis are
 * sixtieths of that nakshatra's actual duration at the Moon's speed (so the 4-ghati stretch is
 * 1/15 of it). Mula has two varjyam stretches (at 20 and 56 ghatis) in the Telugu/Drik tradition.
 */

/** Varjyam starting ghatis per nakshatra (Ashwini first). */
export const VARJYAM_GHATI: readonly (readonly number[])[] = [
  [50],
  [24],
  [30],
  [40],
  [14],
  [21],
  [30],
  [20],
  [32],
  [30],
  [20],
  [18],
  [21],
  [20],
  [14],
  [14],
  [10],
  [14],
  [20, 56],
  [24],
  [20],
  [10],
  [10],
  [18],
  [16],
  [24],
  [30],
];
/** Amrit Kalam starting ghatis per nakshatra (Ashwini first). */
export const AMRIT_GHATI: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54,
];
const LENGTH_GHATI = 4;

/** Stretches (Julian-day pairs) of the nakshatras given that overlap [fromJd, toJd]. */
export function varjyamAmrit(nakshatras: { number: number; startJd: number; endJd: number }[], fromJd: number, toJd: number) {
  const varjyam: [number, number][] = [];
  const amrit: [number, number][] = [];
  for (const n of nakshatras) {
    const ghati = (n.endJd - n.startJd) / 60;
    const at = (g: number): [number, number] => [n.startJd + g * ghati, n.startJd + (g + LENGTH_GHATI) * ghati];
    for (const g of VARJYAM_GHATI[n.number - 1]!) varjyam.push(at(g));
    amrit.push(at(AMRIT_GHATI[n.number - 1]!));
  }
  const overlaps = ([a, b]: [number, number]) => b > fromJd && a < toJd;
  return { varjyam: varjyam.filter(overlaps), amritKalam: amrit.filter(overlaps) };
}
