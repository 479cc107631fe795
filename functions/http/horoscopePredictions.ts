/**
 * GET /api/HoroscopePredictions/Location/{place or "lat,lon"}/Time/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}/Ayanamsa/{NAME}
 * → `{Status: "Pass", Payload: {HoroscopePredictions: …}}`: the yogas, doshas and placements that hold for the chart. Bad input → 400 `{Status: "Fail", Payload}`.
 */
import { horoscopePredictions } from '../lib/vedastro-shape';
import { vedAstroRoute } from '../lib/vedastro';
import type { RouteDefinition } from '../lib/route';

export const horoscopePredictionsRoute: RouteDefinition = vedAstroRoute('HoroscopePredictions', 'HoroscopePredictions', horoscopePredictions);
