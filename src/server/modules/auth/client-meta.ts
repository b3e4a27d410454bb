import type { FastifyRequest } from 'fastify';

/** Who is calling, as far as a session records it: the address for limits, the browser for the device list. */
export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

export const userAgentOf = (request: FastifyRequest): string | null =>
  request.headers['user-agent']?.slice(0, 500) ?? null;

export const clientMetaOf = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: userAgentOf(request),
});
