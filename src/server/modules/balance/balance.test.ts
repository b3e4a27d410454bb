import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LlmError, type LlmAdapter } from '../../adapters/llm/llm.js';
import { MIGRATIONS_FOLDER } from '../../db/client.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';
import { createBalanceRepository } from './balance.repository.js';
import { messageBalances, messageLedger } from './balance.tables.js';

/** An LLM that is down: the outside service is the only thing faked. */
const brokenLlm: LlmAdapter = {
  name: 'panne',
  // eslint-disable-next-line require-yield
  async *stream() {
    throw new LlmError('unavailable', 'upstream 503');
  },
};

describe.each(testDatabaseKinds())('the message ledger on $name', (kind) => {
  let t: TestApp;
  let broken: TestApp;
  let balance: ReturnType<typeof createBalanceRepository>;

  beforeAll(async () => {
    t = await createTestApp(await kind.create());
    broken = await createTestApp(t.database, { adapters: { llm: brokenLlm } });
    balance = createBalanceRepository({ db: t.database.db });
  });
  afterAll(async () => {
    await broken.close();
    await t.close();
    await t.database.close();
  });

  const balanceOf = (userId: number) => balance.remaining(t.database.db, userId);
  async function expectLedgerMatches(userId: number) {
    expect(await balance.ledgerSum(userId)).toBe(await balanceOf(userId));
  }
  async function conversationOf(auth: Record<string, string>) {
    const res = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: auth });
    return res.json().id as number;
  }
  const send = (app: TestApp, auth: Record<string, string>, id: number, content: string) =>
    app.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: auth,
      payload: { content },
    });

  it('records every movement: messages sent, a failed reply refunded, the sum is the balance', async () => {
    const me = await createCustomer(t, { messagesRemaining: 5 });
    const id = await conversationOf(me.auth);
    expect((await send(t, me.auth, id, 'Bonjour')).statusCode).toBe(200);
    expect((await send(broken, me.auth, id, 'Et demain ?')).statusCode).toBe(503);
    expect((await send(t, me.auth, id, 'Et mon travail ?')).statusCode).toBe(200);
    expect(await balanceOf(me.userId)).toBe(3);
    const movements = await balance.movements(me.userId, 10);
    expect(movements.map((m) => [m.reason, m.delta, m.balanceAfter])).toEqual([
      ['message', -1, 3],
      ['refund', 1, 4],
      ['message', -1, 3],
      ['message', -1, 4],
      ['adjustment', 5, 5],
    ]);
    await expectLedgerMatches(me.userId);
  });

  it('stays equal to the balance under the parallel-send race', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    const id = await conversationOf(me.auth);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(t, me.auth, id, `Question ${i}`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await balanceOf(me.userId)).toBe(0);
    await expectLedgerMatches(me.userId);
  });

  it('refunds a message once, whatever calls it how often', async () => {
    const me = await createCustomer(t, { messagesRemaining: 2 });
    const db = t.database.db;
    const sent = await send(t, me.auth, await conversationOf(me.auth), 'Bonjour');
    const messageId = Number(sent.json().userMessage.id);
    expect(await balanceOf(me.userId)).toBe(1);
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction((tx) => balance.refund(tx, me.userId, messageId)),
      ),
    );
    expect(refunds.filter((r) => r !== null)).toEqual([2]);
    // A message never spent is never refunded.
    expect(await db.transaction((tx) => balance.refund(tx, me.userId, 999_002))).toBeNull();
    expect(await balanceOf(me.userId)).toBe(2);
    await expectLedgerMatches(me.userId);
  });

  it('moves once per reference: a replayed invoice sets nothing twice', async () => {
    const me = await createCustomer(t, { messagesRemaining: 4 });
    const db = t.database.db;
    const first = await db.transaction((tx) =>
      balance.setTo(tx, me.userId, 30, 'renewal', 'in_123'),
    );
    const replay = await db.transaction((tx) =>
      balance.setTo(tx, me.userId, 30, 'renewal', 'in_123'),
    );
    expect(first).toEqual({ balance: 30, moved: true });
    expect(replay).toEqual({ balance: 30, moved: false });
    await db.transaction((tx) => balance.credit(tx, me.userId, 10, 'special_offer', 'cs_1'));
    await db.transaction((tx) => balance.credit(tx, me.userId, 10, 'special_offer', 'cs_1'));
    expect(await balanceOf(me.userId)).toBe(40);
    await expectLedgerMatches(me.userId);
  });

  it('a balance never goes below zero, even written by hand', async () => {
    const me = await createCustomer(t, { messagesRemaining: 0 });
    await expect(
      t.database.db
        .update(messageBalances)
        .set({ messagesRemaining: -1 })
        .where(eq(messageBalances.userId, me.userId)),
    ).rejects.toThrow();
  });
});

describe('migration 0002: balances and plans move out of the users table', () => {
  let client: PGlite;
  beforeAll(() => {
    client = new PGlite();
  });
  afterAll(() => client.close());

  // Every migration from an empty cluster, in WASM: slow on a loaded machine, not stuck.
  it(
    'keeps every balance and plan, and opens the ledger with each balance',
    { timeout: 60_000 },
    async () => {
      // The migrations as they stood before 0002, then the rows of that time.
      const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
      cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
      const journalFile = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
      journal.entries = journal.entries.slice(0, 2);
      writeFileSync(journalFile, JSON.stringify(journal));
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`
      insert into users (username, email, first_name, subscription_tier, messages_remaining, account_status, stripe_customer_id, subscription_end_date)
      values ('a@exemple.fr', 'a@exemple.fr', 'Anne', 'guidance', 12, 'pending_cancel', 'cus_A', '2027-01-01T00:00:00Z'),
             ('b@exemple.fr', 'b@exemple.fr', 'Bruno', 'gratuit', 3, 'active', null, null),
             ('c@exemple.fr', 'c@exemple.fr', 'Chloé', 'gratuit', 0, 'active', null, null)`);

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const balances = await db.execute<{ email: string; messages_remaining: number }>(
        sql`select u.email, b.messages_remaining from users u join message_balances b on b.user_id = u.id order by u.email`,
      );
      expect(balances.rows).toEqual([
        { email: 'a@exemple.fr', messages_remaining: 12 },
        { email: 'b@exemple.fr', messages_remaining: 3 },
        { email: 'c@exemple.fr', messages_remaining: 0 },
      ]);
      const ledger = await db
        .select({ delta: messageLedger.delta, reason: messageLedger.reason })
        .from(messageLedger);
      expect(ledger.map((r) => r.delta).sort()).toEqual([12, 3]);
      expect(ledger.every((r) => r.reason === 'opening_balance')).toBe(true);
      const plans = await db.execute<Record<string, unknown>>(
        sql`select tier, account_status, stripe_customer_id from billing_accounts`,
      );
      expect(plans.rows).toEqual([
        { tier: 'guidance', account_status: 'pending_cancel', stripe_customer_id: 'cus_A' },
      ]);
    },
  );
});
