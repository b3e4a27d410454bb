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
import { cardsDrawn } from '../../test/persona-engine.test-support.js';
import { assessMessages } from '#shared/care/index.js';
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

  it('keeps care mode after a crisis with a way out (D21), then lets it end', async () => {
    const me = await createCustomer(t, { messagesRemaining: 9, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    const first = await send(me.auth, id, CRISIS);
    expect(first.json()).toMatchObject({ assistantMessage: { care: true }, careMode: true });
    expect(await remaining(me.userId)).toBe(9);

    // A correction is taken as one: not the fixed text again, the help strip still in view.
    const corrected = await send(
      me.auth,
      id,
      'Non, vous m’avez mal compris, je parlais de mon travail.',
    );
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().careMode).toBe(true);
    expect(corrected.json().assistantMessage.care).toBeUndefined();
    expect(corrected.json().assistantMessage.content).toMatch(/pardon|excuse/i);
    expect(cardsDrawn(corrected.json().assistantMessage.content)).toEqual([]);

    // An ordinary question is answered as such: no card, no prediction, no fixed text.
    const ordinary = await send(me.auth, id, 'Mon travail va-t-il changer cette année ?');
    expect(ordinary.json().careMode).toBe(true);
    expect(ordinary.json().assistantMessage.care).toBeUndefined();
    expect(ordinary.json().assistantMessage.content).not.toContain('3114');
    expect(cardsDrawn(ordinary.json().assistantMessage.content)).toEqual([]);
    // They are replies like any other: paid for (choice recorded in ADR 011).
    expect(await remaining(me.userId)).toBe(7);

    // Distress returns: the fixed text answers it, free, with the help lines again.
    const again = await send(me.auth, id, 'Je ne veux plus vivre, je suis à bout.');
    expect(again.json().assistantMessage).toMatchObject({ care: true });
    expect(again.json().assistantMessage.content).toContain('3114');
    expect(await remaining(me.userId)).toBe(7);
    // Turning help down right after is answered by the care layer's follow-up.
    const refused = await send(me.auth, id, 'Je n’appellerai personne.');
    expect(refused.json().assistantMessage).toMatchObject({ care: true });
    const page = await t.app.inject({ url: `/api/conversations/${id}`, headers: me.auth });
    expect(page.json().careMode).toBe(true);

    // Ordinary messages do not extend care mode: it ends a day after the last worrying one.
    await send(me.auth, id, 'Mon travail va-t-il changer ?');
    const careUntil = new Date(clock.now().getTime() + CARE_MODE_MS);
    expect(
      (await t.database.db.select().from(conversations).where(eq(conversations.id, id)))[0]!
        .careUntil,
    ).toEqual(careUntil);
    // A day after it, with nothing worrying in the last messages, the consultation goes on.
    await send(me.auth, id, 'Et mon déménagement ?');
    await send(me.auth, id, 'Vais-je trouver un appartement ?');
    await t.database.db
      .update(conversations)
      .set({ careUntil: new Date(clock.now().getTime() - 1) })
      .where(eq(conversations.id, id));
    const later = await send(me.auth, id, ORDINARY);
    expect(later.json().assistantMessage.care).toBeUndefined();
    expect(later.json().careMode).toBeUndefined();
  });

  it('answers with care, never a refusal or an offer, what care mode cannot charge (D21)', async () => {
    const me = await createCustomer(t, { messagesRemaining: 0, tier: 'decouverte' });
    const id = await newConversation(me.auth);
    expect((await send(me.auth, id, ORDINARY)).statusCode).toBe(402);
    await send(me.auth, id, CRISIS);
    const corrected = await send(me.auth, id, 'Vous m’avez mal compris.');
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ assistantMessage: { care: true }, careMode: true });
    expect(await remaining(me.userId)).toBe(0);
    // Outside care mode the refusal stands.
    const other = await newConversation(me.auth);
    expect((await send(me.auth, other, ORDINARY)).statusCode).toBe(402);
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

  it('answers a guest in care mode as such after a correction, the help still in view (D21)', async () => {
    const ip = nextIp();
    const id = newGuestId();
    expect((await guestSend(id, CRISIS, ip)).json()).toMatchObject({
      aiMessage: { care: true },
      messagesRemaining: 3,
    });
    const corrected = await guestSend(
      id,
      'Vous m’avez mal compris, je parlais de mon travail.',
      ip,
    );
    expect(corrected.json()).toMatchObject({ careMode: true, messagesRemaining: 2 });
    expect(corrected.json().aiMessage.care).toBeUndefined();
    expect(corrected.json().aiMessage.content).toMatch(/pardon|excuse/i);
    const read = await t.app.inject({ url: `/api/guest/chat?sessionId=${id}` });
    expect(read.json().careMode).toBe(true);
    const again = await guestSend(id, 'Je ne veux plus vivre, je suis à bout.', ip);
    expect(again.json()).toMatchObject({ aiMessage: { care: true }, messagesRemaining: 2 });
  });

  it('in care mode, answers a dismissal with the care follow-up and a correction with the model (issue 37)', async () => {
    const ip = nextIp();
    const dismissed = newGuestId();
    await guestSend(dismissed, 'je veux mourir', ip);
    const dismissal = await guestSend(dismissed, 'laisse tomber', ip);
    // « laisse tomber » takes nothing back: the risk stands, the layer answers, free.
    expect(dismissal.json()).toMatchObject({ careMode: true, aiMessage: { care: true } });
    expect(dismissal.json().aiMessage.content).toContain('3114');
    const corrected = newGuestId();
    await guestSend(corrected, 'je veux mourir', ip);
    const shame = await guestSend(corrected, 'De honte 😂 j’ai appelé ma prof maman', ip);
    expect(shame.json()).toMatchObject({ careMode: true });
    expect(shame.json().aiMessage.care).toBeUndefined();
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
    // Which part of the detector fired: the rules (with or without the model beside them).
    expect(metrics).toMatch(
      /care_answers_total\{level="ideation",kind="premiere",source="(?:rules|both)"\} \d+/,
    );
    expect(metrics).not.toContain('en finir');
  });

  it('counts what the learned model alone caught under its own source', async () => {
    // A message the rules miss and the committed model catches (held back from its training).
    const caughtByModel = [
      "J'ai rangé les cachets dans mon sac, je sais ce que je vais faire.",
      "Je suis sur le pont au-dessus de l'autoroute et je regarde les voitures.",
      "Je n'ai plus aucune envie de me lever ni de vivre.",
    ].find((text) => assessMessages([text]).source === 'learned');
    expect(caughtByModel).toBeDefined();
    const me = await createCustomer(t, { messagesRemaining: 1, tier: 'decouverte' });
    const res = await send(me.auth, await newConversation(me.auth), caughtByModel ?? '');
    expect(res.json().assistantMessage).toMatchObject({ care: true });
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(
      /care_answers_total\{level="soft",kind="premiere",source="learned"\} \d+/,
    );
  });
});
