/**
 * The one route table. `functions/index.ts` registers each row with Azure's `app.http`;
 * `functions/host/server.ts` serves the same rows locally at http://localhost:7071/api.
 * Add a route by exporting a RouteDefinition from its file in `functions/http/` and listing it here.
 */
import { healthRoute } from './http/health';
import type { RouteDefinition } from './lib/route';

export const ROUTES: RouteDefinition[] = [healthRoute];
