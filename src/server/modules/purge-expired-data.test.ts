import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../db/client.js';
import { createTestClock } from '../test/test-app.js';
import { guestMessages, guestSessions } from './guest/guest.tables.js';
import { revokedTokens } from './auth/auth.tables.js';
import { purgeExpiredData } from './purge-expired-data.js';
import { createTestPglite } from '../db/test-databases.js';

describe('purging expired data', () => {
  let database: Database;
  beforeAll(async () => {
    database = createTestPglite();
    await database.migrate();
  });
  afterAll(() => database.close());

  it('deletes guest conversations 12 months after their last message, and expired revocations', async () => {
    const clock = createTestClock(new Date('2027-06-01T12:00:00Z'));
    const { db } = database;
    const old = new Date('2026-05-01T12:00:00Z');
    const recent = new Date('2027-05-01T12:00:00Z');
    await db.insert(guestSessions).values([
      { id: 'guest_1700000000000_old', ipAddress: '1.1.1.1', createdAt: old },
      { id: 'guest_1700000000000_active', ipAddress: '1.1.1.1', createdAt: old },
      { id: 'guest_1700000000000_new', ipAddress: '1.1.1.1', createdAt: recent },
    ]);
    await db.insert(guestMessages).values([
      { sessionId: 'guest_1700000000000_old', content: 'ancien', isUser: true, createdAt: old },
      {
        sessionId: 'guest_1700000000000_active',
        content: 'récent',
        isUser: true,
        createdAt: recent,
      },
    ]);
    await db.insert(revokedTokens).values([
      { jti: '00000000-0000-4000-8000-000000000001', expiresAt: old },
      { jti: '00000000-0000-4000-8000-000000000002', expiresAt: new Date('2027-06-01T12:10:00Z') },
    ]);

    await purgeExpiredData(db, clock);

    const sessions = (await db.select().from(guestSessions)).map((s) => s.id).sort();
    expect(sessions).toEqual(['guest_1700000000000_active', 'guest_1700000000000_new']);
    expect(await db.select().from(guestMessages)).toHaveLength(1);
    expect((await db.select().from(revokedTokens)).map((r) => r.jti)).toEqual([
      '00000000-0000-4000-8000-000000000002',
    ]);
  });
});
