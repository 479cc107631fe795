/**
 * Azure Table Storage for accounts, saved charts, chats, rate limits and contact messages.
 * The connection comes from `AZURE_STORAGE_CONNECTION_STRING` (production) or, when that is not
 * set, from the local Azurite the host starts (`AZURITE_TABLE_ENDPOINT`, written by
 * functions/host/azurite.ts). Tables are created once per process on first use.
 *
 * Tables and keys, designed for the queries they serve (every query is a point read or one
 * partition, so nothing scans a table in normal use):
 * | table | PartitionKey | RowKey | read by |
 * |---|---|---|---|
 * | users | userId | `profile` | session → user |
 * | emails | sha256(email) | `user` | login, signup uniqueness, forgot-password |
 * | sessions | userId | sha256(token) | every signed-in request; logout; delete all on reset/delete |
 * | resets | sha256(token) | `reset` or `signup` | reset-password, confirm-signup (single use: deleted with its ETag) |
 * | resets | `user:` + userId | `latest` | the newest reset link's hash: older links do not work |
 * | charts | userId | chartId | My charts: one partition per user |
 * | chats | userId | conversationId | chat history on any device |
 * | charts | userId | `_count` | the save guard: saves commit with it in one transaction (the cap) |
 * | limits | sha256(kind + key) | `limit` | rate limits (ETag-guarded attempt times) |
 * | outbox | `mail` | time + random | mail waiting to be sent (functions/lib/auth/outbox.ts) |
 * | contact | `YYYY-MM` | time + random | support inbox |
 * | feeds | sha256(token) | `feed` | a private calendar feed's URL → owner and chart (functions/lib/feeds/feed-store.ts) |
 * | feeds | userId | chartId | the owner's feed of a chart (its token's hash): status, revoke, delete |
 * | digests | `weekly` | userId + `.` + chartId | people opted in to the weekly digest (the job reads this partition) |
 * | digests | sha256(token) | `unsubscribe` | an unsubscribe link → the subscription |
 * | digests | `sent.` + userId + `.` + chartId | ISO week, or `alert.` + event | what was mailed (created once: a re-run or a racing run gets 409) |
 */
import { TableClient, TableServiceClient } from '@azure/data-tables';
import { storageReady } from './readiness';

/** A stored row: its properties with its keys and ETag. */
export type Row<T> = T & { partitionKey: string; rowKey: string; etag: string };

/** Every table the API uses. */
export const TABLE_NAMES = [
  'users',
  'emails',
  'sessions',
  'resets',
  'charts',
  'chats',
  'limits',
  'contact',
  'outbox',
  'feeds',
  'digests',
] as const;
/** One of {@link TABLE_NAMES}. */
export type TableName = (typeof TABLE_NAMES)[number];

/** Azurite's published development account (a well-known public key, not a secret). */
const AZURITE_ACCOUNT = 'devstoreaccount1';
const AZURITE_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/** The connection string to use: production's, or one for the local Azurite endpoint; null when neither is set. */
export function storageConnectionString(env: Record<string, string | undefined> = process.env): string | null {
  if (env.AZURE_STORAGE_CONNECTION_STRING) return env.AZURE_STORAGE_CONNECTION_STRING;
  const endpoint = env.AZURITE_TABLE_ENDPOINT;
  if (!endpoint) return null;
  return `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};TableEndpoint=${endpoint.replace(/\/$/, '')}/${AZURITE_ACCOUNT};`;
}

/** Storage is not configured or did not answer: the API answers the catalogue's 503. */
export class StorageUnavailableError extends Error {
  constructor(message = 'Storage is not available right now.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

const clients = new Map<string, TableClient>();
let created: Promise<void> | null = null;
let createdFor = '';

/** A client for one table, after every table exists. Throws StorageUnavailableError when storage is missing or down. */
export async function table(name: TableName): Promise<TableClient> {
  try {
    await storageReady();
  } catch (error) {
    throw new StorageUnavailableError(undefined, { cause: error });
  }
  const connection = storageConnectionString();
  if (!connection) throw new StorageUnavailableError('Storage is not configured (AZURE_STORAGE_CONNECTION_STRING).');
  const options = { allowInsecureConnection: connection.includes('DefaultEndpointsProtocol=http;'), retryOptions: { maxRetries: 1 } };
  if (createdFor !== connection) {
    createdFor = connection;
    clients.clear();
    const service = TableServiceClient.fromConnectionString(connection, options);
    created = Promise.all(TABLE_NAMES.map((t) => service.createTable(t))).then(() => undefined);
    created.catch(() => {
      createdFor = '';
    });
  }
  try {
    await created;
  } catch (error) {
    throw new StorageUnavailableError(undefined, { cause: error });
  }
  let client = clients.get(name);
  if (!client) {
    client = TableClient.fromConnectionString(connection, name, options);
    clients.set(name, client);
  }
  return client;
}

/** HTTP status of a storage error (404 not found, 409 exists, 412 ETag mismatch), or undefined. */
export function storageStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Runs a storage call; a network failure or a 5xx becomes StorageUnavailableError, other errors pass through. */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    const status = storageStatus(error);
    if (status === undefined || status >= 500) throw new StorageUnavailableError(undefined, { cause: error });
    throw error;
  }
}

/** Point read; null when the entity does not exist. */
export async function getEntityOrNull<T extends object>(name: TableName, partitionKey: string, rowKey: string): Promise<Row<T> | null> {
  const client = await table(name);
  return guarded(async () => {
    try {
      return (await client.getEntity<T>(partitionKey, rowKey)) as Row<T>;
    } catch (error) {
      if (storageStatus(error) === 404) return null;
      throw error;
    }
  });
}

/** Every entity of one partition. */
export async function listPartition<T extends object>(name: TableName, partitionKey: string): Promise<Row<T>[]> {
  const client = await table(name);
  return guarded(async () => {
    const out: Row<T>[] = [];
    const filter = `PartitionKey eq '${partitionKey.replace(/'/g, "''")}'`;
    for await (const entity of client.listEntities<T>({ queryOptions: { filter } })) out.push(entity as Row<T>);
    return out;
  });
}

/** Deletes one entity; a missing entity is not an error. */
export async function deleteEntityIfExists(name: TableName, partitionKey: string, rowKey: string, etag = '*'): Promise<boolean> {
  const client = await table(name);
  return guarded(async () => {
    try {
      await client.deleteEntity(partitionKey, rowKey, { etag });
      return true;
    } catch (error) {
      if (storageStatus(error) === 404) return false;
      throw error;
    }
  });
}

/** Deletes a whole partition (a user's charts, chats or sessions). */
export async function deletePartition(name: TableName, partitionKey: string): Promise<number> {
  const rows = await listPartition(name, partitionKey);
  for (const row of rows) await deleteEntityIfExists(name, row.partitionKey, row.rowKey);
  return rows.length;
}
