/**
 * Azure Functions entry point: registers every row of the route table with `app.http`, and the
 * outbox timer that sends queued account mail (functions/lib/auth/outbox.ts) every minute.
 */
import functions from '@azure/functions';
import { ROUTES } from './routes';
import { drainOutbox } from './lib/auth/outbox';
import { runOutboxJob } from './lib/auth/outbox-jobs';

const { app } = functions;
app.setup({ enableHttpStream: true });

for (const row of ROUTES) {
  app.http(row.name, { route: row.route, methods: row.methods, authLevel: 'anonymous', handler: row.handler });
}

app.timer('outbox', {
  schedule: '0 * * * * *',
  handler: async (_timer, context) => {
    const { sent, failed } = await drainOutbox(runOutboxJob, () => new Date());
    if (sent + failed > 0) context.log(`outbox: ${sent} sent, ${failed} failed`);
  },
});
