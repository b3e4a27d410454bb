import type { Db } from '../../db/client.js';
import { summaryFrom, titleFrom } from '../conversations/conversation-labels.js';
import type { ConversationsRepository } from '../conversations/conversations.repository.js';
import type { GuestRepository } from './guest.repository.js';

/**
 * Moves a guest's conversation into the account just created from the same
 * browser, or bought with its special offer (D10, D19), so that nothing the
 * visitor wrote is lost. Runs inside the caller's transaction; an already
 * claimed session is ignored. Answers the new consultation's id, if one was made.
 */
export function createGuestClaim(guests: GuestRepository, conversations: ConversationsRepository) {
  return async function claimGuestConversation(
    tx: Db,
    sessionId: string,
    userId: number,
    options: { forPurchase?: boolean } = {},
  ): Promise<number | null> {
    const session = await guests.findSession(sessionId, tx);
    if (!session) {
      // A purchase marks even an empty guest session as the account's: it is the browser's proof.
      if (options.forPurchase) await guests.claimForPurchase(sessionId, userId, tx);
      return null;
    }
    if (session.claimedByUserId !== null) return null;
    const history = await guests.messages(sessionId, tx);
    if (!(await guests.markClaimed(sessionId, userId, tx)) || history.length === 0) return null;

    const userTexts = history.filter((m) => m.isUser).map((m) => m.content);
    return conversations.importConversation(tx, {
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
