import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionResultSchema,
  adjustBodySchema,
  auditListSchema,
  cancelBodySchema,
  codeBodySchema,
  customerDetailSchema,
  enrolmentSchema,
  businessFiguresSchema,
  careFiguresSchema,
  customerListSchema,
  eventParamsSchema,
  figuresQuerySchema,
  mailParamsSchema,
  paymentParamsSchema,
  reasonBodySchema,
  recoveryCodesSchema,
  refundBodySchema,
  roleBodySchema,
  searchQuerySchema,
  secondFactorStatusSchema,
  serviceHealthSchema,
  staffMeSchema,
  userIdParamsSchema,
  verifiedSchema,
  type StaffMe,
} from '#shared/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../errors.js';
import { MINUTE, type Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import { clientMetaOf } from '../auth/client-meta.js';
import type { AdminRepository } from './admin.repository.js';
import type { ActionContext, AdminService } from './admin.service.js';
import type { CustomersRead } from './customers.read.js';
import { careCsv, readCareFigures } from './care-counts.js';
import { figuresCsv, readBusinessFigures } from './figures.read.js';
import type { ServiceHealthRead } from './service-health.read.js';
import type { SecondFactor } from './second-factor.service.js';
import { findStaff } from './staff-access.read.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the back office's guard: who is acting, with which role. */
    staff: StaffMe | null;
  }
  interface FastifyContextConfig {
    /** The route is how a session passes the second factor, or carries a code itself (ADR 018). */
    beforeStepUp?: boolean;
  }
}

/** A person at work reads and acts a few times a minute; a script that loops is stopped. */
const STAFF_LIMIT = { max: 300, windowMs: 5 * MINUTE };

/**
 * The back office's API (issue 40), all under /api/admin: a live session,
 * then a role read at every request (a role taken away closes it at once),
 * then a limit per staff member, then the second factor when the member
 * enrolled or the configuration requires it (ADR 018). Anyone else gets a
 * French 403.
 */
