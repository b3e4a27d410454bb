import type { ConfirmPaymentResponse } from '#shared/schemas/billing';
import { api } from './api-client';

/**
 * POST /api/billing/confirm: what a return from payment really paid for, as
 * the provider tells the server (spec §4: a URL flag is never trusted). Here
 * rather than in a feature because two use it: the chat's thanks popup and
 * the subscription page's success notice.
 */
export function confirmPayment(ref: {
  sessionId?: string;
  subscriptionId?: string;
}): Promise<ConfirmPaymentResponse> {
  return api.post<ConfirmPaymentResponse>('/api/billing/confirm', ref);
}

/** A provider's reference from a link: an id, never arbitrary text. */
export function providerReference(value: string | null, prefix: 'cs_' | 'sub_'): string | null {
  return value && value.startsWith(prefix) && /^[\w-]{4,200}$/.test(value) ? value : null;
}
