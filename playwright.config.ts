import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_TOTP_OPERATOR_EMAIL } from './e2e/support/admin';
import { CHROMIUM_ARGS } from './e2e/support/chromium-flags';
import { E2E_LEGAL } from './e2e/support/legal';
import { E2E_CONTROL_PORT, E2E_PORT as PORT } from './e2e/support/ports';

// A fresh embedded database for every run: tests never see an old state.
const dataDir = mkdtempSync(path.join(tmpdir(), 'voyance-e2e-'));

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.test.ts',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // One more try for a test that fails: a flaky test shows as « flaky » in
  // the report instead of sinking the run, and its retry is traced.
  retries: 1,
  reporter: [['list']],
  // The long journeys (three streamed replies, then a payment) pass 30 s on a
  // busy 2-core machine; the budgets leave room without hiding a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // DOM snapshots and the network of a failed test's retry only: recording them
    // for every test cost CPU on every action (the machine's two cores are the
    // limit), and the screencast's frames a quarter of the suite's time.
    trace: { mode: 'on-first-retry', screenshots: false },
    // The offline worker (public/sw.js) would stand between page.route and the
    // page; e2e/pwa.test.ts allows it where it is the subject.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The browser's own language, as a French visitor's: native controls
      // (the date field's « jj/mm/aaaa ») follow it, not the page's locale.
      // Chromium reads it from the environment, with Debian's chromium-l10n.
      env: { ...process.env, LANGUAGE: 'fr' },
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The address the browser uses: payment pages and return links are built on it.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      // Each test speaks from its own address (X-Forwarded-For, see e2e/fixtures.ts),
      // so the real rate limits stay on without one test exhausting another's.
      TRUST_PROXY: 'true',
      E2E_CONTROL_PORT: String(E2E_CONTROL_PORT),
      ...E2E_LEGAL,
      // The back office's first operators (e2e/admin.test.ts and e2e/admin-2fa.test.ts register them).
      ADMIN_EMAILS: `${E2E_OPERATOR_EMAIL},${E2E_TOTP_OPERATOR_EMAIL}`,
      ...(process.env.E2E_CLIENT_DIR ? { E2E_CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
    },
  },
});
