import { ERRORS, type ErrorCode } from '../shared/error-codes.js';

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
