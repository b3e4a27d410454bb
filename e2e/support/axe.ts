import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.2 A and AA, as the product promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on what is on screen now, the harness's test-mode ribbon aside. axe is
 * injected once per document and run in the page itself: the single-page app
 * keeps it across its own navigations, where @axe-core/playwright injected it
 * twice per check and opened a blank page to merge frames the product does not have.
 */
export async function expectAxeClean(page: Page, name: string) {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(
      { exclude: [['[data-testid="test-mode-banner"]']] },
      { runOnly: { type: 'tag', values: tags } },
    );
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
  }, TAGS);
  expect(violations, name).toEqual([]);
}

/**
 * Waits for the opening animations (a menu or dialog fading in) to end: axe
 * measures colours as painted, and half-way through a fade a text's contrast
 * is its opacity's, not the design's.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
