import type { ClientRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { preact } from '@preact/preset-vite';
import { defineConfig } from 'vite';
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

export default defineConfig({
  // The client is written against React's API (its types stay React's) and runs
  // on Preact: the preset maps react and react-dom to preact/compat. react-dom
  // alone was 55 KB (Brotli) of the 144 KB a guest downloaded for `/`; Preact
  // is 10 KB (issue 12).
  plugins: [preact(), tailwindcss(), preloads.plugin],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src/client', import.meta.url)) },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    modulePreload: preloads.modulePreload,
    rolldownOptions: {
      onLog(level, log, handler) {
        // React Router looks for React 19's useOptimistic and does without it: Preact has none.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
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
