import type { AppModule } from '../module.js';
import { appConfigRoutes } from './app-config.routes.js';

export const appConfigModule: AppModule = {
  name: 'app-config',
  async register(app, s) {
    await app.register(appConfigRoutes(s.appConfig));
  },
};
