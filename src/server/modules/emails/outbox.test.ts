import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../db/client.js';
import { createTestApp, nextIp, uniqueEmail } from '../../test/test-app.js';
import { emailChangedMail, setPasswordMail } from './templates/templates.js';
import { createTestPglite } from '../../db/test-databases.js';

describe('the embedded outbox (no SMTP_URL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = createTestPglite();
    await database.migrate();
  });
  afterAll(() => database.close());

  it('keeps every mail, lists them at /dev/emails and shows each as sent', async () => {
    const t = await createTestApp(database);
    const email = uniqueEmail('outbox');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Zoé', email, password: 'secret123', acceptCgu: true },
    });
    expect(res.json().emailSent).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: '/dev/emails' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.body).toContain('Confirmez votre adresse e-mail');
    expect(list.body).toContain(email);
    const id = /href="\/dev\/emails\/(\d+)"/.exec(list.body)![1];
    const mail = await t.app.inject({ method: 'GET', url: `/dev/emails/${id}` });
    expect(mail.body).toContain('<html lang="fr">');
    expect(mail.body).toContain('Bonjour Zoé,');
    expect(mail.body).toMatch(/href="http:\/\/localhost:5000\/api\/verify-email\?token=[\w-]+"/);
    expect((await t.app.inject({ method: 'GET', url: '/dev/emails/999999' })).statusCode).toBe(404);
    await t.close();
  });

  it('is hidden in production', async () => {
    const t = await createTestApp(database, {
      config: { isProduction: true, jwtSecret: 'x'.repeat(40), trustProxy: false },
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/emails' });
    expect(res.statusCode).toBe(404);
    await t.close();
  });
});

describe('mail templates', () => {
  it('escape what users typed and speak French', () => {
    const mail = setPasswordMail({
      firstName: '<b>Léa</b>',
      link: 'https://voyance.example/set-password?token=abc',
    });
    expect(mail.subject).toBe('Définissez votre mot de passe — Voyance IA');
    expect(mail.html).toContain('Bonjour &lt;b&gt;Léa&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Léa</b>');
    expect(mail.text).toContain(
      'Définir mon mot de passe\u00a0: https://voyance.example/set-password?token=abc',
    );
    expect(mail.text).toContain('intelligence artificielle');

    const changed = emailChangedMail({
      firstName: null,
      newEmail: 'nouvelle@exemple.fr',
      revertLink: 'https://voyance.example/adresse-email/retablir?token=xyz',
    });
    expect(changed.subject).toBe('Votre adresse e-mail a été modifiée — Voyance IA');
    expect(changed.text).toMatch(/^Bonjour,/);
    expect(changed.text).toContain('nouvelle@exemple.fr');
    expect(changed.text).toContain(
      'Ce n’était pas moi\u00a0: https://voyance.example/adresse-email/retablir?token=xyz',
    );
    expect(changed.text).toContain('24 h');
  });
});
