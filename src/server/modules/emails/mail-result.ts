import type { Delivery } from './outbox.service.js';

/** What the client is told about a confirmation mail (spec §7, §8): debug only outside production. */
export function mailResult(delivery: Delivery, isProduction: boolean) {
  return {
    success: delivery.sent,
    message: delivery.sent
      ? 'Un e-mail de confirmation vient de vous être envoyé.'
      : "Votre compte a été créé, mais l'envoi de l'e-mail de confirmation a échoué.",
    emailSent: delivery.sent,
    ...(!delivery.sent && !isProduction && delivery.error ? { debug: delivery.error } : {}),
  };
}
