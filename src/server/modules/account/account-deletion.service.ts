import type { FastifyBaseLogger } from 'fastify';
import type { Newsletter } from '../../adapters/newsletter/newsletter.js';
import type { PaymentsProvider } from '../../adapters/payments/payments.js';
import type { Db } from '../../db/client.js';
import { badGateway, unauthorized } from '../../errors.js';
import type { BillingRepository } from '../billing/billing.repository.js';
import type { EmailsRepository } from '../emails/emails.repository.js';
import type { Outbox } from '../emails/outbox.service.js';
import type { GuestRepository } from '../guest/guest.repository.js';
import { accountDeletedMail } from '../emails/templates/templates.js';
import type { UsersRepository } from '../users/users.repository.js';

/**
 * DELETE /api/user (spec §4, D12). What lives outside our database goes
 * first, each step safe to repeat: the newsletter contact, then any
 * subscription, ended at once at the provider. Only then, in one
 * transaction, the account and everything of it; payments and consent
 * records stay, detached (their foreign keys set null). A failure outside
 * leaves the account whole and answers a French error: nothing is ever half
 * deleted, and asking again finishes the job.
 */
export function createAccountDeletion(deps: {
  db: Db;
  users: UsersRepository;
  billing: BillingRepository;
  guests: GuestRepository;
  emails: EmailsRepository;
  provider: PaymentsProvider;
  newsletter: Newsletter;
  outbox: Outbox;
  log: FastifyBaseLogger;
}) {
  const { db, users, billing, guests, emails, provider, newsletter, outbox, log } = deps;

  /** Runs a step outside; its failure stops the deletion before anything is removed here. */
  async function outside(step: string, userId: number, run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      log.error({ err: error, userId, step }, 'suppression de compte interrompue');
      throw badGateway('account.delete_failed');
    }
  }

  return {
    async delete(userId: number): Promise<{ message: string }> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized('auth.invalid_token');
      const account = await billing.account(userId);

      await outside('newsletter', userId, () => newsletter.unsubscribe(user.email));
      const subscriptions = [account?.stripeSubscriptionId, account?.pendingSubscriptionId];
      for (const subscriptionId of new Set(subscriptions)) {
        if (subscriptionId) {
          await outside('abonnement', userId, () => provider.cancelNow(subscriptionId));
        }
      }

      await db.transaction(async (tx) => {
        // What the foreign keys would only detach, and must go with the account: the
        // guest exchange it took over (the person's words), the mails kept for it,
        // including those to addresses it has left.
        await guests.deleteClaimedBy(userId, tx);
        await emails.deleteMailsOf(userId, user.email, tx);
        await users.delete(userId, tx);
      });
      log.info({ userId }, 'compte supprimé à la demande de son titulaire');

      outbox.deliverLater(async () => ({
        to: user.email,
        ...accountDeletedMail({ firstName: user.firstName }),
      }));
      return { message: 'Votre compte a été supprimé.' };
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
