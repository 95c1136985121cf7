/**
 * Search (issue 6) on the real platform: the header's search box (the storefront's `buscador` slot)
 * with autocomplete from the embedded search service, the results page, availability per zone and
 * user type, and the analytics events a signed-in shopper's clicks send. Prices are checked against
 * the API's own product answer with the shared money rules; events against the request the browser
 * sent AND what the engine recorded (the admin's search history), never mocked.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import {
  OFFER_PRODUCT_SLUG,
  OTRA_ZONA_SLUG,
  OUT_OF_STOCK_FOR_NORMAL_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import { formatMoney } from '../../shared/src/rules/money.ts';
import { precioConIva } from '../../shared/src/rules/price.ts';
import { miniCarrito } from './compra.ts';
import { caja, DEMO_PASSWORD, escribir, signIn, sugerencias } from './support.ts';

const API = 'http://localhost:4000';
const ENGINE_HEADERS = {
  'x-algolia-application-id': 'local',
  'x-algolia-api-key': 'local-search-key',
  'content-type': 'text/plain',
};

interface ProductoApi {
  id: number;
  slug: string;
  nombre: string;
  precio: string;
  oferta: string;
  /** "16.0000": shelf prices include it (decision 0049). */
  impuesto: string;
}
interface MonedaApi {
  id: number;
  simbolo: string;
  nombre: string;
  tasa: string;
  tipo: 'dolar' | 'bolivar';
}
interface EventoInsights {
  eventType: string;
  eventSubtype?: string;
  eventName: string;
  index: string;
  userToken: string;
  queryID?: string;
  objectIDs: string[];
  positions?: number[];
}

const isSearchQuery = (r: Request) => r.method() === 'POST' && /\/1\/indexes\/[^/]+\/queries/.test(r.url());
const isEvents = (r: Request) => r.method() === 'POST' && r.url().startsWith(`${API}/1/events`);

/** Every search request and insights event the page sends, as sent. */
function espiar(page: Page) {
  const consultas: string[] = [];
  const eventos: EventoInsights[] = [];
  page.on('request', (r) => {
    if (isSearchQuery(r)) {
      const body = JSON.parse(r.postData() ?? '{}') as { requests?: { query?: string }[] };
      for (const q of body.requests ?? []) consultas.push(q.query ?? '');
    }
    if (isEvents(r))
      eventos.push(...(JSON.parse(r.postData() ?? '{}') as { events: EventoInsights[] }).events);
  });
  return { consultas, eventos };
}

async function productoApi(page: Page, slug: string, zona = ZONA_SLUG): Promise<ProductoApi> {
  const r = await page.request.get(`${API}/api/website/producto/${zona}/${slug}`);
  expect(r.status()).toBe(200);
  return (await r.json()) as ProductoApi;
}

async function dolar(page: Page): Promise<MonedaApi> {
  const r = await page.request.get(`${API}/api/moneda/mercado`);
  return ((await r.json()) as MonedaApi[]).find((m) => m.tipo === 'dolar')!;
}

