/** The route table's row type: the same data feeds Azure's `app.http` and the local host. */
import type { HttpHandler, HttpMethod } from '@azure/functions';

export interface RouteDefinition {
  /** Function name (unique; Azure uses it as the function's name). */
  name: string;
  /** Route template relative to /api, in Azure syntax, e.g. `health` or `Calculate/{time}/{day}`. */
  route: string;
  methods: HttpMethod[];
  handler: HttpHandler;
}
