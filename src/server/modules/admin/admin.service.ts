import {
  ADJUSTMENT_BOUND,
  mayDo,
  type AdminAction,
  type CancelBody,
  type StaffMe,
  type StaffRole,
} from '#shared/schemas/admin.js';
import { formatEuros } from '#shared/plans.js';
import type { Db } from '../../db/client.js';
import { badGateway, conflict, forbidden, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountDeletion } from '../account/account-deletion.service.js';
import type { MagicLinks } from '../auth/magic-link.service.js';
import type { Sessions } from '../auth/sessions.service.js';
import type { BalanceService } from '../balance/balance.service.js';
import type { BillingService } from '../billing/billing.service.js';
import type { EmailVerification } from '../emails/email-verification.service.js';
import type { EmailsRepository } from '../emails/emails.repository.js';
import type { Outbox } from '../emails/outbox.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AdminRepository, AuditRecord } from './admin.repository.js';
import type { SecondFactorRepository } from './second-factor.repository.js';

export interface ActionContext {
  staff: StaffMe;
  reason: string;
  meta: { ip: string; userAgent: string | null };
}

interface Deps {
  db: Db;
  admin: AdminRepository;
  secondFactors: SecondFactorRepository;
  users: UsersRepository;
  balance: BalanceService;
  sessions: Sessions;
  verification: EmailVerification;
  magicLinks: MagicLinks;
  billing: BillingService;
  deletion: AccountDeletion;
  emails: EmailsRepository;
  outbox: Outbox;
  clock: Clock;
  adminEmails: readonly string[];
}

/**
 * The back office's changes (issue 40). Each is allowed by the caller's role,
 * made through the module that owns what it changes, and written to the
 * audit log — in the change's own transaction when it is ours, right after
 * it when it happens at an outside service (a mail, the payment provider).
 */
