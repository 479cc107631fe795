/** GET /api/auth/export → everything stored for the signed-in user as one JSON download (profile, charts, conversations). */
import type { HttpResponseInit } from '@azure/functions';
import { systemClock, type Clock } from '../lib/auth/clock';
import { listConversations } from '../lib/auth/conversations';
import { okNoStore, requireSession } from '../lib/auth/handler';
import { listCharts } from '../lib/auth/saved-charts';
import { getUser, publicUser } from '../lib/auth/users';
import { errorResponse } from '../lib/http';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { exportAnswerSchema } from '../../shared/contracts/responses/account';

/** The contract (see module comment). */
export const authExportContract = {
  ...apiRoute('authExport'),
  summary: "All of the user's data as JSON (profile, charts, conversations)",
  tags: ['Accounts'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'The export, as an attachment.', json: exportAnswerSchema },
    401: 'Not signed in.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createExportHandler(clock: Clock = systemClock) {
  return routeHandler(authExportContract, async (_input, request): Promise<HttpResponseInit> => {
    const now = clock.now();
    const auth = await requireSession(request, now);
    if (!auth.ok) return auth.response;
    const user = await getUser(auth.session.userId);
    if (!user) return errorResponse(401, 'Sign in to use this.');
    const data = {
      exportedAt: now.toISOString(),
      user: publicUser(auth.session.userId, user),
      charts: await listCharts(auth.session.userId),
      conversations: await listConversations(auth.session.userId),
    };
    return okNoStore(data, { 'content-disposition': `attachment; filename="kundali-ai-export-${now.toISOString().slice(0, 10)}.json"` });
  });
}

export const authExportRoute = routeRow(authExportContract, createExportHandler());
