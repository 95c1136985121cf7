/**
 * "Mis favoritos" (issue 34) on the real platform, at phone width: a visitor's heart asks to sign in
 * and comes back to the product; the heart saves the product in caracas (and puts it back, with a
 * message, when the save fails); in valencia the profile menu's "Mis favoritos" lists it at
 * valencia's price (set by admin@demo.test through the API), and its "Agregar" fills the header's
 * cart of that zone.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { OTRA_ZONA_SLUG, TAX_GENERAL_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { API, bearer, miniCarrito, producto, tokenDe } from './compra.ts';
import { DEMO_PASSWORD, elegirMoneda, expectSignedIn } from './support.ts';

const CLIENTE = 'cliente@demo.test';
const SLUG = TAX_GENERAL_PRODUCT_SLUG;
/** Valencia's normal price for the product during this test, unlike caracas's. */
const PRECIO_VALENCIA = '9.87';

test.use({ viewport: { width: 390, height: 844 } });

type Precio = {
  usuarioTipo: number;
  precio: string | null;
  oferta: string;
  ofertaHasta: string | null;
  version: number | null;
};

/** Sets the normal price of the product in valencia (no offer), the other types as they are. */
async function precioValencia(request: APIRequestContext, id: number, precio: string) {
  const headers = bearer(await tokenDe(request, 'admin@demo.test'));
  const url = `${API}/admin/inventario/zona/${OTRA_ZONA_SLUG}/producto/${id}/precio`;
  const r = await request.get(url, { headers });
  expect(r.ok(), await r.text()).toBe(true);
  const { precios } = (await r.json()) as { precios: Precio[] };
  const w = await request.put(url, {
    headers,
    data: {
      precios: precios.map((p) =>
        p.usuarioTipo === 1 ? { ...p, precio, oferta: '0', ofertaHasta: null } : p,
      ),
    },
  });
  expect(w.ok(), await w.text()).toBe(true);
}

async function sinFavoritosNiCarritos(request: APIRequestContext, id: number) {
  const headers = bearer(await tokenDe(request, CLIENTE));
  expect((await request.delete(`${API}/usuario/favorito/producto/${id}`, { headers })).ok()).toBe(true);
  for (const pagina of [0, 1, 2]) {
    const r = await request.get(`${API}/usuario/carrito/zona/${OTRA_ZONA_SLUG}/${pagina}/limpiarcarrito`, {
      headers,
    });
    expect(r.ok()).toBe(true);
  }
}

const corazon = (page: Page, nombre: string) =>
  page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`(Agregar a|Quitar de) favoritos: ${nombre}`) });

test('a favourite saved in one zone is found in another at its price and added to the cart', async ({
  page,
  request,
}) => {
  const { id, nombre } = await producto(request, SLUG);
  await precioValencia(request, id, PRECIO_VALENCIA);
  await sinFavoritosNiCarritos(request, id);

  await test.step('a visitor is asked to sign in, and comes back to the product', async () => {
    await page.goto(`/${ZONA_SLUG}/producto/${SLUG}`);
    await corazon(page, nombre).click();
    const pedir = page.getByRole('alertdialog', { name: 'Guardar en favoritos' });
    await expect(pedir).toContainText('Inicie sesión');
    await pedir.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=/);
    await page.getByLabel('Correo electrónico').fill(CLIENTE);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expectSignedIn(page);
    await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}/producto/${SLUG}$`));
  });

  await test.step('a failed save puts the heart back and says why', async () => {
    await page.route('**/usuario/favorito/producto/**', (route) => route.abort());
    await corazon(page, nombre).click();
    const alerta = page.getByRole('alertdialog', { name: 'Favoritos' });
    await expect(alerta).toContainText('Sin conexión. Revise su conexión a internet e intente de nuevo.');
    await alerta.getByRole('button', { name: 'Aceptar' }).click();
    await expect(corazon(page, nombre)).toHaveAttribute('aria-pressed', 'false');
    await page.unroute('**/usuario/favorito/producto/**');
  });

  await test.step('the heart saves it, and it stays saved on the next visit', async () => {
    await corazon(page, nombre).click();
    await expect(corazon(page, nombre)).toHaveAttribute('aria-pressed', 'true');
    await expect(corazon(page, nombre)).toHaveAccessibleName(`Quitar de favoritos: ${nombre}`);
    await page.reload();
    await expect(corazon(page, nombre)).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step("valencia's 'Mis favoritos' lists it at valencia's price and adds it to the cart", async () => {
    await page.goto(`/${OTRA_ZONA_SLUG}`);
    await page
      .getByRole('navigation', { name: 'Menú inferior' })
      .getByRole('button', { name: 'Cuenta' })
      .click();
    await page
      .getByRole('dialog', { name: 'Mi cuenta', exact: true })
      .getByRole('link', { name: 'Mis favoritos' })
      .click();
    await expect(page).toHaveURL(/\/mi-cuenta\/favoritos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeVisible();
    await elegirMoneda(page, 'dolar');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nombre }) });
    // With its IVA 16 % (decision 0049): 9,87 + 1,58.
    await expect(item.getByTestId('precio')).toHaveText('$ 11,45');
    await item.getByRole('button', { name: `Agregar ${nombre} al carrito`, exact: false }).click();
    await expect(item.getByRole('status')).toHaveText('Agregado al carrito');
    await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');
    const sinDesborde = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(sinDesborde).toBe(true);
  });
});
