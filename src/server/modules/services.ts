import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#shared/schemas/app-config.js';
import type { Adapters } from '../adapters/index.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { Metrics } from '../lib/metrics.js';
import { createRateLimiter } from '../lib/rate-limiter.js';
import { createSecretBox } from '../lib/secret-box.js';
import { createAuthGuard } from '../plugins/auth-guard.js';
import { createAccountDeletion } from './account/account-deletion.service.js';
import { createAccountExport } from './account/account-export.js';
import { createAccountExportRead } from './account/account-export.read.js';
import { createAccountService } from './account/account.service.js';
import { createAccessTokens } from './auth/access-tokens.js';
import { createAuthRepository } from './auth/auth.repository.js';
import { createMailboxProof } from './auth/mailbox-proof.js';
import { createAuthService, DEFAULT_AUTH_LIMITS, type AuthLimits } from './auth/auth.service.js';
import { createMagicLinks } from './auth/magic-link.service.js';
import { createRefreshCookie } from './auth/refresh-cookie.js';
import { createSessionHandoffs } from './auth/session-handoff.service.js';
import { createSessions } from './auth/sessions.service.js';
import { createAdminRepository } from './admin/admin.repository.js';
import { createAdminService } from './admin/admin.service.js';
import { createCareCounts, type CareMeasure } from './admin/care-counts.js';
import { createCustomersRead } from './admin/customers.read.js';
import { providerLinkFor } from './admin/provider-link.js';
import { createSecondFactorRepository } from './admin/second-factor.repository.js';
import { createSecondFactor } from './admin/second-factor.service.js';
import { createServiceHealth } from './admin/service-health.read.js';
import { createBalanceService } from './balance/balance.service.js';
import { createBillingRepository } from './billing/billing.repository.js';
import { createBillingService } from './billing/billing.service.js';
import { createFulfilment } from './billing/fulfilment.js';
import { createIdempotencyKeys } from './billing/idempotency-keys.js';
import { createOfferMails } from './billing/offer-mails.js';
import { createSpecialOffer } from './billing/special-offer.service.js';
import { createWebhookFailuresRepository } from './billing/webhook-failures.repository.js';
import { createWebhookHandler } from './billing/webhook-handler.js';
import { createChatService } from './chat/chat.service.js';
import type { CareDecision } from './chat/care.js';
import { createReplyWriter } from './chat/reply-writer.js';
import { createConsentRepository } from './consent/consent.repository.js';
import { createConversationsRepository } from './conversations/conversations.repository.js';
import { createConversationsService } from './conversations/conversations.service.js';
import { createEmailVerification } from './emails/email-verification.service.js';
import { createEmailsRepository } from './emails/emails.repository.js';
import { createOneTimeLinks } from './emails/one-time-links.js';
import { createOutbox } from './emails/outbox.service.js';
import { createGuestClaim } from './guest/guest-claim.js';
import { createGuestRepository } from './guest/guest.repository.js';
import { createGuestService } from './guest/guest.service.js';
import { createJobRunsRepository } from './maintenance/job-runs.repository.js';
import { createPasswordsService } from './passwords/passwords.service.js';
import { sessionUsers } from './session-user/session-users.js';
import { createAddressHolder } from './users/address-holder.js';
import { createUsersRepository } from './users/users.repository.js';

/** What the app gives its modules: the database, the outside services, the settings. */
export interface ServicesContext {
  database: Database;
  adapters: Adapters;
  clock: Clock;
  log: FastifyBaseLogger;
  isProduction: boolean;
  jwtSecret: string;
  publicUrl: string;
  appConfig: AppConfig;
  metrics: Metrics;
  checkoutFlow: 'hosted' | 'embedded';
  guestSessionsPerIpPerDay: number;
  authLimits?: AuthLimits;
  /** ADMIN_EMAILS, lower-cased (issue 40). */
  adminEmails: readonly string[];
  /** ADMIN_REQUIRE_2FA (ADR 018). */
  adminRequireSecondFactor: boolean;
  /** What the TOTP secrets' key is derived from. */
  secondFactorKey: string;
}

/**
 * The composition root: every repository and service, built once, in the
 * order they depend on each other (ADR 009). Modules take what they use from
 * here; a new feature adds its lines here and its entry in the module list.
 */
