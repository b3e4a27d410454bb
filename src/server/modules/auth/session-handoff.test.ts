import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-databases.js';
import {
  cookieFrom,
  createCustomer,
  createTestApp,
  createTestClock,
  nextIp,
  type TestApp,
} from '../../test/test-app.js';
import { createSessionHandoffs, HANDOFF_TTL_MS } from './session-handoff.service.js';

const GUEST = 'guest_1700000000000_abcdefghijkl';
const OTHER_GUEST = 'guest_1700000000000_zyxwvutsrqpo';

describe.each(testDatabaseKinds())('the `ac` hand-off of a purchase on $name', (kind) => {
  let t: TestApp;
  const clock = createTestClock();
  let handoffs: ReturnType<typeof createSessionHandoffs>;

  beforeAll(async () => {
    t = await createTestApp(await kind.create(), { clock });
    handoffs = createSessionHandoffs({ db: t.database.db, clock });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const exchange = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/handoff',
      remoteAddress: nextIp(),
      headers,
      payload,
    });

  it('opens the buyer’s session once, in the browser the purchase began in', async () => {
    const buyer = await createCustomer(t);
    const code = await handoffs.mint(buyer.userId, GUEST);

    const elsewhere = await exchange({ code, guestSessionId: OTHER_GUEST });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('auth.handoff_invalid');
    expect(cookieFrom(elsewhere.headers, 'refresh_token')).toBeUndefined();

    const res = await exchange({ code, guestSessionId: GUEST });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(buyer.userId);
    expect(cookieFrom(res.headers, 'refresh_token')?.attributes).toMatch(/HttpOnly/i);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.json().id).toBe(buyer.userId);

    const again = await exchange({ code, guestSessionId: GUEST });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Ce lien de connexion est invalide, expiré ou déjà utilisé. Connectez-vous avec votre adresse e-mail.',
    );
  });

  it('expires after a few minutes, and an access token is no code', async () => {
    const buyer = await createCustomer(t);
    const code = await handoffs.mint(buyer.userId, GUEST);
    clock.advance(HANDOFF_TTL_MS + 1000);
    expect((await exchange({ code, guestSessionId: GUEST })).statusCode).toBe(400);
    expect((await exchange({ code: buyer.token, guestSessionId: GUEST })).statusCode).toBe(400);
  });

  it('asks before replacing the session of another account, and spends nothing until then', async () => {
    const buyer = await createCustomer(t);
    const someoneElse = await createCustomer(t);
    const code = await handoffs.mint(buyer.userId, GUEST);

    const asked = await exchange({ code, guestSessionId: GUEST }, someoneElse.auth);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('auth.handoff_other_account');
    expect(asked.json().message).toMatch(
      /^Ce lien ouvre la session d’un autre compte .* c•••@exemple\.fr\.$/,
    );
    expect(cookieFrom(asked.headers, 'refresh_token')).toBeUndefined();

    const confirmed = await exchange(
      { code, guestSessionId: GUEST, replaceSession: true },
      someoneElse.auth,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.id).toBe(buyer.userId);
    // The session that was replaced is over.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: someoneElse.auth,
    });
    expect(old.statusCode).toBe(401);
  });

  it('the same account does not need asking', async () => {
    const buyer = await createCustomer(t);
    const code = await handoffs.mint(buyer.userId, GUEST);
    const res = await exchange({ code, guestSessionId: GUEST }, buyer.auth);
    expect(res.statusCode).toBe(200);
  });
});
