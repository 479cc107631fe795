/**
 * Each row's success answers by method, one schema each (shared/contracts/responses/): what the
 * Functions contracts declare (functions/contract.test.ts checks they name these same schemas) and
 * what the browser client's calls resolve to (site/lib/api-client.ts imports the types only, so no
 * zod reaches the pages).
 */
import type { z } from 'zod';
import {
  conversationAnswerSchema,
  conversationsAnswerSchema,
  deletedAnswerSchema,
  exportAnswerSchema,
  messageAnswerSchema,
  okAnswerSchema,
  savedChartAnswerSchema,
  savedChartsAnswerSchema,
  userAnswerSchema,
} from './responses/account';
import { calculateAnswerSchema, chartAnswerSchema, nowAnswerSchema, pratyantardashasAnswerSchema } from './responses/chart';
import { chatReplySchema } from './responses/chat';
import { compareAnswerSchema } from './responses/compare';
import { matchAnswerSchema } from './responses/match';
import { panchangDayAnswerSchema, panchangMonthAnswerSchema } from './responses/panchang';
import { placesAnswerSchema } from './responses/places';
import { dashasAnswerSchema, kpAnswerSchema, varshaphalAnswerSchema } from './responses/depth';
import { festivalsAnswerSchema, muhurtaAnswerSchema } from './responses/calendar';
import { rashifalAnswerSchema } from './responses/rashifal';
import { outlookAnswerSchema } from './responses/outlook';
import { chartDigestAnswerSchema, chartFeedAnswerSchema, unsubscribeAnswerSchema } from './responses/feed';
import { healthAnswerSchema, openApiAnswerSchema, vedAstroEnvelopeSchema } from './responses/service';
import type { ApiMethod, ApiRouteName } from './routes';

/** The success answer of every row and method (the chat's JSON reply; its stream is read frame by frame). */
export const API_ANSWERS = {
  health: { GET: healthAnswerSchema },
  chat: { POST: chatReplySchema },
  places: { GET: placesAnswerSchema },
  chart: { GET: chartAnswerSchema },
  chartPratyantardashas: { GET: pratyantardashasAnswerSchema },
  chartNow: { GET: nowAnswerSchema },
  // A PNG and a page of meta tags, not JSON: shared links and crawlers load them (apiUrl), the client does not read them.
  chartImage: {},
  share: {},
  dashas: { GET: dashasAnswerSchema },
  compare: { GET: compareAnswerSchema },
  kp: { GET: kpAnswerSchema },
  varshaphal: { GET: varshaphalAnswerSchema },
  match: { GET: matchAnswerSchema, POST: matchAnswerSchema },
  calculate: { GET: calculateAnswerSchema },
  openapi: { GET: openApiAnswerSchema },
  vedastroCalculate: { GET: vedAstroEnvelopeSchema, POST: vedAstroEnvelopeSchema },
  authSignup: { POST: messageAnswerSchema },
  authConfirmSignup: { POST: userAnswerSchema },
  authLogin: { POST: userAnswerSchema },
  authLogout: { POST: okAnswerSchema },
  authMe: { GET: userAnswerSchema, DELETE: deletedAnswerSchema },
  authForgotPassword: { POST: messageAnswerSchema },
  authResetPassword: { POST: messageAnswerSchema },
  authExport: { GET: exportAnswerSchema },
  savedCharts: { GET: savedChartsAnswerSchema, POST: savedChartAnswerSchema },
  savedChart: { GET: savedChartAnswerSchema, PUT: savedChartAnswerSchema, DELETE: deletedAnswerSchema },
  conversations: { GET: conversationsAnswerSchema },
  conversation: { PUT: conversationAnswerSchema, DELETE: deletedAnswerSchema },
  contact: { POST: messageAnswerSchema },
  panchang: { GET: panchangDayAnswerSchema },
  panchangMonth: { GET: panchangMonthAnswerSchema },
  rashifal: { GET: rashifalAnswerSchema },
  outlook: { GET: outlookAnswerSchema },
  festivals: { GET: festivalsAnswerSchema },
  // An iCalendar file, not JSON: the client links to it (apiUrl) instead of reading it.
  festivalsIcs: {},
  muhurta: { GET: muhurtaAnswerSchema },
  chartFeed: { GET: chartFeedAnswerSchema, POST: chartFeedAnswerSchema, DELETE: chartFeedAnswerSchema },
  // A person's iCalendar feed, fetched by calendar apps, not by the site.
  personFeed: {},
  chartDigest: { GET: chartDigestAnswerSchema, PUT: chartDigestAnswerSchema, DELETE: chartDigestAnswerSchema },
  digestUnsubscribe: { POST: unsubscribeAnswerSchema },
} as const satisfies { [N in ApiRouteName]: Partial<Record<ApiMethod, z.ZodType>> };

/** The methods of a row that answer JSON on success. */
export type ApiMethodOf<N extends ApiRouteName> = keyof (typeof API_ANSWERS)[N] & ApiMethod;

/** What a row's method answers on success. */
export type ApiAnswer<N extends ApiRouteName, M extends ApiMethodOf<N> = ApiMethodOf<N>> = (typeof API_ANSWERS)[N][M] extends z.ZodType
  ? z.output<(typeof API_ANSWERS)[N][M]>
  : never;
