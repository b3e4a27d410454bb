import type { Conversation, Message } from '#shared/schemas/chat.js';
import type { ConversationRow, MessageRow } from './conversations.repository.js';

export const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  content: row.content,
  isUser: row.isUser,
  status: row.status === 'interrupted' ? 'interrupted' : 'complete',
  ...(row.care ? { care: true as const } : {}),
  createdAt: row.createdAt.toISOString(),
});
