/**
 * Renders the app icons (PWA manifest, Apple touch icon) from their SVG
 * sources with the Chromium the tests use: `npx tsx scripts/render-icons.ts`.
 * The PNGs are committed; run this again only when an SVG changes.
 */
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const ICONS = [
  { source: 'public/favicon.svg', out: 'public/icons/icon-192.png', size: 192 },
  { source: 'public/favicon.svg', out: 'public/icons/icon-512.png', size: 512 },
  { source: 'public/icons/maskable.svg', out: 'public/icons/maskable-512.png', size: 512 },
  { source: 'public/icons/maskable.svg', out: 'public/icons/apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const icon of ICONS) {
    const svg = await readFile(icon.source, 'utf8');
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`,
    );
    await page.screenshot({ path: icon.out, omitBackground: true });
    await page.close();
    console.log(`${icon.out} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
