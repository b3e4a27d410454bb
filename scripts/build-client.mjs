// Builds the client: Vite's bundle, then the public pages a visitor lands on
// prerendered into it (src/client/prerender.tsx), then Brotli and gzip copies.
// The prerendered pages go to dist/client/prerendered/, which the server
// sends for their addresses (src/server/plugins/spa.ts); every other address
// gets the empty index.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compressBuild } from './compress-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/client');
const prerenderDir = path.join(root, 'dist/prerender');
/** Address → file; spa.ts reads the address back from the file's name. */
const PRERENDERED_PAGES = { '/': 'index.html', '/auth': 'auth.html' };
const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

export async function buildClient() {
  await build({ root });
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/client/prerender.tsx',
      outDir: prerenderDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
    // Bundled whole, so that the libraries and the app share one copy of React.
    ssr: { noExternal: true },
  });
  const { prerender } = await import(pathToFileURL(path.join(prerenderDir, 'prerender.js')).href);
  const shell = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const stylesheet = shell.match(STYLESHEET);
  if (!shell.includes(ROOT_ELEMENT) || !stylesheet) {
    throw new Error(`index.html sans ${ROOT_ELEMENT} ou sans feuille de style`);
  }
  // The styles travel inside the page: it paints as soon as it arrives, without
  // waiting for a second download that the scripts' downloads would slow (issue 12).
  // The scripts' early downloads go too: the page is drawn without them, and on a
  // slow line they would share its first bytes (measured: Lighthouse's mobile
  // FCP 2.5 s → 1.8 s); the entry script still loads its imports at once.
  const css = readFileSync(path.join(clientDir, stylesheet[1]), 'utf8');
  const page = shell
    .replace(stylesheet[0], () => `<style>${css}</style>`)
    .replace(MODULE_PRELOADS, '');
  mkdirSync(path.join(clientDir, 'prerendered'), { recursive: true });
  for (const [address, file] of Object.entries(PRERENDERED_PAGES)) {
    const markup = await prerender(address);
    // The marker tells main.tsx which address this markup was rendered for.
    const filled = page.replace(
      ROOT_ELEMENT,
      () => `<div id="root" data-prerendered="${address}">${markup}</div>`,
    );
    writeFileSync(path.join(clientDir, 'prerendered', file), filled);
  }
  rmSync(prerenderDir, { recursive: true, force: true });
  compressBuild(clientDir);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildClient();
  // The rendered app leaves timers behind (its query cache): this build is done.
  process.exit(0);
}
