import { expect, type Page, type TestInfo } from '@playwright/test';

/** The phone widths every screen must fit (issue 39): small Android, common Android, iPhone. */
export const PHONE_WIDTHS = [320, 360, 390] as const;

/**
 * What is wider than the screen now, in words: the page scrolling sideways,
 * any box whose content is wider than itself (a dialog that scrolls sideways
 * hides its right edge just as well), and any visible box reaching past the
 * screen's edges. Text cut on purpose with an ellipsis, visually hidden text
 * and boxes pushed out of the screen on purpose (a closed drawer) are not
 * overflow.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
      const id = element.id ? `#${element.id}` : '';
      const test = element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${id}${test ? `[${test}]` : ''} « ${label} »`;
    };
    const page = document.documentElement.scrollWidth - width;
    if (page > 0) found.push(`the page scrolls sideways by ${page} px`);
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('.sr-only, [aria-hidden=true], [data-testid=test-mode-banner]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A drawer or toast parked outside the screen is moved there on purpose, whole.
      if (box.right <= 0 || box.left >= width) continue;
      // A box that scrolls sideways hides its right edge (a dialog's title losing its last
      // letter); text in a field scrolls by nature, and an ellipsis cuts on purpose.
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (scrolls && !field && element instanceof HTMLElement) {
        const inner = element.scrollWidth - element.clientWidth;
        if (inner > 0) found.push(`${describe(element)} holds ${inner} px more than its width`);
      }
      // A box cut by an ancestor that hides its overflow (decoration is aria-hidden, skipped above).
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const clip = getComputedStyle(parent).overflowX;
        if (clip !== 'hidden' && clip !== 'clip') continue;
        if (style.textOverflow === 'ellipsis') break;
        const frame = parent.getBoundingClientRect();
        if (box.right > frame.right + 0.5 || box.left < frame.left - 0.5) {
          found.push(`${describe(element)} is cut by ${describe(parent)}`);
        }
        break;
      }
      if (box.right > width + 0.5 || box.left < -0.5) {
        found.push(
          `${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`,
        );
      }
    }
    return found;
  });
}

/** The screen at 360 px in the light and the dark theme (the class before-app.js sets). */
export async function photographBothThemes(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize();
  if (size && size.width !== 360) await page.setViewportSize({ width: 360, height: size.height });
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (on) => document.documentElement.classList.toggle('dark', on),
      theme === 'dark',
    );
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}-360.png`) });
  }
  await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
  if (size && size.width !== 360) await page.setViewportSize(size);
}

/**
 * Checks the screen as it is now at every phone width (0 px of overflow
 * allowed), then puts the viewport back to 360 px.
 */
export async function expectFitsEveryPhone(page: Page, name: string, testInfo?: TestInfo) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    // Opening animations end (a drawer sliding in is not overflow), then two frames settle.
    await page.evaluate(async () => {
      await Promise.all(
        document.getAnimations().map((animation) => animation.finished.catch(() => null)),
      );
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    // Soft: one run lists every screen and width that does not fit.
    expect.soft(await horizontalOverflow(page), `${name} at ${width} px`).toEqual([]);
    if (testInfo && width === 360) await photographBothThemes(page, testInfo, name);
  }
  await page.setViewportSize({ width: 360, height: 740 });
}
