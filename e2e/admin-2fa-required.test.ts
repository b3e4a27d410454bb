import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, registerAccount, test } from './fixtures';
import { photograph } from './pages/back-office';
import { expectAxeClean } from './support/axe';
import { ChatPage } from './pages/chat-page';
import { authenticator } from './support/authenticator';
import { E2E_LEGAL } from './support/legal';
import { E2E_REQUIRED_2FA_CONTROL_PORT, E2E_REQUIRED_2FA_PORT } from './support/ports';

/**
 * Production's back office (ADMIN_REQUIRE_2FA, ADR 018): a second e2e server,
 * the same harness on a fresh database with the requirement on, as
 * production runs it. The main e2e server keeps the factor optional, so that
 * every other back-office test stays simple.
 */
const url = `http://127.0.0.1:${E2E_REQUIRED_2FA_PORT}`;
const OPERATOR_EMAIL = 'operatrice.obligatoire.e2e@exemple.fr';
let server: ChildProcess;
let dataDir: string;
let output = '';

test.use({ baseURL: url });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'voyance-e2e-2fa-'));
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(E2E_REQUIRED_2FA_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      E2E_CONTROL_PORT: String(E2E_REQUIRED_2FA_CONTROL_PORT),
      ...E2E_LEGAL,
      ADMIN_EMAILS: OPERATOR_EMAIL,
      ADMIN_REQUIRE_2FA: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200)
    .catch((error: unknown) => {
      throw new Error(`le serveur ADMIN_REQUIRE_2FA n'est pas prêt sur ${url} :\n${output}`, {
        cause: error,
      });
    });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The second server's control port: the account's address verified, as the first operator's is. */
async function verified(email: string) {
  const res = await fetch(`http://127.0.0.1:${E2E_REQUIRED_2FA_CONTROL_PORT}/customers/shape`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, isVerified: true, messagesRemaining: 0 }),
  });
  expect(res.status, await res.text()).toBe(204);
}

test('with ADMIN_REQUIRE_2FA, the back office shows only the enrolment until a second factor is active', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await page.addInitScript(() => window.localStorage.setItem('rgpd-consent', 'rejected'));
  const account = await registerAccount(request, OPERATOR_EMAIL);
  await verified(account.email);
  await new ChatPage(page).loginAndLand(account.email, account.password);

  // Any back-office address, even a deep one, opens on the enrolment and nothing else.
  const enrolHeading = page.getByRole('heading', {
    level: 1,
    name: 'Activez la double authentification',
  });
  const nav = page.getByRole('navigation', { name: 'Back-office' });
  for (const address of ['/admin', '/admin/clients', '/admin/journal', '/admin/service']) {
    await page.goto(address);
    await expect(enrolHeading, address).toBeVisible();
    await expect(nav, address).toHaveCount(0);
  }
  await expect(page).toHaveTitle(/Activez la double authentification — Back-office/);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText('application d’authentification sur votre téléphone')).toBeVisible();
  await expectAxeClean(page, 'activation obligatoire');
  await photograph(page, testInfo, 'admin-2fa-obligatoire');

  // The API says the same, in French, to any session of the member.
  const login = await request.post('/api/auth/login', {
    data: { username: account.email, password: account.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken as string}` };
  const refused = await request.get('/api/admin/users?q=exemple', { headers });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'Le back-office demande une double authentification : activez-la pour continuer.',
  );

  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code à scanner avec l’application d’authentification' }),
  ).toBeVisible();
  const secret = (await page.getByLabel('Clé secrète').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(nav).toHaveCount(0);
  await expectAxeClean(page, 'clé à enregistrer');
  await photograph(page, testInfo, 'admin-2fa-obligatoire-cle');

  const phone = authenticator(secret);
  const codeField = page.getByLabel('Code à 6 chiffres affiché par l’application');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    page.getByText('Saisissez le code à 6 chiffres ou un code de secours.'),
  ).toBeVisible();
  await codeField.fill(phone.wrong());
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Code incorrect. Vérifiez-le et réessayez.')).toBeVisible();
  await codeField.fill(await phone.next());
  await page.getByRole('button', { name: 'Confirmer' }).click();

  // The recovery codes, shown once, still before any back-office screen.
  const codes = page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(nav).toHaveCount(0);
  await expectAxeClean(page, 'codes de secours obligatoires');
  await photograph(page, testInfo, 'admin-2fa-obligatoire-codes');
  await page.getByRole('button', { name: 'J’ai noté mes codes, continuer' }).click();

  // Enrolled, this session is verified: the back office opens.
  await expect(nav).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();
  await nav.getByRole('link', { name: 'Journal' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Actions, les plus récentes d’abord' })
      .getByRole('listitem')
      .first(),
  ).toContainText('Double authentification activée');
  // Another session now has a code to give, not an enrolment to make.
  const other = await request.get('/api/admin/users?q=exemple', { headers });
  expect(other.status()).toBe(403);
  expect((await other.json()).message).toBe(
    'Confirmez votre identité avec le code de votre application d’authentification pour continuer.',
  );
});
