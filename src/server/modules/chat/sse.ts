import type { FastifyReply } from 'fastify';
import type { ChatStreamEvent } from '../../../shared/schemas/chat.js';

export interface EventStream {
  send(event: ChatStreamEvent): void;
  end(): void;
}

/**
 * Takes the response over from Fastify and writes server-sent events to it.
 * Writes after the browser left are dropped: the caller goes on regardless.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  // The headers Fastify would have sent (security headers included) are carried over.
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: no proxy may compress or buffer the stream.
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const writable = () => !raw.destroyed && !raw.writableEnded;
  return {
    send({ event, data }) {
      if (writable()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (writable()) raw.end();
    },
  };
}
