/**
 * Bhadra: the Vishti karana, the seventh movable karana, eight times a lunation (the second half
 * of Shukla 4 and 11 and Krishna 3 and 10, the first half of Shukla 8 and 15 and Krishna 7 and
 * 14). Muhurta texts bar auspicious beginnings in it (Muhurta Chintamani, "Shubhashubha
 * prakarana"); Holika Dahan and Raksha Bandhan avoid it (Nirnayasindhu, Phalguna and Shravana).
 * The karana names come from the panchang's table (karanaName), not restated here.
 */
import { karanaName } from '../jyotish/panchang-names';
import { KARANA_SPAN_DEG } from '../jyotish/panchang';
import type { Interval } from './intervals';
import type { Lunation } from './lunations';
import { solveWrapped, type SkySpan } from './sky-span';

const VISHTI = 'Vishti';

/** The Bhadra intervals [start, end] (Julian days UT) of the lunations, in time order. */
export function bhadraIntervals(sky: SkySpan, lunationList: readonly Lunation[]): Interval[] {
  const out: Interval[] = [];
  for (const lunation of lunationList) {
    const boundary = (karana: number): number => {
      // Karana k starts at elongation 6(k − 1): an even k − 1 is a tithi boundary already solved.
      const half = karana - 1;
      if (half % 2 === 0) return lunation.tithiStartJd[half / 2]!;
      const a = lunation.tithiStartJd[(half - 1) / 2]!;
      const b = lunation.tithiStartJd[(half + 1) / 2]!;
      return solveWrapped(sky.elongationDeg, half * KARANA_SPAN_DEG, (a + b) / 2);
    };
    for (let k = 2; k <= 57; k++) if (karanaName(k) === VISHTI) out.push([boundary(k), boundary(k + 1)]);
  }
  return out;
}
