/**
 * Saved charts: one row per person in the owner's partition (PartitionKey = userId), so "My
 * charts" is one partition query and another user's id is simply not found. Updates carry the
 * row's ETag (optimistic concurrency: a stale edit gets 412, not a lost update).
 */
import type { SavedChart } from '../../../shared/contracts/account';
import { deleteEntityIfExists, getEntityOrNull, guarded, listPartition, table } from '../storage/tables';
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

function toChart(entity: ChartEntity & { rowKey: string; etag?: string }): SavedChart & { etag?: string } {
  return {
    id: entity.rowKey,
    name: entity.name,
    relation: entity.relation,
    birth: JSON.parse(entity.birth) as Record<string, string>,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
    etag: entity.etag,
  };
}

/** The user's charts, newest first. */
export async function listCharts(userId: string): Promise<SavedChart[]> {
  const rows = await listPartition<ChartEntity>('charts', userId);
  return rows.map((row) => stripEtag(toChart(row))).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** One chart of the user's, or null (also for another user's id). */
export async function getChart(userId: string, id: string): Promise<(SavedChart & { etag?: string }) | null> {
  if (!/^[A-Za-z0-9]{1,40}$/.test(id)) return null;
  const row = await getEntityOrNull<ChartEntity>('charts', userId, id);
  return row ? toChart(row) : null;
}

/** Saves a new chart; null when the account already holds the maximum. */
export async function addChart(
  userId: string,
  input: { name: string; relation: string; birth: Record<string, string> },
  now: Date,
): Promise<SavedChart | null> {
  const existing = await listPartition<ChartEntity>('charts', userId);
  if (existing.length >= MAX_SAVED_CHARTS) return null;
  const id = newId();
  const at = now.toISOString();
  const client = await table('charts');
  await guarded(() =>
    client.createEntity<ChartEntity>({
      partitionKey: userId,
      rowKey: id,
      name: input.name,
      relation: input.relation,
      birth: JSON.stringify(input.birth),
      createdAt: at,
      updatedAt: at,
    }),
  );
  return { id, ...input, createdAt: at, updatedAt: at };
}

/** Replaces a chart's person and birth, guarded by the ETag read just before. */
export async function replaceChart(
  userId: string,
  current: SavedChart & { etag?: string },
  input: { name: string; relation: string; birth: Record<string, string> },
  now: Date,
): Promise<SavedChart> {
  const client = await table('charts');
  const updatedAt = now.toISOString();
  await guarded(() =>
    client.updateEntity<ChartEntity>(
      {
        partitionKey: userId,
        rowKey: current.id,
        name: input.name,
        relation: input.relation,
        birth: JSON.stringify(input.birth),
        createdAt: current.createdAt,
        updatedAt,
      },
      'Replace',
      { etag: current.etag ?? '*' },
    ),
  );
  return { id: current.id, ...input, createdAt: current.createdAt, updatedAt };
}

/** Deletes a chart; false when the user has no such chart. */
export async function removeChart(userId: string, id: string): Promise<boolean> {
  if (!/^[A-Za-z0-9]{1,40}$/.test(id)) return false;
  return deleteEntityIfExists('charts', userId, id);
}

function stripEtag(chart: SavedChart & { etag?: string }): SavedChart {
  const { etag: _etag, ...rest } = chart;
  return rest;
}

/** The public view of a chart read with its ETag. */
export const publicChart = stripEtag;
