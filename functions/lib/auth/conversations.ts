/**
 * Chat history of signed-in visitors: one row per conversation in the owner's partition. The
 * turns are JSON split over up to 8 string properties of ≤ 30,000 characters (a Table Storage
 * string holds 32K UTF-16 units; 50 turns × 4,000 characters need 7).
 *
 * A save merges with what is stored (conversation-merge.ts), written conditionally on the row's
 * ETag and merged again if another save landed first, so racing saves never lose a turn. A client
 * that names the version it extends (`If-Match`) replaces it instead, or gets 412 when it is stale.
 */
import {
  MAX_STORED_CONVERSATION_CHARS,
  MAX_STORED_TURNS,
  type StoredConversation as Unversioned,
  type Versioned,
} from '../../../shared/contracts/account';
import { type IfMatch, httpEtag, ifMatchHolds, storageEtagOf } from '../storage/etag';
import {
  StorageUnavailableError,
  deleteEntityIfExists,
  getEntityOrNull,
  guarded,
  listPartition,
  storageStatus,
  table,
} from '../storage/tables';
import { mergeTurns, newestWithin } from './conversation-merge';

const CHUNK_CHARS = 30_000;
const MAX_CHUNKS = 8;
/** Most conversations kept per account; older ones go first. */
export const MAX_STORED_CONVERSATIONS = 100;
/** Saves that lost the ETag race merge again this often before answering 503. */
const MAX_SAVE_ATTEMPTS = 40;

/** A conversation as stored and answered, with its ETag. */
export type StoredConversation = Versioned<Unversioned>;

type ConversationEntity = { title: string; createdAt: string; updatedAt: string; birthKey: string; chunks: number } & Record<
  string,
  unknown
>;

/** Conversation ids as the chat makes them (base-36 time, a dash, random). */
export const CONVERSATION_ID = /^[a-z0-9-]{1,40}$/;

function fromEntity(row: ConversationEntity & { rowKey: string; etag: string }): StoredConversation {
  let json = '';
  for (let i = 0; i < Math.min(row.chunks, MAX_CHUNKS); i += 1) json += String(row[`m${i}`] ?? '');
  let messages: StoredConversation['messages'] = [];
  try {
    messages = JSON.parse(json || '[]') as StoredConversation['messages'];
  } catch {
    messages = [];
  }
  return {
    id: row.rowKey,
    title: row.title,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    birthKey: row.birthKey,
    messages,
    etag: httpEtag(row.etag),
  };
}

function toEntity(conversation: Omit<StoredConversation, 'id' | 'etag'>): ConversationEntity {
  const json = JSON.stringify(conversation.messages);
  const entity: ConversationEntity = {
    title: conversation.title,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
    birthKey: conversation.birthKey,
    chunks: 0,
  };
  for (let i = 0; i * CHUNK_CHARS < json.length && i < MAX_CHUNKS; i += 1) {
    entity[`m${i}`] = json.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS);
    entity.chunks = i + 1;
  }
  return entity;
}

/** The user's conversations, most recently updated first. */
export async function listConversations(userId: string): Promise<StoredConversation[]> {
  const rows = await listPartition<ConversationEntity>('chats', userId);
  return rows.map(fromEntity).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** A save's outcome: what is stored now, or the stored copy when the client's `If-Match` is stale (null: none stored). */
export type ConversationSave = { kind: 'saved'; conversation: StoredConversation } | { kind: 'stale'; current: StoredConversation | null };

/** Stores a conversation: merged with the stored copy, or replacing the version its `If-Match` names. */
export async function saveConversation(
  userId: string,
  id: string,
  incoming: Omit<StoredConversation, 'id' | 'updatedAt' | 'etag'>,
  condition: IfMatch,
  now: Date,
): Promise<ConversationSave> {
  const client = await table('chats');
  for (let attempt = 0; attempt < MAX_SAVE_ATTEMPTS; attempt += 1) {
    const row = await getEntityOrNull<ConversationEntity>('chats', userId, id);
    const stored = row ? fromEntity(row) : null;
    const named = condition.kind === 'etag' || condition.kind === 'unknown';
    if (named && (!stored || !ifMatchHolds(condition, stored.etag))) return { kind: 'stale', current: stored };
    const merged = stored && !named ? mergeTurns(stored.messages, incoming.messages) : incoming.messages;
    const next = {
      title: incoming.title,
      createdAt: stored?.createdAt ?? incoming.createdAt,
      birthKey: incoming.birthKey,
      updatedAt: now.toISOString(),
      messages: newestWithin(merged, MAX_STORED_TURNS, MAX_STORED_CONVERSATION_CHARS),
    };
    const entity = { partitionKey: userId, rowKey: id, ...toEntity(next) };
    try {
      const response = await guarded(() =>
        row ? client.updateEntity(entity, 'Replace', { etag: row.etag }) : client.createEntity(entity),
      );
      if (!row) await evictOldest(userId);
      return { kind: 'saved', conversation: { id, ...next, etag: httpEtag(response.etag ?? '') } };
    } catch (error) {
      if (storageStatus(error) !== 412 && storageStatus(error) !== 409) throw error;
      if (named) return { kind: 'stale', current: await storedConversation(userId, id) };
    }
  }
  throw new StorageUnavailableError('Too many saves of this conversation at once; try again.');
}

async function storedConversation(userId: string, id: string): Promise<StoredConversation | null> {
  const row = await getEntityOrNull<ConversationEntity>('chats', userId, id);
  return row ? fromEntity(row) : null;
}

/** Keeps the newest {@link MAX_STORED_CONVERSATIONS} (run after a new conversation is stored). */
async function evictOldest(userId: string): Promise<void> {
  const all = await listPartition<ConversationEntity>('chats', userId);
  if (all.length <= MAX_STORED_CONVERSATIONS) return;
  const oldest = all
    .map(fromEntity)
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
    .slice(0, all.length - MAX_STORED_CONVERSATIONS);
  for (const old of oldest) await deleteEntityIfExists('chats', userId, old.id);
}

/** Deletes a conversation if `If-Match` holds (without one, the delete wins); `missing` when there is none. */
export async function removeConversation(
  userId: string,
  id: string,
  condition: IfMatch,
): Promise<'deleted' | 'missing' | StoredConversation> {
  if (!CONVERSATION_ID.test(id)) return 'missing';
  if (condition.kind === 'absent') return (await deleteEntityIfExists('chats', userId, id)) ? 'deleted' : 'missing';
  const stored = await storedConversation(userId, id);
  if (!stored) return 'missing';
  if (!ifMatchHolds(condition, stored.etag)) return stored;
  try {
    return (await deleteEntityIfExists('chats', userId, id, storageEtagOf(stored.etag))) ? 'deleted' : 'missing';
  } catch (error) {
    if (storageStatus(error) === 412) return (await storedConversation(userId, id)) ?? 'missing';
    throw error;
  }
}
