import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HELP_LINE_SENTENCE } from '#shared/care/index.js';
import { ERRORS, type ErrorCode } from '#shared/error-codes.js';
import { AppError, isDatabaseUnavailable } from '../errors.js';

/** Fastify's own refusals, by status, in the words our users read. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  408: 'common.request_timeout',
  413: 'common.payload_too_large',
  414: 'common.uri_too_long',
  429: 'common.rate_limited',
  431: 'common.headers_too_large',
};

/**
 * Whoever is refused for a quota or a limit may be the person who needed
 * help most: every 402 and 429 ends with the help line (issue 10).
 */
const REFUSALS_WITH_HELP_LINE = new Set([402, 429]);
const bodyFor = (status: number, message: string, code: string) => ({
  message: REFUSALS_WITH_HELP_LINE.has(status) ? `${message} ${HELP_LINE_SENTENCE}` : message,
  code,
});
const bodyOf = (status: number, code: ErrorCode) => bodyFor(status, ERRORS[code], code);

/**
 * One place turns every failure into `{ message, code }` in French (D14).
 * A 5xx never shows its inside: it is logged with the request id instead.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(bodyFor(error.statusCode, error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({
        message: first?.message ?? ERRORS['common.invalid_input'],
        code: 'common.invalid_input',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): French, no detail.
      request.log.info({ err: error }, 'client error');
      return reply
        .code(status)
        .send(bodyOf(status, CLIENT_ERROR_CODES[status] ?? 'common.invalid_input'));
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing the person did: they are told to come back, as during a restart.
      request.log.error({ err: error }, 'base de données injoignable');
      return reply.code(503).header('retry-after', '5').send(bodyOf(503, 'common.unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(bodyOf(500, 'common.internal'));
  });
}

/**
 * Errors Fastify meets before any route runs (a URL that does not decode, a
 * parameter too long): the same French bodies as everything else.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  void reply.code(status).send(bodyOf(status, CLIENT_ERROR_CODES[status] ?? 'common.bad_request'));
}

/**
 * What Node's HTTP parser refuses (headers too large, a malformed request, a
 * body too slow): answered on the raw socket, since no request object exists.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify(bodyOf(status, CLIENT_ERROR_CODES[status] ?? 'common.bad_request'));
  const reason = {
    400: 'Bad Request',
    408: 'Request Timeout',
    431: 'Request Header Fields Too Large',
  }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
