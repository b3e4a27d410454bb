import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { followVerificationLink, linkInText } from '../../test/mail-links.js';
import { outboxMail } from '../../test/outbox-mail.js';
import {
  cookieFrom,
  createTestApp,
  nextIp,
  shapeCustomer,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.js';
import { emailOutbox } from '../emails/emails.tables.js';
import { users } from '../users/users.tables.js';

const PUBLIC_URL = 'http://localhost:5000';
type Auth = { authorization: string };
const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` });

/**
 * Issue 36: someone registers with another person's address, keeps the
 * session and the password, and waits for the owner to prove the mailbox.
 */
describe.each(testDatabaseKinds())('the first proof of a mailbox on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(await kind.create(), { config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const me = (auth: Auth) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { username: email, password },
    });
  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      remoteAddress: nextIp(),
      cookies: { refresh_token: token },
    });

  /** The squatter's sign-up with the victim's address: a session, a cookie, a password. */
  async function squat(email = uniqueEmail('victime')) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Mallory', email, password: 'squatteur1', acceptCgu: true },
    });
    expect(res.statusCode).toBe(201);
    return {
      email,
      userId: res.json().user.id as number,
      auth: bearer(res.json().accessToken as string),
      cookie: cookieFrom(res.headers, 'refresh_token')!.value,
    };
  }

  const loginMailsTo = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, '%lien de connexion%')))
    ).length;

  /** The owner asks for a log-in link and follows it. */
  async function magicLogin(email: string) {
    const before = await loginMailsTo(email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      remoteAddress: nextIp(),
      payload: { email },
    });
    // This request's mail, not an earlier one.
    await expect.poll(() => loginMailsTo(email)).toBeGreaterThan(before);
    const mail = await outboxMail(t.database, email, 'lien de connexion');
    const link = linkInText(mail.text, `${PUBLIC_URL}/magic-link?token=`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link/verify',
      remoteAddress: nextIp(),
      payload: { token: new URL(link).searchParams.get('token') },
    });
    expect(res.statusCode, res.body).toBe(200);
    return bearer(res.json().accessToken as string);
  }

  async function expectSquatterOut(squatter: Awaited<ReturnType<typeof squat>>) {
    expect((await me(squatter.auth)).statusCode).toBe(401);
    expect((await refresh(squatter.cookie)).statusCode).toBe(401);
    expect((await login(squatter.email, 'squatteur1')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.userId));
    expect(row!.password).toBeNull();
    const mail = await outboxMail(t.database, squatter.email, 'votre compte est sécurisé');
    expect(mail.text).toContain('toutes les sessions ouvertes sur ce compte avant');
    expect(mail.text).toContain('le mot de passe choisi avant cette confirmation a été retiré');
    expect(linkInText(mail.text, `${PUBLIC_URL}/reset-password/`)).toBeTruthy();
  }

  it('a magic link to an address never proven ends the squatter’s session and password', async () => {
    const squatter = await squat();
    const owner = await magicLogin(squatter.email);
    await expectSquatterOut(squatter);
    expect((await me(owner)).statusCode).toBe(200);
  });

  it('the same holds for an account verified without a link (as a purchase makes it)', async () => {
    const squatter = await squat();
    await shapeCustomer(t.database.db, squatter.userId, { messagesRemaining: 3 });
    await magicLogin(squatter.email);
    await expectSquatterOut(squatter);
  });

  it('the first verification, from a browser without the session, ends it all', async () => {
    const squatter = await squat();
    const mail = await outboxMail(t.database, squatter.email, 'Confirmez votre adresse');
    const link = linkInText(mail.text, `${PUBLIC_URL}/api/verify-email?token=`);
    const verified = await followVerificationLink(t.app, link.slice(PUBLIC_URL.length));
    expect(verified).toEqual({ flag: 'true' });
    await expectSquatterOut(squatter);
  });

  it('verifying in the browser one registered in keeps that session and the password, ends the others', async () => {
    const { email, auth, cookie } = await squat(uniqueEmail('titulaire'));
    const other = await login(email, 'squatteur1');
    const otherAuth = bearer(other.json().accessToken as string);
    const mail = await outboxMail(t.database, email, 'Confirmez votre adresse');
    const link = linkInText(mail.text, `${PUBLIC_URL}/api/verify-email?token=`);
    const verified = await followVerificationLink(t.app, link.slice(PUBLIC_URL.length), auth);
    expect(verified.flag).toBe('true');
    expect((await me(bearer(verified.accessToken!))).json()).toMatchObject({ isVerified: true });
    expect((await refresh(cookie)).statusCode).toBe(200);
    expect((await me(otherAuth)).statusCode).toBe(401);
    expect((await login(email, 'squatteur1')).statusCode).toBe(200);
  });

  it('later proofs change nothing', async () => {
    const { email } = await squat(uniqueEmail('habitue'));
    const first = await magicLogin(email);
    const second = await magicLogin(email);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });
});
