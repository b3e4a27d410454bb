import type { AppModule } from '../module.js';
import { guestRoutes } from './guest.routes.js';

export const guestModule: AppModule = {
  name: 'guest',
  async register(app, s) {
    await app.register(guestRoutes({ service: s.guest }));
  },
};
