import type { AppModule } from '../module.js';
import { guestRoutes } from './guest.routes.js';
import { specialOfferRoutes } from './special-offer.routes.js';

export const guestModule: AppModule = {
  name: 'guest',
  async register(app, s) {
    await app.register(guestRoutes({ service: s.guest }));
    await app.register(specialOfferRoutes());
  },
};
