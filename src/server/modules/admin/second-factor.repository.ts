import { and, count, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffRecoveryCodes, staffSecondFactors, staffStepUps } from './admin.tables.js';

/** How long an enrolment may wait for its first code before the purge takes it. */
const PENDING_ENROLMENT_MS = 24 * 60 * 60 * 1000;

/**
 * The only writer of the second factor's tables (ADR 018): the TOTP
 * applications, the recovery codes and the sessions that passed them. Every
 * use of a code is one conditional statement, so that two requests racing
 * with the same code cannot both succeed.
 */
export function createSecondFactorRepository({ db }: { db: Db }) {
  return {
    async find(userId: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(staffSecondFactors)
        .where(eq(staffSecondFactors.userId, userId));
      return row;
    },

    /** Starts (or starts over) an enrolment; false when an application is already confirmed. */
    async startEnrolment(userId: number, secretSealed: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(staffSecondFactors)
        .values({ userId, secretSealed, createdAt: now })
        .onConflictDoUpdate({
          target: staffSecondFactors.userId,
          set: { secretSealed, createdAt: now, lastUsedStep: 0 },
          setWhere: isNull(staffSecondFactors.confirmedAt),
        })
        .returning({ userId: staffSecondFactors.userId });
      return rows.length === 1;
    },

    /** The enrolment's first code: confirmed once, by a code newer than any before. */
    async confirm(tx: Db, userId: number, step: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(staffSecondFactors)
        .set({ confirmedAt: now, lastUsedStep: step })
        .where(
          and(
            eq(staffSecondFactors.userId, userId),
            isNull(staffSecondFactors.confirmedAt),
            lt(staffSecondFactors.lastUsedStep, step),
          ),
        )
        .returning({ userId: staffSecondFactors.userId });
      return rows.length === 1;
    },

    /** Takes a code's time step: false when it, or a later one, was already used (a replay). */
    async useStep(tx: Db, userId: number, step: number): Promise<boolean> {
      const rows = await tx
        .update(staffSecondFactors)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(staffSecondFactors.userId, userId),
            isNotNull(staffSecondFactors.confirmedAt),
            lt(staffSecondFactors.lastUsedStep, step),
          ),
        )
        .returning({ userId: staffSecondFactors.userId });
      return rows.length === 1;
    },

    /** The new codes replace every earlier one, used or not. */
    async replaceRecoveryCodes(tx: Db, userId: number, hashes: string[], now: Date) {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await tx
        .insert(staffRecoveryCodes)
        .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
    },

    /** Spends a recovery code; false when it is not one of the user's, or already spent. */
    async useRecoveryCode(tx: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.userId, userId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return rows.length === 1;
    },

    async recoveryCodesLeft(userId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },

    /** The application, its codes and its verified sessions go together; false when there was none. */
    async remove(tx: Db, userId: number): Promise<boolean> {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await tx.delete(staffStepUps).where(eq(staffStepUps.userId, userId));
      const rows = await tx
        .delete(staffSecondFactors)
        .where(eq(staffSecondFactors.userId, userId))
        .returning({ confirmedAt: staffSecondFactors.confirmedAt });
      return rows.some((row) => row.confirmedAt !== null);
    },

    /** This session passed the second factor now. */
    async recordStepUp(tx: Db, sessionId: string, userId: number, now: Date) {
      await tx
        .insert(staffStepUps)
        .values({ sessionId, userId, verifiedAt: now, lastSeenAt: now })
        .onConflictDoUpdate({
          target: staffStepUps.sessionId,
          set: { userId, verifiedAt: now, lastSeenAt: now },
        });
    },

    /**
     * Whether this session passed the second factor after `verifiedAfter` and
     * was used after `seenAfter`; if so it is used now, in the same statement.
     */
    async touchStepUp(
      sessionId: string,
      userId: number,
      now: Date,
      window: { verifiedAfter: Date; seenAfter: Date },
    ) {
      const [row] = await db
        .update(staffStepUps)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(staffStepUps.sessionId, sessionId),
            eq(staffStepUps.userId, userId),
            gt(staffStepUps.verifiedAt, window.verifiedAfter),
            gt(staffStepUps.lastSeenAt, window.seenAfter),
          ),
        )
        .returning({ verifiedAt: staffStepUps.verifiedAt, lastSeenAt: staffStepUps.lastSeenAt });
      return row;
    },

    async stepUpOf(sessionId: string, userId: number) {
      const [row] = await db
        .select({ verifiedAt: staffStepUps.verifiedAt, lastSeenAt: staffStepUps.lastSeenAt })
        .from(staffStepUps)
        .where(and(eq(staffStepUps.sessionId, sessionId), eq(staffStepUps.userId, userId)));
      return row;
    },

    /** A role given, changed or taken away: the member's sessions must pass the second factor again. */
    async endStepUps(tx: Db, userId: number) {
      await tx.delete(staffStepUps).where(eq(staffStepUps.userId, userId));
    },

    /** Verified sessions past their longest life, and enrolments left without a first code. */
    async purgeExpired(now: Date, stepUpMaxMs: number) {
      await db
        .delete(staffStepUps)
        .where(lt(staffStepUps.verifiedAt, new Date(now.getTime() - stepUpMaxMs)));
      await db
        .delete(staffSecondFactors)
        .where(
          and(
            isNull(staffSecondFactors.confirmedAt),
            lt(staffSecondFactors.createdAt, new Date(now.getTime() - PENDING_ENROLMENT_MS)),
          ),
        );
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
