import type { FastifyLoggerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
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
