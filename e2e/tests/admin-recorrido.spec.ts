/**
 * Issue 18's whole story on one product, on the real platform: catalogo@demo.test creates a category
 * and a product in it with an image; admin@demo.test gives that product stock and prices in Caracas;
 * a visitor, prime@ and mayorista@ find it by browsing and by search at their own price; deactivating
 * its category hides it from the store and from search.
 */
import { expect, type Page, test } from '@playwright/test';
import { slugDe } from '../../shared/src/rules/slug.ts';
import {
  cadaCompradorLoEncuentra,
  confirmar,
  crearCategoriaYProducto,
  darStockYPrecios,
  enBuscador,
  enTienda,
} from './admin-flujos.ts';
import { expectSignedIn, signIn } from './support.ts';

/** Signs out and waits until the page says so. */
async function salir(page: Page) {
  await page.goto('/auth/logout');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
}

test('a product created in the back office is sold in Caracas at each type’s price, until its category is deactivated', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const sello = `r${Date.now().toString(36)}`;
  await signIn(page, 'catalogo@demo.test', '/admin');
  await expectSignedIn(page);
  const creado = await crearCategoriaYProducto(page, sello);
  const slug = slugDe(creado.producto);
  // Without stock nor prices in the zone, shoppers do not get it yet.
  expect(await enTienda(page, slug)).toBe(404);

  await salir(page);
  const precios = await darStockYPrecios(page, request, {
    productoId: creado.productoId,
    nombre: creado.producto,
  });
  const producto = { productoId: creado.productoId, nombre: creado.producto, slug };
  expect(await enTienda(page, slug)).toBe(200);
  expect(await enBuscador(page, creado.producto)).toContain(creado.producto);
  await cadaCompradorLoEncuentra(page, request, producto, precios);

  // Its category deactivated by the catalogue staff: gone from the store and from search at once.
  await salir(page);
  await signIn(page, 'catalogo@demo.test', `/admin/categoria?q=${encodeURIComponent(creado.categoria)}`);
  await page.getByRole('button', { name: `Desactivar ${creado.categoria}` }).click();
  await confirmar(page, 'Desactivar');
  await expect(page.getByRole('button', { name: `Activar ${creado.categoria}` })).toBeVisible();
  expect(await enTienda(page, slug)).toBe(404);
  expect(await enBuscador(page, creado.producto)).not.toContain(creado.producto);
});
