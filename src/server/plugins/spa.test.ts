import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createTestPglite } from '../db/test-databases.js';

/** The app serving a built client made of these files (paths from the client's folder). */
async function appServing(files: Record<string, string | Buffer>): Promise<TestApp> {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'spa-test-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    writeFileSync(path.join(clientDir, name), content);
  }
  const database = createTestPglite();
  await database.migrate();
  return createTestApp(database, { clientDir });
}

async function closeApp(t: TestApp) {
  await t.close();
  await t.database.close();
}

describe('serving the built client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appServing({
      'index.html': '<!doctype html><html lang="fr"><body>app</body></html>',
      'assets/main-abc123.js': 'console.log(1)',
      // What scripts/compress-build.mjs writes next to each asset.
      'assets/main-abc123.js.br': brotliCompressSync('console.log(1)'),
    });
  });
  afterAll(() => closeApp(t));

  it('answers every page route with index.html, never cached, with the security headers', async () => {
    for (const url of ['/', '/auth?expired=true', '/chat/12', '/une/page/inconnue']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<html lang="fr">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the build-time Brotli copy to browsers that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('answers a missing file with a 404, not with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ressource introuvable.', code: 'common.not_found' });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/inconnu' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('serving the prerendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    // What scripts/build-client.mjs writes: the shell, and one page per prerendered address.
    const page = (address: string) => `<body><div id="root" data-prerendered="${address}">…</div>`;
    t = await appServing({
      'index.html': '<body><div id="root"></div></body>',
      'prerendered/index.html': page('/'),
      'prerendered/auth.html': page('/auth'),
      'prerendered/auth.html.br': brotliCompressSync(page('/auth')),
    });
  });
  afterAll(() => closeApp(t));

  it('answers / and /auth with their page, whatever the query, and every other route with the shell', async () => {
    const expected: Array<[string, string]> = [
      ['/', 'data-prerendered="/"'],
      ['/?payment=success', 'data-prerendered="/"'],
      ['/auth', 'data-prerendered="/auth"'],
      ['/auth?tab=register', 'data-prerendered="/auth"'],
      ['/chat', '<div id="root"></div>'],
      ['/cgu', '<div id="root"></div>'],
    ];
    for (const [url, marker] of expected) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(marker);
    }
  });

  it('serves a prerendered page compressed to browsers that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('data-prerendered="/auth"');
  });
});
