import type { AppModule } from '../module.js';
import { withCookies } from '../auth/refresh-cookie.js';
import { accountRoutes } from './account.routes.js';

export const accountModule: AppModule = {
  name: 'account',
  async register(app, s) {
    await app.register(
      withCookies(
        accountRoutes({
          account: s.account,
          deletion: s.accountDeletion,
          exporter: s.accountExport,
          sessions: s.sessions,
          guard: s.guard,
          cookie: s.cookie,
        }),
      ),
    );
  },
};
