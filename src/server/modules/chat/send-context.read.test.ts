import { randomUUID } from 'node:crypto';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { rawRows } from '../../db/raw-rows.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { SUMMARY_MAX_MESSAGES } from '../conversations/conversation-labels.js';
import { conversations, messages } from '../conversations/conversations.tables.js';
import { users } from '../users/users.tables.js';
import { HISTORY_MAX_MESSAGES } from './history.js';
import { sendContextSelect } from './send-context.read.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** The rows each scan of `messages` in the plan read, kept or filtered out, all loops together. */
function messageRowsRead(node: PlanNode): number[] {
  const read = node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0);
  const own = node['Relation Name'] === 'messages' ? [read * node['Actual Loops']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(messageRowsRead)];
}

describe.each(testDatabaseKinds())('the read of a send on $name', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(() => database.close());

  it('reads the newest messages of a long conversation, not the whole of it', async () => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ username: 'bavard@exemple.fr', email: 'bavard@exemple.fr', firstName: 'Camille' })
      .returning({ id: users.id });
    // A hundred conversations of eight messages and one of 600:
    // the planner's statistics see a typical conversation, as in use.
    const created = await db
      .insert(conversations)
      .values(Array.from({ length: 101 }, () => ({ userId: user!.id })))
      .returning({ id: conversations.id });
    const [long, ...short] = created.map((c) => c.id);
    // As in use, conversations run side by side: their messages are interleaved
    // in time and on disk, the long one's among everyone else's.
    const start = Date.now() - 86_400_000;
    const timeline = [
      ...Array.from({ length: 600 }, (_, i) => ({ conversationId: long!, i, at: i * 20 })),
      ...short.flatMap((id, k) =>
        Array.from({ length: 8 }, (_, i) => ({
          conversationId: id,
          i,
          at: (k * 97 + i * 1409) % 12_000,
        })),
      ),
    ].sort((a, b) => a.at - b.at);
    const rows = timeline.map(({ conversationId, i, at }) => ({
      conversationId,
      content:
        i % 2 === 0
          ? `Question n°${i} : est-ce que mon avenir amoureux va enfin s’éclaircir cette année ?`
          : `Réponse n°${i} : les cartes parlent d’un renouveau, prenez le temps de vous écouter.`,
      isUser: i % 2 === 0,
      createdAt: new Date(start + at * 1000),
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await db.insert(messages).values(rows.slice(i, i + 1000));
    await db.execute(sql`analyze messages`);

    // The plan every send runs: generic, as a prepared statement's is after five runs.
    const query = sendContextSelect(db).toSQL();
    const values = fillPlaceholders(query.params, {
      userId: user!.id,
      jti: randomUUID(),
      sid: randomUUID(),
      conversationId: long,
      historyMax: HISTORY_MAX_MESSAGES - 1,
    });
    const literals = values.map((v) => (typeof v === 'number' ? String(v) : `'${String(v)}'`));
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare send_context_plan as ${query.sql}`));
      const [row] = rawRows<{ 'QUERY PLAN': unknown }>(
        await tx.execute(
          sql.raw(
            `explain (analyze, format json) execute send_context_plan(${literals.join(', ')})`,
          ),
        ),
      );
      await tx.execute(sql`deallocate send_context_plan`);
      return row!['QUERY PLAN'];
    });
    const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];

    const read = messageRowsRead(Plan);
    expect(read.length).toBeGreaterThan(0);
    // The person's latest hundred are the most any part of the read needs; without
    // an index of their messages alone, the read skipped as many replies, or
    // scanned the whole conversation and sorted it (send-context.read.ts).
    expect(Math.max(...read)).toBeLessThanOrEqual(SUMMARY_MAX_MESSAGES);
  });
});
