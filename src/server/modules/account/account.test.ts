import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.js';
import { followVerificationLink, linkInText } from '../../test/mail-links.js';
import { outboxMail } from '../../test/outbox-mail.js';
import {
  cookieFrom,
  createCustomer,
  createTestApp,
  nextIp,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.js';
import { createBalanceRepository } from '../balance/balance.repository.js';
import { users } from '../users/users.tables.js';

const PUBLIC_URL = 'http://localhost:5000';
type Auth = { authorization: string };
const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` });

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe.each(testDatabaseKinds())('the account routes on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(await kind.create(), { config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    auth?: Auth,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(auth ? { headers: auth } : {}),
      ...(payload ? { payload } : {}),
    });
  const me = (auth: Auth) => call('GET', '/api/auth/me', auth);

  /** A customer with a known e-mail and password, as registration makes them. */
  async function registered(password = 'secret123') {
    const email = uniqueEmail('compte');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Camille', email, password, acceptCgu: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { user, accessToken } = res.json() as { user: { id: number }; accessToken: string };
    return { userId: user.id, email, password, auth: bearer(accessToken) };
  }

  /** Another login of the same person, from another device. */
  async function login(email: string, password: string, userAgent = LAPTOP) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      headers: { 'user-agent': userAgent },
      payload: { username: email, password },
    });
    return {
      res,
      auth: res.statusCode === 200 ? bearer(res.json().accessToken as string) : undefined,
      refresh: cookieFrom(res.headers, 'refresh_token')?.value,
    };
  }
  const refreshWith = (token: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      remoteAddress: nextIp(),
      cookies: { refresh_token: token ?? '' },
    });

  it('answers 401 in French to every call without a session', async () => {
    for (const [method, url] of [
      ['PUT', '/api/user/profile'],
      ['PUT', '/api/user/email'],
      ['PUT', '/api/user/password'],
      ['DELETE', '/api/user'],
      ['GET', '/api/user/export'],
      ['GET', '/api/user/sessions'],
      ['POST', '/api/user/sessions/end-others'],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Vous devez être connecté pour accéder à cette ressource.');
    }
  });

  describe('PUT /api/user/profile', () => {
    it('refuses a first name under 2 characters with the spec’s message', async () => {
      const { auth } = await createCustomer(t);
      for (const firstName of ['', ' a ', 'Z']) {
        const res = await call('PUT', '/api/user/profile', auth, { firstName });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Le prénom doit contenir au moins 2 caractères');
      }
      const long = await call('PUT', '/api/user/profile', auth, { firstName: 'A'.repeat(61) });
      expect(long.json().message).toBe('Le prénom ne peut pas dépasser 60 caractères');
      expect((await me(auth)).json().firstName).toBe('Camille');
    });

    it('stores the first name trimmed and verbatim, and answers the user', async () => {
      const { auth } = await createCustomer(t);
      const typed = `<b>Zoé</b>' OR 1=1; --`;
      const res = await call('PUT', '/api/user/profile', auth, { firstName: `  ${typed}  ` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Votre prénom a été mis à jour.',
        user: { firstName: typed },
      });
      expect((await me(auth)).json().firstName).toBe(typed);
    });
  });

  describe('PUT /api/user/email', () => {
    it('refuses an invalid address, its own, or one taken by another account', async () => {
      const other = await registered();
      const { auth, email } = await registered();
      const invalid = await call('PUT', '/api/user/email', auth, { email: 'pas-une-adresse' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('Adresse e-mail invalide');
      const same = await call('PUT', '/api/user/email', auth, {
        email: email.toUpperCase(),
        currentPassword: 'secret123',
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('C’est déjà l’adresse e-mail de votre compte.');
      const taken = await call('PUT', '/api/user/email', auth, {
        email: other.email,
        currentPassword: 'secret123',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Un compte existe déjà avec cette adresse e-mail.');
    });

    it('moves the login at once, asks the new address to confirm and tells the old one', async () => {
      const { auth, email, password, userId } = await registered();
      const next = uniqueEmail('nouvelle');
      const res = await call('PUT', '/api/user/email', auth, {
        email: `  ${next.toUpperCase()} `,
        currentPassword: password,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({ email: next, username: next, isVerified: false });
      expect(res.json().message).toContain(next);

      expect((await login(email, password)).res.statusCode).toBe(401);
      expect((await login(next, password)).res.statusCode).toBe(200);

      // Its own mail, not the sign-up's welcome and offered messages (issue 39).
      const confirm = await outboxMail(t.database, next, 'Confirmez votre nouvelle adresse e-mail');
      expect(confirm.text).toContain(`${PUBLIC_URL}/api/verify-email?token=`);
      expect(confirm.text).toContain(
        'Vous avez choisi cette adresse pour votre compte Voyance IA.',
      );
      expect(confirm.text).toContain(
        'Votre forfait, vos messages restants et vos consultations ne changent pas.',
      );
      expect(confirm.text).not.toMatch(/Bienvenue|offerts/);
      const notice = await outboxMail(t.database, email, 'adresse e-mail a été modifiée');
      expect(notice.text).toContain(next);
      expect(linkInText(notice.text, `${PUBLIC_URL}/adresse-email/retablir?token=`)).toBeTruthy();
      const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
      expect(row).toMatchObject({ email: next, username: next, isVerified: false });
    });

    it('never gives the verification gift twice (D1)', async () => {
      const { auth, email, userId } = await registered();
      const verify = async (to: string, subject = 'Confirmez votre adresse') => {
        const mail = await outboxMail(t.database, to, subject);
        const link = linkInText(mail.text, `${PUBLIC_URL}/api/verify-email?token=`);
        const res = await followVerificationLink(t.app, link.slice(PUBLIC_URL.length), auth);
        expect(res.flag).toBe('true');
      };
      await verify(email);
      expect((await me(auth)).json()).toMatchObject({ isVerified: true, messagesRemaining: 3 });
      const balance = createBalanceRepository({ db: t.database.db });
      await t.database.db.transaction((tx) => balance.setTo(tx, userId, 0, 'adjustment'));

      const next = uniqueEmail('cadeau');
      const moved = await call('PUT', '/api/user/email', auth, {
        email: next,
        currentPassword: 'secret123',
      });
      expect(moved.statusCode).toBe(200);
      await verify(next, 'Confirmez votre nouvelle adresse');
      expect((await me(auth)).json()).toMatchObject({
        email: next,
        isVerified: true,
        messagesRemaining: 0,
      });
    });

    it('« ce n’était pas moi » restores the address, ends every session and clears the password', async () => {
      const owner = await registered();
      const thief = await login(owner.email, owner.password);
      const next = uniqueEmail('voleur');
      // A thief who knows the password: the revert link is then the owner's way back.
      const moved = await call('PUT', '/api/user/email', thief.auth, {
        email: next,
        currentPassword: owner.password,
      });
      expect(moved.statusCode).toBe(200);
      const notice = await outboxMail(t.database, owner.email, 'adresse e-mail a été modifiée');
      const link = linkInText(notice.text, `${PUBLIC_URL}/adresse-email/retablir?token=`);
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

      const res = await call('POST', '/api/user/email/revert', undefined, { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toContain(owner.email);
      expect((await me(thief.auth!)).statusCode).toBe(401);
      expect((await me(owner.auth)).statusCode).toBe(401);
      expect((await refreshWith(thief.refresh)).statusCode).toBe(401);
      expect((await login(owner.email, owner.password)).res.statusCode).toBe(401);
      expect((await login(next, owner.password)).res.statusCode).toBe(401);
      const reset = await outboxMail(t.database, owner.email, 'Réinitialisez votre mot de passe');
      expect(reset.text).toContain(`${PUBLIC_URL}/reset-password/`);

      const again = await call('POST', '/api/user/email/revert', undefined, { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('Lien invalide ou expiré');
    });
  });

  describe('a stolen session alone (issue 36)', () => {
    const changeEmail = (auth: Auth, body: object) => call('PUT', '/api/user/email', auth, body);

    it('cannot move the address: the current password is asked for, at the field', async () => {
      const owner = await registered();
      const next = uniqueEmail('voleur');
      const bare = await changeEmail(owner.auth, { email: next });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toEqual({
        message: 'Mot de passe actuel requis',
        code: 'account.current_password_required',
      });
      const wrong = await changeEmail(owner.auth, { email: next, currentPassword: 'devine123' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Le mot de passe actuel est incorrect.');
      expect((await me(owner.auth)).json().email).toBe(owner.email);
    });

    it('cannot delete the account without the current password', async () => {
      const owner = await registered();
      const bare = await call('DELETE', '/api/user', owner.auth);
      expect(bare.statusCode).toBe(400);
      expect(bare.json().code).toBe('account.current_password_required');
      const wrong = await call('DELETE', '/api/user', owner.auth, { currentPassword: 'devine123' });
      expect(wrong.statusCode).toBe(400);
      expect((await me(owner.auth)).statusCode).toBe(200);
      const right = await call('DELETE', '/api/user', owner.auth, {
        currentPassword: owner.password,
      });
      expect(right.statusCode, right.body).toBe(200);
    });

    it('keeps the old address for the account while its revert link lives, and the revert wins', async () => {
      const owner = await registered();
      const next = uniqueEmail('deplacee');
      const moved = await changeEmail(owner.auth, { email: next, currentPassword: owner.password });
      expect(moved.statusCode).toBe(200);
      // Whoever moved it cannot take the old address with a new account...
      const squat = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        payload: {
          firstName: 'Mallory',
          email: owner.email,
          password: 'secret123',
          acceptCgu: true,
        },
      });
      expect(squat.statusCode).toBe(409);
      expect(squat.json().message).toBe('Un compte existe déjà avec cette adresse e-mail.');
      // ...nor by moving another account onto it.
      const other = await registered();
      const onto = await changeEmail(other.auth, {
        email: owner.email,
        currentPassword: other.password,
      });
      expect(onto.statusCode).toBe(409);
      const notice = await outboxMail(t.database, owner.email, 'adresse e-mail a été modifiée');
      const link = linkInText(notice.text, `${PUBLIC_URL}/adresse-email/retablir?token=`);
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
      const revert = await call('POST', '/api/user/email/revert', undefined, { token });
      expect(revert.statusCode, revert.body).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
      expect(row!.email).toBe(owner.email);
    });

    it('a session opened by a magic link minutes ago confirms without a password, not later', async () => {
      const owner = await registered();
      // Verified in the browser it registered in: the password stays (see mailbox-proof.ts).
      const confirm = await outboxMail(t.database, owner.email, 'Confirmez votre adresse');
      const verifyLink = linkInText(confirm.text, `${PUBLIC_URL}/api/verify-email?token=`);
      const verified = await followVerificationLink(
        t.app,
        verifyLink.slice(PUBLIC_URL.length),
        owner.auth,
      );
      expect(verified.flag).toBe('true');
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        remoteAddress: nextIp(),
        payload: { email: owner.email },
      });
      expect(sent.statusCode).toBe(200);
      const mail = await outboxMail(t.database, owner.email, 'connexion');
      const link = linkInText(mail.text, `${PUBLIC_URL}/magic-link?token=`);
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link/verify',
        remoteAddress: nextIp(),
        payload: { token },
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const fresh = bearer(opened.json().accessToken as string);
      const next = uniqueEmail('lien');
      const res = await changeEmail(fresh, { email: next });
      expect(res.statusCode, res.body).toBe(200);
      // A token renewed from that session is no proof of the mailbox any more.
      const renewed = await refreshWith(cookieFrom(opened.headers, 'refresh_token')!.value);
      const later = await changeEmail(bearer(renewed.json().accessToken as string), {
        email: uniqueEmail('plus-tard'),
      });
      expect(later.statusCode).toBe(400);
      expect(later.json().code).toBe('account.current_password_required');
    });
  });

  describe('PUT /api/user/password', () => {
    const change = (auth: Auth, body: object) => call('PUT', '/api/user/password', auth, body);

    it('applies the rules of spec §5 with their messages', async () => {
      const { auth } = await registered();
      const cases: Array<[object, string]> = [
        [
          { newPassword: 'Nouveau123', confirmPassword: 'Nouveau123' },
          'Mot de passe actuel requis',
        ],
        [
          { currentPassword: 'secret123', newPassword: 'Ab1', confirmPassword: 'Ab1' },
          'Le nouveau mot de passe doit contenir au moins 8 caractères',
        ],
        [
          {
            currentPassword: 'secret123',
            newPassword: 'NOUVEAU123',
            confirmPassword: 'NOUVEAU123',
          },
          'Le nouveau mot de passe doit contenir au moins une lettre minuscule',
        ],
        [
          {
            currentPassword: 'secret123',
            newPassword: 'nouveau123',
            confirmPassword: 'nouveau123',
          },
          'Le nouveau mot de passe doit contenir au moins une lettre majuscule',
        ],
        [
          {
            currentPassword: 'secret123',
            newPassword: 'NouveauMdp',
            confirmPassword: 'NouveauMdp',
          },
          'Le nouveau mot de passe doit contenir au moins un chiffre',
        ],
        [
          {
            currentPassword: 'secret123',
            newPassword: 'Nouveau123',
            confirmPassword: 'Nouveau124',
          },
          'Les mots de passe ne correspondent pas',
        ],
      ];
      for (const [body, message] of cases) {
        const res = await change(auth, body);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it('refuses a wrong current password with a 400 that keeps the session', async () => {
      const { auth } = await registered();
      const res = await change(auth, {
        currentPassword: 'pas-le-bon',
        newPassword: 'Nouveau123',
        confirmPassword: 'Nouveau123',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Le mot de passe actuel est incorrect.');
      expect((await me(auth)).statusCode).toBe(200);
    });

    it('ends the other sessions, keeps this one with a new token, and the new password logs in', async () => {
      const { email, password } = await registered();
      const here = await login(email, password, PHONE);
      const elsewhere = await login(email, password, LAPTOP);
      const res = await change(here.auth!, {
        currentPassword: password,
        newPassword: 'Nouveau123',
        confirmPassword: 'Nouveau123',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(
        'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
      );
      const renewed = bearer(res.json().accessToken as string);
      expect((await me(renewed)).statusCode).toBe(200);
      expect((await me(elsewhere.auth!)).statusCode).toBe(401);
      expect((await refreshWith(elsewhere.refresh)).statusCode).toBe(401);
      expect((await refreshWith(here.refresh)).statusCode).toBe(200);
      expect((await login(email, password)).res.statusCode).toBe(401);
      expect((await login(email, 'Nouveau123')).res.statusCode).toBe(200);
      const notice = await outboxMail(t.database, email, 'mot de passe a été modifié');
      expect(notice.text).toContain('Mot de passe oublié');
    });
  });

  describe('sessions', () => {
    it('lists the live sessions with their device, marks this one, and ends one at once', async () => {
      const { email, password } = await registered();
      const phone = await login(email, password, PHONE);
      const laptop = await login(email, password, LAPTOP);
      const list = await call('GET', '/api/user/sessions', phone.auth);
      expect(list.statusCode).toBe(200);
      const sessions = list.json().sessions as Array<{
        id: string;
        device: string;
        current: boolean;
      }>;
      expect(sessions).toHaveLength(3); // the registration's, the phone's, the laptop's
      expect(sessions.filter((s) => s.current)).toEqual([
        expect.objectContaining({ device: 'Chrome sur Android (téléphone)' }),
      ]);
      const laptopSession = sessions.find((s) => s.device === 'Safari sur macOS (ordinateur)')!;

      const end = await call('DELETE', `/api/user/sessions/${laptopSession.id}`, phone.auth);
      expect(end.statusCode, end.body).toBe(200);
      expect((await me(laptop.auth!)).statusCode).toBe(401);
      expect((await refreshWith(laptop.refresh)).statusCode).toBe(401);
      expect((await me(phone.auth!)).statusCode).toBe(200);
      const after = (await call('GET', '/api/user/sessions', phone.auth)).json().sessions;
      expect(after.map((s: { id: string }) => s.id)).not.toContain(laptopSession.id);

      const again = await call('DELETE', `/api/user/sessions/${laptopSession.id}`, phone.auth);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Cette session est introuvable ou déjà fermée.');
    });

    it('answers 404 for another person’s session and for a malformed id', async () => {
      const mine = await registered();
      const theirs = await registered();
      const [theirSession] = (await call('GET', '/api/user/sessions', theirs.auth)).json().sessions;
      const res = await call('DELETE', `/api/user/sessions/${theirSession.id}`, mine.auth);
      expect(res.statusCode).toBe(404);
      expect((await me(theirs.auth)).statusCode).toBe(200);
      const malformed = await call('DELETE', '/api/user/sessions/pas-un-id', mine.auth);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Session introuvable.');
    });

    it('ends every other session and keeps this one; a logout ends its session', async () => {
      const { email, password } = await registered();
      const here = await login(email, password, PHONE);
      const other = await login(email, password, LAPTOP);
      const res = await call('POST', '/api/user/sessions/end-others', here.auth);
      expect(res.statusCode).toBe(200);
      const renewed = bearer(res.json().accessToken as string);
      expect((await me(other.auth!)).statusCode).toBe(401);
      const left = (await call('GET', '/api/user/sessions', renewed)).json().sessions;
      expect(left).toEqual([expect.objectContaining({ current: true })]);

      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: renewed,
        remoteAddress: nextIp(),
      });
      expect(logout.statusCode).toBe(200);
      expect((await refreshWith(here.refresh)).statusCode).toBe(401);
    });
  });
});
