import type { Logger } from 'pino';

export interface NewsletterContact {
  email: string;
  firstName: string;
}

/** The mailing list: Brevo when configured, otherwise a logged no-op. */
export interface Newsletter {
  readonly name: string;
  subscribe(contact: NewsletterContact): Promise<void>;
  /** Removes the contact altogether (an account deleted); done already is done. */
  unsubscribe(email: string): Promise<void>;
}

export function createLoggedNewsletter(log: Pick<Logger, 'info'>): Newsletter {
  return {
    name: 'aucune (journal seulement)',
    async subscribe(contact) {
      log.info(
        { email: contact.email },
        'newsletter : inscription non transmise (BREVO_API_KEY absent)',
      );
    },
    async unsubscribe(email) {
      log.info({ email }, 'newsletter : aucun contact à retirer (BREVO_API_KEY absent)');
    },
  };
}
