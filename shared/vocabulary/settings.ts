/** Ayanamsas the engine computes; RAMAN is the product default (the spec's calculation constant). */
export const AYANAMSAS = ['RAMAN', 'LAHIRI', 'KRISHNAMURTI', 'TRUE_CITRA', 'TRUE_PUSHYA', 'YUKTESHWAR', 'FAGAN_BRADLEY'] as const;
/** One of the supported ayanamsas. */
export type Ayanamsa = (typeof AYANAMSAS)[number];
/** The API's default ayanamsa (`/api/chart`, `Calculate` and the VedAstro-compatible routes). */
export const DEFAULT_AYANAMSA: Ayanamsa = 'RAMAN';
/**
 * The web pages' default ayanamsa: Lahiri (Chitrapaksha), the national standard that visitors
 * compare with; the pages always send it explicitly, so the API default stays Raman.
 */
export const SITE_DEFAULT_AYANAMSA: Ayanamsa = 'LAHIRI';

/** Lunar node model: `mean` (default) or `true` (osculating). */
export const NODE_TYPES = ['mean', 'true'] as const;
/** One of the node models. */
export type NodeType = (typeof NODE_TYPES)[number];

/** Named Vimshottari year lengths in days: mean sidereal year (default, as JHora/PyJHora), Julian year, savana year. */
export const DASHA_YEAR_DAYS = { sidereal: 365.256364, julian: 365.25, savana: 360 } as const;
/** One of the named dasha year lengths. */
export type DashaYear = keyof typeof DASHA_YEAR_DAYS;

/** The 16 Shodasavarga divisions by D-number. */
export const VARGAS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
/** One D-number of the Shodasavarga. */
export type Varga = (typeof VARGAS)[number];

/** Chart drawing styles offered in the UI: North Indian (houses fixed), South and East Indian (signs fixed). */
export const CHART_STYLES = ['north', 'south', 'east'] as const;
/** One of the chart drawing styles. */
export type ChartStyle = (typeof CHART_STYLES)[number];
