import { sql } from 'drizzle-orm';
import { SPECIAL_OFFER, allowanceOf, type PaidTier } from '../../../shared/plans.js';
import type { OutgoingMail } from '../../adapters/mailer/mailer.js';
import type {
  CheckoutState,
  InvoiceState,
  SubscriptionState,
} from '../../adapters/payments/payments.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { BalanceRepository } from '../balance/balance.repository.js';
import type { ConsentRepository } from '../consent/consent.repository.js';
import type { ClaimGuestConversation } from '../guest/guest-claim.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { BillingAccountRow, BillingRepository } from './billing.repository.js';

/** What a committed effect leaves to do outside the transaction. */
export interface Aftermath {
  userId: number | null;
  mails: Array<(userId: number) => Promise<OutgoingMail | null>>;
}

export const nothingAfter = (userId: number | null = null): Aftermath => ({ userId, mails: [] });

/** A subscription in one of these states is paid for (past_due: retries go on, access stays). */
const LIVE = new Set(['active', 'trialing', 'past_due']);
/** In one of these it is over. */
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

export function accountStatusOf(sub: SubscriptionState): 'active' | 'pending_cancel' {
  return sub.cancelAt !== null || sub.cancelAtPeriodEnd ? 'pending_cancel' : 'active';
}

export function endDateOf(sub: SubscriptionState): Date | null {
  return sub.cancelAt ?? (sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null);
}

/** The guest session a special offer was started from. */
export const offerGuestSession = (checkout: CheckoutState): string | null =>
  checkout.clientReferenceId ?? checkout.metadata.guestSessionId ?? null;

