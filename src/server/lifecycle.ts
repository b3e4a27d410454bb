import type { startServer } from './server.js';

type RunningServer = Awaited<ReturnType<typeof startServer>>;

/**
 * A graceful stop on SIGTERM or SIGINT: replies being written are stopped and
 * stored or refunded first (the app's preClose hook, with its own deadline),
 * then connections and the database close. A second signal does not wait.
 */
export function stopOnSignals(server: RunningServer): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      server.app.log.warn({ signal }, 'arrêt forcé');
      process.exit(1);
    }
    closing = true;
    server.app.log.info({ signal }, 'arrêt en cours');
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      server.app.log.error({ err: error }, 'arrêt incomplet');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
