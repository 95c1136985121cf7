/**
 * Issue 38 (decision 0054), on a 390 px phone: a dropped connection. The 'Sin conexión' strip is a
 * polite status region, and says when the connection is back; a visitor's cart and the store page
 * open offline on a second visit (the service worker's shell and store reads, the cart's own copy
 * of its products); a signed-in shopper's add made offline is applied at once, kept across an
 * offline reload, sent on reconnect, and the server's line statuses are shown after; finishing the
 * purchase offline says 'Sin conexión' and is enabled again when the connection is back.
 */
import { expect, type Page, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import {
  abrirCarrito,
  agregarDesdeProducto,
  entrar,
  lineasGuardadas,
  llenarCarrito,
  miniCarrito,
  type ProductoApi,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { trabajadorListo } from './pwa-apoyo.ts';
import { DEMO_PASSWORD, expectSignedIn } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const Z = ZONA_SLUG;
/** A customer no other spec uses: its carts are this spec's alone. */
const EMAIL = 'jorge.salas@demo.test';
const SIN_CONEXION = /^Sin conexión\. Puede ver la tienda y su carrito/;

let cafe: ProductoApi;

test.beforeAll(async ({ request }) => {
  cafe = await producto(request, PRICE_PRODUCT_SLUG);
  expect(cafe.maximo).toMatch(/^12(\.0+)?$/);
  await vaciarCarritos(request, await tokenDe(request, EMAIL));
});

test.afterAll(async ({ request }) => {
  await vaciarCarritos(request, await tokenDe(request, EMAIL));
});

/** The shell's connection strip: one polite status region, in the page from the start. */
const franja = (page: Page) => page.getByRole('status').filter({ hasText: /conexión/i });

test('visitor: the strip is announced; offline, the store page and the cart open on a second visit', async ({
  page,
  context,
}) => {
  await agregarDesdeProducto(page, PRICE_PRODUCT_SLUG, 2);
  await abrirCarrito(page);
  await expect(
    page.getByRole('dialog', { name: 'Carrito' }).getByText(cafe.nombre, { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`/${Z}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caracas');
  await trabajadorListo(page);

  // The region is there before anything happens, so a screen reader hears each change.
  const estado = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: /conexión/i });
  await context.setOffline(true);
  await expect(franja(page)).toHaveText(SIN_CONEXION);
  await expect(estado).toHaveCount(1);

  // A second visit with no connection: the shell, the zone's store page and the cart as it was.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caracas');
  await expect(franja(page)).toHaveText(SIN_CONEXION);
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');
  await abrirCarrito(page);
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  await expect(panel.getByText(cafe.nombre, { exact: true })).toBeVisible();
  await expect(
    panel.getByText('Sin conexión: podrá finalizar la compra cuando vuelva la conexión.'),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();

  await context.setOffline(false);
  await expect(franja(page)).toHaveText('Conexión restablecida.');
  await expect(panel.getByRole('button', { name: 'Finalizar compra' })).toBeEnabled();
  await expect(franja(page)).toHaveCount(0, { timeout: 8000 });
});

test('signed in: an add made offline is applied at once, kept across a reload, sent on reconnect with the server’s statuses', async ({
  page,
  context,
  request,
}) => {
  const token = await tokenDe(request, EMAIL);
  await llenarCarrito(request, token, 0, [{ producto: cafe.id, cantidad: '2' }]);
  await entrar(page, EMAIL);
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');
  await trabajadorListo(page);
  await page.goto(`/${Z}/producto/${PRICE_PRODUCT_SLUG}`);
  await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();

  await context.setOffline(true);
  await expect(franja(page)).toHaveText(SIN_CONEXION);
  await page.getByLabel('Cantidad', { exact: true }).selectOption('8000');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Agregado al carrito: 8 und de')).toBeVisible();
  await abrirCarrito(page);
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  await expect(panel.getByLabel(`Cantidad de ${cafe.nombre}`)).toHaveValue('10000');
  await expect(panel.getByText('Se enviará a su carrito cuando vuelva la conexión.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
  // Nothing reached the server.
  expect(await lineasGuardadas(request, token)).toEqual([[cafe.id, '2']]);

  // A reload with no connection keeps the change (local storage) and the cart as last read.
  await page.reload();
  await expect(franja(page)).toHaveText(SIN_CONEXION);
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');
  await abrirCarrito(page);
  await expect(panel.getByLabel(`Cantidad de ${cafe.nombre}`)).toHaveValue('10000');

  // Meanwhile another device took the cart to 10: 10 + 8 goes over the maximum of 12.
  await llenarCarrito(request, token, 0, [{ producto: cafe.id, cantidad: '10' }]);
  await context.setOffline(false);
  // The server's statuses: the cart panel says 'Carrito actualizado' (its own status region) and
  // holds what the server kept; the server holds 12.
  await expect(panel.getByRole('status').filter({ hasText: /^Carrito actualizado$/ })).toHaveCount(1);
  await expect(panel.getByText('Carrito actualizado', { exact: true }).last()).toBeVisible();
  await expect(panel.getByLabel(`Cantidad de ${cafe.nombre}`)).toHaveValue('12000');
  await expect(panel.getByRole('button', { name: 'Finalizar compra' })).toBeEnabled();
  expect(await lineasGuardadas(request, token)).toEqual([[cafe.id, '12']]);
  expect(await page.evaluate(() => localStorage.getItem('carrito-cache:cola'))).toBeNull();
  // Closed, the page's notice says product by product what was sent and what the cart holds.
  await page.keyboard.press('Escape');
  const aviso = page
    .getByRole('status')
    .filter({ hasText: 'Enviamos a su carrito lo que cambió sin conexión' });
  await expect(aviso).toContainText('Carrito actualizado');
  await expect(aviso).toContainText(`${cafe.nombre}: 10 und + 8 und.`);
  await expect(aviso).toContainText('12 und');
});

test('an action that needs the server says Sin conexión, not an error page, and works once back', async ({
  page,
  context,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(EMAIL);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(
    page.getByText('Sin conexión. Revise su conexión a internet e intente de nuevo.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await context.setOffline(false);
  await expect(franja(page)).toHaveText('Conexión restablecida.');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expectSignedIn(page);
});
