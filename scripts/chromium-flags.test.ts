import { existsSync, readFileSync } from 'node:fs';
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
});
