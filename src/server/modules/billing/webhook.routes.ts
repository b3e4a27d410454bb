import type { FastifyInstance } from 'fastify';
import { PaymentSignatureError, type PaymentsProvider } from '../../adapters/payments/payments.js';
import { badRequest } from '../../errors.js';
import type { Metrics } from '../../lib/metrics.js';
import type { WebhookHandler } from './webhook-handler.js';

/** Stripe's events can outgrow the API's 64 kB bodies (an invoice with many lines). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/stripe/webhook (ARCHITECTURE.md): the raw body, for the signature
 * (a parser scoped to this route); 400 for a bad, missing or stale one; 2xx
 * only once the event's effect is committed, so the provider retries otherwise.
 */
export function webhookRoutes(deps: {
  provider: PaymentsProvider;
  webhooks: WebhookHandler;
  metrics: Metrics;
}) {
  const { provider, webhooks, metrics } = deps;

  return async function (app: FastifyInstance) {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.post('/api/stripe/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = provider.verifyWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof PaymentSignatureError) {
          metrics.webhookEvents.inc({ type: 'inconnu', result: 'bad_signature' });
          request.log.warn({ err: error }, 'webhook refusé');
          throw badRequest('billing.webhook_signature');
        }
        throw error;
      }
      try {
        await webhooks.handle(event);
      } catch (error) {
        metrics.webhookEvents.inc({ type: event.type, result: 'error' });
        throw error;
      }
      metrics.webhookEvents.inc({ type: event.type, result: 'handled' });
      return { received: true };
    });
  };
}
