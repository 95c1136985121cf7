/**
 * Inventory and prices per zone from the back office (issue 18, decision 0025) on the real platform:
 * admin@demo.test gives a product without Caracas stock its stock and prices through the pages, and
 * shoppers of each user type find it by browsing and by search at their own price; the Caracas-only
 * staff member is refused on Valencia's inventory (the page and the API); a CSV import preview lists its
 * row errors, and applying a good file changes the storefront.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { cadaCompradorLoEncuentra, darStockYPrecios } from './admin-flujos.ts';
import { API, bearer, tokenDe } from './compra.ts';
import { elegirMoneda, signIn } from './support.ts';

const Z = ZONA_SLUG;

interface Fila {
  productoId: number;
  slug: string;
  nombre: string;
  categoria: string;
}
interface Opciones {
  sucursales: { id: number; nombre: string; tienda: string }[];
  categorias: { id: number; nombre: string }[];
}

async function adminApi(request: APIRequestContext) {
  const token = await tokenDe(request, 'admin@demo.test');
  const get = async <T>(ruta: string): Promise<T> => {
    const r = await request.get(`${API}/admin/inventario/zona/${Z}${ruta}`, { headers: bearer(token) });
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()) as T;
  };
  return { token, get };
}

/** Active products of the zone without stock there, outside the inactive seasonal category. */
async function sinExistencia(request: APIRequestContext): Promise<Fila[]> {
  const { get } = await adminApi(request);
  const lista = await get<{ items: Fila[] }>('?sinExistencia=1&estatus=1');
  return lista.items.filter((f) => f.categoria !== 'Temporada Navideña');
}

test('admin gives a product stock and prices in Caracas; each shopper type finds it browsing and searching at its price', async ({
  page,
  request,
}) => {
  const [p] = await sinExistencia(request);
  expect(p, 'a seeded product without Caracas stock').toBeDefined();
  const detalle = await request.get(`${API}/api/website/producto/${Z}/${p!.slug}`);
  expect(detalle.status()).toBe(404);

  // Found in the list of products without stock, as staff do.
  const precios = await darStockYPrecios(page, request, p!, 'sinExistencia=1&estatus=1');
  await cadaCompradorLoEncuentra(page, request, p!, precios);
});

test('the Caracas-only inventory staff member is refused on Valencia, in the page and by the API', async ({
  page,
  request,
}) => {
  await signIn(page, 'inventario@demo.test', `/admin/inventario/zona/${Z}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Inventario y precios');
  await page.goto('/admin/inventario/zona/valencia');
  await expect(page.getByText('Área restringida')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/error\?codigo=403/);
  const token = await tokenDe(request, 'inventario@demo.test');
  const r = await request.get(`${API}/admin/inventario/zona/valencia`, { headers: bearer(token) });
  expect(r.status()).toBe(403);
  expect(((await r.json()) as { mensaje: string }).mensaje).toBe(
    'No tiene los permisos de la Zona necesaria para esta área',
  );
});

test('a CSV import lists its row errors before anything is applied; a good file changes the storefront', async ({
  page,
  request,
}) => {
  const productos = await sinExistencia(request);
  const p = productos[1] ?? productos[0]!;
  const { get } = await adminApi(request);
  const opciones = await get<Opciones>('/opciones');
  const sucursal = opciones.sucursales[0]!.id;
  const tokenValencia = await tokenDe(request, 'admin@demo.test');
  const valencia = (await (
    await request.get(`${API}/admin/inventario/zona/valencia/opciones`, { headers: bearer(tokenValencia) })
  ).json()) as Opciones;
  const cabecera = 'producto;sucursal;existencia;costo;precio_normal;precio_prime;precio_mayorista';
  const subir = async (nombre: string, csv: string) =>
    page
      .getByLabel('Archivo CSV')
      .setInputFiles({ name: nombre, mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await signIn(page, 'inventario@demo.test', `/admin/inventario/zona/${Z}/importar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Importar existencia y precios');
  await subir(
    'malo.csv',
    [
      cabecera,
      'no-existe-este-producto;1;5;1,00;9,00;8,50;8,00',
      `${p.slug};${valencia.sucursales[0]!.id};5;1,00;9,00;8,50;8,00`,
      `${p.slug};${sucursal};cinco;1,00;9,00;8,50;8,00`,
    ].join('\n'),
  );
  const revision = page.getByRole('region', { name: 'Revisión del archivo' });
  await expect(revision.getByRole('alert')).toContainText('El archivo tiene 3 errores');
  await expect(revision.getByRole('row', { name: /2 producto Producto desconocido/ })).toBeVisible();
  await expect(revision.getByRole('row', { name: /3 sucursal La sucursal es de otra zona/ })).toBeVisible();
  await expect(revision.getByRole('row', { name: /4 existencia Número inválido/ })).toBeVisible();
  await expect(revision.getByRole('button', { name: 'Aplicar cambios' })).toHaveCount(0);
  expect((await request.get(`${API}/api/website/producto/${Z}/${p.slug}`)).status()).toBe(404);

  await subir('bueno.csv', [cabecera, `${p.slug};${sucursal};12,5;0,50;7,25;6,90;6,40`].join('\n'));
  await expect(revision).toContainText('1 filas: 1 existencias y los precios de 1 productos cambiarían');
  await revision.getByRole('button', { name: 'Aplicar cambios' }).click();
  await page
    .getByRole('alertdialog', { name: 'Aplicar el archivo' })
    .getByRole('button', { name: 'Aplicar', exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Archivo aplicado' })).toBeVisible();

  const r = await request.get(`${API}/api/website/producto/${Z}/${p.slug}`);
  expect(r.status()).toBe(200);
  expect(await r.json()).toMatchObject({ precio: '7.25', existencia: '12.500' });
  await page.goto(`/${Z}/producto/${p.slug}`);
  await elegirMoneda(page, 'dolar');
  await expect(page.getByRole('main').getByText(p.nombre).first()).toBeVisible();
});
