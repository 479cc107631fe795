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
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
