import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * A request's logger (`request.log`), made the first time the request logs.
 * Fastify gives every request a child of the process's logger, and pino's
 * `child()` copies the logger and renders its bindings: about 1 % of the
 * app's busy time under the bench's `/me` and `/api/config` load (issue 12,
 * a CPU profile), though most requests log nothing but their access line,
 * which the root logger writes (request-observer.ts).
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The child pino would have made for the request, with its bindings (reqId). */
  made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  silent(): void {}

  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
}

// On the prototype, shared by every request: an instance holds only what makes its child.
for (const level of LEVELS) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
    const logger = this.made();
    (logger[level] as (...line: unknown[]) => void).apply(logger, args);
  } as LogFn;
}

/** Fastify's `childLoggerFactory`: each request's logger, made only when used. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
