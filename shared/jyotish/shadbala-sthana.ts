/**
 * Sthana bala (positional strength) after B.V. Raman, "Graha and Bhava Balas": uchcha,
 * saptavargaja, ojayugma, kendra and drekkana, each in virupas.
 */
import type { ShadbalaComponents } from '../model/chart';
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';
import { RASI_LORD } from './classical';
import { angularDistanceDeg, normalizeDeg } from '../math/angles';
import { KENDRA, PANAPHARA, deepExaltationDeg, houseFrom, inMoolatrikona } from './classical';
import type { ShadbalaContext } from './shadbala-context';
import { DREKKANA_STRONG, SAPTAVARGAJA_POINTS, SAPTA_VARGAS } from './shadbala-tables';

/** The five sthana components for one graha (virupas): the model's own fields. */
export type SthanaComponents = Pick<ShadbalaComponents, 'uccha' | 'saptavargaja' | 'ojayugma' | 'kendra' | 'drekkana'>;

/** Uchcha bala: distance from the deep-debilitation point / 3 (0 at debilitation, 60 at exaltation). */
export function ucchaBala(graha: SaptaGraha, longitudeDeg: number): number {
  return angularDistanceDeg(longitudeDeg, normalizeDeg(deepExaltationDeg(graha) + 180)) / 3;
}

/**
 * Sthana bala components of every graha. Saptavargaja reads the chart's own vargas (D1, D2, D3,
 * D7, D9, D12, D30) and its compound relationships (from the rasi chart, as Raman does).
 */
export function sthanaBala(ctx: ShadbalaContext): Record<SaptaGraha, SthanaComponents> {
  const out = {} as Record<SaptaGraha, SthanaComponents>;
  for (const graha of SAPTA_GRAHAS) {
    const lon = ctx.lonDeg[graha];
    const deg = lon - Math.floor(lon / 30) * 30;
    const vargas = ctx.vargas[graha];
    let saptavargaja = 0;
    for (const varga of SAPTA_VARGAS) {
      const sign = vargas[varga];
      const lord = RASI_LORD[sign] as SaptaGraha;
      // Moolatrikona counts only in the rasi, where the degree range is meaningful (Raman).
      if (varga === 1 && inMoolatrikona(graha, sign, deg)) saptavargaja += SAPTAVARGAJA_POINTS.moolatrikona;
      else if (lord === graha) saptavargaja += SAPTAVARGAJA_POINTS.own;
      else saptavargaja += SAPTAVARGAJA_POINTS[ctx.compound[graha][lord] as keyof typeof SAPTAVARGAJA_POINTS];
    }
    const oddRasi = ctx.rasi[graha] % 2 === 0;
    const oddNavamsa = vargas[9] % 2 === 0;
    const female = graha === 'Moon' || graha === 'Venus';
    const ojayugma = (oddRasi !== female ? 15 : 0) + (oddNavamsa !== female ? 15 : 0);
    // Kendra bala by sign from the lagna's sign: Raman's example scores the Sun in the 10th sign
    // as kendra (60) although its Sripati bhava is the 9th.
    const house = houseFrom(Math.floor(ctx.ascendantDeg / 30), ctx.rasi[graha]);
    const kendra = KENDRA.has(house) ? 60 : PANAPHARA.has(house) ? 30 : 15;
    const drekkana = Math.floor(deg / 10) === DREKKANA_STRONG[graha] ? 15 : 0;
    out[graha] = { uccha: ucchaBala(graha, lon), saptavargaja, ojayugma, kendra, drekkana };
  }
  return out;
}
