/**
 * Words for the "whole chart" sections of the Kundali page (birth panchang and avakhada,
 * ashtakavarga, shadbala and bhava bala), shared with the PDF and the chat; worded by a ReportText (English by default). Pure.
 */
import type { Ashtakavarga, Avakhada, Panchang } from '../../model/chart';
import { signOfHouse } from '../../jyotish/classical';
import type { SaptaGraha } from '../../vocabulary/graha';
import { REPORT_TEXT_EN, type ReportText } from './report-text';

/** One labelled fact. */
export interface FactRow {
  label: string;
  value: string;
}

/** Sarvashtakavarga bindus from which a house counts as strong. */
export const SAV_STRONG_MIN = 28;
/** Sarvashtakavarga bindus below which a house counts as weak. */
export const SAV_WEAK_BELOW = 25;

/** `…THH:MM…` of an ISO instant (already at the birth offset), or null. */
function instantTime24(iso: string | null): string | null {
  return iso ? iso.slice(11, 16) : null;
}

/** The birth panchang as rows: tithi, vara, nakshatra with pada, yoga, karana, sunrise, sunset; worded by `t`. */
export function birthPanchangRows(panchang: Panchang, t: ReportText = REPORT_TEXT_EN): FactRow[] {
  const L = t.panchangLabels;
  return [
    { label: L.tithi, value: `${t.panchangName(panchang.tithi.paksha)} ${t.panchangName(panchang.tithi.name)}` },
    { label: L.vara, value: t.panchangName(panchang.vara.name) },
    { label: L.nakshatra, value: t.nakshatraWithPada(panchang.nakshatra.name, panchang.nakshatra.pada) },
    { label: L.yoga, value: t.panchangName(panchang.yoga.name) },
    { label: L.karana, value: t.panchangName(panchang.karana.name) },
    { label: L.sunrise, value: t.instantTime(instantTime24(panchang.sunrise)) },
    { label: L.sunset, value: t.instantTime(instantTime24(panchang.sunset)) },
  ];
}

/** The avakhada (birth-star attributes) as rows, worded by `t`. */
export function avakhadaRows(avakhada: Avakhada, t: ReportText = REPORT_TEXT_EN): FactRow[] {
  const L = t.avakhadaLabels;
  return [
    { label: L.varna, value: t.attributeValue(avakhada.varna) },
    { label: L.vashya, value: t.attributeValue(avakhada.vashya) },
    { label: L.yoni, value: t.attributeValue(avakhada.yoni) },
    { label: L.gana, value: t.attributeValue(avakhada.gana) },
    { label: L.nadi, value: t.attributeValue(avakhada.nadi) },
    { label: L.rasiLord, value: t.graha(avakhada.rasiLord) },
    { label: L.syllable, value: t.syllable(avakhada.nakshatraPadaLetter) },
  ];
}

/** One line on the strong (≥ 28) and weak (< 25) houses of the Sarvashtakavarga, counted from `firstHouseSign`. */
export function sarvaReading(ashtakavarga: Ashtakavarga, firstHouseSign: number, t: ReportText = REPORT_TEXT_EN): string {
  const houses = Array.from({ length: 12 }, (_, i) => {
    const sign = signOfHouse(firstHouseSign, i + 1);
    return { house: i + 1, sign, bindus: ashtakavarga.sarva[sign]! };
  });
  const strong = houses.filter((h) => h.bindus >= SAV_STRONG_MIN);
  const weak = houses.filter((h) => h.bindus < SAV_WEAK_BELOW);
  return t.sarvaReading(strong, weak, SAV_STRONG_MIN, SAV_WEAK_BELOW);
}

/** One line on which grahas meet their required shadbala and which fall short. */
export function shadbalaReading(
  shadbala: Record<SaptaGraha, { totalRupas: number; requiredRupas: number }>,
  t: ReportText = REPORT_TEXT_EN,
): string {
  const entries = Object.entries(shadbala) as [SaptaGraha, { totalRupas: number; requiredRupas: number }][];
  const strong = entries.filter(([, b]) => b.totalRupas >= b.requiredRupas).map(([g]) => g);
  const weak = entries.filter(([, b]) => b.totalRupas < b.requiredRupas).map(([g]) => g);
  return t.shadbalaReading(strong, weak);
}

/** The six shadbala components in their classical order (keys of the chart's Shadbala). */
export const SHADBALA_PART_KEYS = ['sthana', 'dig', 'kala', 'cheshta', 'naisargika', 'drik'] as const;

/** The six components with their display names in the language of `t`. */
export function shadbalaParts(t: ReportText): readonly (readonly [(typeof SHADBALA_PART_KEYS)[number], string])[] {
  return SHADBALA_PART_KEYS.map((key, i) => [key, t.shadbalaParts[i]!] as const);
}

/** One line naming the three strongest and three weakest houses by bhava bala. */
export function bhavaBalaReading(bhavaBala: readonly { house: number; totalRupas: number }[], t: ReportText = REPORT_TEXT_EN): string {
  const sorted = [...bhavaBala].sort((a, b) => b.totalRupas - a.totalRupas);
  return t.bhavaBalaReading(
    sorted.slice(0, 3).map((h) => h.house),
    sorted
      .slice(-3)
      .reverse()
      .map((h) => h.house),
  );
}
