/**
 * Chat history of signed-in visitors: one row per conversation in the owner's partition. The
 * turns are JSON split over up to 8 string properties of ≤ 30,000 characters (a Table Storage
 * string holds 32K UTF-16 units; 50 turns × 4,000 characters need 7).
 */
import type { StoredConversation } from '../../../shared/contracts/account';
import { deleteEntityIfExists, guarded, listPartition, table } from '../storage/tables';

const CHUNK_CHARS = 30_000;
const MAX_CHUNKS = 8;
/** Most conversations kept per account; older ones go first. */
export const MAX_STORED_CONVERSATIONS = 100;

type ConversationEntity = { title: string; createdAt: string; updatedAt: string; birthKey: string; chunks: number } & Record<
  string,
  unknown
>;

/** Conversation ids as the chat makes them (base-36 time, a dash, random). */
export const CONVERSATION_ID = /^[a-z0-9-]{1,40}$/;

function fromEntity(row: ConversationEntity & { rowKey: string }): StoredConversation {
  let json = '';
  for (let i = 0; i < Math.min(row.chunks, MAX_CHUNKS); i += 1) json += String(row[`m${i}`] ?? '');
  let messages: StoredConversation['messages'] = [];
  try {
    messages = JSON.parse(json || '[]') as StoredConversation['messages'];
  } catch {
    messages = [];
  }
  return { id: row.rowKey, title: row.title, createdAt: row.createdAt, updatedAt: row.updatedAt, birthKey: row.birthKey, messages };
}

/** The user's conversations, most recently updated first. */
export async function listConversations(userId: string): Promise<StoredConversation[]> {
  const rows = await listPartition<ConversationEntity>('chats', userId);
  return rows.map(fromEntity).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Creates or replaces a conversation. */
export async function upsertConversation(
  userId: string,
  id: string,
  conversation: Omit<StoredConversation, 'id' | 'updatedAt'>,
  now: Date,
): Promise<StoredConversation> {
  const json = JSON.stringify(conversation.messages);
  const entity: ConversationEntity = {
    title: conversation.title,
    createdAt: conversation.createdAt,
    updatedAt: now.toISOString(),
    birthKey: conversation.birthKey,
    chunks: 0,
  };
  for (let i = 0; i * CHUNK_CHARS < json.length && i < MAX_CHUNKS; i += 1) {
    entity[`m${i}`] = json.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS);
    entity.chunks = i + 1;
  }
  const client = await table('chats');
  await guarded(() => client.upsertEntity({ partitionKey: userId, rowKey: id, ...entity }, 'Replace'));
  const all = await listPartition<ConversationEntity>('chats', userId);
  if (all.length > MAX_STORED_CONVERSATIONS) {
    const oldest = all
      .map(fromEntity)
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
      .slice(0, all.length - MAX_STORED_CONVERSATIONS);
    for (const old of oldest) await deleteEntityIfExists('chats', userId, old.id);
  }
  return { id, ...conversation, updatedAt: entity.updatedAt };
}

/** Deletes a conversation; false when there is none. */
export async function removeConversation(userId: string, id: string): Promise<boolean> {
  return CONVERSATION_ID.test(id) ? deleteEntityIfExists('chats', userId, id) : false;
}
