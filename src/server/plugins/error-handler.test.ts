import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../db/client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createTestPglite } from '../db/test-databases.js';

/** Sends raw bytes and reads the whole answer: what a broken or hostile client sends. */
function raw(port: number, request: string, trickle?: { everyMs: number }): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.on('error', () => {});
    socket.write(request);
    if (trickle) timer = setInterval(() => socket.writable && socket.write(' '), trickle.everyMs);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
const statusOf = (answer: string) => Number(answer.split(' ')[1]);

describe('what Fastify and Node refuse before any route, in French', () => {
  let database: Database;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    database = createTestPglite();
    await database.migrate();
    t = await createTestApp(database, { requestTimeoutMs: 1_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('431: headers too large', async () => {
    const answer = await raw(
      port,
      `GET /api/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(431);
    expect(bodyOf(answer)).toEqual({
      message: 'Les en-têtes de la requête sont trop volumineux.',
      code: 'common.headers_too_large',
    });
  });

  it('400: a URL that does not decode', async () => {
    const answer = await raw(
      port,
      'GET /api/conversations/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toEqual({ message: 'Requête invalide.', code: 'common.bad_request' });
  });

  it('414: a path parameter far too long', async () => {
    const answer = await raw(
      port,
      `GET /api/conversations/${'9'.repeat(500)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(414);
    expect(bodyOf(answer)).toEqual({
      message: 'L’adresse demandée est trop longue.',
      code: 'common.uri_too_long',
    });
  });

  it('400: a request that is not HTTP', async () => {
    const answer = await raw(port, 'BONJOUR\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer).message).toBe('Requête invalide.');
  });

  it('408: a body sent a byte at a time is cut off, in French', async () => {
    const started = Date.now();
    const answer = await raw(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
      { everyMs: 200 },
    );
    expect(statusOf(answer)).toBe(408);
    expect(bodyOf(answer)).toEqual({
      message: 'La requête a mis trop de temps à arriver. Veuillez réessayer.',
      code: 'common.request_timeout',
    });
    // Bounded by the request timeout (1 s here), not left open for minutes.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
