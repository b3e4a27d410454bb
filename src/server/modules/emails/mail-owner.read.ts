import { sql, type SQL } from 'drizzle-orm';
import { users } from '../users/users.tables.js';

/**
 * The account that holds an address now, as a subquery for the outbox's
 * insert: a mail is filed under its account in the statement that queues it.
 */
export const accountHolding = (email: string): SQL<number | null> =>
  sql<number | null>`(select ${users.id} from ${users} where ${users.email} = ${email})`;
