/**
 * Outgoing email (reset links, contact messages to support). With
 * `AZURE_COMMUNICATION_CONNECTION_STRING` and `EMAIL_SENDER_ADDRESS` set it sends through Azure
 * Communication Services Email; otherwise it writes each message as a JSON file into the outbox
 * folder (`EMAIL_OUTBOX_DIR`, default `.data/outbox`) and logs one line that names the file —
 * never the body, which may carry a reset token.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { newId } from './tokens';

/** One message. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Extra message headers (a digest's List-Unsubscribe, RFC 8058); Azure Communication Services sends them as given. */
  headers?: Record<string, string>;
}

/** Where a message went. */
export type EmailDelivery = { via: 'acs' } | { via: 'outbox'; file: string };

/** The outbox folder for the environment. */
export function outboxDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.EMAIL_OUTBOX_DIR ?? join('.data', 'outbox'));
}

/** Sends (or files) one message. */
export async function sendEmail(
  message: OutgoingEmail,
  now: Date,
  env: Record<string, string | undefined> = process.env,
): Promise<EmailDelivery> {
  const connection = env.AZURE_COMMUNICATION_CONNECTION_STRING;
  const sender = env.EMAIL_SENDER_ADDRESS;
  if (connection && sender) {
    const { EmailClient } = await import('@azure/communication-email');
    const poller = await new EmailClient(connection).beginSend({
      senderAddress: sender,
      recipients: { to: [{ address: message.to }] },
      content: { subject: message.subject, plainText: message.text },
      ...(message.headers ? { headers: message.headers } : {}),
    });
    await poller.pollUntilDone();
    console.log(`email sent through Azure Communication Services: "${message.subject}"`);
    return { via: 'acs' };
  }
  const dir = outboxDir(env);
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${newId()}.json`);
  // Written beside it and renamed into place, so a reader of the folder never sees half a message.
  await writeFile(`${file}.partial`, JSON.stringify({ ...message, date: now.toISOString() }, null, 2), { mode: 0o600 });
  await rename(`${file}.partial`, file);
  console.log(`email "${message.subject}" written to the local outbox: ${file}`);
  return { via: 'outbox', file };
}

/** The support inbox for contact messages (`SUPPORT_EMAIL`). */
export function supportAddress(env: Record<string, string | undefined> = process.env): string {
  return env.SUPPORT_EMAIL ?? 'support@kundali-ai.example';
}
