/**
 * The Devanagari script's characters: the block (U+0900–U+097F), Devanagari Extended (U+A8E0–U+A8FF)
 * and the Vedic Extensions (U+1CD0–U+1CFF).
 */

/** One Devanagari letter or sign. */
export const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/;

/** Runs of Devanagari with the joiners (ZWNJ U+200C, ZWJ U+200D) that steer its conjuncts (for matchAll). */
export const DEVANAGARI_RUNS = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D]+/g;
