/**
 * Kundali matching (Ashtakoota, 36 gunas). First version: the result shape; the eight kootas
 * are filled in by matching-*.ts.
 */
import type { ChartModel } from '../chart/model';

/** The eight kootas in their traditional order, with maximum points 1…8. */
export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const;
/** One koota. */
export type Koota = (typeof KOOTAS)[number];

/** One koota's result: points obtained out of `max`. */
export interface KootaScore { koota: Koota; points: number; max: number; a: string; b: string; note: string }

/** Result of matching chart `a` (conventionally the boy) with chart `b` (the girl). */
export interface KundaliMatch {
  kootas: KootaScore[];
  /** Sum of the koota points, 0–36. */
  totalPoints: number;
  maxPoints: 36;
  manglik: { a: { manglik: boolean; cancelled: boolean; reasons: string[] }; b: { manglik: boolean; cancelled: boolean; reasons: string[] } };
}

/** Ashtakoota matching of two charts by their Moon nakshatras and signs. */
export function matchKundali(a: ChartModel, b: ChartModel): KundaliMatch {
  void a; void b;
  return { kootas: [], totalPoints: 0, maxPoints: 36, manglik: { a: { manglik: false, cancelled: false, reasons: [] }, b: { manglik: false, cancelled: false, reasons: [] } } };
}
