import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../db/client.js';
import { cookieFrom, createTestApp, nextIp, uniqueEmail, type TestApp } from '../test/test-app.js';
import { allowedOrigins, crossSiteReason } from './cross-site.js';
import { createTestPglite } from '../db/test-databases.js';

const PUBLIC_URL = 'https://voyance.example';

describe('the cross-site policy (login CSRF)', () => {
  let database: Database;
  let t: TestApp;
  const email = uniqueEmail('csrf');

  beforeAll(async () => {
    database = createTestPglite();
    await database.migrate();
    t = await createTestApp(database, {
      config: {
        isProduction: true,
        jwtSecret: 'test-secret-test-secret-test-secret-!!',
        trustProxy: false,
        publicUrl: PUBLIC_URL,
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { firstName: 'Mallory', email, password: 'secret123', acceptCgu: true },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const login = (
    headers: Record<string, string>,
    payload: unknown = { username: email, password: 'secret123' },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      headers,
      payload: payload as Record<string, unknown>,
    });

  it('refuses a login that a browser marks as cross-site, in French, with no cookie', async () => {
    const res = await login({ 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message:
        'Cette action doit être faite depuis le site lui-même. Rechargez la page et réessayez.',
      code: 'common.cross_site',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an Origin that is not PUBLIC_URL, even without Sec-Fetch-Site', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://voyance.example.evil.example']) {
      expect((await login({ origin })).statusCode).toBe(403);
    }
  });

  it('lets our own pages and clients without browser headers through', async () => {
    expect((await login({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
    expect((await login({})).statusCode).toBe(200);
  });

  it('judges the path the router matched, not the one written (`/%61pi/auth/login`)', async () => {
    for (const url of ['/%61pi/auth/login', '/api/auth/%6Cogin', '/%2561pi/auth/login']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: nextIp(),
        headers: { 'sec-fetch-site': 'cross-site' },
        payload: { username: email, password: 'secret123' },
      });
      expect(res.statusCode, url).not.toBe(200);
      expect(cookieFrom(res.headers, 'refresh_token'), url).toBeUndefined();
    }
    const routed = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      remoteAddress: nextIp(),
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { username: email, password: 'secret123' },
    });
    expect(routed.statusCode).toBe(403);
    expect(routed.json().code).toBe('common.cross_site');
  });

  it('refuses a cross-site logout, and a logout with no cookie gets no clearing cookie', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: nextIp(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
  });

  it('parses form bodies only where a browser form is expected', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(email)}&password=secret123`,
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().message).toBe('Les données envoyées sont invalides.');
    expect(cookieFrom(form.headers, 'refresh_token')).toBeUndefined();
    for (const url of ['/api/set-password', '/api/auth/magic-link/verify']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'token=abc&password=Secret123',
      });
      expect(res.statusCode).toBe(415);
    }
    // The special offer is the one browser form of the product (spec §7).
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/special-offer',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
      payload: 'sessionId=guest_1700000000000_abcdefghijkl&withdrawalWaiver=on',
    });
    expect(offer.statusCode).toBe(303);
  });

  it('leaves reads and the payment provider’s webhook alone', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { origin: 'https://stripe.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).not.toBe(403);
  });
});

describe('allowed origins', () => {
  it('is PUBLIC_URL’s origin, plus the other loopback names outside production', () => {
    expect([
      ...allowedOrigins({ publicUrl: 'https://voyance.example/', isProduction: true }),
    ]).toEqual(['https://voyance.example']);
    const dev = allowedOrigins({ publicUrl: 'http://localhost:5000', isProduction: false });
    expect(dev.has('http://127.0.0.1:5000')).toBe(true);
    expect(dev.has('http://127.0.0.1:5001')).toBe(false);
    const prod = allowedOrigins({ publicUrl: 'http://localhost:5000', isProduction: true });
    expect(prod.has('http://127.0.0.1:5000')).toBe(false);
  });

  it('reads Sec-Fetch-Site before Origin', () => {
    const origins = new Set(['https://voyance.example']);
    expect(crossSiteReason({ 'sec-fetch-site': 'same-origin' }, origins)).toBeNull();
    expect(crossSiteReason({ 'sec-fetch-site': 'none' }, origins)).toBeNull();
    expect(crossSiteReason({ 'sec-fetch-site': 'same-site' }, origins)).not.toBeNull();
    expect(crossSiteReason({ origin: 'https://voyance.example' }, origins)).toBeNull();
  });
});
