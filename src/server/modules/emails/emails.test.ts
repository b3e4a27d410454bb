import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../adapters/mailer/smtp.transport.js';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { startFakeSmtpServer, linkIn } from '../../test/fake-smtp-server.js';
import { followVerificationLink } from '../../test/mail-links.js';
import {
  cookieFrom,
  createTestApp,
  createTestClock,
  nextIp,
  shapeCustomer,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.js';
import { createBalanceRepository } from '../balance/balance.repository.js';
import { users } from '../users/users.tables.js';
import { purgeExpiredData } from '../purge-expired-data.js';
import { emailOutbox } from './emails.tables.js';
import { HELP_LINE_SENTENCE } from '#shared/care/index.js';

const PUBLIC_URL = 'http://localhost:5000';
const pathOf = (link: string) => link.slice(PUBLIC_URL.length);

describe.each(testDatabaseKinds())('e-mail flows over SMTP on $name', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  const clock = createTestClock();

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    t = await createTestApp(await kind.create(), {
      clock,
      adapters: {
        mailer: createSmtpTransport({
          url: smtp.url,
          from: 'Voyance IA <bonjour@voyance-ia.fr>',
        }),
      },
      config: {
        isProduction: false,
        jwtSecret: 'test-secret-test-secret-test-secret-!!',
        trustProxy: false,
        publicUrl: PUBLIC_URL,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
    await smtp.close();
  });

  async function register(email = uniqueEmail('mail')) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Camille', email, password: 'secret123', acceptCgu: true },
    });
    expect(res.statusCode).toBe(201);
    return { email, body: res.json(), auth: { authorization: `Bearer ${res.json().accessToken}` } };
  }
  const userByEmail = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
  const verify = (link: string, auth?: { authorization: string }) =>
    followVerificationLink(t.app, pathOf(link), auth);
  const balanceOf = async (email: string) =>
    createBalanceRepository({ db: t.database.db }).remaining(
      t.database.db,
      (await userByEmail(email)).id,
    );

  describe('address verification', () => {
    it('sends a French confirmation mail whose link verifies once and grants 3 messages', async () => {
      const { email, body } = await register();
      expect(body.emailSent).toBe(true);
      const mail = await smtp.lastTo(email);
      expect(mail.subject).toBe('Confirmez votre adresse e-mail — Voyance IA');
      expect(mail.from?.text).toContain('bonjour@voyance-ia.fr');
      expect(mail.text).toContain('Bonjour Camille,');
      expect(mail.text).toContain('3 messages vous sont offerts');
      expect(mail.html).toContain(
        'Confirmer mon adresse <span style="white-space:nowrap">e-mail</span>',
      );
      const link = linkIn(mail, `${PUBLIC_URL}/api/verify-email?token=`);

      const landing = await get(pathOf(link));
      expect(landing.statusCode).toBe(302);
      // The page posts the token: a mail scanner that follows the link spends nothing.
      expect(landing.headers.location).toMatch(/^\/auth\?verify=/);
      expect(await userByEmail(email)).toMatchObject({ isVerified: false });
      expect((await verify(link)).flag).toBe('true');
      expect(await userByEmail(email)).toMatchObject({ isVerified: true });
      expect(await balanceOf(email)).toBe(3);

      // A second click says the address is verified already, not that it failed (issue 14).
      expect((await verify(link)).flag).toBe('already');
      expect(await balanceOf(email)).toBe(3);
    });

    it('grants the free messages once only, never lowering a balance (D1)', async () => {
      const { email } = await register();
      await shapeCustomer(t.database.db, (await userByEmail(email)).id, {
        messagesRemaining: 10,
        isVerified: false,
      });
      const link = linkIn(await smtp.lastTo(email), `${PUBLIC_URL}/api/verify-email`);
      await verify(link);
      expect(await balanceOf(email)).toBe(10);
    });

    it('refuses a link after 48 hours and a bad token', async () => {
      const { email } = await register();
      const link = linkIn(await smtp.lastTo(email), `${PUBLIC_URL}/api/verify-email`);
      clock.advance(49 * 3_600_000);
      expect((await verify(link)).flag).toBe('false');
      expect((await verify(`${PUBLIC_URL}/api/verify-email?token=nimportequoi`)).flag).toBe(
        'false',
      );
      expect((await get('/api/verify-email')).headers.location).toBe('/auth?verified=false');
      expect((await userByEmail(email)).isVerified).toBe(false);
    });

    it('a logged-in unverified user can ask for the mail again; the old link then stops working', async () => {
      const { email, auth } = await register();
      const oldLink = linkIn(await smtp.lastTo(email), `${PUBLIC_URL}/api/verify-email`);
      const before = smtp.received.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, emailSent: true });
      await expect.poll(() => smtp.received.length).toBe(before + 1);
      const newLink = linkIn(await smtp.lastTo(email), `${PUBLIC_URL}/api/verify-email`);
      expect(newLink).not.toBe(oldLink);
      expect((await verify(oldLink)).flag).toBe('false');
      expect((await verify(newLink, auth)).flag).toBe('true');
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: auth,
      });
      expect(done.statusCode).toBe(409);
      expect(done.json().message).toBe('Votre adresse e-mail est déjà vérifiée.');
    });

    it('keeps the account when the mail fails, says so, and retries from the outbox', async () => {
      smtp.refuse(1);
      const { email, body } = await register();
      expect(body.emailSent).toBe(false);
      expect(body.debug).toMatch(/451|indisponible/i);
      expect(await userByEmail(email)).toBeDefined();
      const [queued] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, email));
      expect(queued).toMatchObject({ status: 'pending', attempts: 1 });

      expect(await t.app.modules.outbox.retryDue()).toBe(0); // not due yet
      clock.advance(61_000);
      expect(await t.app.modules.outbox.retryDue()).toBe(1);
      const mail = await smtp.lastTo(email);
      expect(mail.subject).toBe('Confirmez votre adresse e-mail — Voyance IA');
      const [sent] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, email));
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('keeps no link of a sent mail, and forgets the mail after 30 days', async () => {
      const { email } = await register();
      expect((await smtp.lastTo(email)).text).toMatch(/verify-email\?token=/);
      const rows = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      const [sent] = await rows();
      // The link still verifies for 48 h: whoever reads the table must not find it.
      expect(sent).toMatchObject({ status: 'sent', html: '', text: '' });
      expect(sent!.subject).toBe('Confirmez votre adresse e-mail — Voyance IA');
      clock.advance(29 * 24 * 3_600_000);
      await purgeExpiredData(t.database.db, clock);
      expect(await rows()).toHaveLength(1);
      clock.advance(2 * 24 * 3_600_000);
      await purgeExpiredData(t.database.db, clock);
      expect(await rows()).toHaveLength(0);
    });
  });

  describe('password reset', () => {
    const requestReset = (email: string, extra = '') =>
      get(`/api/generate-password-token?email=${encodeURIComponent(email)}${extra}`);
    const requestResetFrom = (ip: string, email: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/generate-password-token?email=${encodeURIComponent(email)}`,
        remoteAddress: ip,
      });

    it('answers the same for unknown addresses and sends nothing', async () => {
      const before = smtp.received.length;
      const res = await requestReset(uniqueEmail('inconnu'));
      expect(res.statusCode).toBe(200);
      const { email } = await register();
      await smtp.lastTo(email);
      const known = await requestReset(email);
      expect(known.json()).toEqual(res.json());
      expect(res.json().message).toMatch(/^Si un compte existe/);
      await expect.poll(() => smtp.received.length).toBe(before + 2);
    });

    it('mails a single-use link that sets a new password and logs in', async () => {
      const { email, auth: before } = await register();
      await requestReset(email, '&conversationId=42');
      const mail = await smtp.lastTo(email, 'Réinitialisez votre mot de passe — Voyance IA');
      expect(mail.subject).toBe('Réinitialisez votre mot de passe — Voyance IA');
      expect(mail.text).toContain('valable 1 heure');
      const link = linkIn(mail, `${PUBLIC_URL}/reset-password/`);
      const [, token, conversationId] = /\/reset-password\/([^/]+)\/(\d+)$/.exec(link)!;
      expect(conversationId).toBe('42');

      const check = await get(`/api/verify-password-token?token=${token}&conversationId=42`);
      expect(check.json()).toEqual({ valid: true, conversationId: 42 });

      const weak = await t.app.inject({
        method: 'POST',
        url: '/api/set-password',
        payload: { token, password: 'faible' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(
        'Le nouveau mot de passe doit contenir au moins 8 caractères',
      );
      const noDigit = await t.app.inject({
        method: 'POST',
        url: '/api/set-password',
        payload: { token, password: 'Pasdechiffre' },
      });
      expect(noDigit.json().message).toBe(
        'Le nouveau mot de passe doit contenir au moins un chiffre',
      );

      const set = await t.app.inject({
        method: 'POST',
        url: '/api/set-password',
        payload: { token, password: 'Nouveau1mdp' },
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().message).toBe('Votre mot de passe a été enregistré.');
      expect(cookieFrom(set.headers, 'refresh_token')).toBeDefined();
      const me = await get('/api/auth/me', { authorization: `Bearer ${set.json().accessToken}` });
      expect(me.json().email).toBe(email);
      // Every session opened before the reset is over at once, access tokens included.
      expect((await get('/api/auth/me', before)).statusCode).toBe(401);

      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: nextIp(),
          payload: { username: email, password },
        });
      expect((await login('secret123')).statusCode).toBe(401);
      expect((await login('Nouveau1mdp')).statusCode).toBe(200);

      const reuse = await t.app.inject({
        method: 'POST',
        url: '/api/set-password',
        payload: { token, password: 'Encore1fois' },
      });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().message).toBe('Lien invalide ou expiré');
      expect((await get(`/api/verify-password-token?token=${token}`)).json().valid).toBe(false);
    });

    it('expires after an hour', async () => {
      const { email } = await register();
      await requestReset(email);
      const token = /\/reset-password\/([^/\s]+)/.exec(
        linkIn(
          await smtp.lastTo(email, 'Réinitialisez votre mot de passe — Voyance IA'),
          `${PUBLIC_URL}/reset-password/`,
        ),
      )![1];
      clock.advance(61 * 60_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/set-password',
        payload: { token, password: 'Nouveau1mdp' },
      });
      expect(res.statusCode).toBe(400);
    });

    // Only PostgreSQL has a second connection to hold a lock with.
    it.runIf(kind.name === 'postgres')(
      'answers before any work on the account: its timing tells nothing',
      async () => {
        const { email } = await register();
        await smtp.lastTo(email);
        const answered = await t.database.db.transaction(async (tx) => {
          // While the token tables are locked, only an answer that does no token work can come.
          await tx.execute(sql`lock table one_time_tokens, magic_tokens in access exclusive mode`);
          const within = (ms: number) =>
            new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
          const reset = await Promise.race([requestReset(email), within(2_000)]);
          const magic = await Promise.race([
            t.app.inject({
              method: 'POST',
              url: '/api/auth/magic-link',
              remoteAddress: nextIp(),
              payload: { email },
            }),
            within(2_000),
          ]);
          return [reset?.statusCode, magic?.statusCode];
        });
        expect(answered).toEqual([200, 200]);
        // Once the lock is gone, both mails follow.
        await smtp.lastTo(email, 'Réinitialisez votre mot de passe — Voyance IA');
        await smtp.lastTo(email, 'Votre lien de connexion — Voyance IA');
      },
    );

    it('caps the mails one address receives without telling, and never locks its owner out', async () => {
      const { email } = await register();
      await smtp.lastTo(email);
      const resets = () =>
        smtp.received.filter(
          (m) =>
            JSON.stringify(m.to).includes(email) &&
            m.subject === 'Réinitialisez votre mot de passe — Voyance IA',
        ).length;
      const stranger = nextIp();
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await requestResetFrom(stranger, email)).statusCode);
      }
      // Answered as usual every time, but only 3 mails went.
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      await expect.poll(resets).toBe(3);
      // The stranger's own address is limited (its own requests, its own 429).
      const sixth = await requestResetFrom(stranger, email);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe(
        `Trop de demandes d'e-mail. Patientez quelques minutes avant de réessayer. ${HELP_LINE_SENTENCE}`,
      );
      // The owner, asking from elsewhere, still gets the mail.
      expect((await requestResetFrom(nextIp(), email)).statusCode).toBe(200);
      await expect.poll(resets).toBe(4);
    });

    it('lets a logged-in account without a password set one directly', async () => {
      const { email, auth } = await register();
      expect((await get('/api/generate-password-token?direct=true', auth)).statusCode).toBe(409);
      await t.database.db
        .update(users)
        .set({ password: null, isAutoCreated: true })
        .where(eq(users.email, email));
      const token = await get('/api/generate-password-token?direct=true&conversationId=7', auth);
      expect(token.json()).toMatchObject({ success: true, token: expect.any(String) });
      expect((await get(`/api/verify-password-token?token=${token.json().token}`)).json()).toEqual({
        valid: true,
        conversationId: 7,
      });
      expect((await get('/api/generate-password-token?direct=true')).statusCode).toBe(401);

      const direct = await t.app.inject({
        method: 'PUT',
        url: '/api/set-password-direct',
        headers: auth,
        payload: { newPassword: 'Direct1mdp' },
      });
      expect(direct.statusCode).toBe(200);
      expect((await get('/api/auth/me', auth)).json().hasPassword).toBe(true);
      const twice = await t.app.inject({
        method: 'PUT',
        url: '/api/set-password-direct',
        headers: auth,
        payload: { newPassword: 'Direct2mdp' },
      });
      expect(twice.statusCode).toBe(409);
    });
  });

  describe('magic links', () => {
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        remoteAddress: nextIp(),
        payload: { email },
      });

    it('mails a 10-minute, single-use link that logs in and lands in the chat', async () => {
      const { email } = await register();
      const unknown = await ask(uniqueEmail('fantome'));
      const res = await ask(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(unknown.json());
      const mail = await smtp.lastTo(email, 'Votre lien de connexion — Voyance IA');
      expect(mail.subject).toBe('Votre lien de connexion — Voyance IA');
      expect(mail.text).toContain('valable 10 minutes');
      const link = linkIn(mail, `${PUBLIC_URL}/magic-link?token=`);
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
      const redeem = () =>
        t.app.inject({ method: 'POST', url: '/api/auth/magic-link/verify', payload: { token } });

      // Opening the page spends nothing: only the page's button does.
      expect((await get(pathOf(link))).statusCode).toBe(404); // no client build in this test app
      const open = await redeem();
      expect(open.statusCode).toBe(200);
      expect(cookieFrom(open.headers, 'refresh_token')?.attributes).toMatch(/HttpOnly/i);
      const me = await get('/api/auth/me', { authorization: `Bearer ${open.json().accessToken}` });
      expect(me.json().email).toBe(email);

      const again = await redeem();
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: 'Lien de connexion invalide ou expiré',
        code: 'auth.magic_link_invalid',
      });
    });

    it('refuses a link older than 10 minutes', async () => {
      const { email } = await register();
      await ask(email);
      const link = linkIn(
        await smtp.lastTo(email, 'Votre lien de connexion — Voyance IA'),
        `${PUBLIC_URL}/magic-link?token=`,
      );
      clock.advance(11 * 60_000);
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link/verify',
        payload: { token },
      });
      expect(res.statusCode).toBe(400);
    });
  });
});