/** Picks USD in the header's currency panel (as storefront.spec.ts does). */
async function elegirDolar(page: Page) {
  const boton = page.getByRole('button', { name: /\(moneda:/ });
  if ((await boton.getAttribute('aria-expanded')) !== 'true') await boton.click();
  const radio = page.getByRole('radio', { name: /^USD / });
  if (await radio.isChecked()) await page.keyboard.press('Escape');
  else await radio.click();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(boton).toContainText('USD');
}

async function tokenAdmin(page: Page): Promise<string> {
  const r = await page.request.post(`${API}/login_check`, {
    data: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { token: string }).token;
}

test('typing "arro" suggests rice after the pause, with the viewer’s price', async ({ page }) => {
  const { consultas, eventos } = espiar(page);
  await page.goto(`/${ZONA_SLUG}`);
  await elegirDolar(page);
  const arroz = await productoApi(page, OFFER_PRODUCT_SLUG);
  const usd = await dolar(page);

  await escribir(page, 'arro');
  const lista = sugerencias(page);
  await expect(lista).toBeVisible();
  await expect(caja(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(caja(page)).toHaveAttribute('aria-controls', (await lista.getAttribute('id'))!);
  const opciones = lista.getByRole('option');
  await expect(opciones.first()).toContainText('Arroz');
  expect(await opciones.count()).toBeLessThanOrEqual(10);
  // One query only, once the typing paused (no request per keystroke), and the count announced.
  expect(consultas).toEqual(['arro']);
  await expect(page.getByRole('status').filter({ hasText: /productos? sugeridos?/ })).toHaveText(
    `${await opciones.count()} productos sugeridos. Use las flechas para recorrerlos.`,
  );

  // The offer product: its name, its image with a size, and the normal price in USD (offer shown).
  const opcion = lista.locator(`[role="option"][data-producto-id="${arroz.id}"]`);
  await expect(opcion).toContainText(arroz.nombre);
  await expect(opcion.getByTestId('precio')).toHaveText(formatMoney(precioConIva(arroz, usd).cents, usd));
  await expect(opcion.locator('img')).toHaveAttribute('width', /^\d+$/);
  await expect(opcion.locator('img')).toHaveAttribute('height', /^\d+$/);

  // Keyboard: arrows move the active option, Escape closes, a visitor sends no analytics.
  await caja(page).press('ArrowDown');
  await expect(caja(page)).toHaveAttribute(
    'aria-activedescendant',
    (await opciones.first().getAttribute('id'))!,
  );
  await expect(opciones.first()).toHaveAttribute('aria-selected', 'true');
  await caja(page).press('ArrowDown');
  await expect(opciones.nth(1)).toHaveAttribute('aria-selected', 'true');
  await caja(page).press('ArrowUp');
  await expect(opciones.first()).toHaveAttribute('aria-selected', 'true');
  await caja(page).press('Escape');
  await expect(lista).toBeHidden();
  await expect(caja(page)).toHaveAttribute('aria-expanded', 'false');
  expect(eventos).toEqual([]);
});

test('a typo ("aroz") still finds rice, and Enter on an option opens it with queryID and position', async ({
  page,
}) => {
  const { eventos } = espiar(page);
  await page.goto(`/${ZONA_SLUG}`);
  const respuesta = page.waitForResponse((r) => isSearchQuery(r.request()));
  await escribir(page, 'aroz');
  const busqueda = (await (await respuesta).json()) as { results: { queryID: string }[] };
  const queryID = busqueda.results[0]!.queryID;
  expect(queryID).toMatch(/^[0-9a-f]{32}$/);
  const opciones = sugerencias(page).getByRole('option');
  await expect(opciones.first()).toContainText('Arroz');

  await caja(page).press('ArrowDown');
  await caja(page).press('ArrowDown');
  await caja(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}/producto/[^?]+\\?queryID=${queryID}&position=2$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Arroz');
  // Not signed in: no analytics event.
  expect(eventos).toEqual([]);
});

test('Enter opens the results page: heading, box, cards with price, paging links; bad input is refused', async ({
  page,
}) => {
  await page.goto(`/${ZONA_SLUG}`);
  await escribir(page, 'ar');
  await caja(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'caracteres' })).toHaveText(
    'Ingrese al menos 3 caracteres',
  );
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}$`));

  await caja(page).fill('  arroz    blanco ');
  await caja(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}/buscar\\?q=arroz\\+blanco$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “arroz blanco”');
  await expect(caja(page)).toHaveValue('arroz blanco');
  const tarjetas = page.getByRole('main').getByRole('article');
  await expect(tarjetas.first()).toBeVisible();
  await expect(tarjetas.first()).toContainText('Arroz');
  await expect(tarjetas.first().getByTestId('precio')).toHaveText(/^(\$|Bs\.) \d/);
  // Each result links to its product with the search's queryID and its position.
  await expect(tarjetas.first().getByRole('link')).toHaveAttribute(
    'href',
    /\/producto\/[^?]+\?queryID=[0-9a-f]{32}&position=1$/,
  );
  await expect(tarjetas.nth(1).getByRole('link')).toHaveAttribute('href', /&position=2$/);

  // Nothing found: the spec's message. A reload keeps the query in the heading and the box.
  await page.goto(`/${ZONA_SLUG}/buscar?q=xqzwvy+kkk`);
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await expect(caja(page)).toHaveValue('xqzwvy kkk');
});

test('a product without stock for the zone and user type is not found; it is where it has stock', async ({
  page,
}) => {
  const registro = await page.request.post(`${API}/1/indexes/productos/query`, {
    headers: ENGINE_HEADERS,
    data: JSON.stringify({ query: 'juana', hitsPerPage: 50 }),
  });
  const hits = (
    (await registro.json()) as { hits: { slug: string; disponibilidad: Record<string, unknown> }[] }
  ).hits;
  const juana = hits.find((h) => h.slug === OUT_OF_STOCK_FOR_NORMAL_SLUG)!;
  expect(Object.keys(juana.disponibilidad)).not.toContain(`${ZONA_SLUG}_1`);
  expect(Object.keys(juana.disponibilidad)).toContain(`${OTRA_ZONA_SLUG}_1`);
  const enlace = (page: Page) =>
    page.locator(`main h2 a[href*="/producto/${OUT_OF_STOCK_FOR_NORMAL_SLUG}?"]`);

  // A visitor (normal price list) in caracas: its other Juana products are found, this one is not.
  await page.goto(`/${ZONA_SLUG}/buscar?q=harina+juana`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(enlace(page)).toHaveCount(0);
  await escribir(page, 'juana');
  await expect(sugerencias(page).getByRole('option').first()).toBeVisible();
  await expect(sugerencias(page).getByRole('option').filter({ hasText: 'amarilla Juana' })).toHaveCount(0);

  // In valencia it has stock for normal (seed fixture): found there.
  await page.goto(`/${OTRA_ZONA_SLUG}/buscar?q=harina+juana`);
  await expect(enlace(page)).toHaveCount(1);

  // Prime has stock of it in caracas (seed fixture): found.
  await signIn(page, 'prime@demo.test', `/${ZONA_SLUG}/buscar?q=harina+juana`);
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}/buscar\\?q=harina\\+juana$`));
  await expect(enlace(page)).toHaveCount(1);
});

