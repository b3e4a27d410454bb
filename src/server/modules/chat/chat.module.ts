import type { AppModule } from '../module.js';
import { chatRoutes } from './chat.routes.js';

export const chatModule: AppModule = {
  name: 'chat',
  async register(app, s) {
    // Before the server waits for its connections: open streams would hold it until they end.
    app.addHook('preClose', async () => {
      if (s.writer.inFlight > 0)
        app.log.info({ replies: s.writer.inFlight }, 'réponses interrompues');
      await s.writer.drain();
    });
    await app.register(chatRoutes({ service: s.chat, guard: s.guard }));
  },
};
