/**
 * The back-office steps the issue 18 specs share (on the real platform): catalogo@demo.test creating a
 * category and a product in it with an image, admin@demo.test giving a product stock and prices in a
 * zone, and what each shopper type then sees; the shell's confirmation dialog; the storefront's and
 * the search engine's answer for a product.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { formatInCurrency, toCents } from '../../shared/src/rules/money.ts';
import { API, bearer, tokenDe } from './compra.ts';
import { caja, elegirMoneda, escribir, signIn, sugerencias } from './support.ts';

const Z = ZONA_SLUG;
const ENGINE_HEADERS = {
  'x-algolia-application-id': 'local',
  'x-algolia-api-key': 'local-search-key',
  'content-type': 'text/plain',
};
/** A 64×64 PNG, the product's photo. */
export const FOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAmUlEQVRoge2SwQkAQRCDLPI6t6Et4h4yELAAI8GP05AbuAHkFd2FuAu5gRtAXtFdiLuQG7gB5BXdhbgLuYEbQF7RXYi7kBu4AeQV3YW4C7mBG0Be0V2Iu5AbuAHkFd2FuAu5gRtAXtFdiLuQG7gB5BXdhbgLuYEbQF7RXYi7kBu4AeQV3YW4C7mBG0Be0V2Iu5AbuAHkFf/wAHKbcQ8ljDSfAAAAAElFTkSuQmCC',
  'base64',
);

/** Accepts the shell's confirmation dialog with its `accion` button. */
export async function confirmar(page: Page, accion: string) {
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: accion, exact: true }).click();
  await expect(dialogo).toBeHidden();
}

/** The storefront's answer (status) for a product page of the zone. */
export const enTienda = async (page: Page, slug: string) =>
  (await page.request.get(`${API}/api/website/producto/${Z}/${slug}`)).status();

/** The names the search engine finds for `nombre`. */
export async function enBuscador(page: Page, nombre: string): Promise<string[]> {
  const res = await page.request.post(`${API}/1/indexes/productos/query`, {
    headers: ENGINE_HEADERS,
    data: JSON.stringify({ query: nombre }),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()).hits as { nombre: string }[]).map((h) => h.nombre);
}

export interface ProductoCreado {
  categoria: string;
  producto: string;
  productoId: number;
}

/**
 * As the signed-in catalogue staff: registers a category under Víveres (slug from the name, checked
 * as typed) with an image, then a product in it (a bad sale mode refused beside its field first) with
 * an image. Ends on the product's edit page.
 */
