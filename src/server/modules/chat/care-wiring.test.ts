import { eq } from 'drizzle-orm';
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
import { messageBalances } from '../balance/balance.tables.js';
import { conversations } from '../conversations/conversations.tables.js';
import { CARE_MODE_MS } from './care.js';
import { SEND_LIMIT } from './chat.service.js';

const GUEST_SESSIONS_PER_IP_PER_DAY = 3;
const CRISIS = "j'ai envie d'en finir avec la vie";
const ORDINARY = 'Et en amour, que disent les cartes ?';

let sessionCounter = 0;
const newGuestId = () =>
  `guest_${Date.now()}_${(++sessionCounter).toString(36).padStart(4, '0')}carewiring`;

/**
 * The care layer's place in the product (issue 10, ADR 011): before every
 * limit and quota, for customers and guests, with a care mode that keeps the
 * rest of the conversation careful and free.
 */
describe.each(testDatabaseKinds())('the care layer in the chat, on $name', (kind) => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp(await kind.create(), {
      clock,
      adapters: { rateLimitStore: createMemoryRateLimitStore() },
      // Below the per-address send limit, so that the cap is what refuses.
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
  const remaining = async (userId: number) =>
    (
      await t.database.db.select().from(messageBalances).where(eq(messageBalances.userId, userId))
    )[0]!.messagesRemaining;
  const guestSend = (sessionId: string, content: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/guest/chat',
      remoteAddress: ip,
      payload: { content, sessionId, withOffer: false },
    });

  it('answers a crisis message at 0 messages left, where an ordinary one gets a 402', async () => {
    const me = await createCustomer(t, { messagesRemaining: 0, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    expect((await send(me.auth, id, 'Mon travail va-t-il changer ?')).statusCode).toBe(402);
    const res = await send(me.auth, id, CRISIS);
    expect(res.statusCode).toBe(200);
    expect(res.json().assistantMessage).toMatchObject({ care: true });
    expect(res.json().assistantMessage.content).toContain('3114');
    expect(res.json()).toMatchObject({ messagesRemaining: 0, careMode: true });
  });

  it('answers a crisis message past the send rate limit, where an ordinary one gets a 429', async () => {
    const me = await createCustomer(t, { messagesRemaining: 100, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    for (let i = 0; i < SEND_LIMIT.max; i++) await send(me.auth, id, `Question ${i}`);
    expect((await send(me.auth, id, 'Encore une question')).statusCode).toBe(429);
    const res = await send(me.auth, id, CRISIS);
    expect(res.statusCode).toBe(200);
    expect(res.json().assistantMessage.content).toContain('3114');
  });

  it('counts neither a crisis message nor a send to a conversation not found in the send rate limit', async () => {
    const me = await createCustomer(t, { messagesRemaining: 100, tier: 'decouverte' });
    const someoneElse = await createCustomer(t, { messagesRemaining: 100, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    // The crisis elsewhere: it puts its own conversation in care mode, where nothing counts.
    const inCare = await newConversation(me.auth);
    const theirs = await newConversation(someoneElse.auth);
    for (let i = 0; i < SEND_LIMIT.max - 1; i++) await send(me.auth, id, `Question ${i}`);
    expect((await send(me.auth, inCare, CRISIS)).statusCode).toBe(200);
    expect((await send(me.auth, theirs, 'Et chez vous ?')).statusCode).toBe(404);

    expect((await send(me.auth, id, 'La dernière permise')).statusCode).toBe(200);
    expect((await send(me.auth, id, 'Une de trop')).statusCode).toBe(429);
  });

  it('answers a crisis message from an unverified free account, uncharged', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3, isVerified: false });
    const id = await newConversation(me.auth);
    expect((await send(me.auth, id, 'Mon travail va-t-il changer ?')).statusCode).toBe(403);
    const res = await send(me.auth, id, CRISIS);
    expect(res.statusCode).toBe(200);
    expect(await remaining(me.userId)).toBe(3);
  });

  it('keeps the conversation careful and free after a crisis, then lets it end', async () => {
    const me = await createCustomer(t, { messagesRemaining: 5, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    const first = await send(me.auth, id, CRISIS);
    const next = await send(me.auth, id, ORDINARY);
    expect(next.statusCode).toBe(200);
    // No reading, no charge: a follow-up that asks and repeats the help.
    expect(next.json().assistantMessage).toMatchObject({ care: true });
    expect(next.json().assistantMessage.content).toContain('3114');
    expect(next.json().assistantMessage.content).toMatch(/pensez au suicide/);
    expect(next.json().assistantMessage.content).not.toBe(first.json().assistantMessage.content);
    const third = await send(me.auth, id, 'Je ne veux appeler personne.');
    expect(third.json().assistantMessage.content).not.toBe(next.json().assistantMessage.content);
    expect(await remaining(me.userId)).toBe(5);
    const page = await t.app.inject({ url: `/api/conversations/${id}`, headers: me.auth });
    expect(page.json().careMode).toBe(true);
    expect(page.json().messages.filter((m: { care?: true }) => m.care)).toHaveLength(3);

    // Follow-ups do not extend the care mode; the last worrying message does, while it is
    // among the last messages read.
    await send(me.auth, id, 'Mon travail va-t-il changer ?');
    await send(me.auth, id, 'Et mon déménagement ?');
    await send(me.auth, id, 'Vais-je trouver un appartement ?');
    expect(await remaining(me.userId)).toBe(5);
    const careUntil = new Date(clock.now().getTime() + CARE_MODE_MS);
    expect(
      (await t.database.db.select().from(conversations).where(eq(conversations.id, id)))[0]!
        .careUntil,
    ).toEqual(careUntil);
    // A day after it, with nothing worrying in the last messages, the consultation goes on.
    await t.database.db
      .update(conversations)
      .set({ careUntil: new Date(clock.now().getTime() - 1) })
      .where(eq(conversations.id, id));
    const later = await send(me.auth, id, ORDINARY);
    expect(later.json().assistantMessage.care).toBeUndefined();
    expect(later.json().careMode).toBeUndefined();
    expect(await remaining(me.userId)).toBe(4);
  });

  it('gives a minor the adults-only answer with Fil Santé Jeunes, free and without upsell', async () => {
    const me = await createCustomer(t, { messagesRemaining: 2, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    const res = await send(
      me.auth,
      id,
      "J'ai 15 ans et mes parents ne me comprennent pas, est-ce que ça va s'arranger ?",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().assistantMessage).toMatchObject({ care: true });
    expect(res.json().assistantMessage.content).toContain('0 800 235 236');
    expect(res.json().assistantMessage.content).toMatch(/réservé aux adultes/);
    expect(await remaining(me.userId)).toBe(2);
  });

  it('reads the last messages together: a risk said over two messages is caught', async () => {
    const me = await createCustomer(t, { messagesRemaining: 5, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    await send(me.auth, id, "J'ai rassemblé toutes mes boîtes de médicaments.");
    const res = await send(me.auth, id, "C'est pour ce soir.");
    expect(res.json().assistantMessage).toMatchObject({ care: true });
    expect(res.json().assistantMessage.content).toMatch(/15|112/);
  });

  it('answers a guest with no free message left, and keeps the help in view', async () => {
    const ip = nextIp();
    const id = newGuestId();
    for (let i = 0; i < 3; i++) await guestSend(id, `Question ${i}`, ip);
    expect((await guestSend(id, 'Encore une ?', ip)).statusCode).toBe(402);
    const res = await guestSend(id, CRISIS, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ messagesRemaining: 0, careMode: true });
    expect(res.json().aiMessage).toMatchObject({ care: true });
    const read = await t.app.inject({ url: `/api/guest/chat?sessionId=${id}` });
    expect(read.json().careMode).toBe(true);
  });

  it('answers a guest whose address used up its sessions for the day', async () => {
    const ip = nextIp();
    for (let i = 0; i < GUEST_SESSIONS_PER_IP_PER_DAY; i++)
      await guestSend(newGuestId(), 'Bonjour', ip);
    expect((await guestSend(newGuestId(), 'Bonjour', ip)).statusCode).toBe(429);
    const res = await guestSend(newGuestId(), CRISIS, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json().aiMessage.content).toContain('3114');
  });

  it('counts care answers by level for operators, without any text', async () => {
    const me = await createCustomer(t, { messagesRemaining: 1, tier: 'decouverte' });
    await send(me.auth, await newConversation(me.auth), CRISIS);
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/care_answers_total\{level="ideation",kind="premiere"\} \d+/);
    expect(metrics).not.toContain('en finir');
  });
});
