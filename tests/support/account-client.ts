/**
 * What the account tests share: a real Azurite in a temp folder (its endpoint and an outbox folder
 * set in the environment, as the host sets them), and a browser-like client of the local host
 * that keeps the session cookie and sends Origin on writes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAzurite, type RunningAzurite } from '../../functions/host/azurite';
import { outboxSettled } from '../../functions/lib/auth/outbox';
import { isMailFile } from './outbox-mail';

/** A started Azurite with the environment pointing at it; `stop` removes its folders. */
export interface TestStorage {
  azurite: RunningAzurite;
  dataDir: string;
  outbox: string;
  stop(): Promise<void>;
}

/** Starts Azurite on a free port with fresh data and outbox folders. */
export async function startTestStorage(): Promise<TestStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'azurite-test-'));
  const outbox = mkdtempSync(join(tmpdir(), 'outbox-test-'));
  const azurite = await startAzurite({ location: dataDir });
  process.env.AZURITE_TABLE_ENDPOINT = azurite.endpoint;
  process.env.EMAIL_OUTBOX_DIR = outbox;
  delete process.env.AZURE_STORAGE_CONNECTION_STRING;
  return {
    azurite,
    dataDir,
    outbox,
    stop: async () => {
      await azurite.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/** One answer: status, headers, text and parsed JSON (empty object for an empty body). */
export interface AccountAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, any>;
}

/** Session cookie names the API sets (the current one first). */
const SESSION_COOKIE_NAMES = ['__Host-kai_session', 'kai_session'];

/** A browser-like client: keeps the session cookie, sends Origin on writes. */
export function accountClient(base: string, origin = base) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<AccountAnswer> => {
    const headers: Record<string, string> = { ...extra };
    if (cookie && !('cookie' in extra)) headers.cookie = cookie;
    if (method !== 'GET') headers.origin = origin;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const name = pair!.slice(0, pair!.indexOf('='));
      if (SESSION_COOKIE_NAMES.includes(name) && name === SESSION_COOKIE_NAMES[0]) cookie = pair!.endsWith('=') ? '' : pair!;
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: text ? (JSON.parse(text) as Record<string, any>) : {} };
  };
  return {
    call,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}

/** Birth fields of a saved chart. */
export const savedBirth = (date: string) => ({
  name: 'Asha',
  date,
  time: '10:30',
  lat: '19.076',
  lon: '72.8777',
  tz: 'Asia/Kolkata',
  ayanamsa: 'LAHIRI',
});

/** The newest mail in the outbox folder to `to`, once the in-process outbox drain has finished. */
export async function lastMailTo(outbox: string, to: string): Promise<{ to: string; subject: string; text: string }> {
  await outboxSettled();
  const mails = readdirSync(outbox)
    .filter(isMailFile)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === to);
  const last = mails[mails.length - 1];
  if (!last) throw new Error(`no mail to ${to} in ${outbox}`);
  return last;
}

/** Signs up through the API and opens the mailed confirmation link: a client signed in to the new account. */
export async function signedUpClient(base: string, outbox: string, account: { name: string; email: string; password: string }) {
  const visitor = accountClient(base);
  const asked = await visitor.call('POST', 'auth/signup', account);
  if (asked.status !== 202) throw new Error(`sign-up answered ${asked.status}: ${asked.text}`);
  const token = (await lastMailTo(outbox, account.email.toLowerCase())).text.match(/#confirm=([A-Za-z0-9_-]+)/)?.[1];
  const confirmed = await visitor.call('POST', 'auth/confirm-signup', { token });
  if (confirmed.status !== 201) throw new Error(`confirm-signup answered ${confirmed.status}: ${confirmed.text}`);
  return Object.assign(visitor, { user: confirmed.json.user as { id: string; name: string; email: string } });
}
