/**
 * Pancha-vargeeya bala, the Tajika five-fold strength of the seven grahas (Tajika Neelakanthi;
 * as P.V.R. Narasimha Rao tabulates it in "Vedic Astrology: An Integrated Approach", Tajika
 * chapter): kshetra (sign) 30 / 22.5 / 15 / 7.5 for own / friend / neutral / enemy sign lord,
 * uchcha 20 × (1 − distance from the deep exaltation point / 180°), hadda 15 / 11.25 / 7.5 / 3.75
 * for the hadda lord (./hadda.ts), drekkana 10 / 7.5 / 5 / 2.5 for the D-3 sign lord, navamsa
 * 5 / 3.75 / 2.5 / 1.25 for the D-9 sign lord; the sum divided by 4, so at most 20. Friendship
 * is the natural (Parashari) relation of the graha to the lord.
 */
import { deepExaltationDistanceDeg } from '../jyotish/classical/exaltation';
import { naturalRelation } from '../jyotish/classical/relations';
import { RASI_LORD } from '../jyotish/classical/rasi-lords';
import { vargaRasiIndex } from '../jyotish/vargas';
import type { SaptaGraha } from '../vocabulary/graha';
import { haddaLord } from './hadda';

/** The parts and the total (units, total ≤ 20). */
export interface PanchaVargeeyaBala {
  kshetra: number;
  uchcha: number;
  hadda: number;
  drekkana: number;
  navamsa: number;
  total: number;
}

/** Share of the full points by the graha's relation to `lord`: own 1, friend ¾, neutral ½, enemy ¼. */
function share(graha: SaptaGraha, lord: SaptaGraha): number {
  if (graha === lord) return 1;
  const relation = naturalRelation(graha, lord);
  return relation === 'friend' ? 0.75 : relation === 'neutral' ? 0.5 : 0.25;
}

/** Pancha-vargeeya bala of `graha` at sidereal longitude `lonDeg` (degrees). */
export function panchaVargeeyaBala(graha: SaptaGraha, lonDeg: number): PanchaVargeeyaBala {
  const rasi = Math.floor(lonDeg / 30) % 12;
  const lordOf = (signIndex: number) => RASI_LORD[signIndex] as SaptaGraha;
  const kshetra = 30 * share(graha, lordOf(rasi));
  const uchcha = 20 * (1 - deepExaltationDistanceDeg(graha, lonDeg)! / 180);
  const hadda = 15 * share(graha, haddaLord(rasi, lonDeg - rasi * 30));
  const drekkana = 10 * share(graha, lordOf(vargaRasiIndex(lonDeg, 3)));
  const navamsa = 5 * share(graha, lordOf(vargaRasiIndex(lonDeg, 9)));
  return { kshetra, uchcha, hadda, drekkana, navamsa, total: (kshetra + uchcha + hadda + drekkana + navamsa) / 4 };
}
