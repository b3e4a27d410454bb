import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type NewUserRow, type UserRow } from './users.tables.js';

export function createUsersRepository({ db }: { db: Db }) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async insert(values: NewUserRow, tx: Db = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
