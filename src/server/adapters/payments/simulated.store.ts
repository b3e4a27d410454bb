import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { simulatedPaymentObjects as objects } from './simulated.tables.js';
import type { ObjectStore, StoredObject } from './stripe-core/object-store.js';

/**
 * The simulated provider's objects in the database (PGlite or PostgreSQL):
 * one row per object, its JSON as Stripe would show it. Pass the database,
 * never a transaction handle: the provider's writes are its own.
 */
export function createDbObjectStore(db: Db): ObjectStore {
  return {
    async get<T extends StoredObject>(type: string, id: string) {
      const [row] = await db
        .select({ data: objects.data })
        .from(objects)
        .where(and(eq(objects.type, type), eq(objects.id, id)));
      return row ? (row.data as unknown as T) : null;
    },
    async put(value) {
      const data = value as unknown as Record<string, unknown>;
      await db
        .insert(objects)
        .values({ type: value.object, id: value.id, data })
        .onConflictDoUpdate({
          target: [objects.type, objects.id],
          set: { data, updatedAt: new Date() },
        });
    },
    async list<T extends StoredObject>(type: string) {
      const rows = await db
        .select({ data: objects.data })
        .from(objects)
        .where(eq(objects.type, type));
      return rows.map((row) => row.data as unknown as T);
    },
  };
}
