import type { AppModule } from '../module.js';
import { newsletterRoutes } from './newsletter.routes.js';

export const newsletterModule: AppModule = {
  name: 'newsletter',
  async register(app, s) {
    await app.register(
      newsletterRoutes({
        newsletter: s.adapters.newsletter,
        limit: s.limit,
        guard: s.guard,
        users: s.users,
        outbox: s.outbox,
        clock: s.clock,
        jwtSecret: s.jwtSecret,
        publicUrl: s.publicUrl,
      }),
    );
  },
};
