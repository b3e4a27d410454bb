import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The components' tests render with React and the client's JSX runtime, as the build does (vite.config.ts).
  plugins: [react({ jsxImportSource: '@/lib/french-text' })],
  // The client's '@/…' and both sides' '#shared/…' imports resolve as in Vite.
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
      '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'eval/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup.ts'],
    // The files share their worker's modules instead of loading the server
    // afresh each (that was half the suite's CPU): every test builds what it
    // needs through factories, and none mocks a module or relies on state
    // that another file's test could change.
    // One worker more than cores: since test databases start from the seed
    // (pglite-client.ts), much of the suite waits on PostgreSQL, child
    // processes and timers, and two workers kept 2 cores 1.1 busy. On CI's
    // 2 cores, with another session's work beside it: 231 s with 2 workers,
    // 144 s with 3, 241 s with 4.
    isolate: false,
    maxWorkers: availableParallelism() + 1,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
