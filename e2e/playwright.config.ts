import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests on the real built platform: the shell and every remote from their production
 * builds, served by scripts/start-platform.ts, with the real API on a fresh PGlite database.
 * Debian's Chromium only (`apt-get install -y chromium`); Playwright never downloads a browser.
 */
// Once per run: the workers load this file again and must find the same folders (the federation
// spec deploys into the platform's DEPLOY_DIR).
process.env.MERCADO_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'mercado-e2e-'));
const dataDir = process.env.MERCADO_E2E_DATA;
export const DEPLOY_DIR = path.join(dataDir, 'deploy');
/** Where the API also writes each e-mail it queues (tests/correos.ts reads them). */
export const CORREOS_DIR = path.join(dataDir, 'correos');
export const ACCESS_TOKEN_TTL_SECONDS = 75;
/** The App Store's page of the app (the footer links to it); Google Play's is left unset. */
export const APP_STORE_URL = 'https://apps.apple.com/ve/app/mercado/id1234567890';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The store's service worker (issue 38) would answer requests page.route() never sees: every
    // spec that stubs or fails a call runs without it; the PWA specs opt in ('allow').
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start-platform.ts',
    url: 'http://localhost:4000/api/zona/listadoapi',
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      DEPLOY_DIR,
      CORREOS_DIR,
      // Short-lived access tokens so a silent refresh happens during the run.
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS),
      APP_STORE_URL,
    },
  },
});
