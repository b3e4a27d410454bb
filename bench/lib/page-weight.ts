/**
 * What a guest's browser downloads to show a page: JavaScript bytes as they
 * travel (compressed), counted in the system Chromium.
 */
import { chromium } from '@playwright/test';

export const CHROMIUM = '/usr/bin/chromium';

export async function javascriptTransferred(
  url: string,
): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const sizes: Array<Promise<number>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(sizes);
    return { bytes: all.reduce((a, b) => a + b, 0), files: all.length };
  } finally {
    await browser.close();
  }
}
