import { ConfigError, loadConfig } from './config.js';
import { stopOnSignals } from './lifecycle.js';
import { startServer } from './server.js';

async function main() {
  stopOnSignals(await startServer(loadConfig()));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Échec du démarrage / start-up failed:', error);
  }
  process.exit(1);
});
