import { and, eq, like } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { MINUTE } from '../../lib/clock.js';
import {
  cookieFrom,
  createTestApp,
  createTestClock,
  nextIp,
  shapeCustomer,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.js';
import { outboxMail } from '../../test/outbox-mail.js';
import { emailOutbox } from '../emails/emails.tables.js';
import { staffRecoveryCodes, staffSecondFactors } from './admin.tables.js';

const OPERATOR_EMAIL = 'chef.securite@exemple.fr';
const PASSWORD = 'secret123';
type Auth = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT';

/**
 * The back office's second factor (issue 40, ADR 018) through HTTP: TOTP
 * enrolment, codes accepted once, recovery codes spent once, the step-up's
 * windows, production's requirement, the limit on wrong codes and the audit
 * rows. Two apps share the database and the clock: one as in development,
 * one in production.
 */
describe.each(testDatabaseKinds())('the back office’s second factor on $name', (kind) => {
  let dev: TestApp;
  let prod: TestApp;
  const clock = createTestClock(new Date('2026-11-27T08:00:00Z'));
  /** The configuration's operator's session: renewed before each use, as the clock moves on. */
  let operatorCookie: string;

  beforeAll(async () => {
    const database = await kind.create();
    const config = { adminEmails: [OPERATOR_EMAIL] };
    dev = await createTestApp(database, { clock, config });
    prod = await createTestApp(database, { clock, config: { ...config, isProduction: true } });
    await register(OPERATOR_EMAIL);
    operatorCookie = (await login(OPERATOR_EMAIL)).cookie;
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
    await dev.database.close();
  });

  async function register(email = uniqueEmail('equipe')) {
    const res = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Dominique', email, password: PASSWORD, acceptCgu: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { user, accessToken } = res.json() as { user: { id: number }; accessToken: string };
    await shapeCustomer(dev.database.db, user.id, {});
    return { userId: user.id, email, auth: { authorization: `Bearer ${accessToken}` } };
  }

  const call = (method: Method, url: string, auth: Auth, payload?: object, app: TestApp = dev) =>
    app.app.inject({
      method,
      url,
      headers: auth,
      remoteAddress: '10.8.8.8',
      ...(payload ? { payload } : {}),
    });

  /** A member of the back office with `role`, given by the configuration's operator. */
  async function newMember(role: 'operator' | 'support' = 'operator') {
    const member = await register();
    const given = await call('PUT', `/api/admin/users/${member.userId}/role`, await operator(), {
      role,
      reason: 'Arrivée dans l’équipe',
    });
    expect(given.statusCode, given.body).toBe(200);
    return member;
  }

  /** A new session of `email` (a login elsewhere): its access token and refresh cookie. */
  async function login(email: string) {
    const res = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { username: email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      auth: { authorization: `Bearer ${res.json().accessToken as string}` },
      cookie: cookieFrom(res.headers, 'refresh_token')!.value,
    };
  }

  async function operator(): Promise<Auth> {
    const session = await refreshed(operatorCookie);
    operatorCookie = session.cookie;
    return session.auth;
  }

  /** A new access token of the same session, as the client gets every 15 minutes. */
  async function refreshed(cookie: string) {
    const res = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      remoteAddress: nextIp(),
      cookies: { refresh_token: cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      auth: { authorization: `Bearer ${res.json().accessToken as string}` },
      cookie: cookieFrom(res.headers, 'refresh_token')?.value ?? cookie,
    };
  }

  /** The application's code now, as a phone holding `secret` shows it. */
  const codeOf = (secret: string) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now().getTime() });
  /** The next code: the application shows a new one every 30 seconds. */
  const nextCodeOf = (secret: string) => {
    clock.advance(30_000);
    return codeOf(secret);
  };

  /** Enrols `auth`'s member: the secret and the recovery codes, both shown once. */
  async function enrol(auth: Auth, app: TestApp = dev) {
    const started = await call('POST', '/api/admin/second-factor/enrolment', auth, undefined, app);
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json() as { secret: string };
    const confirmed = await call(
      'POST',
      '/api/admin/second-factor/enrolment/confirm',
      auth,
      { code: nextCodeOf(secret) },
      app,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  const latestAudit = async () =>
    (await call('GET', '/api/admin/audit', await operator())).json().entries[0];

  it('enrols with a secret shown once, confirmed by a first code, and gives ten recovery codes', async () => {
    const member = await newMember();
    const before = await call('GET', '/api/admin/second-factor', member.auth);
    expect(before.json()).toEqual({
      enrolled: false,
      required: false,
      verifiedUntil: null,
      recoveryCodesLeft: 0,
    });

    const started = await call('POST', '/api/admin/second-factor/enrolment', member.auth);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, uri, qrCode } = started.json() as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Voyance%20IA:${encodeURIComponent(member.email)}?issuer=Voyance%20IA&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qrCode!.split(',')[1]!, 'base64').toString()).toMatch(/^<svg /);
    // Kept encrypted: the database never holds the secret as such.
    const [row] = await dev.database.db
      .select()
      .from(staffSecondFactors)
      .where(eq(staffSecondFactors.userId, member.userId));
    expect(row!.secretSealed).not.toContain(secret!);
    expect(row!.confirmedAt).toBeNull();

    const wrong = await call('POST', '/api/admin/second-factor/enrolment/confirm', member.auth, {
      code: codeOf(secret!) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Code incorrect. Vérifiez-le et réessayez.');

    const confirmed = await call(
      'POST',
      '/api/admin/second-factor/enrolment/confirm',
      member.auth,
      {
        code: codeOf(secret!),
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The member is told, in French, through the outbox (issue 40).
    const enabledMail = await outboxMail(dev.database, member.email, 'Double authentification');
    expect(enabledMail.subject).toBe('Double authentification activée — Voyance IA');
    expect(enabledMail.text).toContain('Bonjour Dominique,');
    expect(enabledMail.text).toContain('vient d’être activée');
    expect(enabledMail.text).toContain('support@voyance-ia.fr');
    expect(enabledMail.text).not.toContain(secret!);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    // Only their hashes are kept.
    const stored = await dev.database.db
      .select({ hash: staffRecoveryCodes.codeHash })
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, member.userId));
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.some((code) => hash.includes(code.replace(/-/g, '')))).toBe(false);
    }

    // The enrolling session is verified; the secret is never shown again.
    const after = (await call('GET', '/api/admin/second-factor', member.auth)).json();
    expect(after).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
    expect(Date.parse(after.verifiedUntil)).toBe(clock.now().getTime() + 30 * MINUTE);
    expect((await call('GET', '/api/admin/me', member.auth)).json()).toMatchObject({
      secondFactor: true,
    });
    const again = await call('POST', '/api/admin/second-factor/enrolment', member.auth);
    expect(again.statusCode).toBe(409);
    expect(
      JSON.stringify((await call('GET', '/api/admin/second-factor', member.auth)).json()),
    ).not.toContain(secret!);
    expect(await latestAudit()).toMatchObject({
      action: 'second_factor.enrol',
      actorId: member.userId,
      targetUserId: null,
    });
  });

  it('asks a new session for a code, refuses a wrong one, then a replayed one', async () => {
    const member = await newMember();
    const { secret } = await enrol(member.auth);

    const session = await login(member.email);
    const refused = await call('GET', '/api/admin/users?q=exemple', session.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'admin.second_factor_required',
      message:
        'Confirmez votre identité avec le code de votre application d’authentification pour continuer.',
    });
    // The way in stays open before the code.
    expect((await call('GET', '/api/admin/second-factor', session.auth)).json()).toMatchObject({
      enrolled: true,
      verifiedUntil: null,
    });

    const wrong = await call('POST', '/api/admin/second-factor/verify', session.auth, {
      code: '12345',
    });
    expect(wrong.statusCode).toBe(400);
    const code = nextCodeOf(secret);
    const verified = await call('POST', '/api/admin/second-factor/verify', session.auth, { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe('Identité confirmée.');
    expect((await call('GET', '/api/admin/users?q=exemple', session.auth)).statusCode).toBe(200);

    // The same code, seen by someone looking over the shoulder, opens nothing else.
    const other = await login(member.email);
    const replayed = await call('POST', '/api/admin/second-factor/verify', other.auth, { code });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().message).toBe(
      'Ce code a déjà servi. Attendez le suivant dans votre application d’authentification.',
    );
    // Nor does the code before it, still within the tolerated drift.
    clock.advance(30_000);
    const older = await call('POST', '/api/admin/second-factor/verify', other.auth, { code });
    expect(older.statusCode).toBe(409);
    const next = await call('POST', '/api/admin/second-factor/verify', other.auth, {
      code: codeOf(secret),
    });
    expect(next.statusCode, next.body).toBe(200);
    expect((await call('GET', '/api/admin/me', other.auth)).statusCode).toBe(200);
  });

  it('takes a recovery code once, however it is typed, and writes its use down', async () => {
    const member = await newMember('support');
    const { recoveryCodes } = await enrol(member.auth);
    const session = await login(member.email);
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replace(/-/g, ' ')} `;
    const used = await call('POST', '/api/admin/second-factor/verify', session.auth, {
      code: typed,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().message).toBe(
      'Identité confirmée avec un code de secours : il ne servira plus.',
    );
    expect((await call('GET', '/api/admin/users?q=exemple', session.auth)).statusCode).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: 'second_factor.recovery_code',
      actorId: member.userId,
      actorRole: 'support',
      details: { codesLeft: 9 },
    });
    expect((await call('GET', '/api/admin/second-factor', session.auth)).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });

    const other = await login(member.email);
    const again = await call('POST', '/api/admin/second-factor/verify', other.auth, {
      code: recoveryCodes[3],
    });
    expect(again.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/me', other.auth)).statusCode).toBe(403);
    // Another member's code is not this member's.
    const stranger = await newMember();
    const theirs = await enrol(stranger.auth);
    const borrowed = await call('POST', '/api/admin/second-factor/verify', other.auth, {
      code: theirs.recoveryCodes[0],
    });
    expect(borrowed.statusCode).toBe(400);
  });

  it('closes after 30 minutes without a request, and after 12 hours however busy', async () => {
    const member = await newMember();
    const { secret } = await enrol(member.auth);
    let session = await login(member.email);
    const verify = (auth: Auth) =>
      call('POST', '/api/admin/second-factor/verify', auth, { code: nextCodeOf(secret) });
    expect((await verify(session.auth)).statusCode).toBe(200);

    // Idle: 29 minutes pass, a request; 29 more, a request; then 31 without.
    for (const minutes of [29, 29]) {
      clock.advance(minutes * MINUTE);
      session = await refreshed(session.cookie);
      expect((await call('GET', '/api/admin/me', session.auth)).statusCode).toBe(200);
    }
    clock.advance(31 * MINUTE);
    session = await refreshed(session.cookie);
    const idle = await call('GET', '/api/admin/me', session.auth);
    expect(idle.statusCode).toBe(403);
    expect(idle.json().code).toBe('admin.second_factor_required');

    // Busy: a request every 25 minutes still ends 12 hours after the code.
    expect((await verify(session.auth)).statusCode).toBe(200);
    const verifiedAt = clock.now().getTime();
    while (clock.now().getTime() + 25 * MINUTE < verifiedAt + 12 * 60 * MINUTE) {
      clock.advance(25 * MINUTE);
      session = await refreshed(session.cookie);
      expect((await call('GET', '/api/admin/me', session.auth)).statusCode).toBe(200);
    }
    clock.advance(25 * MINUTE);
    session = await refreshed(session.cookie);
    expect((await call('GET', '/api/admin/me', session.auth)).statusCode).toBe(403);
    expect((await verify(session.auth)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', session.auth)).statusCode).toBe(200);
  });

  it('in production, asks every member to enrol (403), then to verify, and lets them in after (200)', async () => {
    const member = await newMember('support');
    // In development a member who did not enrol comes in as before.
    expect((await call('GET', '/api/admin/me', member.auth)).statusCode).toBe(200);

    const me = await call('GET', '/api/admin/me', member.auth, undefined, prod);
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({
      code: 'admin.second_factor_enrol',
      message: 'Le back-office demande une double authentification : activez-la pour continuer.',
    });
    expect(
      (await call('GET', '/api/admin/second-factor', member.auth, undefined, prod)).json(),
    ).toMatchObject({ enrolled: false, required: true });

    const { secret } = await enrol(member.auth, prod);
    expect((await call('GET', '/api/admin/me', member.auth, undefined, prod)).statusCode).toBe(200);

    const session = await login(member.email);
    const users = '/api/admin/users?q=exemple';
    const refused = await call('GET', users, session.auth, undefined, prod);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('admin.second_factor_required');
    const verified = await call(
      'POST',
      '/api/admin/second-factor/verify',
      session.auth,
      { code: nextCodeOf(secret) },
      prod,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await call('GET', users, session.auth, undefined, prod)).statusCode).toBe(200);
  });

  it('renews the recovery codes and turns the factor off only for a code', async () => {
    const member = await newMember();
    const { secret, recoveryCodes: first } = await enrol(member.auth);

    const noCode = await call('POST', '/api/admin/second-factor/recovery-codes', member.auth, {
      code: '',
    });
    expect(noCode.statusCode).toBe(400);
    const renewed = await call('POST', '/api/admin/second-factor/recovery-codes', member.auth, {
      code: nextCodeOf(secret),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const second = renewed.json().recoveryCodes as string[];
    expect(second).toHaveLength(10);
    expect(await latestAudit()).toMatchObject({ action: 'second_factor.recovery_codes_renewed' });

    const session = await login(member.email);
    const old = await call('POST', '/api/admin/second-factor/verify', session.auth, {
      code: first[0],
    });
    expect(old.statusCode).toBe(400);

    const wrong = await call('POST', '/api/admin/second-factor/disable', member.auth, {
      code: 'aaaa-bbbb-cccc-dddd',
    });
    expect(wrong.statusCode).toBe(400);
    // A lost phone: a recovery code turns it off.
    const off = await call('POST', '/api/admin/second-factor/disable', member.auth, {
      code: second[0],
    });
    expect(off.statusCode, off.body).toBe(200);
    const entries = (await call('GET', '/api/admin/audit', await operator()))
      .json()
      .entries.slice(0, 2);
    expect(entries).toMatchObject([
      { action: 'second_factor.disable', reason: 'Désactivée avec un code de secours' },
      { action: 'second_factor.recovery_code', details: { codesLeft: 9 } },
    ]);
    expect((await call('GET', '/api/admin/second-factor', member.auth)).json()).toMatchObject({
      enrolled: false,
      recoveryCodesLeft: 0,
    });
    const disabledMail = await outboxMail(dev.database, member.email, 'désactivée');
    expect(disabledMail.subject).toBe('Double authentification désactivée — Voyance IA');
    expect(disabledMail.text).toContain('Si vous n’êtes pas à l’origine de ce changement');
    // Optional here: the other session comes in without a code again; production asks to enrol.
    expect((await call('GET', '/api/admin/me', session.auth)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', session.auth, undefined, prod)).json().code).toBe(
      'admin.second_factor_enrol',
    );
  });

  it('stops trying codes after five wrong ones, even the right one', async () => {
    const member = await newMember();
    const { secret } = await enrol(member.auth);
    const session = await login(member.email);
    const right = nextCodeOf(secret);
    const wrongCode = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const wrong = await call('POST', '/api/admin/second-factor/verify', session.auth, {
        code: wrongCode,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await call('POST', '/api/admin/second-factor/verify', session.auth, {
      code: right,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Trop de codes essayés\. Patientez quelques minutes avant de réessayer\./,
    );
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('a role taken away ends the verified sessions; an operator resets a lost factor', async () => {
    const member = await newMember('support');
    const { secret } = await enrol(member.auth);
    const revoke = await call('PUT', `/api/admin/users/${member.userId}/role`, await operator(), {
      role: null,
      reason: 'Fin de mission',
    });
    expect(revoke.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', member.auth)).json().code).toBe('admin.forbidden');
    await call('PUT', `/api/admin/users/${member.userId}/role`, await operator(), {
      role: 'support',
      reason: 'Retour de mission',
    });
    // Given again, the role does not bring back the old verification.
    const back = await call('GET', '/api/admin/me', member.auth);
    expect(back.json().code).toBe('admin.second_factor_required');
    expect(
      (
        await call('POST', '/api/admin/second-factor/verify', member.auth, {
          code: nextCodeOf(secret),
        })
      ).statusCode,
    ).toBe(200);

    // Support may not reset anyone's factor; an operator may, with a reason.
    const chef = await newMember('operator');
    await enrol(chef.auth);
    const url = `/api/admin/users/${chef.userId}/second-factor/reset`;
    const bySupport = await call('POST', url, member.auth, { reason: 'Téléphone perdu' });
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().message).toMatch(/^[A-ZÀ-Ÿ].* /);
    const page = (await call('GET', `/api/admin/users/${chef.userId}`, await operator())).json();
    expect(page.secondFactor).toBe(true);
    const reset = await call('POST', url, await operator(), { reason: 'Téléphone perdu' });
    expect(reset.statusCode, reset.body).toBe(200);
    const resetMail = await outboxMail(dev.database, chef.email, 'réinitialisée');
    expect(resetMail.subject).toBe('Double authentification réinitialisée — Voyance IA');
    expect(resetMail.text).toContain('Un opérateur du back-office vient de réinitialiser');
    // Refused, the reset told nobody: one mail only, sent after the operator's.
    const resetMails = await dev.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, chef.email), like(emailOutbox.subject, '%réinitialisée%')));
    expect(resetMails).toHaveLength(1);
    expect(await latestAudit()).toMatchObject({
      action: 'second_factor.reset',
      targetUserId: chef.userId,
      reason: 'Téléphone perdu',
    });
    expect(
      (await call('GET', `/api/admin/users/${chef.userId}`, await operator())).json().secondFactor,
    ).toBe(false);
    expect(
      (await call('POST', url, await operator(), { reason: 'Encore une fois' })).statusCode,
    ).toBe(409);
  });
});
