/**
 * A record page that fails says what the API said (issue 32): a missing record in each admin remote
 * with record pages (the catalogue's product, category and store; the orders' order, customer, staff
 * user and push segment) shows the API's own Spanish message inside the section's layout, with its
 * breadcrumb and the way back to the list, and no retry for a 404. The remotes read the shell
 * client's error by shape: `instanceof ApiError` never matched it, and the page said 'No se pudo
 * cargar la información'. A server error offers the retry, and the retry loads the record; the state
 * fits a phone's width.
 */
import { expect, type Page, test } from '@playwright/test';
import { API } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const FALTA = '00000000-0000-4000-8000-0000000000ff';

const CASOS = [
  { remoto: 'catálogo', ruta: '/admin/producto/999999', lista: 'Productos', href: '/admin/producto' },
  { remoto: 'catálogo', ruta: '/admin/categoria/999999', lista: 'Categorías', href: '/admin/categoria' },
  { remoto: 'catálogo', ruta: '/admin/tienda/999999', lista: 'Tiendas', href: '/admin/tienda' },
  { remoto: 'pedidos', ruta: '/admin/pedido/999999', lista: 'Pedidos', href: '/admin/pedido' },
  { remoto: 'pedidos', ruta: `/admin/cliente/${FALTA}`, lista: 'Clientes', href: '/admin/cliente' },
  { remoto: 'pedidos', ruta: `/admin/usuario/${FALTA}`, lista: 'Usuarios', href: '/admin/usuario' },
  {
    remoto: 'pedidos',
    ruta: '/admin/onesignal/999999',
    lista: 'Segmentos de Notificaciones',
    href: '/admin/onesignal',
  },
];

/** The API's 404 answer to the page's read: its Spanish message, as the API sent it. */
async function abrirFaltante(page: Page, ruta: string): Promise<string> {
  const respuesta = page.waitForResponse((r) => r.url().startsWith(API) && r.status() === 404);
  await page.goto(ruta);
  const { mensaje } = (await (await respuesta).json()) as { mensaje: string };
  expect(mensaje).toMatch(/no existe/);
  return mensaje;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/admin');
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
});

test("a missing record in each admin remote shows the API's message, the section's breadcrumb and the way back", async ({
  page,
}) => {
  for (const { remoto, ruta, lista, href } of CASOS) {
    const mensaje = await abrirFaltante(page, ruta);
    const alerta = page.getByRole('alert').filter({ hasText: mensaje });
    await expect(alerta, `${remoto}: ${ruta}`).toHaveText(new RegExp(`^${mensaje}`));
    await expect(alerta).toBeFocused();
    // A 404 is not retried: the way back instead.
    await expect(alerta.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    const migas = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(migas.getByRole('link', { name: lista, exact: true })).toHaveAttribute('href', href);
    await expect(page.getByText('No se pudo cargar la información')).toHaveCount(0);

    await alerta.getByRole('link', { name: `Volver a ${lista}` }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lista);
  }
  // The example, word for word.
  await abrirFaltante(page, '/admin/producto/999999');
  await expect(page.getByRole('alert')).toContainText('El producto no existe');
});

test("a zone's inventory record pages read the same way: the API's message, the zone's crumbs and the way back to its inventory", async ({
  page,
}) => {
  for (const ruta of [
    '/admin/inventario/zona/caracas/999999',
    '/admin/inventario/zona/caracas/sucursal/999999/producto/999999',
    '/admin/inventario/zona/caracas/sucursal/999999/producto/999999/precio',
  ]) {
    // A missing row is 404 'no existe'; an unknown branch of the zone, 422 'Sucursal desconocida'.
    const respuesta = page.waitForResponse((r) => r.url().startsWith(API) && r.status() >= 400);
    await page.goto(ruta);
    const { mensaje } = (await (await respuesta).json()) as { mensaje: string };
    const alerta = page.getByRole('alert').filter({ hasText: mensaje });
    await expect(alerta, ruta).toBeVisible();
    await expect(alerta.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    const migas = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(migas.getByRole('link', { name: 'Inventario y precios' })).toHaveAttribute(
      'href',
      '/admin/inventario',
    );
    await alerta.getByRole('link', { name: /^Volver a / }).click();
    await expect(page).toHaveURL(/\/admin\/inventario\/zona\/caracas$/);
  }
});

test('a server error on a record page offers the retry, which loads the record; at 390 px it fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const categorias = await page.request.get(`${API}/api/categoria/supermercado/mascotas?zona=caracas`);
  expect(categorias.ok()).toBe(true);
  // A product of the seed, whose admin read fails once with a 500.
  const { id, nombre } = ((await categorias.json()).productos.items as { id: number; nombre: string }[])[0]!;
  let fallar = true;
  await page.route(
    (url) => url.origin === API && url.pathname === `/admin/producto/${id}`,
    (route) =>
      fallar ? route.fulfill({ status: 500, json: { mensaje: 'Error interno' } }) : route.fallback(),
  );
  await page.goto(`/admin/producto/${id}`);
  const alerta = page.getByRole('alert');
  await expect(alerta).toContainText('No pudimos cargar la información. Intente de nuevo.');
  await expect(alerta.getByRole('link', { name: 'Volver a Productos' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  fallar = false;
  await alerta.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editar producto: ${nombre}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
