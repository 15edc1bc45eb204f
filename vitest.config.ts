import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import preact from '@preact/preset-vite';

// A file's first analysis compiles the engine's lexicons: under a second idle, 3-4 s on these
// 2-core machines at load 15-20, where vitest's 5 s default timed out tests that check other
// things. No unit test checks speed (that is `npm run bench`).
const testTimeout = 20_000;

export default defineConfig({
  test: {
    projects: [
      {
        // The engine and the site adapters run in plain Node, without WxtVitest(), which would
        // quietly fake `browser`: a stray browser.* call in lib/ fails here.
        test: {
          name: 'lib',
          environment: 'node',
          testTimeout,
          include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['test/engine/install-vectors.ts'],
        },
      },
      {
        plugins: [WxtVitest(), preact()],
        // As a test build: our shadow roots open (entrypoints/content/shadow-roots.ts).
        define: { 'import.meta.env.GENTLE_READER_TEST_BUILD': 'true' },
        test: {
          name: 'ui',
          environment: 'happy-dom',
          testTimeout,
          include: ['components/**/*.test.{ts,tsx}', 'entrypoints/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/engine/install-vectors.ts', 'test/unit/setup.ts'],
          mockReset: true,
          restoreMocks: true,
        },
      },
    ],
  },
});
