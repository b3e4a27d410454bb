/**
 * The product as `npm start` runs it, in a child process that a test can kill
 * (SIGKILL for a crash, SIGTERM for a graceful stop). It prints `READY <port>`
 * once listening. TEST_STALE_EXCHANGE_MS shortens the age at which a pending
 * exchange counts as abandoned, so a restart recovers it at once.
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config.js';
import { stopOnSignals } from '../lifecycle.js';
import { startServer } from '../server.js';

const stale = process.env.TEST_STALE_EXCHANGE_MS;
const server = await startServer(loadConfig(), {
  ...(stale ? { staleExchangeMs: Number(stale) } : {}),
});
stopOnSignals(server);
const { port } = server.app.server.address() as AddressInfo;
process.stdout.write(`READY ${port}\n`);
