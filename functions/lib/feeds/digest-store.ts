/**
 * The weekly digest's state in Table Storage (tables.ts `digests`): who opted in, the unsubscribe
 * links, and what was mailed.
 *
 * - Opt-in rows sit in one partition (`weekly`), so the job reads one partition, never a scan.
 * - Each mail carries a fresh unsubscribe token; storage keeps only its SHA-256, pointing at the
 *   subscription. Using it removes the subscription (and answers the same when already used).
 * - "Sent" is a row created once per person and ISO week (or per alerted event). Creating it is
 *   the claim: of two runs racing for the same mail, storage lets one create it and refuses the
 *   other (409), so nothing is sent twice. The claim says `sending` until the mail is out, then
 *   `sent` (written with the claim's ETag); a failed send deletes its claim (with its ETag) so the
 *   next run tries again. A claim left `sending` by a run that died is never taken over: whether
 *   its mail went out is unknown, and a week's digest missed is better than one sent twice.
 */
import { isLocale, type Locale } from '../../../shared/i18n/locale';
import { randomToken, sha256Hex } from '../auth/tokens';
import { deleteEntityIfExists, getEntityOrNull, guarded, listPartition, storageStatus, table } from '../storage/tables';

const WEEKLY = 'weekly';
const UNSUBSCRIBE_ROW = 'unsubscribe';

/** One opted-in person. */
export interface Subscription {
  userId: string;
  chartId: string;
  locale: Locale;
  /** The site's public origin the person opted in from (the mails' links). */
  origin: string;
  optedInAt: string;
}

const subscriptionKey = (userId: string, chartId: string) => `${userId}.${chartId}`;
const sentPartition = (userId: string, chartId: string) => `sent.${userId}.${chartId}`;

/** Opts the chart in (again: the language and origin are updated). */
export async function subscribe(userId: string, chartId: string, locale: Locale, origin: string, now: Date): Promise<void> {
  const digests = await table('digests');
  await guarded(() =>
    digests.upsertEntity<Subscription>(
      { partitionKey: WEEKLY, rowKey: subscriptionKey(userId, chartId), userId, chartId, locale, origin, optedInAt: now.toISOString() },
      'Replace',
    ),
  );
}

/** Whether the chart is opted in. */
export async function isSubscribed(userId: string, chartId: string): Promise<boolean> {
  return (await getEntityOrNull<Subscription>('digests', WEEKLY, subscriptionKey(userId, chartId))) !== null;
}

/** Opts the chart out. */
export async function unsubscribe(userId: string, chartId: string): Promise<void> {
  await deleteEntityIfExists('digests', WEEKLY, subscriptionKey(userId, chartId));
}

/** Every opted-in person. */
export async function subscriptions(): Promise<Subscription[]> {
  return (await listPartition<Subscription>('digests', WEEKLY)).map((row) => ({
    userId: row.userId,
    chartId: row.chartId,
    locale: isLocale(row.locale) ? row.locale : 'en',
    origin: row.origin,
    optedInAt: row.optedInAt,
  }));
}

/** A new unsubscribe token for one mail to this subscription (only its hash is stored). */
export async function unsubscribeToken(userId: string, chartId: string): Promise<string> {
  const token = randomToken();
  const digests = await table('digests');
  await guarded(() => digests.createEntity({ partitionKey: sha256Hex(token), rowKey: UNSUBSCRIBE_ROW, userId, chartId }));
  return token;
}

/** Uses an unsubscribe link: the subscription it names is removed. False when the token is unknown. */
export async function unsubscribeByToken(token: string): Promise<boolean> {
  const row = await getEntityOrNull<{ userId: string; chartId: string }>('digests', sha256Hex(token), UNSUBSCRIBE_ROW);
  if (!row) return false;
  await unsubscribe(row.userId, row.chartId);
  return true;
}

/** Removes everything the digest keeps for an account (it is being deleted). */
export async function forgetDigests(userId: string): Promise<void> {
  const digests = await table('digests');
  const rows: { partitionKey: string; rowKey: string }[] = [];
  await guarded(async () => {
    const filter = `userId eq '${userId.replace(/'/g, "''")}'`;
    for await (const row of digests.listEntities({ queryOptions: { filter } }))
      rows.push({ partitionKey: row.partitionKey!, rowKey: row.rowKey! });
  });
  for (const row of rows) await deleteEntityIfExists('digests', row.partitionKey, row.rowKey);
}

/** A claim on one mail: `finish` marks it sent, `release` gives it back after a failed send. */
export interface MailClaim {
  finish(now: Date): Promise<void>;
  release(): Promise<void>;
}

/** Claims mail `key` (an ISO week, or `alert.` + an event) of a person; null when it is sent or being sent by another run. */
export async function claimMail(userId: string, chartId: string, key: string, now: Date): Promise<MailClaim | null> {
  const digests = await table('digests');
  const partitionKey = sentPartition(userId, chartId);
  const rowKey = key;
  const claimed = (etag: string): MailClaim => ({
    finish: async (at) => {
      await guarded(() => digests.updateEntity({ partitionKey, rowKey, userId, state: 'sent', at: at.toISOString() }, 'Replace', { etag }));
    },
    release: async () => {
      await deleteEntityIfExists('digests', partitionKey, rowKey, etag);
    },
  });
  try {
    const created = await guarded(() => digests.createEntity({ partitionKey, rowKey, userId, state: 'sending', at: now.toISOString() }));
    return claimed(created.etag ?? '*');
  } catch (error) {
    if (storageStatus(error) === 409) return null; // sent, or being sent, by another run
    throw error;
  }
}
