import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { API_URL: '"http://api.test"', REGISTRY_URL: '"/registry.json"', APP_ID: '"mercado-web"' },
  test: { environment: 'jsdom', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'] },
});