/** The buyer's first name, guessed from the address when the provider gives none. */
export function firstNameFromEmail(email: string): string {
  const word = email
    .split('@')[0]!
    .split(/[._+-]/)[0]!
    .replace(/\d+/g, '');
  if (word.length < 2) return 'Client';
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

interface Deps {
  billing: BillingRepository;
  balance: BalanceRepository;
  users: UsersRepository;
  consent: ConsentRepository;
  claimGuestConversation: ClaimGuestConversation;
  clock: Clock;
}

/**
 * The effects of payments on an account, inside the caller's transaction,
 * each idempotent and indifferent to the order events arrive in: they read
 * the state the provider gives now (ADR 010). The webhook handler and the
 * return pages call the very same functions.
 */
export function createFulfilment(deps: Deps) {
  const { billing, balance, users, consent, claimGuestConversation, clock } = deps;

  /**
   * Whose subscription it is: the account whose stored customer it belongs to.
   * Metadata is only a cross-check (anyone with access to the provider's
   * account can write it), so a disagreement applies to nobody.
   */
  async function userIdOf(tx: Db, sub: SubscriptionState): Promise<number | null> {
    const owner = (await billing.findByCustomer(sub.customerId, tx))?.userId ?? null;
    const claimed = sub.metadata.userId;
    if (owner === null || (claimed !== undefined && claimed !== String(owner))) return null;
    return owner;
  }

  async function activate(
    tx: Db,
    account: BillingAccountRow,
    sub: SubscriptionState,
    tier: PaidTier,
  ) {
    // A new subscription paid for: the first one, or a plan change that replaces the
    // current one, whose balance is replaced too (D9: 12 left → decouverte → 10).
    await billing.update(tx, account.userId, {
      tier,
      accountStatus: accountStatusOf(sub),
      stripeCustomerId: sub.customerId,
      stripeSubscriptionId: sub.id,
      currentPeriodEnd: sub.currentPeriodEnd,
      subscriptionEndDate: endDateOf(sub),
      pendingSubscriptionId: account.stripeSubscriptionId,
      // The welcome offer is for a first plan only: once one is paid, it is spent.
      introOfferUsedAt: account.introOfferUsedAt ?? clock.now(),
    });
    await balance.setTo(tx, account.userId, allowanceOf(tier), 'plan_allowance', sub.id);
  }

  return {
    /** Brings the account in line with a subscription as the provider has it now. */
    async applySubscription(tx: Db, sub: SubscriptionState): Promise<Aftermath> {
      const userId = await userIdOf(tx, sub);
      if (userId === null || !(await users.findById(userId, tx))) return nothingAfter();
      const account = await billing.lockAccount(tx, userId);
      const current = account.stripeSubscriptionId === sub.id;
      // The subscription a plan change replaced: still live until it is cancelled, never current again.
      if (!current && account.pendingSubscriptionId === sub.id) return nothingAfter(userId);

      if (LIVE.has(sub.status) && sub.tier) {
        if (!current) {
          await activate(tx, account, sub, sub.tier);
        } else {
          await billing.update(tx, userId, {
            tier: sub.tier,
            accountStatus: accountStatusOf(sub),
            currentPeriodEnd: sub.currentPeriodEnd,
            subscriptionEndDate: endDateOf(sub),
          });
        }
      } else if (current && ENDED.has(sub.status)) {
        // Back to the free tier: the paid period's messages do not carry over (D9).
        await billing.update(tx, userId, {
          tier: 'gratuit',
          accountStatus: 'active',
          stripeSubscriptionId: null,
          currentPeriodEnd: null,
          subscriptionEndDate: null,
        });
        await balance.setTo(tx, userId, 0, 'subscription_ended', sub.id);
      }
      return nothingAfter(userId);
    },

    /**
     * A paid invoice: recorded once as a payment; a renewal sets the allowance
     * again (D9: set, not added), once per invoice.
     */
    async applyPaidInvoice(
      tx: Db,
      invoice: InvoiceState,
      sub: SubscriptionState | null,
    ): Promise<Aftermath> {
      const after = sub ? await this.applySubscription(tx, sub) : nothingAfter();
      const userId =
        after.userId ??
        (invoice.customerId
          ? ((await billing.findByCustomer(invoice.customerId, tx))?.userId ?? null)
          : null);
      if (userId === null) return after;
      const renewal = invoice.billingReason === 'subscription_cycle';
      await billing.recordPayment(tx, {
        id: invoice.id,
        userId,
        kind: renewal ? 'renewal' : 'subscription',
        tier: sub?.tier ?? null,
        amountCents: invoice.amountPaidCents,
        providerCustomerId: invoice.customerId,
        providerSubscriptionId: invoice.subscriptionId,
      });
      const account = await billing.account(userId, tx);
      if (renewal && sub?.tier && account?.stripeSubscriptionId === sub.id) {
        await balance.setTo(tx, userId, allowanceOf(sub.tier), 'renewal', invoice.id);
      }
      return { userId, mails: [] };
    },

    /**
     * The special offer paid (D10): a new address gets an account (verified,
     * no password, the guest conversation carried in); an address that has one
     * is credited, and its owner told, but the payer is not logged into it.
     */
    async applyOffer(
      tx: Db,
      checkout: CheckoutState,
      mailFor: {
        credited: (userId: number) => Promise<OutgoingMail | null>;
        created: (userId: number) => Promise<OutgoingMail | null>;
      },
    ): Promise<Aftermath & { created: boolean }> {
      // One fulfilment at a time per payment: the return page and the webhook may race.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`offer:${checkout.id}`}))`);
      const email = checkout.email?.trim().toLowerCase() ?? '';
      if (!email) return { ...nothingAfter(), created: false };
      const guestSessionId = offerGuestSession(checkout);
      const payment = {
        id: checkout.id,
        kind: 'special_offer',
        amountCents: checkout.amountTotalCents ?? SPECIAL_OFFER.priceCents,
        providerCustomerId: checkout.customerId,
        guestSessionId,
      };

      const existing = await users.findByEmail(email, tx);
      if (existing) {
        const { moved } = await balance.credit(
          tx,
          existing.id,
          SPECIAL_OFFER.messages,
          'special_offer',
          checkout.id,
        );
        await billing.recordPayment(tx, { ...payment, userId: existing.id });
        return { userId: existing.id, mails: moved ? [mailFor.credited] : [], created: false };
      }

      const now = clock.now();
      const user = await users.insert(
        {
          username: email,
          email,
          password: null,
          firstName: firstNameFromEmail(email),
          isVerified: true,
          isAutoCreated: true,
          cguAcceptedAt: now,
          cguAcceptedVia: 'stripe_checkout',
        },
        tx,
      );
      if (checkout.customerId)
        await billing.update(tx, user.id, { stripeCustomerId: checkout.customerId });
      await consent.record(
        {
          userId: user.id,
          action: 'special_offer_purchase',
          ipAddress: null,
          userAgent: null,
          metadata: {
            checkoutSessionId: checkout.id,
            withdrawalWaiver: true,
            timestamp: now.toISOString(),
          },
        },
        tx,
      );
      if (guestSessionId) {
        await claimGuestConversation(tx, guestSessionId, user.id, { forPurchase: true });
      }
      await balance.credit(tx, user.id, SPECIAL_OFFER.messages, 'special_offer', checkout.id);
      // Only an account this very payment created may be handed to the browser (ADR 010).
      await billing.recordPayment(tx, { ...payment, userId: user.id, createdAccount: true });
      return { userId: user.id, mails: [mailFor.created], created: true };
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
