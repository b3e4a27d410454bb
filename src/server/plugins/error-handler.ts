import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS } from '../../shared/error-codes.js';
import { AppError } from '../errors.js';

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
        .send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({
        message: first?.message ?? ERRORS['common.invalid_input'],
        code: 'common.invalid_input',
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .code(413)
        .send({ message: ERRORS['common.payload_too_large'], code: 'common.payload_too_large' });
    }
    if (status === 429) {
      return reply
        .code(429)
        .send({ message: ERRORS['common.rate_limited'], code: 'common.rate_limited' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): French, no detail.
      request.log.info({ err: error }, 'client error');
      return reply
        .code(status)
        .send({ message: ERRORS['common.invalid_input'], code: 'common.invalid_input' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: ERRORS['common.internal'], code: 'common.internal' });
  });
}
