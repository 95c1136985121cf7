/**
 * A record's history reads in words (issue 33) on the real platform: admin@demo.test moves a product
 * to another category and raises its normal price in Caracas; the product's history names both
 * categories and the price's history shows both amounts as money, not ids and JSON.
 */
import { expect, type Page, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { API, bearer, tokenDe } from './compra.ts';
import { signIn } from './support.ts';

const Z = ZONA_SLUG;
const sello = Date.now().toString(36);

type Categoria = { id: number; nombre: string; padreId: number | null; estatus: number };

/** The row of the history's first (newest) change whose field is `campo`. */
const filaDe = (page: Page, campo: string) =>
  page
    .getByRole('region', { name: 'Historial de cambios' })
    .getByRole('listitem')
    .first()
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: campo, exact: true }) });

test("a product's history names its categories and its price history writes money", async ({
  page,
  request,
}) => {
  const headers = bearer(await tokenDe(request, 'admin@demo.test'));
  const leer = async <T>(ruta: string): Promise<T> => {
    const r = await request.get(`${API}${ruta}`, { headers });
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()) as T;
  };
  // Two active subcategories, and a product registered in the first one with a normal price of 2,50.
  const { categorias } = await leer<{ categorias: Categoria[] }>('/admin/producto/opciones');
  const [antes, despues] = categorias.filter((c) => c.padreId !== null && c.estatus === 1);
  expect(antes && despues, 'two seeded subcategories').toBeTruthy();
  const registrado = await request.post(`${API}/admin/producto`, {
    headers,
    data: {
      nombre: `Frijoles negros ${sello} 500 g`,
      slug: `frijoles-negros-${sello}`,
      marca: 'Mary',
      presentacion: '500 g',
      descripcion: '',
      categoriaId: antes!.id,
      etiquetaIds: [],
      impuestoClase: 'exento',
      modalidadVenta: 'unidad',
      minimo: '1',
      maximo: '0',
      grupo: '1',
      unidad: '1',
    },
  });
  expect(registrado.status(), await registrado.text()).toBe(201);
  const { id } = (await registrado.json()) as { id: number };
  const precio = await request.put(`${API}/admin/inventario/zona/${Z}/producto/${id}/precio`, {
    headers,
    data: { precios: [{ usuarioTipo: 1, precio: '2.50', oferta: '0', ofertaHasta: null, version: null }] },
  });
  expect(precio.ok(), await precio.text()).toBe(true);
  const { sucursales } = await leer<{ sucursales: { id: number }[] }>(`/admin/inventario/zona/${Z}/opciones`);

  // Another category, saved from the product's form: its history names both.
  await signIn(page, 'admin@demo.test', `/admin/producto/${id}/editar`);
  await page.getByLabel('Categoría', { exact: true }).selectOption(String(despues!.id));
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const categoria = filaDe(page, 'Categoría');
  await expect(categoria.getByRole('cell').nth(0)).toHaveText(antes!.nombre);
  await expect(categoria.getByRole('cell').nth(1)).toHaveText(despues!.nombre);
  await expect(page.getByRole('region', { name: 'Historial de cambios' })).not.toContainText(
    /categoria_?id/i,
  );

  // A new normal price, saved from the prices page: its history writes both amounts as money.
  await page.goto(`/admin/inventario/zona/${Z}/sucursal/${sucursales[0]!.id}/producto/${id}/precio`);
  await page.getByLabel('Precio normal (USD)', { exact: true }).fill('2,90');
  await page.getByRole('button', { name: 'Guardar precios' }).click();
  const normal = filaDe(page, 'Precio normal');
  await expect(normal.getByRole('cell').nth(0)).toHaveText('$ 2,50');
  await expect(normal.getByRole('cell').nth(1)).toHaveText('$ 2,90');
  await expect(page.getByRole('region', { name: 'Historial de cambios' })).not.toContainText('tipo1');
});
