/**
 * POST /api/contact `{name, email, message}` → 200 with a confirmation. The message is stored
 * (contact table, one partition a month) and queued for the support address (the outbox, as
 * reset links are). At most 5 an hour per client IP (429 with Retry-After), counted in storage.
 */
import type { HttpResponseInit } from '@azure/functions';
import { contactBodySchema } from '../../shared/contracts/account';
import { PRODUCT_NAME } from '../../shared/product';
import { systemClock, type Clock } from '../lib/auth/clock';
import { clientIp } from '../lib/auth/client-ip';
import { supportAddress } from '../lib/auth/email';
import { enqueue, nudgeOutbox } from '../lib/auth/outbox';
import { runOutboxJob } from '../lib/auth/outbox-jobs';
import { CONTACT_IP_LIMIT, reserveAttempt } from '../lib/auth/rate-limit';
import { tooManyAttempts } from '../lib/auth/refusals';
import { okNoStore } from '../lib/auth/handler';
import { newId } from '../lib/auth/tokens';
import { guarded, table } from '../lib/storage/tables';
import { routeHandler, routeRow } from '../lib/pipeline';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { messageAnswerSchema } from '../../shared/contracts/responses/account';

/** The contract (see module comment). */
export const contactContract = {
  ...apiRoute('contact'),
  summary: 'Send a message to the team',
  tags: ['Accounts'],
  body: contactBodySchema,
  sameOrigin: ['POST'],
  storage: true,
  cache: 'no-store',
  responses: {
    200: { description: 'Received; the message says when we reply.', json: messageAnswerSchema },
    400: 'A field is invalid.',
    429: 'More than 5 messages an hour from this network; Retry-After says when.',
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createContactHandler(clock: Clock = systemClock) {
  return routeHandler(contactContract, async ({ body }, request): Promise<HttpResponseInit> => {
    const now = clock.now();
    const reservation = await reserveAttempt(CONTACT_IP_LIMIT, clientIp(request.headers), now);
    if (!reservation.allowed) return tooManyAttempts(reservation.retryAfterSeconds);
    const { name, email, message } = body!;
    const client = await table('contact');
    await guarded(() =>
      client.createEntity({
        partitionKey: now.toISOString().slice(0, 7),
        rowKey: `${now.toISOString().replace(/[:.]/g, '-')}-${newId()}`,
        name,
        email,
        message,
        receivedAt: now.toISOString(),
      }),
    );
    await enqueue(
      {
        kind: 'mail',
        to: supportAddress(),
        subject: `${PRODUCT_NAME} contact form: ${name}`,
        text: `From: ${name} <${email}>\nReceived: ${now.toISOString()}\n\n${message}`,
      },
      now,
    );
    nudgeOutbox(runOutboxJob, () => clock.now());
    return okNoStore({
      status: 'ok',
      message: `Thank you, ${name}. Your message reached our team; we reply to ${email}, usually within two working days.`,
    });
  });
}

export const contactRoute = routeRow(contactContract, createContactHandler());
