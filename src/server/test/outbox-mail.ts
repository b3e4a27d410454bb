import { and, desc, eq, like } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '../db/client.js';
import { emailOutbox } from '../modules/emails/emails.tables.js';

/**
 * The newest mail the embedded outbox kept for an address whose subject
 * contains `subject`; waits for it, as most mails are composed after the answer.
 */
export async function outboxMail(database: Database, to: string, subject: string) {
  return vi.waitFor(
    async () => {
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, `%${subject}%`)))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      if (!row) throw new Error(`no mail « ${subject} » to ${to}`);
      return row;
    },
    { timeout: 5000, interval: 20 },
  );
}
