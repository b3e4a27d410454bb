import { ERRORS, type ErrorCode } from '#shared/error-codes.js';

/**
 * An error meant for the user: a status, a stable code and a French message.
 * The error handler answers it as `{ message, code }`; anything else is a 500
 * whose inside is logged, never shown.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const make =
  (statusCode: number) =>
  (code: ErrorCode, message: string = ERRORS[code], headers?: Record<string, string>) =>
    new AppError(statusCode, code, message, headers);

export const badRequest = make(400);
export const unauthorized = make(401);
export const paymentRequired = make(402);
export const forbidden = make(403);
export const notFound = make(404);
export const conflict = make(409);
export const tooManyRequests = make(429);
export const badGateway = make(502);
export const serviceUnavailable = make(503);

/** Postgres (and PGlite) report a unique-constraint violation as SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Socket failures of a connection to the database server. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
/** SQLSTATEs of a server that is going away or cannot take us: class 08, shutdowns, too many clients. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg, pg-pool and PGlite say, with no code, when the connection is gone. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed)/;

/**
 * Whether a failure is the database being out of reach rather than a fault of
 * the request: the answer is then a 503 to retry, not a 500 (issue 36).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
