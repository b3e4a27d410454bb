import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TIER_MESSAGES, PLANS, SPECIAL_OFFER } from '#shared/plans.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { createCustomer, createTestApp, type TestApp } from '../../test/test-app.js';
import { createBalanceService, type BalanceService } from './balance.service.js';

/**
 * The named operations (issue 41): each picks its own amount and ledger
 * reason, happens once per reference, and leaves the balance equal to the
 * ledger's sum. Callers only say what happened.
 */
describe.each(testDatabaseKinds())('the balance service on $name', (kind) => {
  let t: TestApp;
  let balance: BalanceService;

  beforeAll(async () => {
    t = await createTestApp(await kind.create());
    balance = createBalanceService({ db: t.database.db });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const inTx = <T>(work: (tx: TestApp['database']['db']) => Promise<T>) =>
    t.database.db.transaction(work);
  async function ledgerOf(userId: number) {
    const rows = await balance.movements(userId, 20);
    expect(await balance.ledgerSum(userId)).toBe(await balance.remaining(t.database.db, userId));
    return rows.map((r) => [r.reason, r.delta, r.balanceAfter]);
  }

  it('gives the verification gift once, and only up to the free tier', async () => {
    const me = await createCustomer(t, { messagesRemaining: 1 });
    await inTx((tx) => balance.giftOnVerification(tx, me.userId));
    await inTx((tx) => balance.giftOnVerification(tx, me.userId));
    expect(await balance.remaining(t.database.db, me.userId)).toBe(FREE_TIER_MESSAGES);
    expect((await ledgerOf(me.userId))[0]).toEqual([
      'verification_gift',
      FREE_TIER_MESSAGES - 1,
      FREE_TIER_MESSAGES,
    ]);
  });

  it('starts a plan over a paid one by writing the old messages off under their own name', async () => {
    const me = await createCustomer(t, { messagesRemaining: 12 });
    await inTx((tx) =>
      balance.startPlan(tx, me.userId, 'decouverte', 'sub_1', { replacesPaidPlan: true }),
    );
    // A replayed event changes nothing.
    await inTx((tx) =>
      balance.startPlan(tx, me.userId, 'decouverte', 'sub_1', { replacesPaidPlan: true }),
    );
    const allowance = PLANS.decouverte.messagesPerMonth;
    expect((await ledgerOf(me.userId)).slice(0, 2)).toEqual([
      ['plan_allowance', allowance, allowance],
      ['plan_forfeit', -12, 0],
    ]);
  });

  it('starts a first plan without any write-off, and renews it once per invoice', async () => {
    const me = await createCustomer(t, { messagesRemaining: 2 });
    await inTx((tx) =>
      balance.startPlan(tx, me.userId, 'guidance', 'sub_2', { replacesPaidPlan: false }),
    );
    await inTx((tx) => balance.renew(tx, me.userId, 'guidance', 'in_1'));
    await inTx((tx) => balance.renew(tx, me.userId, 'guidance', 'in_1'));
    const allowance = PLANS.guidance.messagesPerMonth;
    const ledger = await ledgerOf(me.userId);
    expect(ledger.slice(0, 2)).toEqual([
      ['renewal', 0, allowance],
      ['plan_allowance', allowance - 2, allowance],
    ]);
    expect(ledger.filter(([reason]) => reason === 'plan_forfeit')).toEqual([]);
  });

  it('adds the special offer to what is left, once per checkout, and ends a subscription at zero', async () => {
    const me = await createCustomer(t, { messagesRemaining: 4 });
    await inTx((tx) => balance.creditSpecialOffer(tx, me.userId, 'cs_1'));
    await inTx((tx) => balance.creditSpecialOffer(tx, me.userId, 'cs_1'));
    expect(await balance.remaining(t.database.db, me.userId)).toBe(4 + SPECIAL_OFFER.messages);
    await inTx((tx) => balance.endSubscription(tx, me.userId, 'sub_3'));
    expect((await ledgerOf(me.userId)).slice(0, 2)).toEqual([
      ['subscription_ended', -(4 + SPECIAL_OFFER.messages), 0],
      ['special_offer', SPECIAL_OFFER.messages, 4 + SPECIAL_OFFER.messages],
    ]);
  });

  it('takes back a refunded payment in proportion, step by step, summing to the share of the total', async () => {
    const me = await createCustomer(t, { messagesRemaining: 50 });
    const payment = { paymentId: 'pay_1', messagesGiven: 50, amountCents: 2900 };
    // 10 €, then 4,50 €, then the rest: 50 × 1000/2900 = 17, 50 × 1450/2900 = 25, 50.
    const steps = [
      [0, 1000],
      [1000, 1450],
      [1450, 2900],
    ] as const;
    const taken: number[] = [];
    for (const [before, now] of steps) {
      taken.push(
        await inTx((tx) =>
          balance.takeBackRefunded(tx, me.userId, {
            ...payment,
            refundedBeforeCents: before,
            refundedNowCents: now,
          }),
        ),
      );
    }
    expect(taken).toEqual([17, 8, 25]);
    expect(await balance.remaining(t.database.db, me.userId)).toBe(0);
    // The same refund event again takes nothing more.
    await inTx((tx) =>
      balance.takeBackRefunded(tx, me.userId, {
        ...payment,
        refundedBeforeCents: 1450,
        refundedNowCents: 2900,
      }),
    );
    expect((await ledgerOf(me.userId)).filter(([r]) => r === 'payment_refunded')).toHaveLength(3);
  });

  it('never takes a refund below zero, nor lets an adjustment make the balance negative', async () => {
    const me = await createCustomer(t, { messagesRemaining: 3 });
    await inTx((tx) =>
      balance.takeBackRefunded(tx, me.userId, {
        paymentId: 'pay_2',
        messagesGiven: SPECIAL_OFFER.messages,
        amountCents: SPECIAL_OFFER.priceCents,
        refundedBeforeCents: 0,
        refundedNowCents: SPECIAL_OFFER.priceCents,
      }),
    );
    expect(await balance.remaining(t.database.db, me.userId)).toBe(0);
    const refused = await inTx((tx) => balance.adjust(tx, me.userId, -1));
    expect(refused).toEqual({ before: 0, balance: 0, moved: false });
    const given = await inTx((tx) => balance.adjust(tx, me.userId, 5));
    expect(given).toEqual({ before: 0, balance: 5, moved: true });
    expect((await ledgerOf(me.userId))[0]).toEqual(['adjustment', 5, 5]);
  });
});
