/**
 * The API's route facts as data, imported by the Functions code, the OpenAPI document, the
 * site's /test page and the tests: the `/api` prefix and the VedAstro-compatible calculators
 * (name, and the body part each takes) exist here once. Routes are relative to the prefix.
 */

/** The path prefix Azure Functions and the local host put before every route. */
export const API_PREFIX = 'api';

/** The VedAstro-compatible mount: `/api/Calculate/{Name}/…`. */
export const VEDASTRO_MOUNT = 'Calculate';

/** The VedAstro calculators the mount answers, and which body part (planet or house) each takes. */
export const VEDASTRO_CALCULATORS = {
  AllPlanetData: 'PlanetName',
  AllHouseData: 'HouseName',
  SarvashtakavargaChart: null,
  BhinnashtakavargaChart: null,
  PlanetShadbalaPinda: 'PlanetName',
  HouseStrength: 'HouseName',
  HoroscopePredictions: null,
} as const;
/** A calculator's name, e.g. `AllPlanetData` (also its payload name). */
export type VedAstroCalculator = keyof typeof VEDASTRO_CALCULATORS;
/** The calculators in the order the /test page fetches them. */
export const VEDASTRO_CALCULATOR_NAMES = Object.keys(VEDASTRO_CALCULATORS) as VedAstroCalculator[];

/** `AllPlanetData/PlanetName/All`: the calculator with its body part and `All`, when it takes one. */
export function vedAstroCall(calculator: VedAstroCalculator): string {
  const part = VEDASTRO_CALCULATORS[calculator];
  return `${calculator}${part ? `/${part}/All` : ''}`;
}

/** `/api/Calculate/AllPlanetData/PlanetName/All` (see `vedAstroCall`). */
export function vedAstroCallPath(calculator: VedAstroCalculator): string {
  return `/${API_PREFIX}/${VEDASTRO_MOUNT}/${vedAstroCall(calculator)}`;
}
