import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host);

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Whether the TCP peer itself is this machine. The socket's own address, not
 * `request.ip`: a forwarded header must never make a remote client local.
 */
export const isLoopbackClient = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress);

/**
 * Headers a reverse proxy adds: a request that carries one came through a
 * proxy, whose own connection to us is loopback when it runs on this machine.
 */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * Whether the request was made on this machine and not relayed to it: the TCP
 * peer is loopback and no proxy header is present. A reverse proxy on the
 * same host connects from loopback on behalf of anyone on the internet; the
 * common ones (Caddy, nginx, Apache, HAProxy) say so in one of these headers.
 */
export const isDirectLocalClient = (request: FastifyRequest) =>
  isLoopbackClient(request) && PROXY_HEADERS.every((name) => request.headers[name] === undefined);
