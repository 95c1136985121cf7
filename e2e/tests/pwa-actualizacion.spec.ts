/**
 * A remote redeployed while a tab is open reaches it through the update dialogs (spec §8, decision
 * 0053): 'Nueva versión disponible', then the new version loads and the cart is intact; a broken new
 * version shows 'No se pudo actualizar' and the tab keeps working on the version it has; a file of the
 * tab's version gone from the server offers a reload.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { DEPLOY_DIR } from '../playwright.config.ts';
import { revisionesRapidas, trabajadorListo } from './pwa-apoyo.ts';
import { signIn } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REMOTO = 'mf_storefront';
/** Another build of the storefront: its own, with one comment more (another content, another version). */
const OTRA_BUILD = path.join(path.dirname(DEPLOY_DIR), 'storefront-otra-build');

function script(name: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR },
    encoding: 'utf8',
  });
}

const versionViva = () =>
  (
    JSON.parse(readFileSync(path.join(DEPLOY_DIR, 'registry.json'), 'utf8')) as {
      remotes: { name: string; version: string }[];
    }
  ).remotes.find((remoto) => remoto.name === REMOTO)?.version;

/** Deploys the storefront's build changed by `marca` and returns its version. */
function desplegarOtra(marca: string): string {
  rmSync(OTRA_BUILD, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'mf-storefront/dist'), OTRA_BUILD, { recursive: true });
  appendFileSync(path.join(OTRA_BUILD, 'remoteEntry.js'), `\n/* ${marca} */\n`);
  expect(script('deploy-remote.ts', REMOTO, '--dist', OTRA_BUILD)).toMatch(/deployed/);
  const version = versionViva();
  if (!version) throw new Error('sin versión viva');
  return version;
}

/** An anonymous shopper with one product in the cart, on the store page, the worker installed. */
async function compradorConCarrito(page: Page) {
  await revisionesRapidas(page);
  await page.goto(`/${ZONA_SLUG}/producto/${PRICE_PRODUCT_SLUG}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
  await trabajadorListo(page);
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caracas');
}

let original: string | undefined;
test.beforeAll(() => {
  original = versionViva();
});
test.afterEach(() => {
  if (original && versionViva() !== original) script('rollback-remote.ts', REMOTO);
  rmSync(OTRA_BUILD, { recursive: true, force: true });
});

/** The service worker is what these tests are about (the config blocks it elsewhere). */
test.use({ serviceWorkers: 'allow' });

test('a remote redeployed while the tab is open: the update dialog, then the new version with the cart intact', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await compradorConCarrito(page);
  const nueva = desplegarOtra('actualización de prueba');

  const dialogo = page.getByRole('alertdialog', { name: 'Nueva versión disponible' });
  await expect(dialogo).toBeVisible({ timeout: 15_000 });
  await expect(dialogo).toContainText('su carrito se conserva');
  const entrada = page.waitForRequest(`**/remotes/${REMOTO}/${nueva}/remoteEntry.js`);
  const recarga = page.waitForEvent('framenavigated');
  await dialogo.getByRole('button', { name: 'Actualizar' }).click();
  await recarga;
  await entrada;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caracas');
  await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
  // Up to date: no dialog again.
  await page.waitForTimeout(2500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a broken new version: the problem dialog, and the tab keeps working on its version', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await compradorConCarrito(page);
  const rota = desplegarOtra('versión rota');
  // Its entry never made it to the server.
  for (const archivo of ['remoteEntry.js', 'remoteEntry.js.gz', 'remoteEntry.js.br'])
    rmSync(path.join(DEPLOY_DIR, REMOTO, rota, archivo), { force: true });

  const dialogo = page.getByRole('alertdialog', { name: 'Nueva versión disponible' });
  await expect(dialogo).toBeVisible({ timeout: 15_000 });
  await dialogo.getByRole('button', { name: 'Actualizar' }).click();
  const problema = page.getByRole('alertdialog', { name: 'No se pudo actualizar' });
  await expect(problema).toBeVisible();
  await expect(problema).toContainText('Puede seguir comprando con la versión actual');
  await problema.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Still the tab's version: the store's pages open (client-side) and the cart is there.
  await page.locator(`a[href*="/${ZONA_SLUG}/producto/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}/producto/`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
  // Declined versions are not offered again.
  await page.waitForTimeout(2500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test("a file of the tab's version gone from the server: 'Hay que recargar la tienda' offers the reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The coupons section's remote, which the back-office's home does not load: its live entry removed.
  const remoto = 'mf_admin_finance';
  const registro = JSON.parse(readFileSync(path.join(DEPLOY_DIR, 'registry.json'), 'utf8')) as {
    remotes: { name: string; version: string }[];
  };
  const version = registro.remotes.find((r) => r.name === remoto)?.version ?? '';
  const carpeta = path.join(DEPLOY_DIR, remoto, version);
  const archivos = readdirSync(carpeta).filter((archivo) => /^remoteEntry\.js(\.gz|\.br)?$/.test(archivo));
  expect(archivos.length).toBeGreaterThan(0);
  await signIn(page, 'admin@demo.test', '/admin');
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await trabajadorListo(page);
  const dialogo = page.getByRole('alertdialog', { name: 'Hay que recargar la tienda' });
  for (const archivo of archivos)
    renameSync(path.join(carpeta, archivo), path.join(carpeta, `${archivo}.aparte`));
  try {
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Cupones' }).click();
    await expect(dialogo).toBeVisible();
    await expect(dialogo).toContainText('su carrito se conserva');
  } finally {
    for (const archivo of archivos)
      renameSync(path.join(carpeta, `${archivo}.aparte`), path.join(carpeta, archivo));
  }
  await dialogo.getByRole('button', { name: 'Recargar' }).click();
  await expect(page).toHaveURL(/\/admin\/cupon/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cupones' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
