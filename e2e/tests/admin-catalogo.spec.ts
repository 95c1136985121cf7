/**
 * The catalogue back-office (issue 18) on the real platform: catalogo@demo.test creates a category and
 * a product in it with an image, sets its status, and sees each record's history; deactivating a
 * category hides its products from the storefront and from search at once (a seeded category with
 * products in stock in Caracas: stock and prices are the inventory section's); the forms work at a
 * phone's width.
 */
import { expect, type Page, test } from '@playwright/test';
import { confirmar, crearCategoriaYProducto, enBuscador, enTienda } from './admin-flujos.ts';
import { API } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const sello = Date.now().toString(36);

async function entrar(page: Page) {
  await signIn(page, 'catalogo@demo.test', '/admin');
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
}

/** The list's row of the seeded category Mascotas (its subcategories' rows name it too). */
const filaMascotas = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Mascotas', exact: true }) });

test('catalogo@demo.test creates a category and a product in it with an image, sets its status; each record keeps its history', async ({
  page,
}) => {
  await entrar(page);
  const { producto, categoria } = await crearCategoriaYProducto(page, sello);

  // Its status, after the confirmation.
  await page.getByRole('button', { name: `Desactivar ${producto}` }).click();
  await confirmar(page, 'Desactivar');
  await expect(page.getByRole('button', { name: `Activar ${producto}` })).toBeVisible();
  await page.reload();
  const historial = page.getByRole('region', { name: 'Historial de cambios' });
  await expect(historial.getByRole('row', { name: 'Estatus Activo Inactivo' })).toBeVisible();
  await expect(historial.getByRole('rowheader', { name: 'Imágenes' })).toBeVisible();

  // The list finds it by text and by its category, with its status.
  await page.goto(`/admin/producto?q=${encodeURIComponent(`caraotas rojas ${sello}`)}`);
  const fila = page.getByRole('row', { name: new RegExp(producto) });
  await expect(fila).toContainText('Inactivo');
  await expect(fila).toContainText(categoria);
});

test('deactivating a category hides its products from the storefront and from search at once', async ({
  page,
}) => {
  // A seeded category with products in stock in Caracas.
  const listado = await page.request.get(`${API}/api/categoria/supermercado/mascotas?zona=caracas`);
  expect(listado.ok()).toBe(true);
  const visible = ((await listado.json()).productos.items as { slug: string; nombre: string }[])[0]!;
  expect(await enTienda(page, visible.slug)).toBe(200);
  expect(await enBuscador(page, visible.nombre)).toContain(visible.nombre);

  await entrar(page);
  await page.goto('/admin/categoria?q=mascotas');
  const fila = filaMascotas(page);
  await fila.getByRole('button', { name: 'Desactivar Mascotas' }).click();
  await confirmar(page, 'Desactivar');
  await expect(fila).toContainText('Inactivo');
  try {
    expect(await enTienda(page, visible.slug)).toBe(404);
    expect(await enBuscador(page, visible.nombre)).not.toContain(visible.nombre);
    await page.goto('/caracas/supermercado/mascotas');
    await expect(page.getByText(visible.nombre)).toHaveCount(0);
    // The category's history shows the change.
    await page.goto('/admin/categoria?q=mascotas');
    await page.getByRole('link', { name: 'Mascotas', exact: true }).click();
    await expect(
      page
        .getByRole('region', { name: 'Historial de cambios' })
        .getByRole('row', { name: 'Estatus Activo Inactivo' }),
    ).toBeVisible();
  } finally {
    // Back as it was for the specs that shop in it.
    await page.goto('/admin/categoria?q=mascotas');
    await page.getByRole('button', { name: 'Activar Mascotas' }).click();
    await confirmar(page, 'Activar');
    await expect(filaMascotas(page)).toContainText('Activo');
  }
  expect(await enTienda(page, visible.slug)).toBe(200);
  expect(await enBuscador(page, visible.nombre)).toContain(visible.nombre);
});

test('at a phone’s width the forms fit the screen and can be filled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page);
  for (const [ruta, etiquetas] of [
    [
      '/admin/producto/registrar',
      ['Nombre', 'Dirección web (slug)', 'Marca', 'Categoría', 'Clase de IVA', 'Mínimo', 'Máximo'],
    ],
    ['/admin/categoria/registrar', ['Nombre', 'Dirección web (slug)', 'Categoría padre', 'Ícono', 'Orden']],
  ] as const) {
    await page.goto(ruta);
    for (const etiqueta of etiquetas) {
      const campo = page.getByLabel(etiqueta, { exact: true });
      await campo.scrollIntoViewIfNeeded();
      const caja = (await campo.boundingBox())!;
      expect(caja.x, etiqueta).toBeGreaterThanOrEqual(0);
      expect(caja.x + caja.width, etiqueta).toBeLessThanOrEqual(390);
    }
    // Typing the name fills the slug (nothing saved: the page is left before any change is kept).
    await page.getByLabel('Nombre', { exact: true }).fill('Prueba en el teléfono');
    await expect(page.getByLabel('Dirección web (slug)', { exact: true })).toHaveValue(
      'prueba-en-el-telefono',
    );
    await page.getByLabel('Nombre', { exact: true }).fill('');
    await page.getByLabel('Dirección web (slug)', { exact: true }).fill('');
  }
});
