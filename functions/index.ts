/**
 * Azure Functions entry point: registers every row of the route table with `app.http`, and every
 * row of the timer table (the outbox's mail every minute, the weekly digest daily) with `app.timer`.
 */
import functions from '@azure/functions';
import { ROUTES } from './routes';
import { TIMERS } from './timers';

const { app } = functions;
app.setup({ enableHttpStream: true });

for (const row of ROUTES) {
  app.http(row.name, { route: row.route, methods: row.methods, authLevel: 'anonymous', handler: row.handler });
}

for (const timer of TIMERS) app.timer(timer.name, { schedule: timer.schedule, handler: timer.handler });
