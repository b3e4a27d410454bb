import type { SimulatedPayments } from '../../adapters/payments/simulated.payments.js';
import type { AppModule } from '../module.js';
import { billingRoutes } from './billing.routes.js';
import { simulatedPaymentsRoutes } from './simulated-payments.routes.js';
import { specialOfferRoutes } from './special-offer.routes.js';
import { webhookRoutes } from './webhook.routes.js';

export const billingModule: AppModule = {
  name: 'billing',
  async register(app, s) {
    const { payments } = s.adapters;
    await app.register(billingRoutes({ service: s.billing, guard: s.guard, limit: s.limit }));
    await app.register(specialOfferRoutes({ offer: s.specialOffer, limit: s.limit }));
    await app.register(
      webhookRoutes({ provider: payments, webhooks: s.webhooks, metrics: s.metrics }),
    );
    if (payments.simulated) {
      await app.register(
        simulatedPaymentsRoutes({
          payments: payments as SimulatedPayments,
          webhooks: s.webhooks,
          guard: s.guard,
          isProduction: s.isProduction,
        }),
      );
    }
  },
};
