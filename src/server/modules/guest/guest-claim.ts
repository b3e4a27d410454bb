import type { Db } from '../../db/client.js';
import { summaryFrom, titleFrom } from '../conversations/conversation-labels.js';
import type { ConversationsRepository } from '../conversations/conversations.repository.js';
import type { GuestRepository } from './guest.repository.js';

/**
 * Moves a guest's conversation into the account just created from the same
 * browser, so that nothing the visitor wrote is lost. Runs inside the
 * registration's transaction; an unknown or already claimed session is ignored.
 */
export function createGuestClaim(guests: GuestRepository, conversations: ConversationsRepository) {
  return async function claimGuestConversation(tx: Db, sessionId: string, userId: number) {
    const session = await guests.findSession(sessionId, tx);
    if (!session || session.claimedByUserId !== null) return;
    const history = await guests.messages(sessionId, tx);
    if (!(await guests.markClaimed(sessionId, userId, tx)) || history.length === 0) return;

    const userTexts = history.filter((m) => m.isUser).map((m) => m.content);
    await conversations.importConversation(tx, {
      userId,
      title: titleFrom(userTexts[0] ?? ''),
      summary: summaryFrom(userTexts),
      messages: history.map((m) => ({
        content: m.content,
        isUser: m.isUser,
        createdAt: m.createdAt,
        ...(m.status === 'interrupted' ? { status: 'interrupted' as const } : {}),
      })),
    });
  };
}

export type ClaimGuestConversation = ReturnType<typeof createGuestClaim>;
