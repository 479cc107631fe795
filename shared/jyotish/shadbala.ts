/**
 * Shadbala and Bhava bala after B.V. Raman, "Graha and Bhava Balas".
 * First version: naisargika bala only; the other balas follow in this file's siblings.
 */
import type { BhavaBala, ChartBase, Shadbala } from '../chart/model';
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';

/** Naisargika (natural) bala in virupas: 60 × k/7 for Saturn k=1 … Sun k=7 (Raman). */
const NAISARGIKA_VIRUPAS: Record<SaptaGraha, number> = {
  Sun: 60, Moon: 51.43, Venus: 42.86, Jupiter: 34.29, Mercury: 25.71, Mars: 17.14, Saturn: 8.57,
};
/** Minimum required shadbala in rupas (Raman). */
const REQUIRED_RUPAS: Record<SaptaGraha, number> = { Sun: 6.5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 };

/** Shadbala of Sun–Saturn (virupas, rupas = virupas / 60) and Bhava bala of houses 1–12. */
export function computeShadbala(base: ChartBase): { shadbala: Record<SaptaGraha, Shadbala>; bhavaBala: BhavaBala[] } {
  const shadbala = {} as Record<SaptaGraha, Shadbala>;
  for (const graha of SAPTA_GRAHAS) {
    const naisargika = NAISARGIKA_VIRUPAS[graha];
    const totalVirupas = naisargika;
    shadbala[graha] = {
      sthana: 0, dig: 0, kala: 0, cheshta: 0, naisargika, drik: 0,
      totalVirupas, totalRupas: totalVirupas / 60, requiredRupas: REQUIRED_RUPAS[graha], ratio: totalVirupas / 60 / REQUIRED_RUPAS[graha],
      components: { uccha: 0, saptavargaja: 0, ojayugma: 0, kendra: 0, drekkana: 0, nathonnatha: 0, paksha: 0, tribhaga: 0, abda: 0, masa: 0, vara: 0, hora: 0, ayana: 0, yuddha: 0 },
    };
  }
  const bhavaBala: BhavaBala[] = base.houses.map((house) => ({ house: house.house, bhavadhipati: 0, dig: 0, drishti: 0, totalVirupas: 0, totalRupas: 0 }));
  return { shadbala, bhavaBala };
}
