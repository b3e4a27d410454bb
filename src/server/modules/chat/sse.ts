import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '#shared/error-codes.js';
import { AppError } from '../../errors.js';

interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * Takes the response over from Fastify and writes server-sent events to it.
 * Writes after the browser left are dropped: the caller goes on regardless.
 */
function openEventStream(reply: FastifyReply) {
  const raw = reply.raw;
  // The headers Fastify would have sent (security headers included) are carried over.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: no proxy may compress or buffer the stream.
    'cache-control': 'no-cache, no-transform',
    // No `connection` header of ours: Node writes it, with the keep-alive timeout that
    // tells a client how long the connection stays open (only when none was set).
    'x-accel-buffering': 'no',
  });
  const writable = () => !raw.destroyed && !raw.writableEnded;
  return {
    send({ event, data }: StreamEvent) {
      if (writable()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (writable()) raw.end();
    },
  };
}

export const wantsEventStream = (request: FastifyRequest) =>
  request.headers.accept?.includes('text/event-stream') ?? false;

/**
 * Streams one reply: `start`, then a `delta` per piece, then `done` with the
 * same JSON as the plain call, or `error` (the exchange was already undone).
 */
export async function streamReply<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  start: unknown,
  write: (onPiece: (text: string) => void) => Promise<T>,
): Promise<void> {
  const stream = openEventStream(reply);
  stream.send({ event: 'start', data: start });
  try {
    const result = await write((text) => stream.send({ event: 'delta', data: { text } }));
    stream.send({ event: 'done', data: result });
  } catch (error) {
    const known = error instanceof AppError;
    if (!known) request.log.error({ err: error }, 'streamed reply failed');
    stream.send({
      event: 'error',
      data: known
        ? { message: error.message, code: error.code }
        : { message: ERRORS['common.internal'], code: 'common.internal' },
    });
  }
  stream.end();
}
