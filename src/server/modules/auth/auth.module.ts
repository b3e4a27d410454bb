import { mailResult } from '../emails/mail-result.js';
import type { AppModule } from '../module.js';
import { authRoutes } from './auth.routes.js';
import { magicLinkRoutes } from './magic-link.routes.js';
import { withCookies } from './refresh-cookie.js';
import { sessionHandoffRoutes } from './session-handoff.routes.js';

export const authModule: AppModule = {
  name: 'auth',
  async register(app, s) {
    const { auth, guard, cookie, users } = s;
    await app.register(
      withCookies(
        authRoutes({
          service: auth,
          guard,
          cookie,
          // A failure to send never undoes the account (spec §4).
          sendVerification: async (user) => {
            const { emailSent, debug } = mailResult(
              await s.verification.send(user),
              s.isProduction,
            );
            return { emailSent, ...(debug ? { debug } : {}) };
          },
        }),
      ),
    );
    await app.register(
      withCookies(sessionHandoffRoutes({ handoffs: s.handoffs, auth, users, guard, cookie })),
    );
    await app.register(
      withCookies(magicLinkRoutes({ links: s.magicLinks, proof: s.mailboxProof, auth, cookie })),
    );
  },
};
