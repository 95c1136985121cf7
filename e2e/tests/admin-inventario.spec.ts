/**
 * Inventory and prices per zone from the back office (issue 18, decision 0025) on the real platform:
 * admin@demo.test gives a product without Caracas stock its stock and prices through the pages, and
 * shoppers of each user type find it by browsing and by search at their own price; the Caracas-only
 * staff member is refused on Valencia's inventory (the page and the API); a CSV import preview lists its
 * row errors, and applying a good file (an export's rows, changed) changes the storefront; an export read
 * back keeps a product named like a formula as it is and changes nothing; an export older than a change
 * to one of its rows is refused for that row with the conventions' message (issue 31, decision 0035).
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { type Leido, leerRegistros } from '../../api/src/services/admin/inventario-revision.ts';
import { escribirCsv } from '../../api/src/services/csv.ts';
import { COLUMNAS_CSV, MensajesInventario } from '../../shared/src/contracts/admin-inventario.ts';
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

type FilaCsv = Record<(typeof COLUMNAS_CSV)[number], string>;
/** An export's rows as the import reads them, and rows written back as the export writes them. */
const filasCsv = (csv: string) => (leerRegistros(csv) as Leido).registros as FilaCsv[];
const csvDe = (filas: FilaCsv[]) =>
  escribirCsv(
    filas.map((f) => COLUMNAS_CSV.map((c) => f[c] ?? '')),
    { columnas: COLUMNAS_CSV },
  );

