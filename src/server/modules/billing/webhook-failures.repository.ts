import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookFailures, type StoredPaymentEvent } from './billing.tables.js';

export type WebhookFailureRow = typeof webhookFailures.$inferSelect;

/** How much of an error is kept: enough to read what went wrong, never a whole dump. */
const ERROR_LENGTH = 500;

/**
 * The payment events whose effect failed (issue 40), written only by the
 * billing module: a failure is recorded at each failed delivery or replay,
 * and settled by the transaction of the effect that finally succeeds.
 */
export function createWebhookFailuresRepository({ db }: { db: Db }) {
  return {
    /** One row per event: a new failure of it counts one more attempt and reopens it. */
    async recordFailure(event: StoredPaymentEvent, error: string, at: Date): Promise<void> {
      const message = error.slice(0, ERROR_LENGTH) || 'Erreur sans message';
      await db
        .insert(webhookFailures)
        .values({
          eventId: event.id,
          type: event.type,
          event,
          error: message,
          firstFailedAt: at,
          lastFailedAt: at,
        })
        .onConflictDoUpdate({
          target: webhookFailures.eventId,
          set: {
            error: message,
            attempts: sql`${webhookFailures.attempts} + 1`,
            lastFailedAt: at,
            resolvedAt: null,
            resolvedBy: null,
          },
        });
    },

    /** Settles the event's open failure, if any: in the transaction of the effect that worked. */
    async resolve(tx: Db, eventId: string, by: 'delivery' | 'replay', at: Date): Promise<void> {
      await tx
        .update(webhookFailures)
        .set({ resolvedAt: at, resolvedBy: by })
        .where(and(eq(webhookFailures.eventId, eventId), isNull(webhookFailures.resolvedAt)));
    },

    async find(eventId: string): Promise<WebhookFailureRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookFailures)
        .where(eq(webhookFailures.eventId, eventId));
      return row;
    },

    /** Failures nobody has settled yet (a gauge of /metrics). */
    async openCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(webhookFailures)
        .where(isNull(webhookFailures.resolvedAt));
      return Number(row?.n ?? 0);
    },

    /** Settled failures past their retention; open ones stay until someone settles them. */
    async purgeSettled(before: Date): Promise<void> {
      await db
        .delete(webhookFailures)
        .where(and(isNotNull(webhookFailures.resolvedAt), lt(webhookFailures.resolvedAt, before)));
    },
  };
}

export type WebhookFailuresRepository = ReturnType<typeof createWebhookFailuresRepository>;
