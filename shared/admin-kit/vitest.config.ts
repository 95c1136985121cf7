import { defineConfig } from 'vitest/config';

/**
 * Node by default (fast; some tests read files through import.meta.url). A test that needs the DOM
 * (localStorage, React) starts with the docblock `// @vitest-environment jsdom`.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    restoreMocks: true,
  },
});
