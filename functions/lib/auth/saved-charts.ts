/**
 * Saved charts: one row per person in the owner's partition (PartitionKey = userId), so "My
 * charts" is one partition query and another user's id is simply not found.
 *
 * Concurrency, on any number of instances:
 * - Every chart carries its row's ETag to the client; an edit must send it back (`If-Match`), so
 *   of two edits made from the same version one wins and the other gets 412 with the chart as it
 *   now is — never a silent overwrite.
 * - The 200-chart cap: each save touches a guard row (`_count`, never a chart id) in the same
 *   partition transaction as the new chart, conditional on the guard's ETag read before the
 *   partition was counted. Two saves that counted the same partition cannot both commit; the
 *   loser counts again. Deletes need not touch the guard (a save that counted before a delete
 *   only errs towards refusing), so the count is always the rows themselves, never a drifting total.
 */
import type { SavedChart as Unversioned, Versioned } from '../../../shared/contracts/account';
import { type IfMatch, httpEtag, ifMatchHolds, writeEtag } from '../storage/etag';
import { StorageUnavailableError, getEntityOrNull, guarded, listPartition, storageStatus, table } from '../storage/tables';
import { newId } from './tokens';

interface ChartEntity {
  name: string;
  relation: string;
  /** The birth fields as JSON text (Table Storage has no nested objects). */
  birth: string;
  createdAt: string;
  updatedAt: string;
}

/** Most charts one account keeps (a family and friends, with room to spare). */
export const MAX_SAVED_CHARTS = 200;

/** The save guard's RowKey: outside the chart id alphabet, so no chart can take it. */
const GUARD_ROW = '_count';
/** Saves that lost the guard race try again this often before answering 503 (100 racing saves need up to 100). */
const MAX_SAVE_ATTEMPTS = 120;

const CHART_ID = /^[A-Za-z0-9]{1,40}$/;

/** A chart as stored and answered, with its ETag. */
export type SavedChart = Versioned<Unversioned>;

/** A chart's person and birth, as a save or an edit sends them. */
export type ChartInput = { name: string; relation: string; birth: Record<string, string> };

function toChart(entity: ChartEntity & { rowKey: string; etag: string }): SavedChart {
  return {
    id: entity.rowKey,
    name: entity.name,
    relation: entity.relation,
    birth: JSON.parse(entity.birth) as Record<string, string>,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
    etag: httpEtag(entity.etag),
  };
}

const entityOf = (input: ChartInput, createdAt: string, updatedAt: string): ChartEntity => ({
  name: input.name,
  relation: input.relation,
  birth: JSON.stringify(input.birth),
  createdAt,
  updatedAt,
});

/** The user's charts, newest first. */
export async function listCharts(userId: string): Promise<SavedChart[]> {
  const rows = await listPartition<ChartEntity>('charts', userId);
  return rows
    .filter((row) => row.rowKey !== GUARD_ROW)
    .map(toChart)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** One chart of the user's, or null (also for another user's id). */
export async function getChart(userId: string, id: string): Promise<SavedChart | null> {
  if (!CHART_ID.test(id)) return null;
  const row = await getEntityOrNull<ChartEntity>('charts', userId, id);
  return row ? toChart(row) : null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Saves a new chart; null when the account already holds the maximum (see the module comment for the race). */
export async function addChart(userId: string, input: ChartInput, now: Date): Promise<SavedChart | null> {
  const client = await table('charts');
  for (let attempt = 0; attempt < MAX_SAVE_ATTEMPTS; attempt += 1) {
    const guard = await getEntityOrNull<{ saves: number }>('charts', userId, GUARD_ROW);
    if (!guard) {
      await guarded(() => client.createEntity({ partitionKey: userId, rowKey: GUARD_ROW, saves: 0 })).catch((error: unknown) => {
        if (storageStatus(error) !== 409) throw error;
      });
      continue;
    }
    const rows = await listPartition<ChartEntity>('charts', userId);
    if (rows.filter((row) => row.rowKey !== GUARD_ROW).length >= MAX_SAVED_CHARTS) return null;
    const id = newId();
    const at = now.toISOString();
    try {
      const result = await guarded(() =>
        client.submitTransaction([
          ['update', { partitionKey: userId, rowKey: GUARD_ROW, saves: guard.saves + 1 }, 'Replace', { etag: guard.etag }],
          ['create', { partitionKey: userId, rowKey: id, ...entityOf(input, at, at) }],
        ]),
      );
      const stored = result.getResponseForEntity(id)?.etag;
      const etag = stored ? httpEtag(stored) : ((await getChart(userId, id))?.etag ?? '');
      return { id, ...input, createdAt: at, updatedAt: at, etag };
    } catch (error) {
      if (storageStatus(error) !== 412 && storageStatus(error) !== 409) throw error;
      await pause(Math.random() * Math.min(50, 2 * attempt)); // another save committed first: count again
    }
  }
  throw new StorageUnavailableError('Too many saves at once on this account; try again.');
}

/** What a conditional edit or delete came to. */
export type ConditionalOutcome<T> = { kind: 'done'; value: T } | { kind: 'missing' } | { kind: 'stale'; current: SavedChart };

async function staleOrMissing(userId: string, id: string): Promise<ConditionalOutcome<never>> {
  const current = await getChart(userId, id);
  return current ? { kind: 'stale', current } : { kind: 'missing' };
}

/** Replaces a chart's person and birth if `If-Match` holds (412 material otherwise, also when another write lands between). */
export async function replaceChart(
  userId: string,
  id: string,
  input: ChartInput,
  condition: IfMatch,
  now: Date,
): Promise<ConditionalOutcome<SavedChart>> {
  const current = await getChart(userId, id);
  if (!current) return { kind: 'missing' };
  if (!ifMatchHolds(condition, current.etag)) return { kind: 'stale', current };
  const client = await table('charts');
  const updatedAt = now.toISOString();
  try {
    const response = await guarded(() =>
      client.updateEntity({ partitionKey: userId, rowKey: id, ...entityOf(input, current.createdAt, updatedAt) }, 'Replace', {
        etag: writeEtag(condition, current.etag),
      }),
    );
    return { kind: 'done', value: { id, ...input, createdAt: current.createdAt, updatedAt, etag: httpEtag(response.etag ?? '') } };
  } catch (error) {
    if (storageStatus(error) === 412 || storageStatus(error) === 404) return staleOrMissing(userId, id);
    throw error;
  }
}

/** Deletes a chart if `If-Match` holds; without one the delete wins over any edit. */
export async function removeChart(userId: string, id: string, condition: IfMatch): Promise<ConditionalOutcome<true>> {
  if (!CHART_ID.test(id)) return { kind: 'missing' };
  let etag = '*';
  if (condition.kind !== 'absent') {
    const current = await getChart(userId, id);
    if (!current) return { kind: 'missing' };
    if (!ifMatchHolds(condition, current.etag)) return { kind: 'stale', current };
    etag = writeEtag(condition, current.etag);
  }
  const client = await table('charts');
  try {
    await guarded(() => client.deleteEntity(userId, id, { etag }));
    return { kind: 'done', value: true };
  } catch (error) {
    if (storageStatus(error) === 412 || storageStatus(error) === 404) return staleOrMissing(userId, id);
    throw error;
  }
}