test('a signed-in click sends a click event with its position and queryID, recorded by the engine', async ({
  page,
}) => {
  const { eventos } = espiar(page);
  await signIn(page, 'cliente@demo.test', `/${ZONA_SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}$`));
  const admin = await tokenAdmin(page);
  const historial = async () =>
    (
      await (
        await page.request.get(`${API}/admin/buscador/historial`, {
          headers: { Authorization: `Bearer ${admin}` },
        })
      ).json()
    ).clics as { busquedasConClic: number; posicionPromedio: number | null; conversiones: number };
  const antes = await historial();

  // Suggestions: the second option, clicked with the mouse.
  const respuesta = page.waitForResponse((r) => isSearchQuery(r.request()));
  await escribir(page, 'arroz');
  const queryID = ((await (await respuesta).json()) as { results: { queryID: string }[] }).results[0]!
    .queryID;
  const segunda = sugerencias(page).getByRole('option').nth(1);
  const objectID = (await segunda.getAttribute('data-producto-id'))!;
  const enviado = page.waitForRequest(isEvents);
  const recibido = page.waitForResponse((r) => isEvents(r.request()));
  await segunda.click();
  const evento = (JSON.parse((await enviado).postData()!) as { events: EventoInsights[] }).events[0]!;
  expect((await recibido).status()).toBe(200);
  expect(evento).toMatchObject({
    eventType: 'click',
    index: 'productos',
    queryID,
    objectIDs: [objectID],
    positions: [2],
  });
  expect(evento.eventName).toMatch(/^[\x20-\x7e]{1,64}$/);
  // The user token is an opaque hash, not the email.
  expect(evento.userToken).toMatch(/^[0-9a-f]{64}$/);
  await expect(page).toHaveURL(new RegExp(`/producto/[^?]+\\?queryID=${queryID}&position=2$`));

  // What the engine recorded: one more search with a click, at position 2.
  await expect.poll(async () => (await historial()).busquedasConClic).toBe(antes.busquedasConClic + 1);
  expect((await historial()).posicionPromedio).not.toBeNull();

  // Results page: viewing sends a view event; adding a result to the cart, a conversion of that search.
  const resultados = page.waitForResponse((r) => isSearchQuery(r.request()));
  await page.goto(`/${ZONA_SLUG}/buscar?q=arroz`);
  const qidResultados = ((await (await resultados).json()) as { results: { queryID: string }[] }).results[0]!
    .queryID;
  await expect.poll(() => eventos.filter((e) => e.eventType === 'view').length).toBeGreaterThan(0);
  const vista = eventos.find((e) => e.eventType === 'view')!;
  expect(vista.objectIDs.length).toBeLessThanOrEqual(20);
  const primera = page.getByRole('main').getByRole('article').first();
  const idPrimera = (await primera.getAttribute('data-producto-id'))!;
  await primera.getByRole('button', { name: /^Agregar .+ al carrito/ }).click();
  await expect(primera.getByText('Agregado al carrito')).toBeVisible();
  await expect
    .poll(() => eventos.find((e) => e.eventType === 'conversion'))
    .toMatchObject({ eventSubtype: 'addToCart', queryID: qidResultados, objectIDs: [idPrimera] });
  await expect.poll(async () => (await historial()).conversiones).toBe(antes.conversiones + 1);

  // A click on a result: position 1 of that search.
  const clic = page.waitForRequest(isEvents);
  await primera.getByRole('heading').getByRole('link').click();
  const eventoResultado = (JSON.parse((await clic).postData()!) as { events: EventoInsights[] }).events[0]!;
  expect(eventoResultado).toMatchObject({
    eventType: 'click',
    queryID: qidResultados,
    objectIDs: [idPrimera],
    positions: [1],
  });
});

