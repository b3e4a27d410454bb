import type { Db } from '../../db/client.js';
import { addMs, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { EmailsRepository, OneTimeTokenRow, TokenPurpose } from './emails.repository.js';

/**
 * Single-use links sent by e-mail: the raw token travels in the link, only its
 * hash is stored, a new link retires the older ones of the same purpose.
 */
export function createOneTimeLinks(emails: EmailsRepository, clock: Clock) {
  return {
    async issue(
      userId: number,
      purpose: TokenPurpose,
      ttlMs: number,
      conversationId: number | null = null,
      previousEmail: string | null = null,
    ) {
      const now = clock.now();
      await emails.retireTokens(userId, [purpose], now);
      const token = randomToken();
      await emails.createToken({
        userId,
        purpose,
        tokenHash: sha256(token),
        expiresAt: addMs(now, ttlMs),
        conversationId,
        previousEmail,
      });
      return token;
    },

    find(token: string, purpose: TokenPurpose): Promise<OneTimeTokenRow | undefined> {
      return emails.findLiveToken(sha256(token), purpose, clock.now());
    },

    /** Whose link it was, even spent or expired: to tell « déjà vérifiée » from « invalide ». */
    ownerOf: (token: string, purpose: TokenPurpose) => emails.ownerOfToken(sha256(token), purpose),

    /** The account an address is held for while its revert link lives (ADR 012). */
    reservedFor: (email: string, tx?: Db) => emails.reservedFor(email, clock.now(), tx),

    consume: (row: OneTimeTokenRow, tx?: Parameters<EmailsRepository['consumeToken']>[2]) =>
      emails.consumeToken(row.id, clock.now(), tx),
  };
}

export type OneTimeLinks = ReturnType<typeof createOneTimeLinks>;
