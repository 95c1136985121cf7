/**
 * The catalogue back-office (issue 18) on the real platform: catalogo@demo.test creates a category and
 * a product in it with an image, sets its status, and sees each record's history; deactivating a
 * category hides its products from the storefront and from search at once (a seeded category with
 * products in stock in Caracas: stock and prices are the inventory section's); the forms work at a
 * phone's width.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectSignedIn, signIn } from './support.ts';

const API = 'http://localhost:4000';
const ENGINE_HEADERS = {
  'x-algolia-application-id': 'local',
  'x-algolia-api-key': 'local-search-key',
  'content-type': 'text/plain',
};
/** A 64×64 PNG, the product's photo. */
const FOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAmUlEQVRoge2SwQkAQRCDLPI6t6Et4h4yELAAI8GP05AbuAHkFd2FuAu5gRtAXtFdiLuQG7gB5BXdhbgLuYEbQF7RXYi7kBu4AeQV3YW4C7mBG0Be0V2Iu5AbuAHkFd2FuAu5gRtAXtFdiLuQG7gB5BXdhbgLuYEbQF7RXYi7kBu4AeQV3YW4C7mBG0Be0V2Iu5AbuAHkFf/wAHKbcQ8ljDSfAAAAAElFTkSuQmCC',
  'base64',
);
const sello = Date.now().toString(36);

async function entrar(page: Page) {
  await signIn(page, 'catalogo@demo.test', '/admin');
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Accepts the shell's confirmation dialog with its `accion` button. */
async function confirmar(page: Page, accion: string) {
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: accion, exact: true }).click();
  await expect(dialogo).toBeHidden();
}

/** The list's row of the seeded category Mascotas (its subcategories' rows name it too). */
const filaMascotas = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Mascotas', exact: true }) });

const enTienda = async (page: Page, slug: string) =>
  (await page.request.get(`${API}/api/website/producto/caracas/${slug}`)).status();

async function enBuscador(page: Page, nombre: string): Promise<string[]> {
  const res = await page.request.post(`${API}/1/indexes/productos/query`, {
    headers: ENGINE_HEADERS,
    data: JSON.stringify({ query: nombre }),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()).hits as { nombre: string }[]).map((h) => h.nombre);
}

test('catalogo@demo.test creates a category and a product in it with an image, sets its status; each record keeps its history', async ({
  page,
}) => {
  await entrar(page);
  await page.getByRole('link', { name: 'Categorias' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
  await page.getByRole('link', { name: 'Registrar categoría' }).click();

  const categoria = `Legumbres ${sello}`;
  await page.getByLabel('Nombre', { exact: true }).fill(categoria);
  // The slug follows the name, and both are checked as typed.
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(`legumbres-${sello}`);
  await expect(page.getByText('Slug disponible')).toBeVisible();
  await page.getByLabel('Categoría padre').selectOption({ label: 'Víveres' });
  await page.getByLabel('Ícono').fill('bean');
  await expect(page.getByRole('img', { name: 'Ícono bean' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  // The saved category's page (its URL, read again), where its image is added.
  await expect(page).toHaveURL(/\/admin\/categoria\/\d+\/editar$/);
  await expect(page.getByText('Cargando…')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: `Editar categoría: ${categoria}` })).toBeVisible();
  await page
    .getByLabel('Imagen de la categoría')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: FOTO });
  await expect(page.getByRole('img', { name: 'Imagen de la categoría' })).toHaveAttribute(
    'src',
    /\/media\/subidas\/categoria\//,
  );
  const historialCategoria = page.getByRole('region', { name: 'Historial de cambios' });
  await expect(historialCategoria.getByText('Creó el registro')).toBeVisible();

  // A product in it, with an image.
  await page.goto('/admin/producto/registrar');
  const producto = `Caraotas rojas ${sello} 1 kg`;
  await page.getByLabel('Nombre', { exact: true }).fill(producto);
  await page.getByLabel('Marca', { exact: true }).fill('Mary');
  await page.getByLabel('Presentación').fill('1 kg');
  await page.getByLabel('Categoría', { exact: true }).selectOption({ label: `Víveres › ${categoria}` });
  await page.getByLabel('Clase de IVA').selectOption({ label: 'Exento' });
  // A bad sale mode is refused beside its field, and nothing is saved.
  await page.getByLabel('Grupo', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText('El grupo debe ser mayor que 0')).toBeVisible();
  await page.getByLabel('Grupo', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  // The saved product's page (its URL), where its images are added.
  await expect(page).toHaveURL(/\/admin\/producto\/\d+\/editar$/);
  await expect(page.getByText('Cargando…')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: `Editar producto: ${producto}` })).toBeVisible();
  await page
    .getByLabel('Agregar imagen')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: FOTO });
  await expect(page.getByRole('img', { name: `Imagen 1 de ${producto}` })).toHaveAttribute(
    'src',
    /\/media\/subidas\/producto\//,
  );
  await expect(page.getByText('Principal', { exact: true })).toBeVisible();

  // Its status, after the confirmation.
  await page.getByRole('button', { name: `Desactivar ${producto}` }).click();
  await confirmar(page, 'Desactivar');
  await expect(page.getByRole('button', { name: `Activar ${producto}` })).toBeVisible();
  await page.reload();
  const historial = page.getByRole('region', { name: 'Historial de cambios' });
  await expect(historial.getByRole('row', { name: 'estatus 1 2' })).toBeVisible();
  await expect(historial.getByRole('rowheader', { name: 'imagenes' })).toBeVisible();

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
      page.getByRole('region', { name: 'Historial de cambios' }).getByRole('row', { name: 'estatus 1 2' }),
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
      ['Nombre', 'Slug', 'Marca', 'Categoría', 'Clase de IVA', 'Mínimo', 'Máximo'],
    ],
    ['/admin/categoria/registrar', ['Nombre', 'Slug', 'Categoría padre', 'Ícono', 'Orden']],
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
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('prueba-en-el-telefono');
    await page.getByLabel('Nombre', { exact: true }).fill('');
    await page.getByLabel('Slug', { exact: true }).fill('');
  }
});
