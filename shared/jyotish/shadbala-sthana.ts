/**
 * Sthana bala (positional strength) after B.V. Raman, "Graha and Bhava Balas": uchcha,
 * saptavargaja, ojayugma, kendra and drekkana, each in virupas.
 */
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';
import { RASI_LORD } from '../vocabulary/rasi';
import { EXALTATION, MOOLATRIKONA, naturalRelation } from '../predictions/facts';
import type { ShadbalaContext } from './shadbala-context';
import { DREKKANA_STRONG, SAPTAVARGAJA_POINTS, SAPTA_VARGAS } from './shadbala-tables';

const norm = (deg: number) => ((deg % 360) + 360) % 360;

/**
 * Sign (0 = Aries) of a sidereal longitude in one of Raman's seven vargas (Parashari rules):
 * D1 rasi, D2 hora (Sun/Moon halves), D3 drekkana (1st/5th/9th), D7 saptamsa (odd signs from
 * themselves, even from the 7th), D9 navamsa, D12 dwadasamsa, D30 trimsamsa (unequal parts).
 */
export function saptavargaSign(longitudeDeg: number, varga: (typeof SAPTA_VARGAS)[number]): number {
  const lon = norm(longitudeDeg);
  const sign = Math.floor(lon / 30);
  const deg = lon - sign * 30;
  const odd = sign % 2 === 0;
  switch (varga) {
    case 1: return sign;
    case 2: return (deg < 15) === odd ? 4 : 3;
    case 3: return (sign + 4 * Math.floor(deg / 10)) % 12;
    case 7: return (sign + (odd ? 0 : 6) + Math.floor(deg / (30 / 7))) % 12;
    case 9: return Math.floor(lon / (30 / 9)) % 12;
    case 12: return (sign + Math.floor(deg / 2.5)) % 12;
    case 30:
      if (odd) return deg < 5 ? 0 : deg < 10 ? 10 : deg < 18 ? 8 : deg < 25 ? 2 : 6;
      return deg < 5 ? 1 : deg < 12 ? 5 : deg < 20 ? 11 : deg < 25 ? 9 : 7;
  }
}

/** Temporal (tatkalika) friendship in the rasi chart: grahas 2nd, 3rd, 4th, 10th, 11th or 12th from each other are friends. */
export function temporalFriend(rasi: Record<SaptaGraha, number>, from: SaptaGraha, to: SaptaGraha): boolean {
  const house = ((rasi[to] - rasi[from] + 12) % 12) + 1;
  return [2, 3, 4, 10, 11, 12].includes(house);
}

/** Compound (panchadha) relation of `from` towards `to`. */
export function compoundRelation(rasi: Record<SaptaGraha, number>, from: SaptaGraha, to: SaptaGraha): 'great friend' | 'friend' | 'neutral' | 'enemy' | 'great enemy' {
  const score = naturalRelation(from, to) + (temporalFriend(rasi, from, to) ? 1 : -1);
  return score === 2 ? 'great friend' : score === 1 ? 'friend' : score === 0 ? 'neutral' : score === -1 ? 'enemy' : 'great enemy';
}

/** The five sthana components for one graha, virupas. */
export interface SthanaComponents { uccha: number; saptavargaja: number; ojayugma: number; kendra: number; drekkana: number }

/** Uchcha bala: distance from the deep-debilitation point / 3 (0 at debilitation, 60 at exaltation). */
export function ucchaBala(graha: SaptaGraha, longitudeDeg: number): number {
  const debilitationDeg = norm(EXALTATION[graha].rasiIndex * 30 + EXALTATION[graha].deg + 180);
  const d = Math.abs(norm(longitudeDeg - debilitationDeg));
  return (d > 180 ? 360 - d : d) / 3;
}

/** Sthana bala components of every graha. */
export function sthanaBala(ctx: ShadbalaContext): Record<SaptaGraha, SthanaComponents> {
  const rasi = ctx.rasi as Record<SaptaGraha, number>;
  const out = {} as Record<SaptaGraha, SthanaComponents>;
  for (const graha of SAPTA_GRAHAS) {
    const lon = ctx.lonDeg[graha];
    const deg = lon - Math.floor(lon / 30) * 30;
    let saptavargaja = 0;
    for (const varga of SAPTA_VARGAS) {
      const sign = saptavargaSign(lon, varga);
      const mt = MOOLATRIKONA[graha];
      const lord = RASI_LORD[sign] as SaptaGraha;
      // Moolatrikona counts only in the rasi, where the degree range is meaningful (Raman).
      if (varga === 1 && sign === mt.rasiIndex && deg >= mt.fromDeg && deg < mt.toDeg) saptavargaja += SAPTAVARGAJA_POINTS.moolatrikona;
      else if (lord === graha) saptavargaja += SAPTAVARGAJA_POINTS.own;
      else saptavargaja += SAPTAVARGAJA_POINTS[compoundRelation(rasi, graha, lord)];
    }
    const oddRasi = rasi[graha] % 2 === 0;
    const oddNavamsa = saptavargaSign(lon, 9) % 2 === 0;
    const female = graha === 'Moon' || graha === 'Venus';
    const ojayugma = (oddRasi !== female ? 15 : 0) + (oddNavamsa !== female ? 15 : 0);
    // Kendra bala by sign from the lagna's sign: Raman's example scores the Sun in the 10th sign
    // as kendra (60) although its Sripati bhava is the 9th.
    const house = ((rasi[graha] - Math.floor(ctx.ascendantDeg / 30) + 12) % 12) + 1;
    const kendra = [1, 4, 7, 10].includes(house) ? 60 : [2, 5, 8, 11].includes(house) ? 30 : 15;
    const drekkana = Math.floor(deg / 10) === DREKKANA_STRONG[graha] ? 15 : 0;
    out[graha] = { uccha: ucchaBala(graha, lon), saptavargaja, ojayugma, kendra, drekkana };
  }
  return out;
}
