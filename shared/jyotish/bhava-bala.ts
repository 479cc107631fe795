/**
 * Bhava bala (house strength) after B.V. Raman, "Graha and Bhava Balas": bhavadhipati bala
 * (the shadbala of the house lord), bhava dig bala (from the kind of sign on the bhava
 * madhya) and bhava drishti bala (aspects on the bhava madhya), all in virupas.
 */
import type { BhavaBala, ChartBase, Shadbala } from '../model/chart';
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';
import { RASI_LORD } from './classical';
import type { ShadbalaContext } from './shadbala-context';
import { drishtiValue } from './shadbala-drik';
import { normalizeDeg } from '../math/angles';

/**
 * The house (1, 4, 7 or 10) where a sign is strongest for bhava dig bala: human signs
 * (Gemini, Virgo, Libra, Aquarius, first half of Sagittarius) in the 1st; watery signs
 * (Cancer, Pisces, second half of Capricorn) in the 4th; Scorpio in the 7th; quadrupeds
 * (Aries, Taurus, Leo, second half of Sagittarius, first half of Capricorn) in the 10th.
 */
export function strongHouseOfSign(longitudeDeg: number): 1 | 4 | 7 | 10 {
  const lon = normalizeDeg(longitudeDeg);
  const sign = Math.floor(lon / 30);
  const secondHalf = lon - sign * 30 >= 15;
  if ([2, 5, 6, 10].includes(sign) || (sign === 8 && !secondHalf)) return 1;
  if (sign === 3 || sign === 11 || (sign === 9 && secondHalf)) return 4;
  if (sign === 7) return 7;
  return 10;
}

/** Bhava bala of houses 1–12 from the chart, its shadbala context and the grahas' shadbala. */
export function computeBhavaBala(base: ChartBase, ctx: ShadbalaContext, shadbala: Record<SaptaGraha, Shadbala>): BhavaBala[] {
  return base.houses.map((house) => {
    const madhya = house.bhavaMadhyaDeg;
    const lord = RASI_LORD[Math.floor(normalizeDeg(madhya) / 30)] as SaptaGraha;
    const bhavadhipati = shadbala[lord].totalVirupas;
    const strong = strongHouseOfSign(madhya);
    const apart = (((house.house - strong) % 12) + 12) % 12;
    const dig = 60 - 10 * Math.min(apart, 12 - apart);
    let drishti = 0;
    for (const g of SAPTA_GRAHAS) {
      const v = drishtiValue(g, madhya - ctx.lonDeg[g]);
      // Raman takes the aspects of Jupiter and Mercury in full, the others at a quarter.
      const weight = g === 'Jupiter' || g === 'Mercury' ? 1 : 0.25;
      drishti += (ctx.benefic[g] ? 1 : -1) * v * weight;
    }
    const totalVirupas = bhavadhipati + dig + drishti;
    return { house: house.house, bhavadhipati, dig, drishti, totalVirupas, totalRupas: totalVirupas / 60 };
  });
}
