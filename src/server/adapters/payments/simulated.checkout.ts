import { PLANS, SPECIAL_OFFER, type PaidTier } from '#shared/plans.js';
import { tierOfLookupKey } from './catalogue.js';
import { orNull } from './stripe-core/core-error.js';
import type { StripeCore } from './stripe-core/stripe-core.js';

/** What the simulated checkout page shows. */
export interface CheckoutDescription {
  id: string;
  status: 'open' | 'complete' | 'expired';
  kind: 'subscription' | 'special_offer';
  /** null for the special offer. */
  tier: PaidTier | null;
  /** The product's name: « Forfait Découverte », « Offre spéciale ». */
  productName: string;
  messages: number;
  /** Charged now, in cents: 700 for a first month of decouverte with the intro offer. */
  amountDueNowCents: number;
  /** Charged each month after this payment; null for a one-time payment. */
  monthlyAmountCents: number | null;
  /** The buyer's e-mail when known (the customer's, or the one typed at payment). */
  email: string | null;
  /** The text beside the pay button (the L221-28 notice). */
  submitMessage: string | null;
  /** Where to send the buyer after paying, `{CHECKOUT_SESSION_ID}` replaced as Stripe does. */
  successUrl: string | null;
  cancelUrl: string | null;
}

/** Everything the simulated checkout page shows, from the session and its price. */
export async function describeCheckout(
  core: StripeCore,
  sessionId: string,
): Promise<CheckoutDescription | null> {
  const session = await orNull(core.retrieveCheckoutSession(sessionId));
  const line = session?.line_items?.data[0];
  if (!session || !line) return null;
  const product = await core.retrieveProduct(line.price.product);
  const customer = session.customer ? await orNull(core.retrieveCustomer(session.customer)) : null;
  const customerEmail = customer && 'email' in customer ? customer.email : null;
  const tier = tierOfLookupKey(line.price.lookup_key);
  const withId = (url: string | null) =>
    url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;
  return {
    id: session.id,
    status: session.status,
    kind: session.mode === 'payment' ? 'special_offer' : 'subscription',
    tier,
    productName: product.name,
    messages: tier ? PLANS[tier].messagesPerMonth : SPECIAL_OFFER.messages,
    amountDueNowCents: session.amount_total,
    monthlyAmountCents: session.mode === 'subscription' ? line.price.unit_amount : null,
    email: session.customer_details?.email ?? customerEmail ?? session.customer_email,
    submitMessage: session.custom_text.submit?.message ?? null,
    successUrl: withId(session.success_url),
    cancelUrl: withId(session.cancel_url),
  };
}
