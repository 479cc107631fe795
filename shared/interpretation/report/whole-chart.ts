/**
 * Words for the "whole chart" sections of the Kundali page (birth panchang and avakhada,
 * ashtakavarga, shadbala and bhava bala), shared with the PDF and the chat. Pure.
 */
import type { Ashtakavarga, Avakhada, Panchang } from '../../chart/model';
import { signOfHouse } from '../../jyotish/classical';
import { RASIS } from '../../vocabulary/rasi';
import type { SaptaGraha } from '../../vocabulary/graha';
import { formatTime12, listProse, ordinal } from '../format';

/** One labelled fact. */
export interface FactRow {
  label: string;
  value: string;
}

/** Sarvashtakavarga bindus from which a house counts as strong. */
export const SAV_STRONG_MIN = 28;
/** Sarvashtakavarga bindus below which a house counts as weak. */
export const SAV_WEAK_BELOW = 25;

/** `…THH:MM…` of an ISO instant (already at the birth offset) → `h:mm AM/PM`; null → a plain note. */
function instantTime(iso: string | null): string {
  return iso ? formatTime12(iso.slice(11, 16)) : 'none that day (polar day or night)';
}

/** The birth panchang as rows: tithi, vara, nakshatra with pada, yoga, karana, sunrise, sunset. */
export function birthPanchangRows(panchang: Panchang): FactRow[] {
  return [
    { label: 'Tithi', value: `${panchang.tithi.paksha} ${panchang.tithi.name}` },
    { label: 'Vara (weekday)', value: panchang.vara.name },
    { label: 'Nakshatra', value: `${panchang.nakshatra.name}, pada ${panchang.nakshatra.pada}` },
    { label: 'Yoga', value: panchang.yoga.name },
    { label: 'Karana', value: panchang.karana.name },
    { label: 'Sunrise', value: instantTime(panchang.sunrise) },
    { label: 'Sunset', value: instantTime(panchang.sunset) },
  ];
}

/** The avakhada (birth-star attributes) as rows. */
export function avakhadaRows(avakhada: Avakhada): FactRow[] {
  return [
    { label: 'Varna', value: avakhada.varna },
    { label: 'Vashya', value: avakhada.vashya },
    { label: 'Yoni', value: avakhada.yoni },
    { label: 'Gana', value: avakhada.gana },
    { label: 'Nadi', value: avakhada.nadi },
    { label: 'Moon sign lord', value: avakhada.rasiLord },
    { label: 'Name syllable', value: avakhada.nakshatraPadaLetter },
  ];
}

/** One line on the strong (≥ 28) and weak (< 25) houses of the Sarvashtakavarga, counted from `firstHouseSign`. */
export function sarvaReading(ashtakavarga: Ashtakavarga, firstHouseSign: number): string {
  const houses = Array.from({ length: 12 }, (_, i) => {
    const sign = signOfHouse(firstHouseSign, i + 1);
    return { house: i + 1, sign, bindus: ashtakavarga.sarva[sign]! };
  });
  const describe = (list: typeof houses) => listProse(list.map((h) => `${ordinal(h.house)} (${RASIS[h.sign]}, ${h.bindus})`));
  const strong = houses.filter((h) => h.bindus >= SAV_STRONG_MIN);
  const weak = houses.filter((h) => h.bindus < SAV_WEAK_BELOW);
  return `Strong houses (${SAV_STRONG_MIN} bindus or more): ${describe(strong)}. Weak houses (fewer than ${SAV_WEAK_BELOW}): ${describe(weak)}.`;
}

/** One line on which grahas meet their required shadbala and which fall short. */
export function shadbalaReading(shadbala: Record<SaptaGraha, { totalRupas: number; requiredRupas: number }>): string {
  const entries = Object.entries(shadbala) as [SaptaGraha, { totalRupas: number; requiredRupas: number }][];
  const strong = entries.filter(([, b]) => b.totalRupas >= b.requiredRupas).map(([g]) => g);
  const weak = entries.filter(([, b]) => b.totalRupas < b.requiredRupas).map(([g]) => g);
  return `Strong enough to give their results (at or above the required strength): ${listProse(strong)}. Below the required strength, so their results come with more effort: ${listProse(weak)}.`;
}

/** The six shadbala components in their classical order, with display names. */
export const SHADBALA_PARTS = [
  ['sthana', 'Sthana (position)'],
  ['dig', 'Dig (direction)'],
  ['kala', 'Kala (time)'],
  ['cheshta', 'Cheshta (motion)'],
  ['naisargika', 'Naisargika (natural)'],
  ['drik', 'Drik (aspect)'],
] as const;

/** One line naming the three strongest and three weakest houses by bhava bala. */
export function bhavaBalaReading(bhavaBala: readonly { house: number; totalRupas: number }[]): string {
  const sorted = [...bhavaBala].sort((a, b) => b.totalRupas - a.totalRupas);
  const name = (list: typeof sorted) => listProse(list.map((h) => ordinal(h.house)));
  return `Strongest houses by bhava bala: ${name(sorted.slice(0, 3))}. Weakest: ${name(sorted.slice(-3).reverse())}.`;
}
