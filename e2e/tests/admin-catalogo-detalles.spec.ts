/**
 * What a store manager tripped on in the catalogue (issue 33), on the real platform: the inventory
 * list and the 'Registrar existencia' search tell two sizes of one product apart and say the branches;
 * a CSV with a row wider than its header and a negative stock says so, with the offending values, and
 * its file is chosen with a Spanish button; the category list counts a parent's subcategories'
 * products, reads as a tree, and the home's 'categorías sin productos' opens it filtered; a slot
 * ending before it starts says so at once, beside another field's error; a store's status shows once; the product form's Marca and
 * Presentación are one height.
 */
import { expect, type Locator, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { MensajesInventario, mensajeCeldas } from '../../shared/src/contracts/admin-inventario.ts';
import { MensajesZona } from '../../shared/src/contracts/admin-zona.ts';
import { API, bearer, tokenDe } from './compra.ts';
import { signIn } from './support.ts';

const Z = ZONA_SLUG;
const COAMO = 'Aceite vegetal de soya Coamo';

test('the inventory list and the stock search tell the sizes apart and name the branches', async ({
  page,
}) => {
  await signIn(page, 'inventario@demo.test', `/admin/inventario/zona/${Z}?q=${encodeURIComponent(COAMO)}`);
  const tabla = page.getByRole('table', { name: /Inventario de/ });
  const filas = tabla.getByRole('row').filter({ has: page.getByRole('link', { name: COAMO, exact: true }) });
  await expect(filas).toHaveCount(2);
  for (const tamano of ['1 L', '500 ml'])
    await expect(filas.filter({ has: page.getByRole('cell', { name: tamano, exact: true }) })).toHaveCount(1);
  // Each row names the zone's branches holding it, with their stock, each opening it in that branch.
  const primera = filas.first();
  await expect(primera.getByRole('link', { name: /^Chacao: \d/ })).toBeVisible();
  await expect(primera.getByRole('link', { name: /^Las Mercedes: \d/ })).toBeVisible();
  await primera.getByRole('link', { name: /^Las Mercedes: / }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${COAMO} · `);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Las Mercedes');

  await page.goto(`/admin/inventario/zona/${Z}/registrar`);
  await page.getByLabel('Producto').fill('Coamo');
  const encontrados = page.getByRole('list', { name: 'Productos encontrados' });
  await expect(
    encontrados.getByRole('link', { name: new RegExp(`^${COAMO} · 1 L · existencia`) }),
  ).toBeVisible();
  await expect(
    encontrados.getByRole('link', { name: new RegExp(`^${COAMO} · 500 ml · existencia`) }),
  ).toBeVisible();
});

test('a CSV row wider than its header and a negative stock are refused with what is wrong and the values', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, 'inventario@demo.test');
  const get = async <T>(ruta: string) =>
    (await (
      await request.get(`${API}/admin/inventario/zona/${Z}${ruta}`, { headers: bearer(token) })
    ).json()) as T;
  const { sucursales } = await get<{ sucursales: { id: number }[] }>('/opciones');
  const { items } = await get<{ items: { slug: string }[] }>(`?q=${encodeURIComponent(COAMO)}`);
  const [litro, medio] = items;
  const suc = sucursales[0]!.id;
  const csv = [
    'producto,nombre,sucursal,existencia,costo',
    `${litro!.slug},Aceite, 1 L,${suc},4,1.00`,
    `${medio!.slug},Aceite 500 ml,${suc},-3,1.00`,
  ].join('\n');

  await signIn(page, 'inventario@demo.test', `/admin/inventario/zona/${Z}/importar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Importar existencia y precios');
  // The file is chosen with a Spanish button, reachable by keyboard, beside the chosen file's name.
  const entrada = page.getByLabel('Elegir archivo CSV');
  await expect(page.getByText('Ningún archivo elegido')).toBeVisible();
  await entrada.focus();
  const elector = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await elector).setFiles({ name: 'con-errores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('con-errores.csv', { exact: true })).toBeVisible();

  const revision = page.getByRole('region', { name: 'Revisión del archivo' });
  await expect(revision.getByRole('alert')).toContainText('El archivo tiene 2 errores');
  await expect(revision).toContainText('2 filas: 0 existencias y los precios de 0 productos cambiarían');
  const errores = revision.getByRole('region', { name: 'Errores por fila' });
  await expect(
    errores.getByRole('row', {
      name: `2 — ${litro!.slug}, Aceite, 1 L, ${suc}, 4, 1.00 ${mensajeCeldas(6, 5)}`,
    }),
  ).toBeVisible();
  await expect(
    errores.getByRole('row', { name: `3 existencia -3 ${MensajesInventario.EXISTENCIA_NEGATIVA}` }),
  ).toBeVisible();
  await expect(revision.getByRole('button', { name: 'Aplicar cambios' })).toHaveCount(0);
});

test('the category list counts each parent’s subcategories, reads as a tree, and the home opens its empty ones', async ({
  page,
  request,
}) => {
  // An empty category, so the home has one to show.
  const token = await tokenDe(request, 'admin@demo.test');
  const sello = Date.now().toString(36);
  const nombre = `Vacía ${sello}`;
  const creada = await request.post(`${API}/admin/categoria`, {
    headers: bearer(token),
    data: { nombre, slug: `vacia-${sello}`, padreId: null, icono: null, orden: 0 },
  });
  expect(creada.status(), await creada.text()).toBe(201);

  await signIn(page, 'admin@demo.test', '/admin/categoria');
  const tabla = page.getByRole('table', { name: 'Categorías' });
  const viveres = tabla
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Víveres', exact: true }) });
  // A parent holds no product itself; its count is its subcategories'.
  const productos = Number(await viveres.getByRole('cell').nth(3).textContent());
  expect(productos).toBeGreaterThan(0);
  // The row after a parent is one of its children.
  const siguiente = tabla.getByRole('row').nth((await filaIndice(tabla, 'Víveres')) + 1);
  await expect(siguiente.getByRole('link').first()).toHaveText(/^Víveres › /);

  await page.goto('/admin');
  const caracas = page.getByRole('listitem', { name: 'Caracas' });
  const enlace = caracas.getByRole('link', { name: /categorías? sin productos/ });
  const cifra = Number((await enlace.textContent())!.split(' ')[0]);
  expect(cifra).toBeGreaterThan(0);
  await enlace.click();
  await expect(page).toHaveURL(/\/admin\/categoria\?sinProductos=1&estatus=1$/);
  await expect(page.getByLabel('Productos', { exact: true })).toHaveValue('1');
  await expect(tabla.getByRole('link', { name: nombre, exact: true })).toBeVisible();
  const filas = tabla.getByRole('row');
  await expect(filas).toHaveCount(cifra + 1);
  for (const celda of await filas.locator('td:nth-child(4)').allTextContents()) expect(celda).toBe('0');

  // An icon is found by its Spanish word, accents aside, and chosen among the icons found.
  await page.goto('/admin/categoria/registrar');
  await page.getByLabel('Ícono').fill('cafe');
  const encontrados = page.getByRole('list', { name: 'Resultados de la búsqueda' });
  await encontrados.getByRole('button', { name: 'café, cacao (coffee)' }).click();
  await expect(page.getByLabel('Ícono')).toHaveValue('coffee');
  await expect(page.getByRole('img', { name: 'Ícono coffee' })).toBeVisible();
  await expect(encontrados.getByRole('button', { name: 'café, cacao (coffee)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a slot ending before it starts says so at once, beside another field’s error', async ({ page }) => {
  await signIn(page, 'admin@demo.test', `/admin/zona/${Z}/horario/registrar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrar horario de entrega');
  await page.getByLabel('Hora de inicio').fill('10:00');
  await page.getByLabel('Hora de fin').fill('09:00');
  await page.getByLabel('Capacidad por fecha').fill('');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(MensajesZona.FIN_ANTES_DE_INICIO)).toBeVisible();
  await expect(page.getByLabel('Hora de fin')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Capacidad por fecha')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/horario\/registrar$/);
});

test('the stores list shows each store’s status once, beside its toggle', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/admin/tienda');
  const fila = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Mercado Central', exact: true }) });
  await expect(fila.getByText('Activo', { exact: true })).toHaveCount(1);
  await expect(fila.getByRole('button', { name: 'Desactivar la tienda «Mercado Central»' })).toBeVisible();
});

test('the product form’s Marca is as tall as Presentación beside it', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/admin/producto/registrar');
  const marca = await page.getByLabel('Marca', { exact: true }).boundingBox();
  const presentacion = await page.getByLabel('Presentación', { exact: true }).boundingBox();
  expect(marca!.height).toBe(presentacion!.height);
  expect(marca!.y).toBe(presentacion!.y);
});

/** The index among the table's rows (the header's included) of the row whose link reads `nombre`. */
async function filaIndice(tabla: Locator, nombre: string): Promise<number> {
  const textos = await tabla
    .getByRole('row')
    .evaluateAll((filas) => filas.map((f) => f.querySelector('a')?.textContent?.trim() ?? ''));
  return textos.indexOf(nombre);
}
