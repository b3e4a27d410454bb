import { SPECIAL_OFFER } from '#shared/plans.js';
import type { OutgoingMail } from '../../adapters/mailer/mailer.js';
import { offerCreditedMail, setPasswordMail } from '../emails/templates/templates.js';
import type { PasswordsService } from '../passwords/passwords.service.js';
import type { UsersRepository } from '../users/users.repository.js';

export interface OfferMails {
  /** To the owner of an address a special offer was bought with: their account was credited. */
  credited(userId: number): Promise<OutgoingMail | null>;
  /** To the buyer whose account the purchase created: a link to choose a password. */
  created(userId: number): Promise<OutgoingMail | null>;
}

export function createOfferMails(deps: {
  users: UsersRepository;
  passwords: PasswordsService;
  publicUrl: string;
}): OfferMails {
  const { users, passwords, publicUrl } = deps;
  return {
    async credited(userId) {
      const user = await users.findById(userId);
      if (!user) return null;
      return {
        to: user.email,
        ...offerCreditedMail({
          firstName: user.firstName,
          messages: SPECIAL_OFFER.messages,
          link: `${publicUrl}/auth`,
        }),
      };
    },
    async created(userId) {
      const user = await users.findById(userId);
      if (!user || user.password !== null) return null;
      const { token } = await passwords.directToken(userId, null);
      return {
        to: user.email,
        ...setPasswordMail({
          firstName: user.firstName,
          link: `${publicUrl}/set-password?token=${encodeURIComponent(token!)}`,
        }),
      };
    },
  };
}
