import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DAY, type Clock } from '../../lib/clock.js';
import { createAuthRepository } from '../auth/auth.repository.js';
import { magicTokens } from '../auth/auth.tables.js';
import { oneTimeTokens } from '../emails/emails.tables.js';
import { guestMessages, guestSessions } from '../guest/guest.tables.js';

/** The privacy policy promises guest conversations go 12 months after their last message. */
export const GUEST_RETENTION_MS = 365 * DAY;

/**
 * Deletes what has no reason to be kept: expired tokens and revocations, and
 * guest conversations past their retention. Safe to run from several processes.
 */
export async function purgeExpiredData(db: Db, clock: Clock) {
  const now = clock.now();
  await createAuthRepository({ db }).purgeExpired(now);
  await db
    .delete(magicTokens)
    .where(or(lt(magicTokens.expiresAt, now), eq(magicTokens.used, true)));
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, now));
  const cutoff = new Date(now.getTime() - GUEST_RETENTION_MS);
  await db
    .delete(guestSessions)
    .where(
      and(
        lt(guestSessions.createdAt, cutoff),
        sql`not exists (select 1 from ${guestMessages} where ${guestMessages.sessionId} = ${guestSessions.id} and ${guestMessages.createdAt} >= ${cutoff})`,
      ),
    );
}
