import { ConfigError, loadConfig } from './config.js';
import { startServer } from './server.js';

async function main() {
  const server = await startServer(loadConfig());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'arrêt en cours');
    // Replies being written are stopped and stored (or refunded) before the database closes.
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Échec du démarrage / start-up failed:', error);
  }
  process.exit(1);
});
