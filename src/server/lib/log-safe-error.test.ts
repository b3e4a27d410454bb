import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { testDatabaseKinds } from '../db/test-databases.js';
import { OUTBOX_ONLY_MAILER } from '../adapters/mailer/mailer.js';
import { createOutbox } from '../modules/emails/outbox.service.js';
import { createEmailsRepository } from '../modules/emails/emails.repository.js';
import { users } from '../modules/users/users.tables.js';
import { systemClock } from './clock.js';
import { loggerOptions } from './logger.js';

/** The app's real logger settings, writing into a string instead of stdout. */
function capturedLogger(isProduction: boolean) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(isProduction), stream } });
  return { log: app.log, text: () => lines.join('') };
}

describe.each(testDatabaseKinds())('what the logs keep, on $name', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(() => database.close());

  it('a failed query is logged without the values it carried (a password hash)', async () => {
    const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$SECRETSALT$SECRETHASHVALUE';
    const values = {
      username: 'a@exemple.fr',
      email: 'a@exemple.fr',
      firstName: 'A',
      password: secretHash,
    };
    await database.db.insert(users).values(values);
    const error = await database.db
      .insert(users)
      .values(values)
      .catch((e: unknown) => e as Error);
    expect(String((error as Error).message)).toContain(secretHash);

    const { log, text } = capturedLogger(true);
    log.error({ err: error }, 'unhandled error');
    expect(text()).toContain('unhandled error');
    expect(text()).toContain('insert into');
    expect(text()).not.toContain('SECRETHASHVALUE');
    expect(text()).not.toContain('a@exemple.fr');
  });

  it('production never writes a mail’s links to the log', async () => {
    for (const isProduction of [true, false]) {
      const { log, text } = capturedLogger(isProduction);
      const outbox = createOutbox({
        emails: createEmailsRepository({ db: database.db }),
        mailer: OUTBOX_ONLY_MAILER,
        clock: systemClock,
        log,
        isProduction,
      });
      await outbox.deliver({
        to: 'b@exemple.fr',
        subject: 'Votre lien de connexion',
        html: '<p>lien</p>',
        text: 'http://localhost:5000/magic-link?token=SECRET-TOKEN',
      });
      expect(text().includes('SECRET-TOKEN')).toBe(!isProduction);
    }
  });
});
