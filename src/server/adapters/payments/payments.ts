import type { PaidTier } from '#shared/plans.js';

/**
 * The card payment provider, whichever answers: Stripe when configured, or
 * the simulated provider (the embedded default). Both speak Stripe's model —
 * customers, Checkout Sessions, subscriptions, invoices — and both deliver
 * Stripe-shaped events to the same webhook handler (ADR 010).
 *
 * Amounts are integer cents in EUR. Dates are `Date`s. Nothing here is
 * trusted from a browser: the billing module asks the provider.
 */

/** A Stripe-shaped event: `id`, `type`, and the object it is about. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Unix seconds, as Stripe sends it. */
  created: number;
  data: { object: Record<string, unknown> };
}

/** 'other': a mode this product never opens (`setup`), acknowledged and ignored. */
export type CheckoutMode = 'subscription' | 'payment' | 'other';

/** A Checkout Session as the billing module needs it. */
export interface CheckoutState {
  id: string;
  mode: CheckoutMode;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  subscriptionId: string | null;
  /** The e-mail the buyer typed at the provider (special offer). */
  email: string | null;
  amountTotalCents: number | null;
  clientReferenceId: string | null;
  /** What paid a one-time checkout: a refund or a dispute names it. */
  paymentIntentId: string | null;
  metadata: Record<string, string>;
}

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

/** A subscription as it stands at the provider now (the source of truth). */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** From the price's lookup key (catalogue of D6); null for a price we do not sell. */
  tier: PaidTier | null;
  cancelAtPeriodEnd: boolean;
  /**
   * When it is set to end: the period end after a cancellation at period end,
   * or a date chosen in Stripe's dashboard or portal (`cancel_at` without
   * `cancel_at_period_end`). Non-null means « résiliation programmée ».
   */
  cancelAt: Date | null;
  /** From the subscription item (API 2025-03-31 and later). */
  currentPeriodEnd: Date | null;
  metadata: Record<string, string>;
  /**
   * A plan change chosen for the renewal (D20): the item already carries the
   * next price (so the renewal charges it, without proration) while `tier`
   * stays the plan in force, from the metadata, until the period ends.
   */
  scheduledChange: { id: string; tier: PaidTier; at: Date } | null;
}

/** The subscription's metadata that marks a plan change for the renewal (D20). */
export interface PlanChangeMetadata {
  planChangeId: string;
  /** The plan paid for until `planChangeAt`. */
  planInForce: PaidTier;
  /** Unix seconds: the end of the period paid for, when the next price starts. */
  planChangeAt: string;
}

/** The metadata to send: the change's, or empty strings, which unset the keys at Stripe. */
export function planChangeMetadata(change: PlanChangeMetadata | null): Record<string, string> {
  return change ? { ...change } : { planChangeId: '', planInForce: '', planChangeAt: '' };
}

export interface InvoiceState {
  id: string;
  customerId: string | null;
  /** From `parent.subscription_details.subscription` (API 2025-03-31 and later). */
  subscriptionId: string | null;
  billingReason: string | null;
  status: string | null;
  amountPaidCents: number;
  /** Where the customer fixes a failed payment (Stripe's hosted invoice page). */
  hostedInvoiceUrl: string | null;
  /** What paid it (from `payments`, basil and later): a refund or a dispute names it. */
  paymentIntentId: string | null;
}

/** A card charge after the fact: how much of it went back. */
export interface ChargeState {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
  amountRefundedCents: number;
}

/** A chargeback opened by the cardholder's bank. */
export interface DisputeState {
  id: string;
  chargeId: string;
  paymentIntentId: string | null;
  amountCents: number;
  reason: string;
  status: string;
}

export interface StartSubscriptionCheckout {
  userId: number;
  customerId: string;
  tier: PaidTier;
  /** The first month of `decouverte` at 7 € (D6): a real discount at the provider. */
  introOffer: boolean;
  successUrl: string;
  cancelUrl: string;
  /** Copied to the session and to the subscription. */
  metadata: Record<string, string>;
  /** Same key, same session: a double click never opens two checkouts. */
  idempotencyKey: string;
}

