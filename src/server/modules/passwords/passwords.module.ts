import type { AppModule } from '../module.js';
import { passwordsRoutes } from './passwords.routes.js';

export const passwordsModule: AppModule = {
  name: 'passwords',
  async register(app, s) {
    await app.register(
      passwordsRoutes({ service: s.passwords, auth: s.auth, guard: s.guard, cookie: s.cookie }),
    );
  },
};
