/**
 * POST /api/contact `{name, email, message}` → 200 with a confirmation. The message is stored
 * (contact table, one partition a month) and sent to the support address through the same email
 * sender as reset links.
 */
import type { HttpResponseInit } from '@azure/functions';
import { contactBodySchema } from '../../shared/contracts/account';
import { PRODUCT_NAME } from '../../shared/product';
import { systemClock, type Clock } from '../lib/auth/clock';
import { sendEmail, supportAddress } from '../lib/auth/email';
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
  },
} satisfies RouteContract;

/** Builds the handler around a clock. */
export function createContactHandler(clock: Clock = systemClock) {
  return routeHandler(contactContract, async ({ body }): Promise<HttpResponseInit> => {
    const now = clock.now();
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
    await sendEmail(
      {
        to: supportAddress(),
        subject: `${PRODUCT_NAME} contact form: ${name}`,
        text: `From: ${name} <${email}>\nReceived: ${now.toISOString()}\n\n${message}`,
      },
      now,
    );
    return okNoStore({
      status: 'ok',
      message: `Thank you, ${name}. Your message reached our team; we reply to ${email}, usually within two working days.`,
    });
  });
}

export const contactRoute = routeRow(contactContract, createContactHandler());
