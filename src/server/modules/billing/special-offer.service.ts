import type { PaymentsProvider } from '../../adapters/payments/payments.js';
import type { Db } from '../../db/client.js';
import { MINUTE, type Clock } from '../../lib/clock.js';
import { maskEmail } from '../../lib/mask-email.js';
import type { SessionHandoffs } from '../auth/session-handoff.service.js';
import type { GuestRepository } from '../guest/guest.repository.js';
import type { BillingRepository } from './billing.repository.js';
import { offerGuestSession, type Fulfilment } from './fulfilment.js';
import type { IdempotencyKeys } from './idempotency-keys.js';
import type { OfferMails } from './offer-mails.js';
import type { WebhookHandler } from './webhook-handler.js';

/** A double submit reuses the checkout of the last ten minutes; later, a new one opens. */
const CHECKOUT_REUSE_MS = 10 * MINUTE;

/**
 * The guests' special offer (D10): a one-time 14 € checkout tied to the guest
 * session, then, on return, the account it credited — and the buyer logged in
 * only when this very payment created that account, from this browser's guest
 * session, and only once (ADR 008, ADR 010). Both answer with where the
 * browser goes next (the error codes of spec §8).
 */
export function createSpecialOffer(deps: {
  db: Db;
  provider: PaymentsProvider;
  billing: BillingRepository;
  webhooks: WebhookHandler;
  fulfilment: Fulfilment;
  offerMails: OfferMails;
  guests: GuestRepository;
  handoffs: SessionHandoffs;
  idempotencyKey: IdempotencyKeys;
  clock: Clock;
  publicUrl: string;
}) {
  const { db, provider, billing, webhooks, fulfilment, offerMails, guests, handoffs } = deps;
  const { idempotencyKey, clock, publicUrl } = deps;

  return {
    async start(guestSessionId: string): Promise<string> {
      // A guest session an account took over is that account's: a purchase from it could
      // otherwise end in a hand-off into that account (issue 36).
      if ((await guests.claimedBy(guestSessionId)) !== null) return '/?error=guest_session_claimed';
      const request = {
        guestSessionId,
        successUrl: `${publicUrl}/api/special-offer/return?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}/?offer=canceled`,
      };
      const session = await provider.startOfferCheckout({
        ...request,
        // A double submit finds the same checkout; once one is paid, the next submit opens another.
        idempotencyKey: await idempotencyKey('offer', {
          ...request,
          paid: await billing.offersPaidFrom(guestSessionId),
          window: Math.floor(clock.now().getTime() / CHECKOUT_REUSE_MS),
        }),
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
      const userId = after.userId;
      const reference = `transaction_id=${encodeURIComponent(checkout.id)}`;
      const email = encodeURIComponent(maskEmail(checkout.email.trim().toLowerCase()));
      const payment = await billing.payment(checkout.id);
      const guestSessionId = offerGuestSession(checkout);
      const createdHere =
        payment?.createdAccount === true &&
        payment.userId === userId &&
        guestSessionId !== null &&
        (await guests.claimedBy(guestSessionId)) === userId;
      if (!createdHere) {
        // The address already had an account: credited, but a checkout does not prove the
        // payer owns it, so nobody is logged in; its owner got a mail.
        return `/?payment_success=true&account_created=false&email=${email}&${reference}`;
      }
      // This payment created the account from this browser's guest session: one code, once.
      const code = await db.transaction(async (tx) =>
        (await billing.markHandoffMinted(tx, checkout.id))
          ? handoffs.mint(userId, guestSessionId, tx)
          : null,
      );
      if (code === null) {
        // A second visit of the return page: the account's mail is the way in.
        return `/?account_created=true&email=${email}&${reference}`;
      }
      return `/chat?special_offer_success=true&${reference}&ac=${encodeURIComponent(code)}`;
    },
  };
}

export type SpecialOffer = ReturnType<typeof createSpecialOffer>;
