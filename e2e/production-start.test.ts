import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { AuthPage } from './pages/auth-page';
import { LandingPage } from './pages/landing-page';
import { E2E_PRODUCTION_PORT } from './support/ports';

/**
 * `npm start` as a visitor meets it: the bundled server (dist/server, which
 * `npm run build` writes before these tests run) on a fresh data directory
 * and the embedded defaults. Every other end-to-end test runs the server from
 * its sources (scripts/e2e-server.mjs).
 */
const url = `http://127.0.0.1:${E2E_PRODUCTION_PORT}`;
let server: ChildProcess;
let dataDir: string;
let output = '';

test.use({ baseURL: url });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'voyance-start-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E_PRODUCTION_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
  };
  // The embedded defaults, whatever the environment running the tests names.
  for (const name of [
    'NODE_ENV',
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'OPENAI_BASE_URL',
    'OPENAI_API_KEY',
    'PERSONA_ENGINE',
    'STRIPE_SECRET_KEY',
    'BREVO_API_KEY',
  ])
    delete env[name];
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, {
      timeout: 30_000,
    })
    .toBe(200)
    // A start that fails says why: afterEach does not run for a failed beforeAll.
    .catch((error: unknown) => {
      throw new Error(`npm start n'est pas prêt sur ${url}/readyz :\n${output}`, { cause: error });
    });
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook needs from this pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('npm start output', { body: output, contentType: 'text/plain' });
  }
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    // A clean stop: in-flight work finished, the database closed.
    expect(code, output).toBe(0);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test.describe('npm start, the built product', () => {
  test('answers its probes, its configuration and a bad call in French, with its headers', async ({
    request,
  }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    const config = await request.get('/api/config');
    expect(config.status()).toBe(200);
    expect(config.headers()['x-content-type-options']).toBe('nosniff');
    expect(await config.json()).toMatchObject({ payments: 'simulated', replies: 'local-engine' });
    // No model configured: npm start says who answers (D22).
    expect(output).toContain('les réponses viennent du moteur local simple (PERSONA_ENGINE=true)');

    const refused = await request.post('/api/auth/login', {
      data: { username: 'nimporte', password: 'un mot de passe' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe('Adresse e-mail invalide');
  });

  test('a guest gets a streamed reply, then signs up and lands in the chat', async ({
    page,
  }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.answerCookieBanner();
    await landing.open();
    await landing.send("Que me réserve l'amour cette année ?");
    await expect(landing.assistantMessages()).toHaveCount(1, { timeout: 15_000 });
    await expect(landing.assistantMessages().first()).toContainText('intelligence artificielle');
    await expect(landing.remaining()).toHaveText('2 messages gratuits restants');
    await expect(page.getByTestId('local-engine-notice')).toContainText('moteur local simple');
    await page.screenshot({ path: testInfo.outputPath('npm-start-guest.png'), fullPage: true });

    const auth = new AuthPage(page);
    await auth.open('?tab=register');
    await auth.fillRegistration({
      firstName: 'Maëlle',
      email: `maelle.${Date.now()}@exemple.fr`,
      password: 'un mot de passe sûr',
      acceptCgu: true,
    });
    await auth.submitRegistration();
    const checkEmail = page.getByRole('dialog', { name: 'Vérifiez votre boîte mail' });
    await expect(checkEmail).toBeVisible();
    await checkEmail.getByRole('button', { name: "J'ai compris" }).click();
    await expect(page).toHaveURL(/\/chat\/\d+/);
    await expect(page.getByLabel('Votre message')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('npm-start-chat.png') });
  });
});
