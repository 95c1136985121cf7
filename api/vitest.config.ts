import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file boots its own PGlite (or PostgreSQL schema); two at a time on small machines.
    maxWorkers: 2,
  },
});
