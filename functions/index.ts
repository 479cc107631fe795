/** Azure Functions entry point: registers every row of the route table with `app.http`. */
import functions from '@azure/functions';
import { ROUTES } from './routes';

const { app } = functions;
app.setup({ enableHttpStream: true });

for (const row of ROUTES) {
  app.http(row.name, { route: row.route, methods: row.methods, authLevel: 'anonymous', handler: row.handler });
}
