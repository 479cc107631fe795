/**
 * Classes of whole-sign houses (1–12), counted from the lagna or from any reference sign: the
 * one definition the yoga and dosha rules, shadbala's kendra bala and the readings use.
 */

/** Kendras (angles): houses 1, 4, 7, 10, in order (for loops and lists). */
export const KENDRA_HOUSES: readonly number[] = [1, 4, 7, 10];
/** Kendras as a set (for membership). */
export const KENDRA: ReadonlySet<number> = new Set(KENDRA_HOUSES);
/** Panapharas (succedent houses): 2, 5, 8, 11. */
export const PANAPHARA: ReadonlySet<number> = new Set([2, 5, 8, 11]);
/** Trikonas (trines): houses 1, 5, 9. */
export const TRIKONA: ReadonlySet<number> = new Set([1, 5, 9]);
/** Dusthanas (difficult houses): 6, 8, 12. */
export const DUSTHANA: ReadonlySet<number> = new Set([6, 8, 12]);
/** Upachayas (houses of growth): 3, 6, 10, 11. */
export const UPACHAYA: ReadonlySet<number> = new Set([3, 6, 10, 11]);
