/**
 * GET /api/HouseStrength/HouseName/All/Location/{place or "lat,lon"}/Time/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}/Ayanamsa/{NAME}
 * → `{Status: "Pass", Payload: {HouseStrength: …}}`: bhava bala of House1 … House12 in rupas. Bad input → 400 `{Status: "Fail", Payload}`.
 */
import { houseStrength } from '../lib/vedastro-shape';
import { vedAstroRoute } from '../lib/vedastro';
import type { RouteDefinition } from '../lib/route';

export const houseStrengthRoute: RouteDefinition = vedAstroRoute('HouseStrength', 'HouseStrength/HouseName/All', houseStrength);