/** Signs in as the Caracas inventory staff member and saves the zone's export with "Exportar CSV". */
async function exportarEnPagina(page: Page): Promise<string> {
  await signIn(page, 'inventario@demo.test', `/admin/inventario/zona/${Z}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Inventario y precios');
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe(`inventario-${Z}.csv`);
  return readFile((await archivo.path())!, 'utf8');
}

/** Uploads `csv` on the import page (already open) and answers the preview's region. */
async function revisar(page: Page, csv: string, nombre = 'inventario.csv') {
  await page
    .getByLabel('Archivo CSV')
    .setInputFiles({ name: nombre, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  return page.getByRole('region', { name: 'Revisión del archivo' });
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
  await expect(
    revision.getByRole('row', { name: '2 producto no-existe-este-producto Producto desconocido' }),
  ).toBeVisible();
  await expect(
    revision.getByRole('row', {
      name: `3 sucursal ${valencia.sucursales[0]!.id} ${MensajesInventario.SUCURSAL_OTRA_ZONA}`,
    }),
  ).toBeVisible();
  await expect(
    revision.getByRole('row', { name: `4 existencia cinco ${MensajesInventario.NUMERO_INVALIDO}` }),
  ).toBeVisible();
  await expect(revision.getByRole('button', { name: 'Aplicar cambios' })).toHaveCount(0);
  expect((await request.get(`${API}/api/website/producto/${Z}/${p.slug}`)).status()).toBe(404);

  // A good file: the product's rows of the zone's export, one branch given stock and the zone's prices.
  const { token } = await adminApi(request);
  const exportado = await request.get(`${API}/admin/inventario/zona/${Z}/exportar`, {
    headers: bearer(token),
  });
  const filas = filasCsv(await exportado.text()).filter((f) => f.producto === p.slug);
  for (const f of filas) {
    const esta = Number(f.sucursal) === sucursal;
    Object.assign(f, {
      existencia: esta ? '12,5' : f.existencia,
      costo: esta ? '0,50' : f.costo,
      precio_normal: esta ? '7,25' : '',
      precio_prime: esta ? '6,90' : '',
      precio_mayorista: esta ? '6,40' : '',
      oferta_normal: '',
      oferta_prime: '',
      oferta_mayorista: '',
      oferta_hasta: '',
    });
  }
  await subir('bueno.csv', csvDe(filas));
  await expect(revision).toContainText(
    `${filas.length} filas: 1 existencia y los precios de 1 producto cambiarían`,
  );
  await expect(
    revision.getByRole('region', { name: 'Cambios' }).getByRole('row', { name: /Existencia 0 12,5/ }),
  ).toBeVisible();
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

test('a product named like a formula comes back from its export as text: reading it back changes nothing', async ({
  page,
  request,
}) => {
  const { token, get } = await adminApi(request);
  const lista = await get<{ items: (Fila & { existencia: string })[] }>(
    '?estatus=1&orden=existencia&dir=desc',
  );
  const p = lista.items[0]!;
  const producto = `${API}/admin/producto/${p.productoId}`;
  const actual = async () =>
    (await (await request.get(producto, { headers: bearer(token) })).json()) as Record<string, unknown> & {
      nombre: string;
      version: number;
      descripcion: string | null;
    };
  const renombrar = async (nombre: string) => {
    const a = await actual();
    const r = await request.put(producto, {
      headers: bearer(token),
      data: {
        nombre,
        slug: a.slug,
        marca: a.marca,
        presentacion: a.presentacion,
        descripcion: a.descripcion ?? '',
        categoriaId: a.categoriaId,
        etiquetaIds: a.etiquetaIds,
        impuestoClase: a.impuestoClase,
        modalidadVenta: a.modalidadVenta,
        minimo: a.minimo,
        maximo: a.maximo,
        grupo: a.grupo,
        unidad: a.unidad,
        version: a.version,
      },
    });
    expect(r.status(), await r.text()).toBe(200);
  };
  const formula = `=HYPERLINK("http://malo.test/","${p.nombre}")`;
  await renombrar(formula);
  try {
    const csv = await exportarEnPagina(page);
    // The spreadsheet gets the name as text: a quote before it, inside the CSV's quotes.
    const linea = csv.split('\n').find((l) => l.startsWith(`${p.slug},`))!;
    expect(linea).toContain(`"'=HYPERLINK(""http://malo.test/"",""${p.nombre}"")"`);

    await page.goto(`/admin/inventario/zona/${Z}/importar`);
    const revision = await revisar(page, csv);
    await expect(revision).toContainText('existencias y los precios de 0 productos cambiarían');
    await expect(revision).toContainText('0 existencias');
    await expect(revision).toContainText('El archivo no cambia nada que se pueda aplicar.');
    await expect(revision.getByRole('alert')).toHaveCount(0);
    expect((await actual()).nombre).toBe(formula);
  } finally {
    await renombrar(p.nombre);
  }
});

test('an export older than a change to one of its rows is refused for that row, with the conventions’ message', async ({
  page,
  request,
}) => {
  const csv = await exportarEnPagina(page);
  // After the export, someone sets a row's stock to 3 more through the form's entry.
  const fila = filasCsv(csv).find((f) => Number(f.existencia) > 0)!;
  const { token, get } = await adminApi(request);
  const { items } = await get<{ items: Fila[] }>(`?q=${fila.producto}`);
  const enSucursal = `/sucursal/${fila.sucursal}/producto/${items.find((i) => i.slug === fila.producto)!.productoId}`;
  type Guardado = { inventario: { id: number; existencia: string; costo: string; version: number } };
  const sp = await get<Guardado>(enSucursal);
  const nueva = (Number(sp.inventario.existencia) + 3).toFixed(3);
  const r = await request.put(`${API}/admin/inventario/zona/${Z}/${sp.inventario.id}/editar`, {
    headers: bearer(token),
    data: { existencia: nueva, costo: sp.inventario.costo, version: sp.inventario.version },
  });
  expect(r.status(), await r.text()).toBe(200);

  await page.goto(`/admin/inventario/zona/${Z}/importar`);
  const revision = await revisar(page, csv, 'antiguo.csv');
  await expect(revision.getByRole('alert')).toContainText(MensajesInventario.CONFLICTO_CSV);
  await expect(revision).toContainText('Conflictos: 1 valor no se aplicará');
  const conflicto = revision.getByRole('region', { name: 'Conflictos' }).getByRole('row').nth(1);
  await expect(conflicto).toContainText('Existencia');
  await expect(conflicto).toContainText(String(Number(nueva)).replace('.', ','));
  await expect(revision).toContainText('El archivo no cambia nada que se pueda aplicar.');
  await expect(revision.getByRole('button', { name: 'Aplicar cambios' })).toHaveCount(0);
  expect((await get<Guardado>(enSucursal)).inventario.existencia).toBe(nueva);
});
