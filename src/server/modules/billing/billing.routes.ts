import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelResponseSchema,
  cguAcceptanceBodySchema,
  confirmPaymentBodySchema,
  confirmPaymentResponseSchema,
  paymentSecretBodySchema,
  paymentSecretResponseSchema,
  planChangeBodySchema,
  planChangeIdSchema,
  planChangePreviewSchema,
  portalResponseSchema,
  resumeResponseSchema,
  scheduledPlanSchema,
  redirectResponseSchema,
  subscriptionSummarySchema,
} from '#shared/schemas/billing.js';
import { notFound } from '../../errors.js';
import { HOUR } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import type { BillingService } from './billing.service.js';

const PER_HOUR = (max: number) => ({ max, windowMs: HOUR });

export function billingRoutes(deps: {
  service: BillingService;
  guard: AuthGuard;
  limit: RateLimiter;
}) {
  const { service, guard, limit } = deps;

  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', guard.requireUser);
    const who = (request: { auth: { userId: number } | null }) => request.auth!.userId;

    api.get(
      '/api/subscription',
      { schema: { response: { 200: subscriptionSummarySchema } } },
      (request) => service.summary(who(request)),
    );

    api.post(
      '/api/record-cgu-acceptance',
      { schema: { body: cguAcceptanceBodySchema } },
      async (request) => {
        await limit('billing:consent', String(who(request)), PER_HOUR(30));
        return service.recordConsent(who(request), request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        });
      },
    );

    api.get(
      '/api/subscribe/:tier',
      {
        schema: {
          params: z.object({ tier: z.string().max(100) }),
          response: { 200: redirectResponseSchema },
        },
      },
      async (request) => {
        await limit('billing:subscribe', String(who(request)), PER_HOUR(20));
        return service.subscribe(who(request), request.params.tier);
      },
    );

    api.post(
      '/api/billing/confirm',
      {
        schema: { body: confirmPaymentBodySchema, response: { 200: confirmPaymentResponseSchema } },
      },
      async (request) => {
        await limit('billing:confirm', String(who(request)), PER_HOUR(60));
        return service.confirm(who(request), request.body);
      },
    );

    api.post(
      '/api/billing/payment-secret',
      {
        schema: { body: paymentSecretBodySchema, response: { 200: paymentSecretResponseSchema } },
      },
      async (request) => {
        await limit('billing:payment-secret', String(who(request)), PER_HOUR(30));
        return service.paymentSecret(who(request), request.body.subscriptionId);
      },
    );

    api.post(
      '/api/subscription/cancel',
      { schema: { response: { 200: cancelResponseSchema } } },
      async (request) => {
        await limit('billing:cancel', String(who(request)), PER_HOUR(10));
        return service.cancel(who(request));
      },
    );

    api.get(
      '/api/subscription/plan-change/:tier',
      {
        schema: {
          params: z.object({ tier: z.string().max(100) }),
          response: { 200: planChangePreviewSchema },
        },
      },
      async (request) => {
        await limit('billing:plan-change-preview', String(who(request)), PER_HOUR(120));
        return service.previewPlanChange(who(request), request.params.tier);
      },
    );

    api.post(
      '/api/subscription/plan-change',
      { schema: { body: planChangeBodySchema, response: { 200: scheduledPlanSchema } } },
      async (request) => {
        await limit('billing:plan-change', String(who(request)), PER_HOUR(20));
        return service.schedulePlanChange(who(request), request.body.tier);
      },
    );

    api.delete(
      '/api/subscription/plan-change/:id',
      { schema: { params: z.object({ id: z.string().max(100) }) } },
      async (request) => {
        await limit('billing:plan-change', String(who(request)), PER_HOUR(20));
        // Any id that is not one of ours is simply not found, like another user's.
        if (!planChangeIdSchema.safeParse(request.params.id).success) {
          throw notFound('billing.plan_change_not_found');
        }
        return service.undoPlanChange(who(request), request.params.id);
      },
    );

    api.post(
      '/api/subscription/resume',
      { schema: { response: { 200: resumeResponseSchema } } },
      async (request) => {
        await limit('billing:cancel', String(who(request)), PER_HOUR(10));
        return service.resume(who(request));
      },
    );

    api.post(
      '/api/billing/portal',
      { schema: { response: { 200: portalResponseSchema } } },
      async (request) => {
        await limit('billing:portal', String(who(request)), PER_HOUR(20));
        return service.portal(who(request));
      },
    );
  };
}
