import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PaymentEvent } from '../../adapters/payments/payments.js';
import type { SimulatedPayments } from '../../adapters/payments/simulated.payments.js';
import { notFound } from '../../errors.js';
import type { AuthGuard } from '../../plugins/auth-guard.js';
import { checkoutPage, invoicePage, portalPage, simulatedPage } from './simulated-pages.html.js';
import type { WebhookHandler } from './webhook-handler.js';

const ID = z.string().regex(/^[\w-]{1,200}$/);
const PORTAL_ACTIONS = {
  cancel: 'scheduleCancellation',
  resume: 'resume',
  'pay-invoice': 'recover',
  renew: 'renew',
  'fail-renewal': 'failRenewal',
  'end-period': 'endPeriod',
  'give-up': 'giveUp',
} as const;
/** What only a developer may trigger: never in production. */
const DEV_ACTIONS = new Set(['renew', 'fail-renewal', 'end-period', 'give-up']);

/**
 * The simulated provider's checkout and portal (ADR 010), served only when no
 * Stripe is configured. Paying or cancelling there produces Stripe-shaped
 * events, handled by the very same handler as the webhook. Pages are under
 * /paiement-simule; their forms post to /api/… so the cross-site policy
 * guards them like the rest of the API.
 */
export function simulatedPaymentsRoutes(deps: {
  payments: SimulatedPayments;
  webhooks: WebhookHandler;
  guard: AuthGuard;
  isProduction: boolean;
}) {
  const { payments, webhooks, guard, isProduction } = deps;
  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page);
  const handled = async (events: PaymentEvent[]) => webhooks.handleAll(events);

  return async function (app: FastifyInstance) {
    await app.register(formbody);

    app.get('/paiement-simule/:id', async (request, reply) => {
      const id = ID.safeParse((request.params as { id: string }).id);
      const checkout = id.success ? await payments.describeCheckout(id.data) : null;
      if (!checkout) {
        return html(
          reply,
          simulatedPage(
            'Paiement',
            '<div class="card"><h1>Session de paiement introuvable</h1><p><a href="/">Revenir au site</a></p></div>',
          ),
          404,
        );
      }
      return html(reply, checkoutPage(checkout));
    });

    app.post('/api/simulated-payments/checkout/:id/:choice', async (request, reply) => {
      const { id, choice } = request.params as { id: string; choice: string };
      const checkout = ID.safeParse(id).success ? await payments.describeCheckout(id) : null;
      if (!checkout || (choice !== 'pay' && choice !== 'cancel'))
        throw notFound('common.not_found');
      // Paid or expired already (a second tab, the back button): said in French, not a 500.
      if (checkout.status !== 'open') return html(reply, checkoutPage(checkout), 409);
      if (choice === 'pay') {
        const email = z
          .object({ email: z.string().trim().toLowerCase().email().optional() })
          .safeParse(request.body);
        if (checkout.kind === 'special_offer' && !(email.success && email.data.email)) {
          return html(reply, checkoutPage({ ...checkout, email: null }), 400);
        }
        await handled(
          await payments.pay(
            id,
            email.success && email.data.email ? { email: email.data.email } : {},
          ),
        );
        return reply.redirect(checkout.successUrl ?? '/', 303);
      }
      await handled(await payments.abandon(id));
      return reply.redirect(checkout.cancelUrl ?? '/', 303);
    });

    app.get('/paiement-simule/portail/:customerId', async (request, reply) => {
      const { customerId } = request.params as { customerId: string };
      const query = z
        .object({ session: ID.optional(), facture: ID.optional() })
        .safeParse(request.query);
      const session =
        query.success && query.data.session
          ? await payments.portalSession(query.data.session)
          : null;
      if (!session || session.customerId !== customerId) {
        return html(
          reply,
          simulatedPage(
            'Gérer mon abonnement',
            '<div class="card"><h1>Lien expiré</h1><p>Ouvrez à nouveau « Gérer » depuis votre abonnement.</p><p><a href="/subscription">Mon abonnement</a></p></div>',
          ),
          404,
        );
      }
      return html(
        reply,
        portalPage({
          customerId,
          session: query.data!.session!,
          returnUrl: session.returnUrl,
          subscriptions: await payments.listSubscriptions(customerId),
          failedInvoice: query.data!.facture ?? null,
          invoices: await payments.listInvoices(customerId),
          devTriggers: !isProduction,
        }),
      );
    });

    // An invoice opens only within a portal session of its own customer, as the portal it comes from.
    app.get('/paiement-simule/facture/:invoiceId', async (request, reply) => {
      const { invoiceId } = request.params as { invoiceId: string };
      const query = z.object({ session: ID }).safeParse(request.query);
      const session = query.success ? await payments.portalSession(query.data.session) : null;
      const invoice = session
        ? (await payments.listInvoices(session.customerId)).find((i) => i.id === invoiceId)
        : undefined;
      if (!session || !invoice) {
        return html(
          reply,
          simulatedPage(
            'Facture',
            '<div class="card"><h1>Facture introuvable</h1><p>Ouvrez « Gérer » depuis votre abonnement, puis « Mes factures ».</p><p><a href="/subscription">Mon abonnement</a></p></div>',
          ),
          404,
        );
      }
      const portal = `/paiement-simule/portail/${encodeURIComponent(session.customerId)}?session=${encodeURIComponent(query.data!.session)}`;
      return html(reply, invoicePage(invoice, portal));
    });

    app.post('/api/simulated-payments/portal/:customerId/:action', async (request, reply) => {
      const { customerId, action } = request.params as { customerId: string; action: string };
      const body = z.object({ session: ID, subscriptionId: ID }).safeParse(request.body);
      const method = PORTAL_ACTIONS[action as keyof typeof PORTAL_ACTIONS];
      if (!body.success || !method || (isProduction && DEV_ACTIONS.has(action)))
        throw notFound('common.not_found');
      const session = await payments.portalSession(body.data.session);
      const owned = (await payments.listSubscriptions(customerId)).some(
        (s) => s.id === body.data.subscriptionId,
      );
      if (!session || session.customerId !== customerId || !owned)
        throw notFound('common.not_found');
      await handled(await payments[method](body.data.subscriptionId));
      return reply.redirect(
        `/paiement-simule/portail/${encodeURIComponent(customerId)}?session=${encodeURIComponent(body.data.session)}`,
        303,
      );
    });

    // The embedded flow's form (/stripe-payment) when no Stripe is configured.
    app.post(
      '/api/simulated-payments/intents/:subscriptionId/confirm',
      { onRequest: guard.requireUser },
      async (request) => {
        const { subscriptionId } = request.params as { subscriptionId: string };
        const sub = ID.safeParse(subscriptionId).success
          ? await payments.getSubscription(subscriptionId)
          : null;
        if (!sub || sub.metadata.userId !== String(request.auth!.userId))
          throw notFound('billing.checkout_not_found');
        await handled(await payments.confirmIntent(subscriptionId));
        return { success: true };
      },
    );
  };
}
