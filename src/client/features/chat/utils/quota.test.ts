import { describe, expect, it } from 'vitest';
import { lowBalance, messagesLabel, quotaMeter, remainingLabel, sendBlock } from './quota';

describe('remainingLabel', () => {
  it('agrees in French', () => {
    expect(remainingLabel(0)).toBe('0 message restant');
    expect(remainingLabel(1)).toBe('1 message restant');
    expect(remainingLabel(2)).toBe('2 messages restants');
    expect(remainingLabel(-3)).toBe('0 message restant');
  });
});

describe('quotaMeter', () => {
  it('measures against the tier allowance', () => {
    expect(quotaMeter('guidance', 12)).toEqual({
      remaining: 12,
      max: 30,
      label: '12 messages restants',
      ofAllowance: true,
      neverBlocked: false,
    });
    expect(quotaMeter('gratuit', 2).max).toBe(3);
  });

  it('never shows more left than the scale', () => {
    // A grant can leave more than the allowance (e.g. 5 on the free tier).
    expect(quotaMeter('gratuit', 5)).toMatchObject({ remaining: 5, max: 5 });
  });

  it('reads messages bought apart from a plan as a count, not a fraction of an allowance', () => {
    // The special offer on the free tier: « 10 messages », never « 8 / 8 ».
    expect(quotaMeter('gratuit', 10).ofAllowance).toBe(false);
    expect(quotaMeter('gratuit', 3).ofAllowance).toBe(true);
    expect(messagesLabel(10)).toBe('10 messages');
    expect(messagesLabel(1)).toBe('1 message');
  });

  it('marks vip as never blocked', () => {
    expect(quotaMeter('vip', 0)).toMatchObject({ remaining: 0, max: 100, neverBlocked: true });
  });
});

describe('sendBlock', () => {
  const base = { subscriptionTier: 'decouverte' as const, messagesRemaining: 3, isVerified: true };

  it('lets a verified user with messages send', () => {
    expect(sendBlock(base)).toBeNull();
  });

  it('asks an unverified free user to verify first (D2)', () => {
    expect(
      sendBlock({ subscriptionTier: 'gratuit', messagesRemaining: 0, isVerified: false }),
    ).toBe('verify-email');
  });

  it('blocks at 0 or below, except vip (D7)', () => {
    expect(sendBlock({ ...base, messagesRemaining: 0 })).toBe('quota-exhausted');
    expect(sendBlock({ ...base, messagesRemaining: -1 })).toBe('quota-exhausted');
    expect(sendBlock({ ...base, subscriptionTier: 'vip', messagesRemaining: 0 })).toBeNull();
  });
});

describe('lowBalance', () => {
  const user = (subscriptionTier: 'gratuit' | 'guidance' | 'vip', messagesRemaining: number) => ({
    subscriptionTier,
    messagesRemaining,
    isVerified: true,
  });

  it('speaks at 2 left and at the last one, and leaves 0 to the closed composer', () => {
    expect(lowBalance(user('guidance', 3))).toBeNull();
    expect(lowBalance(user('guidance', 2))).toBe('two-left');
    expect(lowBalance(user('gratuit', 1))).toBe('last');
    expect(lowBalance(user('guidance', 0))).toBeNull();
  });

  it('says nothing to vip, who is never blocked, nor to an unverified account', () => {
    expect(lowBalance(user('vip', 1))).toBeNull();
    expect(lowBalance({ ...user('gratuit', 2), isVerified: false })).toBeNull();
  });
});
