/**
 * Private calendar feeds: one per saved chart, reached by an unguessable URL that a calendar app
 * fetches without cookies. The URL's token (256 random bits) is handed out once, when the feed is
 * made; storage keeps only its SHA-256, so neither a copy of the tables nor a log can rebuild it.
 *
 * Two rows per feed (functions/lib/storage/tables.ts): the lookup by the token's hash (owner,
 * chart, language) and the owner's row by chart id (the hash, to revoke). Making a new feed for a
 * chart revokes the old URL; revoking, deleting the chart or deleting the account removes both
 * rows, and a feed whose chart has gone answers 410 (the handler checks the chart on every read).
 */
import { isLocale, type Locale } from '../../../shared/i18n/locale';
import { deleteEntityIfExists, getEntityOrNull, guarded, listPartition, table } from '../storage/tables';
import { randomToken, sha256Hex } from '../auth/tokens';

const LOOKUP_ROW = 'feed';

interface FeedLookup {
  userId: string;
  chartId: string;
  locale: string;
  createdAt: string;
}

interface OwnerRow {
  tokenHash: string;
  createdAt: string;
}

/** A feed as its owner sees it (never its URL: that is shown once, when made). */
export interface FeedStatus {
  active: boolean;
  createdAt: string | null;
}

/** The token's shape: 43 base64url characters. Anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Makes a new feed for the chart (revoking any earlier one) and returns its token, which is stored nowhere. */
export async function createFeed(
  userId: string,
  chartId: string,
  locale: Locale,
  now: Date,
): Promise<{ token: string; createdAt: string }> {
  await revokeFeed(userId, chartId);
  const token = randomToken();
  const tokenHash = sha256Hex(token);
  const createdAt = now.toISOString();
  const feeds = await table('feeds');
  await guarded(() => feeds.createEntity<FeedLookup>({ partitionKey: tokenHash, rowKey: LOOKUP_ROW, userId, chartId, locale, createdAt }));
  await guarded(() => feeds.upsertEntity<OwnerRow>({ partitionKey: userId, rowKey: chartId, tokenHash, createdAt }, 'Replace'));
  return { token, createdAt };
}

/** Whether the chart has a feed, and since when. */
export async function feedStatus(userId: string, chartId: string): Promise<FeedStatus> {
  const row = await getEntityOrNull<OwnerRow>('feeds', userId, chartId);
  return { active: row !== null, createdAt: row?.createdAt ?? null };
}

/** Revokes the chart's feed: its URL answers 404 from now on. False when there was none. */
export async function revokeFeed(userId: string, chartId: string): Promise<boolean> {
  const row = await getEntityOrNull<OwnerRow>('feeds', userId, chartId);
  if (!row) return false;
  await deleteEntityIfExists('feeds', row.tokenHash, LOOKUP_ROW);
  await deleteEntityIfExists('feeds', userId, chartId);
  return true;
}

/** Revokes every feed of an account (the account is being deleted). */
export async function revokeAllFeeds(userId: string): Promise<void> {
  for (const row of await listPartition<OwnerRow>('feeds', userId)) {
    await deleteEntityIfExists('feeds', row.tokenHash, LOOKUP_ROW);
    await deleteEntityIfExists('feeds', userId, row.rowKey);
  }
}

/** The owner, chart and language of a feed token, or null (unknown, revoked, or not a token at all). */
export async function feedOfToken(token: string): Promise<{ userId: string; chartId: string; locale: Locale } | null> {
  if (!TOKEN.test(token)) return null;
  const row = await getEntityOrNull<FeedLookup>('feeds', sha256Hex(token), LOOKUP_ROW);
  return row ? { userId: row.userId, chartId: row.chartId, locale: isLocale(row.locale) ? row.locale : 'en' } : null;
}