export interface StartOfferCheckout {
  guestSessionId: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface PaymentsProvider {
  /** For the logs. */
  readonly name: string;
  /** True for the embedded simulated provider: its pages and triggers exist. */
  readonly simulated: boolean;
  /** 'test' with a test key or the simulated provider: the MODE TEST banner shows. */
  readonly mode: 'test' | 'live';
  /** For the embedded payment form of /stripe-payment; null without Stripe. */
  readonly publishableKey: string | null;

  /** Products, prices and the intro coupon of the catalogue, found or created by lookup key. */
  syncCatalogue(): Promise<void>;
  /** The customer of a user: the stored id if still valid, else created once (idempotent). */
  ensureCustomer(input: {
    userId: number;
    email: string;
    name: string;
    existingCustomerId: string | null;
    /** For the creation, if one is needed (the caller's, per installation and request). */
    idempotencyKey: string;
  }): Promise<string>;
  startSubscriptionCheckout(input: StartSubscriptionCheckout): Promise<{ id: string; url: string }>;
  /**
   * The embedded flow (spec §2 /stripe-payment): an incomplete subscription
   * whose first invoice the browser confirms with the client secret.
   */
  startSubscriptionIntent(
    input: Omit<StartSubscriptionCheckout, 'successUrl' | 'cancelUrl'>,
  ): Promise<{ subscriptionId: string; clientSecret: string }>;
  startOfferCheckout(input: StartOfferCheckout): Promise<{ id: string; url: string }>;
  /**
   * The client secret of the embedded flow's first invoice, for the page that
   * confirms it; null when there is nothing left to pay (or no such subscription).
   */
  paymentSecret(subscriptionId: string): Promise<string | null>;

  getCheckout(id: string): Promise<CheckoutState | null>;
  /**
   * Closes an open checkout so it can no longer be paid; answers 'complete'
   * when it had been paid meanwhile, 'expired' otherwise.
   */
  expireCheckout(id: string): Promise<'complete' | 'expired'>;
  getSubscription(id: string): Promise<SubscriptionState | null>;
  getInvoice(id: string): Promise<InvoiceState | null>;
  getCharge(id: string): Promise<ChargeState | null>;
  getDispute(id: string): Promise<DisputeState | null>;
  /**
   * Refunds a payment (the back office): all that is left, or `amountCents`.
   * The provider then sends `charge.refunded`, handled as any other.
   */
  refund(input: {
    paymentIntentId: string;
    amountCents: number | null;
    idempotencyKey: string;
  }): Promise<ChargeState>;

  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState>;
  /** Takes back a cancellation at period end (« Reprendre »). */
  undoCancellation(subscriptionId: string): Promise<SubscriptionState>;
  /**
   * Puts `tier`'s price on the subscription's item with no proration (D20):
   * the period in progress stays paid as it was, the next renewal charges the
   * new price. `change` marks it as scheduled (the metadata above); null
   * clears that mark (an undo puts the price in force back).
   */
  setPlanPrice(
    subscriptionId: string,
    tier: PaidTier,
    change: PlanChangeMetadata | null,
  ): Promise<SubscriptionState>;
  /** Ends it at once (a plan change once the new one is paid; an account deleted). */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * The portal configuration the app pins (portal-configuration.ts), found by
   * its version or created once; run at start-up, and again by « Gérer » if
   * that failed.
   */
  ensurePortalConfiguration(): Promise<string>;
  /** The provider's customer portal (card, invoices, cancellation), returning to `returnUrl`. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;

  /**
   * Checks a webhook's signature (5-minute tolerance) and parses it; throws a
   * `PaymentSignatureError` for a bad, missing or stale one.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export class PaymentSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentSignatureError';
  }
}

/** A provider call that failed (network, Stripe error object): the caller answers a French 502. */
export class PaymentProviderError extends Error {
  /** The HTTP status the provider answered; null when none came (network, timeout). */
  readonly status: number | null;
  /** The provider's request id (Stripe's `Request-Id`), for its support and its logs. */
  readonly requestId: string | null;

  constructor(
    message: string,
    readonly code: string | null = null,
    options?: { cause?: unknown; status?: number | null; requestId?: string | null },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.status = options?.status ?? null;
    this.requestId = options?.requestId ?? null;
  }
}
