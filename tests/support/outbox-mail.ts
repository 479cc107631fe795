/**
 * Reads the local outbox folder (EMAIL_OUTBOX_DIR: one JSON file per mail) from outside the API
 * process, waiting for a mail that the host sends just after answering (functions/lib/auth/outbox.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message the outbox finished writing (functions/lib/auth/email.ts writes `<name>.json.partial`, then renames it). */
export const isMailFile = (file: string): boolean => file.endsWith('.json');

/** The first match of `pattern` in the newest mail to `to`, waiting up to `timeoutMs` for it to be written. */
export async function linkInMail(outbox: string, to: string, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (existsSync(outbox) ? readdirSync(outbox).filter(isMailFile).sort() : [])
      .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; text: string })
      .filter((mail) => mail.to === to && pattern.test(mail.text));
    const found = mails.at(-1)?.text.match(pattern)?.[0];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path and fragment of the confirmation link mailed to `to` at sign-up (`/signup#confirm=…`). */
export async function signupConfirmPath(outbox: string, to: string): Promise<string> {
  const link = new URL(await linkInMail(outbox, to, /https?:\/\/\S+\/signup#confirm=[A-Za-z0-9_-]+/));
  return link.pathname + link.hash;
}
