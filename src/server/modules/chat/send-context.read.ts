import { and, eq, sql } from 'drizzle-orm';
import { WINDOW } from '#shared/care/index.js';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import type { AccessClaims } from '../auth/access-tokens.js';
import { isLive, sessionStateColumns, stateParams } from '../auth/session-state.read.js';
import { SUMMARY_MAX_MESSAGES } from '../conversations/conversation-labels.js';
import { conversations, messages } from '../conversations/conversations.tables.js';
import { selectSessionUser, type SessionUserRow } from '../session-user/session-user.read.js';
import { users } from '../users/users.tables.js';

/** What a send knows of its conversation before it writes. What the care layer reads (care.ts) is part of it. */
export interface SendContext {
  careUntil: Date | null;
  /** The person said here they are a minor (care.ts). */
  minor: boolean;
  /** Care answers already given here. */
  careReplies: number;
  /** The person's latest messages, oldest first, as many as the care layer reads. */
  recentUserMessages: string[];
  /** The assistant answered in this conversation before (the AI disclosure is said once, D15). */
  hasReply: boolean;
  /** What the person wrote here, oldest first: the latest SUMMARY_MAX_MESSAGES at most. */
  userMessages: string[];
  /** The latest messages, oldest first, at most the `historyMax` asked for. */
  recentMessages: Array<{ content: string; isUser: boolean }>;
}

const ofConversation = sql`${messages.conversationId} = ${conversations.id}`;

/**
 * The sender's row, with the conversation joined only if it is theirs (its
 * columns are null otherwise, and so are its subqueries' answers).
 */
export const sendContextSelect = (db: Db) =>
  selectSessionUser(db, {
    ...sessionStateColumns,
    conversationId: conversations.id,
    careUntil: conversations.careUntil,
    minor: conversations.minor,
    careReplies:
      sql<number>`(select count(*) from ${messages} where ${ofConversation} and ${messages.care})`.mapWith(
        Number,
      ),
    hasReply: sql<boolean>`exists (select 1 from ${messages} where ${ofConversation} and not ${messages.isUser})`,
    userMessages: sql<
      string[] | null
    >`(select json_agg(latest.content order by latest.created_at, latest.id) from (select ${messages.content}, ${messages.createdAt}, ${messages.id} from ${messages} where ${ofConversation} and ${messages.isUser} order by ${messages.createdAt} desc, ${messages.id} desc limit ${SUMMARY_MAX_MESSAGES}) as latest)`,
    recentMessages: sql<Array<{
      content: string;
      isUser: boolean;
    }> | null>`(select json_agg(json_build_object('content', recent.content, 'isUser', recent.is_user) order by recent.created_at, recent.id) from (select ${messages.content}, ${messages.isUser}, ${messages.createdAt}, ${messages.id} from ${messages} where ${ofConversation} order by ${messages.createdAt} desc, ${messages.id} desc limit ${sql.placeholder('historyMax')}) as recent)`,
  })
    .leftJoin(
      conversations,
      and(
        eq(conversations.id, sql.placeholder('conversationId')),
        eq(conversations.userId, users.id),
      ),
    )
    .where(eq(users.id, sql.placeholder('userId')));

const sendContextQuery = preparedQuery((db) => sendContextSelect(db).prepare('send_context'));

/**
 * Everything a send reads before it writes (chat.service.ts), in one round
 * trip (issue 12): the route's session check and the sender, as
 * /api/auth/me reads them, and the conversation if it is theirs, with what
 * the care layer, the title and the model need. A read model (ADR 009).
 * `user` is undefined when the session is not live; `context`, when the
 * conversation is not the sender's.
 */
export async function readSendContext(
  db: Db,
  claims: AccessClaims,
  conversationId: number,
  historyMax: number,
): Promise<{ user: SessionUserRow | undefined; context: SendContext | undefined }> {
  const [row] = await sendContextQuery(db).execute({
    ...stateParams(claims),
    conversationId,
    historyMax,
  });
  if (!row || !isLive(row, claims)) return { user: undefined, context: undefined };
  if (row.conversationId === null) return { user: row, context: undefined };
  const userMessages = row.userMessages ?? [];
  return {
    user: row,
    context: {
      careUntil: row.careUntil,
      minor: row.minor ?? false,
      careReplies: row.careReplies,
      hasReply: row.hasReply,
      userMessages,
      recentUserMessages: userMessages.slice(-WINDOW),
      recentMessages: row.recentMessages ?? [],
    },
  };
}
