/**
 * GET /api/BhinnashtakavargaChart/Location/{place or "lat,lon"}/Time/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}/Ayanamsa/{NAME}
 * → `{Status: "Pass", Payload: {BhinnashtakavargaChart: …}}`: for each of Sun … Saturn, bindus per sign. Bad input → 400 `{Status: "Fail", Payload}`.
 */
import { bhinnashtakavargaChart } from '../lib/vedastro-shape';
import { vedAstroRoute } from '../lib/vedastro';
import type { RouteDefinition } from '../lib/route';

export const bhinnashtakavargaChartRoute: RouteDefinition = vedAstroRoute('BhinnashtakavargaChart', 'BhinnashtakavargaChart', bhinnashtakavargaChart);