export async function crearCategoriaYProducto(page: Page, sello: string): Promise<ProductoCreado> {
  await page.getByRole('link', { name: 'Categorías' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
  await page.getByRole('link', { name: 'Registrar categoría' }).click();

  const categoria = `Legumbres ${sello}`;
  await page.getByLabel('Nombre', { exact: true }).fill(categoria);
  await expect(page.getByLabel('Dirección web (slug)', { exact: true })).toHaveValue(`legumbres-${sello}`);
  await expect(page.getByText('Dirección web disponible')).toBeVisible();
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
  await expect(
    page.getByRole('region', { name: 'Historial de cambios' }).getByText('Creó el registro'),
  ).toBeVisible();

  await page.goto('/admin/producto/registrar');
  const producto = `Caraotas rojas ${sello} 1 kg`;
  await page.getByLabel('Nombre', { exact: true }).fill(producto);
  await page.getByLabel('Marca', { exact: true }).fill('Mary');
  await page.getByLabel('Presentación').fill('1 kg');
  await page.getByLabel('Categoría', { exact: true }).selectOption({ label: `Víveres › ${categoria}` });
  await page.getByLabel('Clase de IVA').selectOption({ label: 'Exento' });
  await page.getByLabel('Grupo', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText('El grupo debe ser mayor que 0')).toBeVisible();
  await page.getByLabel('Grupo', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/producto\/\d+\/editar$/);
  const productoId = Number(/\/admin\/producto\/(\d+)\/editar$/.exec(page.url())![1]);
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
  return { categoria, producto, productoId };
}

/** Fills a field of the page's form by its label. */
async function escribirCampo(page: Page, etiqueta: string, valor: string) {
  await page.getByLabel(etiqueta, { exact: true }).fill(valor);
}

export type Precios = { normal: number; prime: number; mayorista: number };

/**
 * As admin@demo.test (signing in): the product found in the zone's inventory list (filtered by
 * `filtro`, by default its name), 40 in a branch at a cost of 1,00, then prices per user type above
 * the zone's highest cost. Answers the prices (USD cents).
 */
export async function darStockYPrecios(
  page: Page,
  request: APIRequestContext,
  p: { productoId: number; nombre: string },
  filtro = `q=${encodeURIComponent(p.nombre)}`,
): Promise<Precios> {
  await signIn(page, 'admin@demo.test', `/admin/inventario/zona/${Z}?${filtro}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Inventario y precios');
  await page.getByRole('link', { name: p.nombre, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(p.nombre);
  const formStock = page.getByRole('form', { name: 'Existencia en la sucursal' });
  await escribirCampo(page, 'Existencia', '40');
  await escribirCampo(page, 'Costo (USD)', '1,00');
  await formStock.getByRole('button', { name: /(Guardar|Registrar) existencia/ }).click();
  // The save says so under the title (the page reads the row again).
  await expect(
    page.getByRole('status').filter({ hasText: /^(Existencia registrada|Cambios guardados)$/ }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Editar precios' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Precios');
  const token = await tokenDe(request, 'admin@demo.test');
  const r = await request.get(`${API}/admin/inventario/zona/${Z}/producto/${p.productoId}/precio`, {
    headers: bearer(token),
  });
  expect(r.ok(), await r.text()).toBe(true);
  const { costo } = (await r.json()) as { costo: string };
  const base = toCents(costo) + 300;
  const precios = { normal: base + 75, prime: base + 40, mayorista: base };
  const coma = (c: number) => (c / 100).toFixed(2).replace('.', ',');
  await escribirCampo(page, 'Precio normal (USD)', coma(precios.normal));
  await escribirCampo(page, 'Precio prime (USD)', coma(precios.prime));
  await escribirCampo(page, 'Precio mayorista (USD)', coma(precios.mayorista));
  for (const tipo of ['normal', 'prime', 'mayorista']) await escribirCampo(page, `Oferta ${tipo} (USD)`, '0');
  await page.getByRole('button', { name: 'Guardar precios' }).click();
  await expect(page.getByText('Editó').first()).toBeVisible();
  return precios;
}

/** The product's card on its category's pages, browsing them as a shopper does. */
async function tarjetaAlNavegar(page: Page, categoria: string, slug: string) {
  for (let pag = 1; pag <= 8; pag++) {
    await page.goto(`/${Z}/supermercado/${categoria}${pag > 1 ? `?pag=${pag}` : ''}`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const tarjeta = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.locator(`a[href*="/producto/${slug}"]`) });
    if ((await tarjeta.count()) > 0) return tarjeta.first();
  }
  throw new Error(`${slug} no aparece en ${categoria}`);
}

/**
 * A visitor (normal), prime@ and mayorista@ each find the product browsing its category and in the
 * search box's suggestions, at their own price in dollars.
 */
export async function cadaCompradorLoEncuentra(
  page: Page,
  request: APIRequestContext,
  p: { productoId: number; nombre: string; slug: string },
  precios: Precios,
) {
  const monedas = (await (await request.get(`${API}/api/moneda/mercado`)).json()) as {
    id: number;
    simbolo: string;
    nombre: string;
    tasa: string;
    tipo: 'dolar' | 'bolivar';
  }[];
  const usd = monedas.find((m) => m.tipo === 'dolar')!;
  const detalle = await request.get(`${API}/api/website/producto/${Z}/${p.slug}`);
  expect(detalle.status()).toBe(200);
  const { categoria } = (await detalle.json()) as { categoria: { slug: string } };
  for (const [email, cents] of [
    [null, precios.normal],
    ['prime@demo.test', precios.prime],
    ['mayorista@demo.test', precios.mayorista],
  ] as const) {
    await page.goto('/auth/logout');
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
    if (email) await signIn(page, email, `/${Z}`);
    else await page.goto(`/${Z}`);
    await elegirMoneda(page, 'dolar');
    const esperado = formatInCurrency(cents, usd);
    const tarjeta = await tarjetaAlNavegar(page, categoria.slug, p.slug);
    await expect(tarjeta.getByTestId('precio')).toHaveText(esperado);
    await page.goto(`/${Z}`);
    await escribir(page, p.nombre);
    const opcion = sugerencias(page).locator(`[role="option"][data-producto-id="${p.productoId}"]`);
    await expect(opcion).toBeVisible();
    await expect(opcion.getByTestId('precio')).toHaveText(esperado);
    await caja(page).press('Escape');
  }
}
