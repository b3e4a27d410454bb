import type { PaymentsProvider } from '../../adapters/payments/payments.js';
import type { ProviderLink } from './customers.read.js';

/**
 * Where an operator sees a payment at Stripe: the invoice of a plan, the
 * customer of a one-time checkout (the dashboard has no page for a session id).
 * The simulated provider has no dashboard: no link.
 */
export function providerLinkFor(
  provider: Pick<PaymentsProvider, 'simulated' | 'mode'>,
): ProviderLink {
  if (provider.simulated) return () => null;
  const base = `https://dashboard.stripe.com${provider.mode === 'test' ? '/test' : ''}`;
  return ({ id, providerCustomerId }) => {
    if (id.startsWith('in_')) return `${base}/invoices/${encodeURIComponent(id)}`;
    if (providerCustomerId) return `${base}/customers/${encodeURIComponent(providerCustomerId)}`;
    return null;
  };
}
