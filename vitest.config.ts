import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'cli/**/*.test.ts',
      'functions/**/*.test.ts',
      'site/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    environment: 'node',
    // The regional vocabulary books, as the API and the build load them (shared/vocabulary/books/registry.ts).
    setupFiles: ['tests/support/vocabulary-books.ts'],
    // One worker runs many files (no fresh process per file): a third less CPU for the suite on 2 cores
    // (measured 94 s vs 137 s user+sys). Test files must not leave process state (env, globals) behind.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
