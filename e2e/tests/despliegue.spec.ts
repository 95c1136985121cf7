/**
 * A shell deploy never strands a returning shopper (decision 0036): a product page visited before a
 * deploy, kept in Chromium's cache, starts on the new build at the next visit (its HTML is
 * revalidated), the previous build's files stay served for pages still holding its HTML, and a
 * rollback of the shell is what the next visit gets. (A remote's rollback: federacion.spec.ts.)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { DEPLOY_DIR } from '../playwright.config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Another build of the shell, in the run's folder (shell/dist stays what the platform started with). */
const OTHER_BUILD = path.join(path.dirname(DEPLOY_DIR), 'shell-otra-build');
/** The other build asks for the registry by this URL: its code differs, so do its files' hashes. */
const OTHER_REGISTRY_URL = '/registry.json?despliegue=2';
const PRODUCT = `/${ZONA_SLUG}/producto/${PRICE_PRODUCT_SLUG}`;
const MAIN = /\/main\.[0-9a-f]{8}\.js$/;

function script(name: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR },
    encoding: 'utf8',
  });
}

const liveShell = () =>
  (JSON.parse(readFileSync(path.join(DEPLOY_DIR, 'shell.json'), 'utf8')) as { version: string }).version;

/**
 * Opens the product page as a returning shopper does (from another page, not a reload): the
 * shell's entry it runs and the registry URL its code asks for, once the page shows.
 */
async function visit(page: Page): Promise<{ main: string; registry: string }> {
  await page.goto('about:blank');
  const main = page.waitForRequest((request) => MAIN.test(new URL(request.url()).pathname));
  const registry = page.waitForRequest((request) => new URL(request.url()).pathname === '/registry.json');
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const url = (request: { url(): string }) => new URL(request.url());
  return {
    main: url(await main).pathname,
    registry: `${url(await registry).pathname}${url(await registry).search}`,
  };
}

test.afterAll(() => rmSync(OTHER_BUILD, { recursive: true, force: true }));

test('after a shell deploy a returning shopper starts on the new build; old pages keep their files; a rollback is the next visit', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const original = liveShell();
  const first = await visit(page);
  expect(first.registry).toBe('/registry.json');
  const firstHtml = await (await request.get(PRODUCT)).text();
  const firstFiles = [...firstHtml.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map(
    ([, file]) => file as string,
  );
  expect(firstFiles).toContain(first.main);

  rmSync(OTHER_BUILD, { recursive: true, force: true });
  execFileSync(
    path.join(ROOT, 'shell/node_modules/.bin/rspack'),
    ['build', '--mode', 'production', '--output-path', OTHER_BUILD],
    {
      cwd: path.join(ROOT, 'shell'),
      env: { ...process.env, REGISTRY_URL: OTHER_REGISTRY_URL },
      stdio: 'pipe',
    },
  );
  try {
    expect(script('deploy-remote.ts', 'shell', '--dist', OTHER_BUILD)).toMatch(/deployed/);

    // The page cached before the deploy is revalidated: the new build's entry runs, and its code.
    const second = await visit(page);
    expect(second.main).not.toBe(first.main);
    expect(second.registry).toBe(OTHER_REGISTRY_URL);
    // A tab still holding the previous HTML finds every file it names.
    for (const file of firstFiles) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }

    // The shell rolled back: the very next visit is on the previous build.
    expect(script('rollback-remote.ts', 'shell')).toMatch(/→/);
    const third = await visit(page);
    expect(third).toEqual(first);
  } finally {
    if (liveShell() !== original) script('rollback-remote.ts', 'shell');
  }
});
