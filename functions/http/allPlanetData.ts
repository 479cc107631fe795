/**
 * GET /api/AllPlanetData/PlanetName/All/Location/{place or "lat,lon"}/Time/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}/Ayanamsa/{NAME}
 * → `{Status: "Pass", Payload: {AllPlanetData: …}}`: an array of single-key objects Sun … Ketu (sign, degrees, nakshatra, house, dignity, flags). Bad input → 400 `{Status: "Fail", Payload}`.
 */
import { allPlanetData } from '../lib/vedastro-shape';
import { vedAstroRoute } from '../lib/vedastro';
import type { RouteDefinition } from '../lib/route';

export const allPlanetDataRoute: RouteDefinition = vedAstroRoute('AllPlanetData', 'AllPlanetData/PlanetName/All', allPlanetData);