export function createAdminService(deps: Deps) {
  const { db, admin, users, balance, sessions, verification, magicLinks, billing } = deps;

  function allow(staff: StaffMe, action: AdminAction) {
    if (!mayDo(staff.role, action)) throw forbidden('admin.not_allowed');
  }

  async function target(userId: number, tx: Db = db) {
    const user = await users.findById(userId, tx);
    if (!user) throw notFound('admin.user_not_found');
    return user;
  }

  const notYourself = (ctx: ActionContext, userId: number) => {
    if (ctx.staff.userId === userId) throw forbidden('admin.not_yourself');
  };

  const record = (
    ctx: ActionContext,
    action: AdminAction,
    user: { id: number | null; email: string } | null,
    details?: AuditRecord['details'],
  ): AuditRecord => ({
    actor: { userId: ctx.staff.userId, email: ctx.staff.email, role: ctx.staff.role },
    action,
    target: user ? { userId: user.id, email: user.email } : null,
    reason: ctx.reason,
    meta: ctx.meta,
    ...(details ? { details } : {}),
  });

  const audit = (entry: AuditRecord) => admin.appendAudit(db, entry);

  return {
    /** Gives or takes back messages: a ledger row `adjustment`, never below zero. */
    async adjustMessages(ctx: ActionContext, userId: number, delta: number) {
      allow(ctx.staff, 'messages.adjust');
      if (Math.abs(delta) > ADJUSTMENT_BOUND[ctx.staff.role]) {
        throw forbidden(
          'admin.bound_exceeded',
          `Votre rôle permet de donner ou reprendre au plus ${ADJUSTMENT_BOUND[ctx.staff.role]} messages à la fois.`,
        );
      }
      const balanceAfter = await db.transaction(async (tx) => {
        const user = await target(userId, tx);
        const movement = await balance.adjust(tx, userId, delta);
        if (!movement.moved) {
          throw conflict(
            'admin.balance_negative',
            `Le solde ne peut pas devenir négatif : il reste ${movement.before} message${movement.before > 1 ? 's' : ''}.`,
          );
        }
        await admin.appendAudit(
          tx,
          record(ctx, 'messages.adjust', user, { delta, balanceAfter: movement.balance }),
        );
        return movement.balance;
      });
      return {
        message: `${delta > 0 ? 'Messages donnés' : 'Messages repris'} : le solde est de ${balanceAfter}.`,
      };
    },

    async resendVerification(ctx: ActionContext, userId: number) {
      allow(ctx.staff, 'mail.verification');
      const user = await target(userId);
      if (user.isVerified) throw conflict('admin.no_change', 'L’adresse est déjà vérifiée.');
      const delivery = await verification.send(user);
      await audit(record(ctx, 'mail.verification', user, { sent: delivery.sent }));
      return { message: 'Le lien de vérification a été renvoyé.' };
    },

    async sendLoginLink(ctx: ActionContext, userId: number) {
      allow(ctx.staff, 'mail.login_link');
      const user = await target(userId);
      await magicLinks.send(user.email, ctx.meta.ip);
      await audit(record(ctx, 'mail.login_link', user));
      return { message: 'Un lien de connexion a été envoyé au client.' };
    },

    async endAllSessions(ctx: ActionContext, userId: number) {
      allow(ctx.staff, 'sessions.end_all');
      const user = await target(userId);
      await sessions.endAll(userId);
      await audit(record(ctx, 'sessions.end_all', user));
      return { message: 'Toutes les sessions du client ont été fermées.' };
    },

    /** A suspended account's sessions end at once; it cannot log in again until restored. */
    async setSuspended(ctx: ActionContext, userId: number, suspended: boolean) {
      const action = suspended ? 'account.suspend' : 'account.restore';
      allow(ctx.staff, action);
      notYourself(ctx, userId);
      await db.transaction(async (tx) => {
        const user = await target(userId, tx);
        const changed = await users.setSuspended(userId, suspended ? deps.clock.now() : null, tx);
        if (!changed) throw conflict('admin.no_change');
        await admin.appendAudit(tx, record(ctx, action, user));
      });
      if (suspended) await sessions.endAll(userId);
      return { message: suspended ? 'Le compte est suspendu.' : 'Le compte est rétabli.' };
    },

    async cancelSubscription(ctx: ActionContext, userId: number, when: CancelBody['when']) {
      const action =
        when === 'now' ? 'subscription.cancel_now' : 'subscription.cancel_at_period_end';
      allow(ctx.staff, action);
      const user = await target(userId);
      if (when === 'now') {
        await billing.cancelNow(userId);
        await audit(record(ctx, action, user));
        return { message: 'L’abonnement est résilié : le client est revenu à l’offre gratuite.' };
      }
      const { endDate } = await billing.cancel(userId);
      await audit(record(ctx, action, user, { endDate }));
      return { message: 'La résiliation est programmée à la fin de la période payée.' };
    },

    /**
     * Refunds all that is left of the payment, or `amountCents` of it, through
     * billing's one refund path: the provider refunds and the messages the
     * payment gave are taken back in proportion, as a Dashboard refund's event
     * would (ADR 010); more than is left is refused, a payment refunded is 409.
     */
    async refundPayment(
      ctx: ActionContext,
      userId: number,
      paymentId: string,
      amountCents?: number,
    ) {
      allow(ctx.staff, 'payment.refund');
      const user = await target(userId);
      const refund = await billing.refundPayment(paymentId, {
        userId,
        amountCents: amountCents ?? null,
      });
      await audit(
        record(ctx, 'payment.refund', user, {
          paymentId,
          amountCents: refund.refundCents,
          refundedCents: refund.refundedCents,
          paymentCents: refund.amountCents,
        }),
      );
      if (refund.refundedCents >= refund.amountCents)
        return { message: 'Le paiement a été remboursé.' };
      return {
        message: `${formatEuros(refund.refundCents)} remboursés : il reste ${formatEuros(refund.amountCents - refund.refundedCents)} remboursables sur ce paiement.`,
      };
    },

    /**
     * Replays a payment event whose effect failed, through the webhook's own
     * handler (billing): a second replay, or one after the provider's own
     * retry worked, is refused and changes nothing.
     */
    async replayWebhookEvent(ctx: ActionContext, eventId: string) {
      allow(ctx.staff, 'webhook.replay');
      const { type, userId } = await billing.replayEvent(eventId);
      const user = userId === null ? undefined : await users.findById(userId);
      await audit(
        record(ctx, 'webhook.replay', user ? { id: user.id, email: user.email } : null, {
          eventId,
          type,
        }),
      );
      return { message: 'L’événement a été rejoué : son effet est appliqué.' };
    },

    /** One more attempt at a mail the outbox gave up on; the audit row says whether it went. */
    async retryMail(ctx: ActionContext, mailId: number) {
      allow(ctx.staff, 'mail.retry');
      const mail = await deps.emails.find(mailId);
      if (!mail) throw notFound('admin.mail_not_found');
      if (mail.status !== 'failed') throw conflict('admin.mail_not_failed');
      if (!mail.text) throw conflict('admin.mail_body_gone');
      const delivery = await deps.outbox.retryFailed(mailId);
      if (!delivery) throw conflict('admin.mail_not_failed');
      await audit(
        record(
          ctx,
          'mail.retry',
          { id: mail.userId, email: mail.to },
          {
            mailId,
            subject: mail.subject,
            sent: delivery.sent,
          },
        ),
      );
      if (!delivery.sent) throw badGateway('admin.mail_failed_again');
      return { message: 'L’e-mail a été renvoyé.' };
    },

    /** D12, as the customer's own deletion does it, with its mail. */
    async deleteAccount(ctx: ActionContext, userId: number) {
      allow(ctx.staff, 'account.delete');
      notYourself(ctx, userId);
      const user = await target(userId);
      await deps.deletion.delete(userId);
      await audit(record(ctx, 'account.delete', user));
      return { message: 'Le compte a été supprimé et le client prévenu par e-mail.' };
    },

    /** Gives a role (or another one), or takes it away (null): the back office closes at the next request. */
    async setRole(ctx: ActionContext, userId: number, role: StaffRole | null) {
      const action = role ? 'role.grant' : 'role.revoke';
      allow(ctx.staff, action);
      notYourself(ctx, userId);
      await db.transaction(async (tx) => {
        const user = await target(userId, tx);
        if (deps.adminEmails.includes(user.email.toLowerCase())) {
          throw conflict('admin.role_from_config');
        }
        if (role) {
          if (!user.isVerified) {
            throw conflict(
              'admin.no_change',
              'Ce compte doit d’abord vérifier son adresse e-mail pour recevoir un rôle.',
            );
          }
          await admin.setRole(tx, userId, role, ctx.staff.userId);
        } else if (!(await admin.removeRole(tx, userId))) {
          throw conflict('admin.no_change', 'Ce compte n’a pas de rôle.');
        }
        // Whatever the new role, the member's sessions pass the second factor again.
        await deps.secondFactors.endStepUps(tx, userId);
        await admin.appendAudit(tx, record(ctx, action, user, { role }));
      });
      return { message: role ? 'Le rôle a été donné.' : 'Le rôle a été retiré.' };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