test('with the storefront down, the shell’s plain box stands in, same size, and Enter still searches', async ({
  page,
}) => {
  await page.goto(`/${ZONA_SLUG}`);
  await expect(caja(page)).toBeVisible();
  // Both measured once the header's mini cart has mounted (after the first page): the box shares
  // the header's row with it, and the cart's kept place and its button differ by a fraction of a px.
  await expect(miniCarrito(page)).toBeVisible();
  const conSlot = (await caja(page).boundingBox())!;
  // The storefront's files unreachable, as if its server were down (overrides are for development
  // builds only).
  await page.route('**/remotes/mf_storefront/**', (route) => route.abort('connectionrefused'));
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  const simple = page.getByRole('searchbox', { name: 'Buscar productos' });
  await expect(simple).toBeVisible();
  await expect(caja(page)).toHaveCount(0);
  await expect(miniCarrito(page)).toBeVisible();
  const sinSlot = (await simple.boundingBox())!;
  // Same size to the pixel (the header's flexible row may round its share differently by a fraction).
  expect(Math.abs(sinSlot.height - conSlot.height)).toBeLessThan(1);
  expect(Math.abs(sinSlot.width - conSlot.width)).toBeLessThan(1);
  await simple.fill('ar');
  await simple.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'caracteres' })).toHaveText(
    'Ingrese al menos 3 caracteres',
  );
  await simple.fill('arroz  blanco');
  await simple.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}/buscar\\?q=arroz\\+blanco$`));
  await page.unroute('**/remotes/mf_storefront/**');
});
