import { fileURLToPath } from 'node:url';
import { preact } from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The components' tests render with Preact, as the build does (vite.config.ts).
  plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
  // The client's '@/…' imports resolve as in Vite.
  resolve: { alias: { '@': fileURLToPath(new URL('./src/client', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Libraries that import react go through Vite too, so that they get Preact as well.
    server: {
      deps: {
        inline: [
          /markdown-to-jsx/,
          /lucide-react/,
          /@radix-ui/,
          /react-router/,
          /@tanstack\/react-query/,
        ],
      },
    },
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
