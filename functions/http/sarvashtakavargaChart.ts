/**
 * GET /api/SarvashtakavargaChart/Location/{place or "lat,lon"}/Time/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}/Ayanamsa/{NAME}
 * → `{Status: "Pass", Payload: {SarvashtakavargaChart: …}}`: bindus per sign, Aries first, and their Total (337). Bad input → 400 `{Status: "Fail", Payload}`.
 */
import { sarvashtakavargaChart } from '../lib/vedastro-shape';
import { vedAstroRoute } from '../lib/vedastro';
import type { RouteDefinition } from '../lib/route';

export const sarvashtakavargaChartRoute: RouteDefinition = vedAstroRoute('SarvashtakavargaChart', 'SarvashtakavargaChart', sarvashtakavargaChart);