export function createServices(ctx: ServicesContext) {
  const { clock, isProduction, publicUrl, log, adapters } = ctx;
  const db = ctx.database.db;
  const limit = createRateLimiter(adapters.rateLimitStore);

  const users = createUsersRepository({ db });
  const balance = createBalanceService({ db });
  const conversations = createConversationsRepository({ db });
  const guests = createGuestRepository({ db });
  const emails = createEmailsRepository({ db });

  const accessTokens = createAccessTokens(ctx.jwtSecret, clock);
  const guard = createAuthGuard(accessTokens, db);
  const cookie = createRefreshCookie(isProduction);
  const outbox = createOutbox({ emails, mailer: adapters.mailer, clock, log, isProduction });
  const links = createOneTimeLinks(emails, clock);
  const addressHolder = createAddressHolder({ users, reservedFor: links.reservedFor });
  const consent = createConsentRepository({ db });
  const claimGuestConversation = createGuestClaim(guests, conversations);
  const authRepository = createAuthRepository({ db });
  const sessions = createSessions({ db, auth: authRepository, users, accessTokens, clock });
  const auth = createAuthService({
    db,
    users,
    auth: authRepository,
    sessions,
    consent,
    accessTokens,
    clock,
    limit,
    limits: ctx.authLimits ?? DEFAULT_AUTH_LIMITS,
    addressHolder,
    claimGuestConversation,
  });
  const { metrics } = ctx;
  // How often the care layer answers, by level and kind: counts, never a message (issue 10).
  // The same answers, day by day in the database, for the back office's care screen: the
  // process's counters start again at each restart, a week's figures must not (issue 40).
  const careCounts = createCareCounts(db);
  const countCare = (measures: CareMeasure[]) => {
    careCounts
      .add(clock.now(), measures)
      .catch((error: unknown) => log.error({ err: error }, 'compte de la couche d’aide perdu'));
  };
  const observeCare = ({ assessment, followUp, startsCareMode }: CareDecision) => {
    const kind = followUp ? 'suivi' : assessment.minor ? 'mineur' : 'premiere';
    // Which part of the detector fired (rules, learned model, both): an operator watches the model's share.
    metrics.careAnswers.inc({ level: assessment.level, kind, source: assessment.source });
    countCare([
      'detection',
      ...(startsCareMode ? (['care_mode'] as const) : []),
      ...(kind === 'mineur' ? (['minor'] as const) : []),
    ]);
    log.info(
      {
        care: {
          level: assessment.level,
          kind,
          source: assessment.source,
          families: assessment.families,
          adjacent: assessment.adjacent,
        },
      },
      'réponse de la couche d’aide',
    );
  };
  const llmLabel = { llm: adapters.llm.name };
  const writer = createReplyWriter({
    llm: adapters.llm,
    log,
    observe: {
      accepted: () => metrics.messagesSent.inc(),
      firstPiece: (seconds) => metrics.firstToken.observe(llmLabel, seconds),
      settled: (outcome, seconds) => {
        metrics.replyDuration.observe({ ...llmLabel, outcome }, seconds);
        if (outcome !== 'complete') metrics.refunds.inc({ cause: outcome });
      },
      careAdded: () => {
        metrics.careAnswers.inc({ level: 'second_avis', kind: 'ajout', source: 'second_avis' });
        metrics.refunds.inc({ cause: 'second_avis' });
        countCare(['second_opinion']);
      },
    },
  });
  ctx.metrics.gauge(
    'chat_streams_in_flight',
    'Réponses en cours d’écriture',
    () => writer.inFlight,
  );
  ctx.metrics.gauge('email_outbox_backlog', 'E-mails en attente d’un nouvel essai', () =>
    emails.pendingCount(),
  );
  ctx.metrics.gauge('email_outbox_failed', 'E-mails abandonnés après tous les essais', () =>
    emails.failedCount(),
  );
  const passwords = createPasswordsService({
    db,
    users,
    endAllSessions: sessions.endAll,
    links,
    outbox,
    limit,
    publicUrl,
  });
  const handoffs = createSessionHandoffs({ db, clock });

  const billing = createBillingRepository({ db });
  const webhookFailures = createWebhookFailuresRepository({ db });
  ctx.metrics.gauge(
    'payment_webhook_failures_open',
    'Événements de paiement en échec, ni renvoyés avec succès ni rejoués',
    () => webhookFailures.openCount(),
  );
  const jobRuns = createJobRunsRepository({ db, clock });
  const verification = createEmailVerification({ db, users, balance, links, outbox, publicUrl });
  const account = createAccountService({
    db,
    users,
    sessions,
    verification,
    links,
    addressHolder,
    outbox,
    passwords,
    limit,
    clock,
    publicUrl,
  });
  const fulfilment = createFulfilment({
    billing,
    balance,
    users,
    addressHolder,
    consent,
    claimGuestConversation,
    clock,
    publicUrl,
  });
  const offerMails = createOfferMails({ users, passwords, publicUrl });
  const idempotencyKey = createIdempotencyKeys(billing);
  const webhooks = createWebhookHandler({
    db,
    provider: adapters.payments,
    billing,
    users,
    fulfilment,
    offerMails,
    outbox,
    failures: webhookFailures,
    clock,
    publicUrl,
    log,
  });

  const magicLinks = createMagicLinks({ db, users, outbox, limit, clock, publicUrl });
  const accountDeletion = createAccountDeletion({
    db,
    users,
    billing,
    guests,
    emails,
    provider: adapters.payments,
    newsletter: adapters.newsletter,
    outbox,
    log,
  });
  const billingService = createBillingService({
    db,
    provider: adapters.payments,
    billing,
    balance,
    consent,
    fulfilment,
    webhooks,
    failures: webhookFailures,
    outbox,
    clock,
    publicUrl,
    checkoutFlow: ctx.checkoutFlow,
    idempotencyKey,
    sessionUsers,
    log,
  });
  const adminRepository = createAdminRepository({ db });
  const secondFactors = createSecondFactorRepository({ db });

  return {
    db,
    clock,
    metrics: ctx.metrics,
    limit,
    log,
    isProduction,
    publicUrl,
    jwtSecret: ctx.jwtSecret,
    appConfig: ctx.appConfig,
    adapters,
    users,
    balance,
    emails,
    guard,
    cookie,
    outbox,
    auth,
    handoffs,
    magicLinks,
    mailboxProof: createMailboxProof({ users, sessions, passwords, outbox, clock }),
    verification,
    sessions,
    account,
    accountExport: createAccountExport({
      repository: createAccountExportRead({ db }),
      sessions,
      limit,
      clock,
      sessionUser: account.sessionUser,
    }),
    accountDeletion,
    passwords,
    conversations: createConversationsService({ conversations, limit, clock }),
    writer,
    chat: createChatService({ db, conversations, balance, writer, limit, clock, observeCare }),
    guest: createGuestService({
      db,
      guests,
      writer,
      limit,
      clock,
      observeCare,
      sessionsPerAddressPerDay: ctx.guestSessionsPerIpPerDay,
    }),
    webhooks,
    billing: billingService,
    specialOffer: createSpecialOffer({
      db,
      provider: adapters.payments,
      billing,
      idempotencyKey,
      webhooks,
      fulfilment,
      offerMails,
      guests,
      handoffs,
      clock,
      publicUrl,
    }),
    adminEmails: ctx.adminEmails,
    adminRepository,
    jobRuns,
    adminHealth: createServiceHealth({ db, metrics: ctx.metrics, clock, startedAt: clock.now() }),
    adminCustomers: createCustomersRead({
      db,
      providerLink: providerLinkFor(adapters.payments),
      disputes: billingService.disputes,
    }),
    secondFactor: createSecondFactor({
      db,
      repository: secondFactors,
      admin: adminRepository,
      users,
      outbox,
      limit,
      clock,
      box: createSecretBox(ctx.secondFactorKey, 'staff-totp'),
      required: ctx.adminRequireSecondFactor,
    }),
    admin: createAdminService({
      db,
      admin: adminRepository,
      secondFactors,
      users,
      balance,
      sessions,
      verification,
      magicLinks,
      billing: billingService,
      deletion: accountDeletion,
      emails,
      outbox,
      clock,
      adminEmails: ctx.adminEmails,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
