import type { AppModule } from '../module.js';
import { withCookies } from '../auth/refresh-cookie.js';
import { passwordsRoutes } from './passwords.routes.js';

export const passwordsModule: AppModule = {
  name: 'passwords',
  async register(app, s) {
    await app.register(
      withCookies(
        passwordsRoutes({ service: s.passwords, auth: s.auth, guard: s.guard, cookie: s.cookie }),
      ),
    );
  },
};
