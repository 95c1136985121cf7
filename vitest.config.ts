import { defineConfig } from 'vitest/config';

/** The root package's tests: the repository's scripts (each package runs its own suite). */
export default defineConfig({
  test: { include: ['scripts/**/*.test.ts'] },
});
