/**
 * The one Stripe API version this code speaks, for the SDK client, the
 * simulated provider's events and the fake Stripe server alike.
 *
 * It is the default of the installed `stripe` package (23.1.0), so the SDK's
 * types describe exactly the shapes we receive. Since 2025-03-31 (basil) a
 * subscription's period dates live on its items and an invoice's subscription
 * under `parent.subscription_details`; the mapping reads those places.
 *
 * Changing it: bump the package, read Stripe's upgrade notes for every version
 * in between, set the webhook endpoint's version in the dashboard to the same
 * value (events are rendered in the endpoint's version, not the client's), and
 * run the payments tests.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;
