import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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

    /** Records a proof of the mailbox; true when it is the address's first (nothing proved it before). */
    async markEmailProven(id: number, at: Date, tx: Db = db): Promise<boolean> {
      const first = await tx
        .update(users)
        .set({ emailProvenAt: at })
        .where(and(eq(users.id, id), isNull(users.emailProvenAt)))
        .returning({ id: users.id });
      if (first.length === 1) return true;
      await tx.update(users).set({ emailProvenAt: at }).where(eq(users.id, id));
      return false;
    },

    /** Removes the password: the account logs in by a mailed link until one is chosen. */
    async clearPassword(id: number, tx: Db = db): Promise<void> {
      await tx.update(users).set({ password: null }).where(eq(users.id, id));
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

    async setFirstName(id: number, firstName: string, tx: Db = db): Promise<void> {
      await tx.update(users).set({ firstName }).where(eq(users.id, id));
    },

    /**
     * Moves the account to another address: the login (`username`) follows,
     * and the new address is unproven until its link is followed.
     */
    async setEmail(id: number, email: string, tx: Db = db): Promise<void> {
      await tx
        .update(users)
        .set({ email, username: email, isVerified: false, emailProvenAt: null })
        .where(eq(users.id, id));
    },

    /** « Ce n'était pas moi »: the previous address back, and no password until a new one is chosen. */
    async restoreEmail(id: number, email: string, tx: Db = db): Promise<void> {
      await tx
        .update(users)
        .set({
          email,
          username: email,
          isVerified: true,
          password: null,
          emailProvenAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },

    /** Suspends the account (a date) or restores it (null); false when it already was so. */
    async setSuspended(id: number, at: Date | null, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ suspendedAt: at })
        .where(and(eq(users.id, id), at ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Deletes the account; the rows that reference it go or are detached by their foreign keys (D12). */
    async delete(id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length === 1;
    },

    async insert(values: NewUserRow, tx: Db = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
