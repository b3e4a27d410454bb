import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../adapters/mailer/smtp.transport.js';
import { type Database } from '../../db/client.js';
import { createTestApp, nextIp, uniqueEmail, type TestApp } from '../../test/test-app.js';
import { emailOutbox } from './emails.tables.js';
import { FIRST_ATTEMPT_WAIT_MS } from './outbox.service.js';
import { createTestPglite } from '../../db/test-databases.js';

/** An SMTP server that accepts connections and never says a word. */
async function startSilentSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a stalled SMTP server', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSilentSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    database = createTestPglite();
    await database.migrate();
    smtp = await startSilentSmtp();
    t = await createTestApp(database, {
      adapters: {
        mailer: createSmtpTransport({
          url: smtp.url,
          from: 'Voyance IA <bonjour@voyance-ia.fr>',
        }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await database.close();
  });

  it('does not hold a registration: the mail stays in the outbox for its retries', async () => {
    const email = uniqueEmail('lent');
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Camille', email, password: 'secret123', acceptCgu: true },
    });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(201);
    // Bounded by the outbox's wait (3 s), not by the SMTP timeouts (15 s before).
    expect(took).toBeLessThan(FIRST_ATTEMPT_WAIT_MS + 2_000);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(row).toMatchObject({ status: 'pending' });
  });
});
