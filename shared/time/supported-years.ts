/**
 * The years the engine answers for, one definition for every layer: the chart's input check,
 * the request contracts, the transit and "now" scans, the claim check and the site's date fields.
 */

/** Supported birth years (inclusive). The ephemeris series and ΔT are verified 1900–2100; beyond that they degrade slowly, so we stop at a margin. */
export const MIN_YEAR = 1800;
/** See MIN_YEAR. */
export const MAX_YEAR = 2200;
