import type { AppModule } from '../module.js';
import { devEmailsRoutes } from './dev-emails.routes.js';
import { emailVerificationRoutes } from './email-verification.routes.js';

export const emailsModule: AppModule = {
  name: 'emails',
  async register(app, s) {
    await app.register(
      emailVerificationRoutes({
        verification: s.verification,
        proof: s.mailboxProof,
        users: s.users,
        guard: s.guard,
        limit: s.limit,
        isProduction: s.isProduction,
      }),
    );
    // Only the embedded outbox's mails are shown: with SMTP they are real people's live links.
    if (!s.isProduction && !s.adapters.mailer.sends) await app.register(devEmailsRoutes(s.emails));
  },
};
