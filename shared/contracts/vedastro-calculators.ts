/**
 * The VedAstro-compatible calculators the mount (`/api/Calculate/{Name}/…`, routes.ts
 * VEDASTRO_MOUNT) answers, and the body part (planet or house) each takes: kept apart from the
 * route table so the pages that only call the API do not carry them.
 */
import { API_PREFIX, VEDASTRO_MOUNT } from './routes';

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
