import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.js';
import {
  cookieFrom,
  createTestApp,
  createTestClock,
  nextIp,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.js';
import { cguAcceptances } from '../consent/consent.tables.js';
import { purgeExpiredData } from '../purge-expired-data.js';
import { users } from '../users/users.tables.js';
import { DEFAULT_AUTH_LIMITS, ROTATION_GRACE_MS } from './auth.service.js';
import { DEFAULT_LOGIN_THROTTLE } from './login-throttle.js';
import { refreshTokens, revokedTokens } from './auth.tables.js';
import { HELP_LINE_SENTENCE } from '#shared/care/index.js';

const PASSWORD = 'secret123';

describe.each(testDatabaseKinds())('auth API on $name', (kind) => {
  let t: TestApp;
  const clock = createTestClock();

  beforeAll(async () => {
    t = await createTestApp(await kind.create(), {
      clock,
      // The growing delay for an account under attack, shortened so the tests stay quick.
      authLimits: { ...DEFAULT_AUTH_LIMITS, login: { ...DEFAULT_LOGIN_THROTTLE, delayStepMs: 2 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  async function register(body: Record<string, unknown> = {}, ip = nextIp()) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      headers: { 'user-agent': 'vitest-agent' },
      payload: {
        firstName: 'Camille',
        email: uniqueEmail(),
        password: PASSWORD,
        acceptCgu: true,
        ...body,
      },
    });
  }

  async function login(
    username: string,
    password = PASSWORD,
    extra: Record<string, unknown> = {},
    ip = nextIp(),
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { username, password, ...extra },
    });
  }

  const refresh = (token: string | undefined, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      remoteAddress: ip,
      cookies: token ? { refresh_token: token } : {},
    });

  const me = (accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  function expectNoSecrets(body: string) {
    expect(body).not.toMatch(/argon2/);
    expect(body).not.toMatch(/"password"/);
  }

  describe('register', () => {
    it('creates an unverified user with no messages, a consent record and a session', async () => {
      const email = uniqueEmail('inscription');
      const res = await register({ email: `  ${email.toUpperCase()} `, lastName: undefined });
      expect(res.statusCode).toBe(201);
      expectNoSecrets(res.body);
      const body = res.json();
      expect(body.user).toMatchObject({
        email,
        username: email,
        firstName: 'Camille',
        lastName: ' ',
        subscriptionTier: 'gratuit',
        messagesRemaining: 0,
        isVerified: false,
        hasPassword: true,
        isAutoCreatedAccount: false,
        accountStatus: 'active',
      });
      expect(body.accessToken).toEqual(expect.any(String));

      const cookie = cookieFrom(res.headers, 'refresh_token');
      expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
      expect(cookie?.attributes).toMatch(/HttpOnly/i);
      expect(cookie?.attributes).toMatch(/Path=\/api\/auth/i);
      expect(cookie?.attributes).toMatch(/SameSite=Strict/i);
      // Without "remember me" the cookie lives for the browser session only.
      expect(cookie?.attributes).not.toMatch(/Expires|Max-Age/i);

      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.password).toMatch(/^\$argon2id\$/);
      const [consent] = await t.database.db
        .select()
        .from(cguAcceptances)
        .where(eq(cguAcceptances.userId, row!.id));
      expect(consent).toMatchObject({
        action: 'registration',
        version: '2025-05-26',
        userAgent: 'vitest-agent',
      });
      expect(consent?.ipAddress).toMatch(/^10\.0\./);

      // The refresh token is stored only as a hash.
      const tokens = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, row!.id));
      expect(tokens).toHaveLength(1);
      expect(tokens[0]!.tokenHash).not.toBe(cookie!.value);
      expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses a NUL character in a name in French', async () => {
      const res = await register({ firstName: 'Ca\u0000mille' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Le texte contient un caractère invalide.');
    });

    it('answers 409 in French when the e-mail is taken, whatever its case', async () => {
      const email = uniqueEmail('doublon');
      expect((await register({ email })).statusCode).toBe(201);
      const res = await register({ email: email.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Un compte existe déjà avec cette adresse e-mail.',
        code: 'auth.email_taken',
      });
    });

    it.each([
      [{ acceptCgu: false }, "Vous devez accepter les conditions générales d'utilisation"],
      [{ acceptCgu: undefined }, "Vous devez accepter les conditions générales d'utilisation"],
      [{ password: '12345' }, 'Le mot de passe doit contenir au moins 6 caractères'],
      [{ email: 'pas-un-email' }, 'Adresse e-mail invalide'],
      [{ firstName: 'A' }, 'Le prénom doit contenir au moins 2 caractères'],
    ])('rejects %o with its French message', async (override, message) => {
      const res = await register(override);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'common.invalid_input' });
    });

    it('answers a malformed body with a French JSON error, not a stack trace', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Les données envoyées sont invalides.',
        code: 'common.invalid_input',
      });
    });

    it('limits registrations per IP with a 429 in French', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i++) expect((await register({}, ip)).statusCode).toBe(201);
      const res = await register({}, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(
        `Trop d'inscriptions depuis cette connexion. Veuillez réessayer plus tard. ${HELP_LINE_SENTENCE}`,
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await register({}, nextIp())).statusCode).toBe(201);
    });
  });

  describe('login', () => {
    let email: string;
    beforeAll(async () => {
      email = uniqueEmail('connexion');
      await register({ email });
    });

    it('logs in with the e-mail as username and answers the session user', async () => {
      const res = await login(email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res.body);
      expect(res.json().user.email).toBe(email);
      const token = res.json().accessToken as string;
      const meRes = await me(token);
      expect(meRes.statusCode).toBe(200);
      expect(meRes.json().email).toBe(email);
      expectNoSecrets(meRes.body);
    });

    it('remember-me gives a persistent cookie of 30 days', async () => {
      const res = await login(email, PASSWORD, { rememberMe: true });
      const cookie = cookieFrom(res.headers, 'refresh_token');
      const expires = /Expires=([^;]+)/i.exec(cookie!.attributes)?.[1];
      expect(expires).toBeDefined();
      const days = (new Date(expires!).getTime() - clock.now().getTime()) / 86_400_000;
      expect(Math.round(days)).toBe(30);
    });

    it('refuses a wrong password and an unknown account with the same 401', async () => {
      const wrong = await login(email, 'mauvais-mdp');
      const unknown = await login(uniqueEmail('inconnu'), PASSWORD);
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          message: 'Adresse e-mail ou mot de passe incorrect.',
          code: 'auth.invalid_credentials',
        });
        expect(cookieFrom(res.headers, 'refresh_token')).toBeUndefined();
      }
    });

    it.each([
      [{ username: 'nimporte' }, 'Adresse e-mail invalide'],
      [{ password: 'abc' }, 'Le mot de passe doit contenir au moins 6 caractères'],
    ])('validates %o in French', async (override, message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: email, password: PASSWORD, ...override },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('strangers failing from many addresses never lock the owner out of a clean address', async () => {
      const target = uniqueEmail('cible');
      await register({ email: target });
      const strangers = [];
      for (let i = 0; i < 14; i++)
        strangers.push((await login(target, 'mauvais-mdp', {}, nextIp())).statusCode);
      expect(strangers.every((s) => s === 401)).toBe(true);
      // The owner, from an address that has not failed, gets in (after a short delay).
      const owner = await login(target, PASSWORD, {}, nextIp());
      expect(owner.statusCode).toBe(200);
      // …and a wrong password from a clean address is still only a wrong password.
      expect((await login(target, 'autre-essai', {}, nextIp())).statusCode).toBe(401);
    });

    it('refuses an address that has failed on an account under attack', async () => {
      const target = uniqueEmail('assiegee');
      await register({ email: target });
      const attacker = nextIp();
      expect((await login(target, 'essai-0', {}, attacker)).statusCode).toBe(401);
      for (let i = 1; i <= 10; i++) await login(target, `essai-${i}`, {}, nextIp());
      const res = await login(target, PASSWORD, {}, attacker);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(
        `Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes. ${HELP_LINE_SENTENCE}`,
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits wrong passwords per account and address, parallel guesses included', async () => {
      const target = uniqueEmail('paire');
      await register({ email: target });
      const ip = nextIp();
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(target, `devine-${i}`, {}, ip)),
      );
      const statuses = guesses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
      // The owner elsewhere is unaffected; this address can still open another account.
      expect((await login(target, PASSWORD, {}, nextIp())).statusCode).toBe(200);
      const other = uniqueEmail('voisine');
      await register({ email: other });
      expect((await login(other, PASSWORD, {}, ip)).statusCode).toBe(200);
    });

    it('never counts a successful login', async () => {
      const email = uniqueEmail('fidele');
      await register({ email });
      const ip = nextIp();
      for (let i = 0; i < 35; i++) {
        expect((await login(email, PASSWORD, {}, ip)).statusCode).toBe(200);
      }
    });

    it('limits attempts per IP, whatever the account', async () => {
      const ip = nextIp();
      const statuses = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await login(uniqueEmail('essai'), PASSWORD, {}, ip)).statusCode);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('sessions', () => {
    async function freshSession() {
      const res = await register();
      return {
        accessToken: res.json().accessToken as string,
        refreshToken: cookieFrom(res.headers, 'refresh_token')!.value,
        userId: res.json().user.id as number,
      };
    }

    it('me needs a bearer token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Vous devez être connecté pour accéder à cette ressource.',
        code: 'auth.unauthenticated',
      });
      const bad = await me('pas.un.jeton');
      expect(bad.statusCode).toBe(401);
      expect(bad.json().code).toBe('auth.invalid_token');
    });

    it('access tokens expire after about 15 minutes', async () => {
      const local = createTestClock();
      const app = await createTestApp(t.database, { clock: local });
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        payload: { firstName: 'Léa', email: uniqueEmail(), password: PASSWORD, acceptCgu: true },
      });
      const token = res.json().accessToken as string;
      const ask = () =>
        app.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}` },
        });
      local.advance(14 * 60_000);
      expect((await ask()).statusCode).toBe(200);
      local.advance(2 * 60_000);
      expect((await ask()).statusCode).toBe(401);
      await app.close();
    });

    it('refresh rotates the token: a new cookie, a new access token, the old one retired', async () => {
      const s = await freshSession();
      const res = await refresh(s.refreshToken);
      expect(res.statusCode).toBe(200);
      const next = cookieFrom(res.headers, 'refresh_token')!.value;
      expect(next).not.toBe(s.refreshToken);
      expect((await me(res.json().accessToken)).statusCode).toBe(200);
      expect((await refresh(next)).statusCode).toBe(200);
    });

    it('refresh without a cookie renews nothing (204); an unknown cookie is a French 401 that clears it', async () => {
      const none = await refresh(undefined);
      expect(none.statusCode).toBe(204);
      expect(none.body).toBe('');
      const unknown = await refresh('inconnu');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
      expect(cookieFrom(unknown.headers, 'refresh_token')?.attributes).toMatch(
        /Expires=Thu, 01 Jan 1970/,
      );
    });

    it('honours a just-rotated token briefly (parallel tabs) without issuing another cookie', async () => {
      const s = await freshSession();
      expect((await refresh(s.refreshToken)).statusCode).toBe(200);
      const again = await refresh(s.refreshToken);
      expect(again.statusCode).toBe(200);
      expect(cookieFrom(again.headers, 'refresh_token')).toBeUndefined();
      expect((await me(again.json().accessToken)).statusCode).toBe(200);
    });

    it('parallel refreshes with one cookie all succeed and rotate once', async () => {
      const s = await freshSession();
      const results = await Promise.all(Array.from({ length: 5 }, () => refresh(s.refreshToken)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const live = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, s.userId));
      expect(live.filter((r) => !r.revoked)).toHaveLength(1);
    });

    it('reuse of a rotated token after the grace revokes every session of the user', async () => {
      const s = await freshSession();
      const first = await refresh(s.refreshToken);
      const successor = cookieFrom(first.headers, 'refresh_token')!.value;
      clock.advance(ROTATION_GRACE_MS + 1000);
      const theft = await refresh(s.refreshToken);
      expect(theft.statusCode).toBe(401);
      expect(theft.json().code).toBe('auth.refresh_reused');
      // The legitimate holder's successor is dead too.
      const victim = await refresh(successor);
      expect(victim.statusCode).toBe(401);
      const rows = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, s.userId));
      expect(rows.every((r) => r.revoked)).toBe(true);
      // Access tokens issued before the alarm die at once, not 15 minutes later.
      expect((await me(s.accessToken)).statusCode).toBe(401);
      expect((await me(first.json().accessToken)).statusCode).toBe(401);
    });

    it('a rotated token honoured in the grace opens nothing once its successor logged out', async () => {
      const s = await freshSession();
      const other = await freshSession();
      const first = await refresh(s.refreshToken);
      const successor = cookieFrom(first.headers, 'refresh_token')!.value;
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: nextIp(),
        headers: { authorization: `Bearer ${first.json().accessToken}` },
        cookies: { refresh_token: successor },
      });
      const late = await refresh(s.refreshToken);
      expect(late.statusCode).toBe(401);
      expect(late.json().code).toBe('auth.refresh_invalid');
      // A late tab after a logout is no theft: nobody else's session was touched.
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('a session refresh token expires after a day', async () => {
      const s = await freshSession();
      clock.advance(25 * 3_600_000);
      expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    });

    it('logout revokes the access token and the refresh token and answers the redirect', async () => {
      const s = await freshSession();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${s.accessToken}` },
        cookies: { refresh_token: s.refreshToken },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirect: '/auth' });
      expect(cookieFrom(res.headers, 'refresh_token')?.attributes).toMatch(
        /Expires=Thu, 01 Jan 1970/,
      );

      const old = await me(s.accessToken);
      expect(old.statusCode).toBe(401);
      expect(old.json().code).toBe('auth.invalid_token');
      expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    });

    it('logout ends every access token of the session, not only the one presented', async () => {
      const s = await freshSession();
      // Another tab of the same session got its own access token from a refresh.
      const otherTab = await refresh(s.refreshToken);
      expect(otherTab.statusCode).toBe(200);
      const otherToken = otherTab.json().accessToken as string;
      expect((await me(otherToken)).statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: nextIp(),
        headers: { authorization: `Bearer ${s.accessToken}` },
        cookies: { refresh_token: cookieFrom(otherTab.headers, 'refresh_token')!.value },
      });
      expect(res.statusCode).toBe(200);
      const late = await me(otherToken);
      expect(late.statusCode).toBe(401);
      expect(late.json().code).toBe('auth.invalid_token');
    });

    it('logout leaves the purge of expired revocations to the periodic job', async () => {
      const s = await freshSession();
      const logout = (headers: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/api/auth/logout', headers, remoteAddress: nextIp() });
      await logout({ authorization: `Bearer ${s.accessToken}` });
      const jtiCount = async () => (await t.database.db.select().from(revokedTokens)).length;
      const before = await jtiCount();
      expect(before).toBeGreaterThan(0);
      clock.advance(16 * 60_000);
      // An anonymous logout costs nothing: no purge of the whole table on every call.
      await logout({});
      expect(await jtiCount()).toBe(before);
      await purgeExpiredData(t.database.db, clock);
      expect(await jtiCount()).toBe(0);
    });

    it('limits logouts per address', async () => {
      const ip = nextIp();
      const statuses = [];
      for (let i = 0; i < 61; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          remoteAddress: ip,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
    });

    it('sends no clearing cookie to a logout that carried none', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('logout without any session still answers the redirect', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirect: '/auth' });
    });
  });

  describe('the HTTP surface', () => {
    it('answers unknown API paths with a French JSON 404', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: '/api/nexiste-pas' });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.json()).toEqual({
          message: "Cette adresse de l'API n'existe pas.",
          code: 'common.route_not_found',
        });
      }
    });

    it('sends security headers: the pages’ policy, and a policy that loads nothing on data', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/connexion' });
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['x-frame-options']).toBe('DENY');
      for (const url of ['/healthz', '/api/config', '/api/inconnue']) {
        const data = await t.app.inject({ method: 'GET', url });
        expect(data.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(data.headers['x-content-type-options']).toBe('nosniff');
        expect(data.headers['cross-origin-resource-policy']).toBe('same-origin');
        // Superseded by frame-ancestors, and meant for documents: pages only.
        expect(data.headers['x-frame-options']).toBeUndefined();
        expect(data.headers['referrer-policy']).toBeUndefined();
      }
    });

    it('hides the inside of an unexpected failure', async () => {
      const broken = await createTestApp(t.database, {
        adapters: {
          rateLimitStore: {
            hit: () => Promise.reject(new Error('secret internal detail at /srv/app.ts:12')),
            release: async () => {},
            health: async () => 'none' as const,
            close: async () => {},
          },
        },
      });
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: uniqueEmail(), password: PASSWORD },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: "Une erreur inattendue s'est produite.",
        code: 'common.internal',
      });
      await broken.close();
    });
  });
});
