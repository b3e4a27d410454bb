import type { FastifyInstance } from 'fastify';
import { adminModule } from './admin/admin.module.js';
import { accountModule } from './account/account.module.js';
import { appConfigModule } from './app-config/app-config.module.js';
import { authModule } from './auth/auth.module.js';
import { billingModule } from './billing/billing.module.js';
import { chatModule } from './chat/chat.module.js';
import { STALE_EXCHANGE_MS } from './chat/exchange-recovery.js';
import { conversationsModule } from './conversations/conversations.module.js';
import { emailsModule } from './emails/emails.module.js';
import { guestModule } from './guest/guest.module.js';
import { purgeExpiredData } from './purge-expired-data.js';
import type { AppModule } from './module.js';
import { newsletterModule } from './newsletter/newsletter.module.js';
import { passwordsModule } from './passwords/passwords.module.js';
import { createServices, type ServicesContext } from './services.js';

/** Every feature of the app, registered in this order (ADR 009). */
const MODULES: readonly AppModule[] = [
  appConfigModule,
  authModule,
  emailsModule,
  passwordsModule,
  accountModule,
  newsletterModule,
  conversationsModule,
  chatModule,
  guestModule,
  billingModule,
  adminModule,
];

/** Builds the services, registers every module, and answers what the process must tend. */
export async function registerModules(app: FastifyInstance, ctx: ServicesContext) {
  const services = createServices(ctx);
  for (const module of MODULES) await module.register(app, services);
  const { clock, chat, guest, db } = services;

  return {
    services,
    outbox: services.outbox,
    /** Where the periodic jobs' runs are written (server.ts's jobs; the back office reads them). */
    jobRuns: services.jobRuns,
    /** Closes and refunds the exchanges that a dead process left pending (ADR 008). */
    async recoverStaleExchanges(olderThanMs = STALE_EXCHANGE_MS) {
      const cutoff = new Date(clock.now().getTime() - olderThanMs);
      const customers = await chat.recoverStale(cutoff);
      const guests = await guest.recoverStale(cutoff);
      if (customers.closed + guests.closed > 0) {
        app.log.warn({ customers, guests }, 'échanges interrompus clos et remboursés');
      }
      return { customers, guests };
    },
    purgeExpiredData: () => purgeExpiredData(db, clock),
  };
}

export type ModulesHandle = Awaited<ReturnType<typeof registerModules>>;
