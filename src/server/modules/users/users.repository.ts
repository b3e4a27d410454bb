import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type NewUserRow, type UserRow } from './users.tables.js';

export function createUsersRepository({ db }: { db: Db }) {
  return {
    async findById(id: number, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** Marks the address verified; false when it already was (D1's gift comes once). */
    async markVerified(id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ isVerified: true })
        .where(and(eq(users.id, id), eq(users.isVerified, false)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async setPasswordHash(id: number, passwordHash: string, tx: Db = db): Promise<void> {
      await tx.update(users).set({ password: passwordHash }).where(eq(users.id, id));
    },

    /** Every access token issued before this call stops working (see the auth guard). */
    async bumpSessionVersion(id: number, tx: Db = db): Promise<void> {
      await tx
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, id));
    },

    async insert(values: NewUserRow, tx: Db = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
