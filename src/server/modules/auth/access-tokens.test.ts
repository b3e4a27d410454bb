import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-app.js';
import { createConfirmationTokens } from '../newsletter/newsletter-confirmation.js';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-tokens.js';

const SECRET = 'un-secret-de-test-un-secret-de-test-0123';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('carry the user, the session and their expiry', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens(SECRET, clock);
    const claims = await tokens.verify(await tokens.sign(42, 3, 'session-a'));
    expect(claims).toMatchObject({ userId: 42, sessionVersion: 3, sessionId: 'session-a' });
    expect(claims!.expiresAt.getTime()).toBe(
      Math.floor(clock.now().getTime() / 1000) * 1000 + ACCESS_TOKEN_TTL_SECONDS * 1000,
    );
  });

  it('a token verified once is still refused once expired (the cache does not outlive it)', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens(SECRET, clock);
    const token = await tokens.sign(1, 0, 's');
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse a changed payload, another secret, an unsigned token and another audience', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens(SECRET, clock);
    const token = await tokens.sign(1, 0, 's');
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${base64url({ ...claims, sub: '2' })}.${signature}`;
    expect(await tokens.verify(forged)).toBeNull();

    const other = createAccessTokens(`${SECRET}-autre`, clock);
    expect(await other.verify(token)).toBeNull();

    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(await tokens.verify(unsigned)).toBeNull();

    // A newsletter link is signed with the same secret but is no access token.
    const link = await createConfirmationTokens(SECRET, clock).sign({
      email: 'lea@exemple.fr',
      firstName: 'Léa',
    });
    expect(await tokens.verify(link)).toBeNull();
    expect(await tokens.verify('pas.un.jeton')).toBeNull();
  });
});
