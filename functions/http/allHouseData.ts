/**
 * GET /api/AllHouseData/HouseName/All/Location/{place or "lat,lon"}/Time/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}/Ayanamsa/{NAME}
 * → `{Status: "Pass", Payload: {AllHouseData: …}}`: an array of single-key objects House1 … House12 (sign, lord, occupants, aspects, bhava longitudes). Bad input → 400 `{Status: "Fail", Payload}`.
 */
import { allHouseData } from '../lib/vedastro-shape';
import { vedAstroRoute } from '../lib/vedastro';
import type { RouteDefinition } from '../lib/route';

export const allHouseDataRoute: RouteDefinition = vedAstroRoute('AllHouseData', 'AllHouseData/HouseName/All', allHouseData);
