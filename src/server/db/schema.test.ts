import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  messages,
  refreshTokens,
  users,
  cguAcceptances,
  guestSessions,
  messageBalances,
} from './schema.js';
import { findSessionUser } from '../modules/session-user/session-user.read.js';
import type { Database } from './client.js';
import { testDatabaseKinds } from './test-databases.js';

describe.each(testDatabaseKinds())('schema constraints on $name', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(() => database.close());

  const newUser = (email: string) =>
    database.db
      .insert(users)
      .values({ username: email, email, firstName: 'Nina' })
      .returning()
      .then((r) => r[0]!);

  it('applies the spec defaults: a bare account is free, active, unverified, with nothing to spend', async () => {
    const user = await newUser('defauts@exemple.fr');
    expect(user).toMatchObject({
      isVerified: false,
      cguAcceptedVia: 'stripe_checkout',
      lastName: ' ',
      password: null,
    });
    // No balance row and no billing row yet: the session reads the defaults (ADR 009).
    expect(await findSessionUser(database.db, user.id)).toMatchObject({
      tier: 'gratuit',
      accountStatus: 'active',
      messagesRemaining: 0,
      hasPassword: false,
    });
  });

  it('keeps e-mails and usernames unique', async () => {
    await newUser('unique@exemple.fr');
    await expect(newUser('unique@exemple.fr')).rejects.toThrow();
  });

  it('never lets a message count go negative', async () => {
    const user = await newUser('quota@exemple.fr');
    await expect(
      database.db.insert(messageBalances).values({ userId: user.id, messagesRemaining: -1 }),
    ).rejects.toThrow();
    const [guest] = await database.db
      .insert(guestSessions)
      .values({ id: 'guest_1_abc', ipAddress: '1.2.3.4' })
      .returning();
    expect(guest?.messagesRemaining).toBe(3);
    await expect(
      database.db
        .update(guestSessions)
        .set({ messagesRemaining: -1 })
        .where(eq(guestSessions.id, 'guest_1_abc')),
    ).rejects.toThrow();
  });

  it("cascades a user's deletion to their data but keeps consent records, detached", async () => {
    const user = await newUser('suppression@exemple.fr');
    const [conversation] = await database.db
      .insert(conversations)
      .values({ userId: user.id })
      .returning();
    await database.db
      .insert(messages)
      .values({ conversationId: conversation!.id, content: 'Bonjour', isUser: true });
    await database.db
      .insert(refreshTokens)
      .values({ userId: user.id, tokenHash: 'h'.repeat(64), expiresAt: new Date() });
    const [consent] = await database.db
      .insert(cguAcceptances)
      .values({ userId: user.id, version: '2025-05-26', action: 'registration' })
      .returning();

    await database.db.delete(users).where(eq(users.id, user.id));

    const count = async (table: typeof conversations | typeof messages | typeof refreshTokens) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    expect(await count(conversations)).toBe(0);
    expect(await count(messages)).toBe(0);
    expect(await count(refreshTokens)).toBe(0);
    const [kept] = await database.db
      .select()
      .from(cguAcceptances)
      .where(eq(cguAcceptances.id, consent!.id));
    expect(kept?.userId).toBeNull();
  });

  it('migrating twice changes nothing', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
