import type { FastifyLoggerOptions } from 'fastify';
import pino, { type LoggerOptions } from 'pino';
import { logSafeError } from './log-safe-error.js';
import { logSafeUrl } from './log-safe-url.js';

/**
 * The process's log settings: JSON lines, and nothing that opens a session or
 * exposes a person's data (tokens in URLs, cookies, a failed query's values).
 */
export function loggerOptions(isProduction: boolean): FastifyLoggerOptions & LoggerOptions {
  return {
    level: isProduction ? 'info' : 'debug',
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: logSafeUrl(request.url),
        ip: request.ip,
      }),
      err: logSafeError,
    },
  };
}

const FLUSH_INTERVAL_MS = 500;
/**
 * Lines gather up to this size before a write. Not larger: sonic-boom measures
 * the pending text's bytes at every line, so a bigger buffer costs more than
 * the writes it saves (measured: 16 KiB served a fifth fewer requests).
 */
const LOG_BUFFER_BYTES = 4096;

/**
 * The process's logger, writing to stdout without blocking the request that
 * logs: lines gather in a 4 KiB buffer, written when it fills, every half
 * second, and at exit. A SIGKILL can lose the last half second of lines; a
 * request never waits on the log's pipe.
 */
export function createProcessLogger(isProduction: boolean) {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => destination.flush(), FLUSH_INTERVAL_MS).unref();
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // A write already under way: nothing more can be done at exit.
    }
  });
  return pino(loggerOptions(isProduction), destination);
}
