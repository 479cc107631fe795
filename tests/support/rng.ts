/**
 * The one seeded pseudo-random generator of the tests and benches (mulberry32: 32-bit state,
 * uniform in [0, 1)), so a sweep or fuzz run can be replayed from its seed.
 */

/** A generator of uniform numbers in [0, 1) from `seed`. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n) from a generator. */
export const randomIndex = (random: () => number, n: number): number => Math.floor(random() * n);
