/**
 * The coordinate ranges a birth place may have, degrees either side of the equator and of Greenwich:
 * the API's schemas (fields.ts) and the forms' messages read them here, without zod.
 */

/** Largest latitude either side of the equator, degrees. */
export const LATITUDE_LIMIT_DEG = 90;
/** Largest longitude either side of Greenwich, degrees. */
export const LONGITUDE_LIMIT_DEG = 180;
