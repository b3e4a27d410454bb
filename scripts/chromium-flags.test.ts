import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../e2e/support/chromium-flags';

const CHROMIUM = '/usr/bin/chromium';

/** The features Playwright disables itself, read from the installed playwright-core. */
function playwrightDisabledFeatures(): string[] {
  const core = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(core, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list)
    throw new Error(
      'playwright-core no longer holds a disabledFeatures list: read chromium-flags.ts again',
    );
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

/** Chromium's renderer processes started with `userDataDir` (each launch has its own). */
function renderersOf(userDataDir: string): number {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return command.includes('--type=renderer') && command.includes(userDataDir);
      } catch {
        return false; // the process ended while being read
      }
    }).length;
}

describe('the end-to-end browser’s switches', () => {
  it('repeat every feature Playwright disables, since ours replace its list', () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrightDisabledFeatures());
  });

  it.skipIf(!existsSync(CHROMIUM))('open no browser WebUI page beside a test’s page', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const cdp = await browser.newBrowserCDPSession();
      const page = await (await browser.newContext()).newPage();
      await page.goto('about:blank');
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: Array<{ type: string; url: string }>;
      };
      expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual([
        'page about:blank',
      ]);
    } finally {
      await browser.close();
    }
  });

  it.skipIf(!existsSync(CHROMIUM) || !existsSync('/proc'))(
    'start one renderer for a test’s page, and no spare one beside it',
    async () => {
      const server = createServer((_, response) => response.end('<h1>Bonjour</h1>')).listen(0);
      // A server, not a plain launch: it gives the browser's process, whose profile folder its renderers name.
      const launched = await chromium.launchServer({
        executablePath: CHROMIUM,
        args: CHROMIUM_ARGS,
      });
      const browser = await chromium.connect(launched.wsEndpoint());
      try {
        const browserCommand = readFileSync(`/proc/${launched.process().pid}/cmdline`, 'utf8');
        const userDataDir = /--user-data-dir=([^\0 ]+)/.exec(browserCommand)![1]!;
        const page = await (await browser.newContext()).newPage();
        await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
        // The spare renderer starts just after a navigation commits.
        await expect.poll(() => renderersOf(userDataDir), { timeout: 1_000 }).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(renderersOf(userDataDir)).toBe(1);
      } finally {
        await browser.close();
        await launched.close();
        server.close();
      }
    },
  );
});
