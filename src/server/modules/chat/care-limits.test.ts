import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from '../../adapters/rate-limit/memory.store.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import {
  createCustomer,
  createTestApp,
  createTestClock,
  nextIp,
  type TestApp,
} from '../../test/test-app.js';
import { messages } from '../conversations/conversations.tables.js';
import { guestMessages, guestSessions } from '../guest/guest.tables.js';
import { CARE_MODE_MS } from './care.js';
import { CARE_STORED_LIMITS } from './care-storage.js';

const GUEST_SESSIONS_PER_IP_PER_DAY = 3;
const CRISIS = "j'ai envie d'en finir avec la vie";
const MINOR = "J'ai 15 ans et mes parents ne me comprennent pas, est-ce que ça va s'arranger ?";
/** The minors' help line (Fil Santé Jeunes), in every answer of the minors' path. */
const MINORS_LINE = '0 800 235 236';

let sessionCounter = 0;
const newGuestId = () =>
  `guest_${Date.now()}_${(++sessionCounter).toString(36).padStart(4, '0')}carelimits`;

/**
 * What a care message may not be turned into (issue 36): a way past the
 * per-address cap, unbounded storage, or a mark that fades.
 */
describe.each(testDatabaseKinds())('the care layer cannot be farmed, on $name', (kind) => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp(await kind.create(), {
      clock,
      adapters: { rateLimitStore: createMemoryRateLimitStore() },
      config: { guestSessionsPerIpPerDay: GUEST_SESSIONS_PER_IP_PER_DAY },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const newConversation = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'POST', url: '/api/conversations', headers: auth })).json()
      .id as number;
  const send = (auth: Record<string, string>, id: number, content: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: auth,
      payload: { content },
    });
  const guestSend = (sessionId: string, content: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/guest/chat',
      remoteAddress: ip,
      payload: { content, sessionId, withOffer: false },
    });
  const burst = CARE_STORED_LIMITS[0]!;

  it('counts a session a care message opened against the cap at its first ordinary message', async () => {
    const ip = nextIp();
    const ids = Array.from({ length: GUEST_SESSIONS_PER_IP_PER_DAY + 1 }, newGuestId);
    // D15: each crisis is answered, past the cap.
    for (const id of ids) expect((await guestSend(id, CRISIS, ip)).statusCode).toBe(200);
    // Followed up until the crisis is out of the messages read and care mode is over (care.ts).
    for (const question of ['Bonjour', 'Et mes amis ?', 'Et ma maison ?']) {
      clock.advance(CARE_MODE_MS + 60_000);
      for (const id of ids) expect((await guestSend(id, question, ip)).statusCode).toBe(200);
    }
    clock.advance(CARE_MODE_MS + 60_000);
    // The sessions are used for readings now: only the cap's worth are let in.
    const statuses = [];
    for (const id of ids) statuses.push((await guestSend(id, 'Et mon travail ?', ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Counted once: the sessions let in go on with their free messages.
    expect((await guestSend(ids[0]!, 'Et ma famille ?', ip)).statusCode).toBe(200);
    // A crisis in the refused session is still answered.
    expect((await guestSend(ids[3]!, CRISIS, ip)).statusCode).toBe(200);
  });

  it("bounds what a customer's care messages store, and answers past it without storing", async () => {
    const me = await createCustomer(t, { messagesRemaining: 3, isVerified: false });
    const id = await newConversation(me.auth);
    const long = `${CRISIS} ${'et je suis seul. '.repeat(200)}`.slice(0, 3_900);
    const answers = [];
    for (let i = 0; i < burst.max + 5; i++) answers.push(await send(me.auth, id, long));
    // D15: every one is answered with the help lines.
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().assistantMessage.content).toContain('3114');
    }
    const unstored = answers.at(-1)!.json();
    expect(unstored.userMessage.id).toBeLessThan(0);
    expect(unstored.assistantMessage).toMatchObject({ care: true });
    expect(unstored.messagesRemaining).toBe(3);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.conversationId, id));
    expect(row!.n).toBe(2 * burst.max);
    // The conversation as stored reads back whole.
    const page = await t.app.inject({
      url: `/api/conversations/${id}?limit=100`,
      headers: me.auth,
    });
    expect(page.json().pagination.total).toBe(2 * burst.max);
  });

  it('bounds the guest sessions and messages care opens from one address', async () => {
    const ip = nextIp();
    const ids = Array.from({ length: burst.max + 5 }, newGuestId);
    const answers = [];
    for (const id of ids) answers.push(await guestSend(id, CRISIS, ip));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().aiMessage.content).toContain('3114');
    }
    const [sessions] = await t.database.db
      .select({ n: count() })
      .from(guestSessions)
      .where(eq(guestSessions.ipAddress, ip));
    expect(sessions!.n).toBe(burst.max);
    // The answers past the limit left nothing behind.
    expect(answers.at(-1)!.json().userMessage.id).toBeLessThan(0);
    const read = await t.app.inject({ url: `/api/guest/chat?sessionId=${ids.at(-1)!}` });
    expect(read.json()).toEqual({ messages: [], messagesRemaining: 3 });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(guestMessages)
      .innerJoin(guestSessions, eq(guestMessages.sessionId, guestSessions.id))
      .where(eq(guestSessions.ipAddress, ip));
    expect(stored!.n).toBe(2 * burst.max);
  });

  it("keeps a self-declared minor on the minors' path for the whole conversation", async () => {
    const me = await createCustomer(t, { messagesRemaining: 10, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    expect((await send(me.auth, id, MINOR)).json().assistantMessage.content).toContain(MINORS_LINE);
    const questions = [
      'Et mon amoureux ?',
      'Et mes notes ?',
      'Et mes amis ?',
      'Et les vacances ?',
      'Et mon avenir ?',
      'Et ma sœur ?',
    ];
    for (const question of questions) {
      const res = await send(me.auth, id, question);
      expect(res.json().assistantMessage).toMatchObject({ care: true });
      expect(res.json().assistantMessage.content).toContain(MINORS_LINE);
    }
  });

  it("keeps a guest who said they are a minor on the minors' path too", async () => {
    const ip = nextIp();
    const sessionId = newGuestId();
    expect((await guestSend(sessionId, MINOR, ip)).json().aiMessage.content).toContain(MINORS_LINE);
    for (const question of [
      'Et lui ?',
      'Et mes notes ?',
      'Et mes amis ?',
      'Et mon avenir ?',
      'Et ma sœur ?',
    ]) {
      const res = await guestSend(sessionId, question, ip);
      expect(res.json().aiMessage).toMatchObject({ care: true });
      expect(res.json().aiMessage.content).toContain(MINORS_LINE);
    }
  });
});
