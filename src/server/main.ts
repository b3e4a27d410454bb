import { ConfigError, loadConfig } from './config.js';
import { tuneEngine } from './lib/engine-tuning.js';
import { openDatabase } from './open-database.js';

async function main() {
  tuneEngine();
  const config = loadConfig();
  // Opening a new embedded database takes a while: it goes on while the rest of the server loads.
  const database = openDatabase(config);
  // Not an unhandled rejection meanwhile: startServer awaits it and the failure ends main.
  database.catch(() => {});
  const [{ startServer }, { stopOnSignals }] = await Promise.all([
    import('./server.js'),
    import('./lifecycle.js'),
  ]);
  stopOnSignals(await startServer(config, { database }));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Échec du démarrage / start-up failed:', error);
  }
  process.exit(1);
});