export function adminRoutes(deps: {
  db: Db;
  guard: AuthGuard;
  limit: RateLimiter;
  clock: Clock;
  adminEmails: readonly string[];
  admin: AdminRepository;
  customers: CustomersRead;
  service: AdminService;
  health: ServiceHealthRead;
  secondFactor: SecondFactor;
}) {
  const { db, guard, limit, clock, adminEmails, admin, customers, service, health } = deps;
  const { secondFactor } = deps;

  async function requireStaff(request: FastifyRequest) {
    await guard.requireUser(request, undefined as never);
    const staff = await findStaff(db, request.auth!.userId, adminEmails);
    if (!staff) throw forbidden('admin.forbidden');
    await limit('admin:staff', String(staff.userId), STAFF_LIMIT, 'admin.rate_limited');
    if (!request.routeOptions.config.beforeStepUp) {
      await secondFactor.requireStepUp(staff, request.auth!);
    }
    request.staff = staff;
  }

  const context = (request: FastifyRequest, reason: string): ActionContext => ({
    staff: request.staff!,
    reason,
    meta: clientMetaOf(request),
  });

  return async function (app: FastifyInstance) {
    app.decorateRequest('staff', null);
    app.addHook('onRequest', requireStaff);
    // What the back office answers is about people: no cache anywhere may keep it.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const action = { response: { 200: actionResultSchema } };

    api.get('/api/admin/me', { schema: { response: { 200: staffMeSchema } } }, (request) =>
      Promise.resolve(request.staff!),
    );

    // The second factor (ADR 018): reached before the step-up, each proving itself by a code.
    const beforeStepUp = { beforeStepUp: true };
    api.get(
      '/api/admin/second-factor',
      { config: beforeStepUp, schema: { response: { 200: secondFactorStatusSchema } } },
      (request) => secondFactor.status(request.staff!, request.auth!),
    );
    api.post(
      '/api/admin/second-factor/enrolment',
      { config: beforeStepUp, schema: { response: { 200: enrolmentSchema } } },
      (request) => secondFactor.startEnrolment(request.staff!),
    );
    api.post(
      '/api/admin/second-factor/enrolment/confirm',
      {
        config: beforeStepUp,
        schema: { body: codeBodySchema, response: { 200: recoveryCodesSchema } },
      },
      (request) =>
        secondFactor.confirmEnrolment(
          request.staff!,
          request.auth!,
          clientMetaOf(request),
          request.body.code,
        ),
    );
    api.post(
      '/api/admin/second-factor/verify',
      { config: beforeStepUp, schema: { body: codeBodySchema, response: { 200: verifiedSchema } } },
      (request) =>
        secondFactor.verify(
          request.staff!,
          request.auth!,
          clientMetaOf(request),
          request.body.code,
        ),
    );
    api.post(
      '/api/admin/second-factor/recovery-codes',
      {
        config: beforeStepUp,
        schema: { body: codeBodySchema, response: { 200: recoveryCodesSchema } },
      },
      (request) =>
        secondFactor.renewRecoveryCodes(request.staff!, clientMetaOf(request), request.body.code),
    );
    api.post(
      '/api/admin/second-factor/disable',
      { config: beforeStepUp, schema: { body: codeBodySchema, ...action } },
      (request) => secondFactor.disable(request.staff!, clientMetaOf(request), request.body.code),
    );

    api.get(
      '/api/admin/users',
      { schema: { querystring: searchQuerySchema, response: { 200: customerListSchema } } },
      async (request) => ({ users: await customers.search(request.query.q) }),
    );

    api.get(
      '/api/admin/users/:id',
      { schema: { params: userIdParamsSchema, response: { 200: customerDetailSchema } } },
      async (request) => {
        const detail = await customers.detail(request.params.id, adminEmails, clock.now());
        if (!detail) throw notFound('admin.user_not_found');
        return detail;
      },
    );

    // The business of a period: the operators'.
    const operatorsOnly = async (request: FastifyRequest) => {
      if (request.staff!.role !== 'operator') throw forbidden('admin.not_allowed');
    };
    api.get(
      '/api/admin/figures',
      {
        preHandler: operatorsOnly,
        schema: { querystring: figuresQuerySchema, response: { 200: businessFiguresSchema } },
      },
      (request) => readBusinessFigures(db, request.query),
    );
    api.get(
      '/api/admin/health',
      { preHandler: operatorsOnly, schema: { response: { 200: serviceHealthSchema } } },
      () => health(),
    );
    api.get(
      '/api/admin/figures.csv',
      { preHandler: operatorsOnly, schema: { querystring: figuresQuerySchema } },
      async (request, reply) => {
        const figures = await readBusinessFigures(db, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="chiffres-${figures.from}-${figures.to}.csv"`,
          )
          .send(figuresCsv(figures));
      },
    );

    // The care layer at work: counts per day, never a word of a consultation.
    api.get(
      '/api/admin/care',
      {
        preHandler: operatorsOnly,
        schema: { querystring: figuresQuerySchema, response: { 200: careFiguresSchema } },
      },
      (request) => readCareFigures(db, request.query),
    );
    api.get(
      '/api/admin/care.csv',
      { preHandler: operatorsOnly, schema: { querystring: figuresQuerySchema } },
      async (request, reply) => {
        const figures = await readCareFigures(db, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="aide-${figures.from}-${figures.to}.csv"`,
          )
          .send(careCsv(figures));
      },
    );

    api.get('/api/admin/audit', { schema: { response: { 200: auditListSchema } } }, async () => ({
      entries: await admin.audit(),
    }));

    api.get(
      '/api/admin/users/:id/audit',
      { schema: { params: userIdParamsSchema, response: { 200: auditListSchema } } },
      async (request) => ({ entries: await admin.audit(request.params.id) }),
    );

    api.post(
      '/api/admin/users/:id/messages',
      { schema: { params: userIdParamsSchema, body: adjustBodySchema, ...action } },
      (request) =>
        service.adjustMessages(
          context(request, request.body.reason),
          request.params.id,
          request.body.delta,
        ),
    );

    const withReason = { params: userIdParamsSchema, body: reasonBodySchema, ...action };
    api.post('/api/admin/users/:id/verification-mail', { schema: withReason }, (request) =>
      service.resendVerification(context(request, request.body.reason), request.params.id),
    );
    api.post('/api/admin/users/:id/login-link', { schema: withReason }, (request) =>
      service.sendLoginLink(context(request, request.body.reason), request.params.id),
    );
    api.post('/api/admin/users/:id/sessions/end-all', { schema: withReason }, (request) =>
      service.endAllSessions(context(request, request.body.reason), request.params.id),
    );
    api.post('/api/admin/users/:id/suspend', { schema: withReason }, (request) =>
      service.setSuspended(context(request, request.body.reason), request.params.id, true),
    );
    api.post('/api/admin/users/:id/restore', { schema: withReason }, (request) =>
      service.setSuspended(context(request, request.body.reason), request.params.id, false),
    );
    api.post('/api/admin/users/:id/delete', { schema: withReason }, (request) =>
      service.deleteAccount(context(request, request.body.reason), request.params.id),
    );

    api.post(
      '/api/admin/users/:id/subscription/cancel',
      { schema: { params: userIdParamsSchema, body: cancelBodySchema, ...action } },
      (request) =>
        service.cancelSubscription(
          context(request, request.body.reason),
          request.params.id,
          request.body.when,
        ),
    );

    api.post(
      '/api/admin/users/:id/payments/:paymentId/refund',
      { schema: { params: paymentParamsSchema, body: refundBodySchema, ...action } },
      (request) =>
        service.refundPayment(
          context(request, request.body.reason),
          request.params.id,
          request.params.paymentId,
          request.body.amountCents,
        ),
    );

    api.post('/api/admin/users/:id/second-factor/reset', { schema: withReason }, (request) =>
      secondFactor.reset(context(request, request.body.reason), request.params.id),
    );
    // What the service health screen lists: a payment event to replay, a mail to send again.
    api.post(
      '/api/admin/webhook-events/:eventId/replay',
      { schema: { params: eventParamsSchema, body: reasonBodySchema, ...action } },
      (request) =>
        service.replayWebhookEvent(context(request, request.body.reason), request.params.eventId),
    );
    api.post(
      '/api/admin/mails/:id/retry',
      { schema: { params: mailParamsSchema, body: reasonBodySchema, ...action } },
      (request) => service.retryMail(context(request, request.body.reason), request.params.id),
    );

    api.put(
      '/api/admin/users/:id/role',
      { schema: { params: userIdParamsSchema, body: roleBodySchema, ...action } },
      (request) =>
        service.setRole(
          context(request, request.body.reason),
          request.params.id,
          request.body.role,
        ),
    );
  };
}
