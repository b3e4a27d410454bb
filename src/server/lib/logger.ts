import type { FastifyLoggerOptions } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
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
/** A batch is handed to the writer once it holds this many characters, or at the interval. */
const BATCH_CHARS = 64 * 1024;

/**
 * Lines gathered in memory and handed to sonic-boom a batch at a time.
 * sonic-boom measures its pending text's bytes at every write it is given,
 * so one write per line made each line cost more as its buffer filled
 * (issue 12: a third of a cheap request's time); it keeps what it does well,
 * partial writes and a busy pipe, once per batch.
 */
export function createLineBatcher(write: (text: string) => void, batchChars = BATCH_CHARS) {
  let lines: string[] = [];
  let chars = 0;
  const flush = () => {
    if (lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    chars = 0;
    write(text);
  };
  return {
    write(line: string) {
      lines.push(line);
      chars += line.length;
      if (chars >= batchChars) flush();
    },
    flush,
  };
}

/**
 * The process's logger, writing to stdout without blocking the request that
 * logs: lines gather in memory and are written when 64 KiB are waiting, every
 * half second, and at exit. A SIGKILL can lose the last half second of lines;
 * a request never waits on the log's pipe.
 */
export function createProcessLogger(isProduction: boolean) {
  const destination = pino.destination({ dest: 1, sync: false });
  const lines = createLineBatcher((text) => destination.write(text));
  setInterval(lines.flush, FLUSH_INTERVAL_MS).unref();
  process.once('exit', () => {
    try {
      lines.flush();
      destination.flushSync();
    } catch {
      // A write already under way: nothing more can be done at exit.
    }
  });
  return pino(loggerOptions(isProduction), lines);
}

/** What the access log says of an answered request. */
export interface AccessEntry {
  reqId: string;
  method: string;
  /** Already made safe to log (logSafeUrl). */
  url: string;
  ip: string | undefined;
  statusCode: number;
  ms: number;
}

const INFO = 30;
const ACCESS_MESSAGE = 'requête';

/**
 * The access log: one line per answered request, rendered here and handed to
 * the logger's own stream. It is the line pino writes for
 * `log.info({ reqId, method, url, ip, statusCode, ms }, 'requête')` (tested),
 * without pino's generic serialisation, a tenth of a cheap request's time
 * (issue 12: `/api/config` 18.3 → 17.6 µs of CPU). A logger set above info
 * (the silent one of tests), one that is not pino, or none, gets no lines.
 */
export function createAccessLog(logger: unknown): (entry: AccessEntry) => void {
  const log = (logger ?? {}) as Partial<Record<symbol, unknown>> & { levelVal?: number };
  const stream = log[pino.symbols.streamSym] as DestinationStream | undefined;
  // The root logger's bindings: `,"pid":…,"hostname":"…"`.
  const bindings = log[pino.symbols.chindingsSym];
  if (!stream || typeof bindings !== 'string') return () => {};
  return (entry) => {
    if ((log.levelVal ?? Infinity) > INFO) return;
    const ip = entry.ip === undefined ? '' : `,"ip":${JSON.stringify(entry.ip)}`;
    stream.write(
      `{"level":${INFO},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(entry.reqId)}` +
        `,"method":${JSON.stringify(entry.method)},"url":${JSON.stringify(entry.url)}${ip}` +
        `,"statusCode":${entry.statusCode},"ms":${entry.ms},"msg":"${ACCESS_MESSAGE}"}\n`,
    );
  };
}
