/**
 * GET /api/PlanetShadbalaPinda/PlanetName/All/Location/{place or "lat,lon"}/Time/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}/Ayanamsa/{NAME}
 * → `{Status: "Pass", Payload: {PlanetShadbalaPinda: …}}`: total shadbala of Sun … Saturn in rupas. Bad input → 400 `{Status: "Fail", Payload}`.
 */
import { planetShadbalaPinda } from '../lib/vedastro-shape';
import { vedAstroRoute } from '../lib/vedastro';
import type { RouteDefinition } from '../lib/route';

export const planetShadbalaPindaRoute: RouteDefinition = vedAstroRoute('PlanetShadbalaPinda', 'PlanetShadbalaPinda/PlanetName/All', planetShadbalaPinda);
