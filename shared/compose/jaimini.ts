/**
 * Jaimini basics of a chart: the chara karakas by both schemes, the twelve arudha padas with AL
 * and UL named, and the karakamsa (the atmakaraka's navamsa sign) of either scheme.
 */
import type { ChartBase } from '../model/chart';
import { arudhaPadas } from '../jyotish/jaimini/arudhas';
import { charaKarakas, type CharaKaraka } from '../jyotish/jaimini/karakas';
import type { Rasi } from '../vocabulary/rasi';
import { RASIS } from '../vocabulary/rasi';
import { placementsOf } from './dashas';

/** The Jaimini view of a chart. */
export interface JaiminiBasics {
  karakas7: CharaKaraka[];
  karakas8: CharaKaraka[];
  arudhas: { house: number; sign: Rasi }[];
  arudhaLagna: Rasi;
  upapada: Rasi;
  /** Navamsa sign of the atmakaraka, by the 8- and the 7-karaka scheme. */
  karakamsa8: Rasi;
  karakamsa7: Rasi;
}

/** What the Jaimini basics read of a chart (the model or the pages' view of it). */
export interface JaiminiChart {
  grahas: readonly Pick<ChartBase['grahas'][number], 'graha' | 'rasiIndex' | 'degreesInRasi' | 'vargas'>[];
  lagna: Pick<ChartBase['lagna'], 'rasiIndex'>;
}

/** See the module comment. */
export function computeJaimini(chart: JaiminiChart): JaiminiBasics {
  const placements = placementsOf(chart);
  const karakas7 = charaKarakas(placements, 7);
  const karakas8 = charaKarakas(placements, 8);
  const arudhas = arudhaPadas(chart.lagna.rasiIndex, placements);
  const navamsaOf = (graha: string) => RASIS[chart.grahas.find((g) => g.graha === graha)!.vargas[9]]!;
  return {
    karakas7,
    karakas8,
    arudhas,
    arudhaLagna: arudhas[0]!.sign,
    upapada: arudhas[11]!.sign,
    karakamsa8: navamsaOf(karakas8[0]!.graha),
    karakamsa7: navamsaOf(karakas7[0]!.graha),
  };
}
