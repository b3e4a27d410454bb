import type { PaymentsProvider } from '../../adapters/payments/payments.js';
import { MINUTE, type Clock } from '../../lib/clock.js';
import { maskEmail } from '../../lib/mask-email.js';
import type { SessionHandoffs } from '../auth/session-handoff.service.js';
import type { GuestRepository } from '../guest/guest.repository.js';
import type { Fulfilment } from './fulfilment.js';
import type { OfferMails } from './offer-mails.js';
import type { WebhookHandler } from './webhook-handler.js';

/** A double submit reuses the checkout of the last ten minutes; later, a new one opens. */
const CHECKOUT_REUSE_MS = 10 * MINUTE;

/**
 * The guests' special offer (D10): a one-time 14 € checkout tied to the guest
 * session, then, on return, the account it credited — and the buyer logged in
 * only when the purchase created it from this very browser (ADR 008, ADR 010).
 * Both answer with where the browser goes next (the error codes of spec §8).
 */
export function createSpecialOffer(deps: {
  provider: PaymentsProvider;
  webhooks: WebhookHandler;
  fulfilment: Fulfilment;
  offerMails: OfferMails;
  guests: GuestRepository;
  handoffs: SessionHandoffs;
  clock: Clock;
  publicUrl: string;
}) {
  const { provider, webhooks, fulfilment, offerMails, guests, handoffs, clock, publicUrl } = deps;

  return {
    async start(guestSessionId: string): Promise<string> {
      const bucket = Math.floor(clock.now().getTime() / CHECKOUT_REUSE_MS);
      const session = await provider.startOfferCheckout({
        guestSessionId,
        successUrl: `${publicUrl}/api/special-offer/return?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}/?offer=canceled`,
        idempotencyKey: `offer-${guestSessionId}-${bucket}`,
      });
      return session.url;
    },

    async finish(sessionId: string | undefined): Promise<string> {
      if (!sessionId) return '/?error=missing_session';
      const checkout = await provider.getCheckout(sessionId);
      if (!checkout || checkout.metadata.kind !== 'special_offer') return '/?error=missing_session';
      if (checkout.paymentStatus !== 'paid') return '/?error=payment_incomplete';
      if (!checkout.email) return '/?error=user_not_identified';

      const after = await webhooks.apply((tx) => fulfilment.applyOffer(tx, checkout, offerMails));
      if (after.userId === null) return '/?error=user_not_identified';
      const reference = `transaction_id=${encodeURIComponent(checkout.id)}`;
      // The purchase created this account from this browser's guest session: log it in here.
      const guestSessionId = checkout.clientReferenceId;
      if (guestSessionId && (await guests.claimedBy(guestSessionId)) === after.userId) {
        const code = await handoffs.mint(after.userId, guestSessionId);
        return `/chat?special_offer_success=true&${reference}&ac=${encodeURIComponent(code)}`;
      }
      // The address already had an account: credited, but a checkout does not prove the
      // payer owns it, so nobody is logged in; its owner got a mail.
      const email = encodeURIComponent(maskEmail(checkout.email.trim().toLowerCase()));
      return `/?payment_success=true&account_created=false&email=${email}&${reference}`;
    },
  };
}

export type SpecialOffer = ReturnType<typeof createSpecialOffer>;
