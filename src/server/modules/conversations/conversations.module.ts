import type { AppModule } from '../module.js';
import { conversationsRoutes } from './conversations.routes.js';

export const conversationsModule: AppModule = {
  name: 'conversations',
  async register(app, s) {
    await app.register(conversationsRoutes({ service: s.conversations, guard: s.guard }));
  },
};
