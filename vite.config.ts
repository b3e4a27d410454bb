import type { ClientRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileHintsForStart } from './scripts/compile-hints.js';
import { preloadOnlyMissing } from './scripts/preload-only-missing.js';

// The API runs on its own port in development (npm run dev); Vite forwards to it.
const API_TARGET = 'http://127.0.0.1:5000';
// The pages come from Vite's port, but the API only takes state-changing calls from its
// own PUBLIC_URL (ADR 008): the proxy presents them as coming from there.
const API_PUBLIC_ORIGIN = 'http://localhost:5000';
const api = {
  target: API_TARGET,
  changeOrigin: false,
  configure: (proxy: {
    on(event: 'proxyReq', listener: (request: ClientRequest) => void): void;
  }) => {
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin')) request.setHeader('origin', API_PUBLIC_ORIGIN);
    });
  },
};

const preloads = preloadOnlyMissing();
/** Resolved through the '@' alias below; tsconfig.client.json names the same. */
const FRENCH_TEXT_JSX = '@/lib/french-text';
/** The screens the build prerenders (src/client/app/router.tsx's prerenderedScreens). */
const PRERENDERED_SCREENS = ['home', 'auth'].map((name) =>
  fileURLToPath(new URL(`./src/client/app/routes/${name}.tsx`, import.meta.url)),
);

/**
 * The React plugin has the dev server prebundle the JSX runtime as a library
 * (its optimizeDeps.include). Ours is the app's own code: prebundled, it would
 * carry a second copy of lib/french-text/spaced.ts beside the one the app
 * imports (React's runtime is prebundled instead, above).
 */
function frenchTextIsAppCode(): Plugin {
  return {
    name: 'french-text-jsx-is-app-code',
    enforce: 'post',
    config(config) {
      const deps = config.optimizeDeps;
      if (deps?.include)
        deps.include = deps.include.filter((id) => !id.startsWith(FRENCH_TEXT_JSX));
    },
  };
}

export default defineConfig({
  // React 19 runs the client (ADR 017). Its JSX goes through the client's own
  // runtime, React's with French spacing on every text (src/client/lib/french-text).
  plugins: [
    react({ jsxImportSource: FRENCH_TEXT_JSX }),
    frenchTextIsAppCode(),
    tailwindcss(),
    preloads.plugin,
    compileHintsForStart(PRERENDERED_SCREENS),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
      '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  optimizeDeps: { include: ['react/jsx-runtime', 'react/jsx-dev-runtime'] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    modulePreload: preloads.modulePreload,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': api,
      '/healthz': api,
    },
  },
});
