/**
 * Storefront (issue 4) on the real platform: listings, product prices per user type and currency,
 * quick lists into the cart, visibility rules and the maintenance page. Expected prices are computed
 * from the API's own answer for the signed-in account with the shared money rules, never hard-coded.
 */
import { expect, type Page, type Response, test } from '@playwright/test';
import {
  BIG_CATEGORY_SLUG,
  BIG_CATEGORY_SUB_SLUG,
  INACTIVE_PRODUCT_SLUG,
  OFFER_PRODUCT_SLUG,
  OUT_OF_STOCK_FOR_NORMAL_SLUG,
  PRICE_PRODUCT_SLUG,
  QUICK_LIST_CLAMPED_SLUG,
  QUICK_LIST_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import { formatMoney } from '../../shared/src/rules/money.ts';
import { precioConIva } from '../../shared/src/rules/price.ts';
import { elegirMoneda, signIn } from './support.ts';

const API = 'http://localhost:4000';

interface ProductoApi {
  id: number;
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

/** Money as spec §9 writes it: symbol, dot thousands, comma decimals. */
const FORMATO = /^(\$|Bs\.) \d{1,3}(\.\d{3})*,\d{2}$/;

const esProducto = (slug: string) => (r: Response) =>
  r.url().startsWith(`${API}/api/website/producto/${ZONA_SLUG}/${slug}`) && r.request().method() === 'GET';

/** Opens a product page and returns the API's answer for it (the viewer's own prices). */
async function abrirProducto(page: Page, slug: string): Promise<ProductoApi> {
  const respuesta = page.waitForResponse(esProducto(slug));
  await page.goto(`/${ZONA_SLUG}/producto/${slug}`);
  const r = await respuesta;
  expect(r.status()).toBe(200);
  return (await r.json()) as ProductoApi;
}

async function monedas(page: Page): Promise<MonedaApi[]> {
  const r = await page.request.get(`${API}/api/moneda/mercado`);
  expect(r.ok()).toBe(true);
  return (await r.json()) as MonedaApi[];
}

const precioMostrado = (page: Page) => page.getByRole('main').getByTestId('precio').first();

test('a shopper browses a big category to its third page, keeping the sort order', async ({ page }) => {
  await page.goto(`/${ZONA_SLUG}/supermercado/${BIG_CATEGORY_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Víveres');
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Supermercado');
  // Nested subcategories link below the category.
  await expect(
    page.getByRole('link', { name: /Harinas/ }).and(page.locator(`[href$="/${BIG_CATEGORY_SUB_SLUG}"]`)),
  ).toBeVisible();

  await page.getByLabel('Ordenar por').selectOption('precio_asc');
  await expect(page).toHaveURL(new RegExp(`/supermercado/${BIG_CATEGORY_SLUG}\\?orden=precio_asc$`));
  const pager = page.getByRole('navigation', { name: 'Paginación de productos' });
  await expect(pager).toBeVisible();

  await pager.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\?orden=precio_asc&pag=2$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText(/2/);

  await pager.getByRole('link', { name: 'Página 3' }).click();
  await expect(page).toHaveURL(/\?orden=precio_asc&pag=3$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText(/3/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByLabel('Ordenar por')).toHaveValue('precio_asc');
  // A reload shows the same page in the same order.
  await page.reload();
  await expect(pager.locator('[aria-current="page"]')).toHaveText(/3/);
});

for (const cuenta of ['cliente', 'prime', 'mayorista'] as const) {
  test(`${cuenta}@demo.test sees the price of their user type on the product page`, async ({ page }) => {
    await signIn(page, `${cuenta}@demo.test`, `/${ZONA_SLUG}`);
    await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}$`));
    await elegirMoneda(page, 'dolar');
    const producto = await abrirProducto(page, PRICE_PRODUCT_SLUG);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(producto.nombre);
    const dolar = (await monedas(page)).find((m) => m.tipo === 'dolar')!;
    // Shelf prices include IVA (decision 0049).
    const esperado = formatMoney(precioConIva(producto, dolar).cents, dolar);
    await expect(precioMostrado(page)).toHaveText(esperado);
  });
}

test('the three user types really get three different prices from the API', async ({ browser }) => {
  const precios: Record<string, string> = {};
  for (const cuenta of ['cliente', 'prime', 'mayorista']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, `${cuenta}@demo.test`, `/${ZONA_SLUG}`);
    await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}$`));
    precios[cuenta] = (await abrirProducto(page, PRICE_PRODUCT_SLUG)).precio;
    await context.close();
  }
  const [normal, prime, mayorista] = ['cliente', 'prime', 'mayorista'].map((c) => Number(precios[c]));
  expect(normal).toBeGreaterThan(prime!);
  expect(prime).toBeGreaterThan(mayorista!);
});

test('switching currency shows the converted price formatted per spec §9', async ({ page }) => {
  const lista = await monedas(page);
  const dolar = lista.find((m) => m.tipo === 'dolar')!;
  const bolivar = lista.find((m) => m.tipo === 'bolivar')!;
  const producto = await abrirProducto(page, OFFER_PRODUCT_SLUG);
  const precio = precioConIva(producto, bolivar);
  expect(precio.enOferta).toBe(true);

  await elegirMoneda(page, 'bolivar');
  const enBs = formatMoney(precio.cents, bolivar);
  await expect(precioMostrado(page)).toHaveText(enBs);
  expect(enBs).toMatch(FORMATO);
  expect(enBs.startsWith('Bs. ')).toBe(true);
  // The regular price is struck through, converted too.
  await expect(page.getByRole('main').getByTestId('precio-regular').first()).toHaveText(
    formatMoney(precio.tachadoCents!, bolivar),
  );

  await elegirMoneda(page, 'dolar');
  await expect(precioMostrado(page)).toHaveText(formatMoney(precioConIva(producto, dolar).cents, dolar));
});

test('a quick list goes to the cart in one step and the header count follows', async ({ page }) => {
  const respuesta = page.waitForResponse(
    (r) => r.url().startsWith(`${API}/api/website/listarapida/${ZONA_SLUG}/${QUICK_LIST_SLUG}`) && r.ok(),
  );
  await page.goto(`/${ZONA_SLUG}/lista-rapida/${QUICK_LIST_SLUG}`);
  const lista = (await (await respuesta).json()) as {
    items: { producto: { nombre: string; slug: string }; cantidadSugerida: string }[];
  };
  expect(lista.items.length).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The list asks for 20 of this product; its maximum is 12 (seed fixture), so 12 is preselected.
  const limitado = lista.items.find((i) => i.producto.slug === QUICK_LIST_CLAMPED_SLUG);
  expect(limitado?.cantidadSugerida).toBe('12');
  await expect(page.getByLabel(`Cantidad de ${limitado!.producto.nombre}`)).toHaveValue('12000');
  await expect(page.getByRole('button', { name: 'Carrito, 0 productos' })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar todo al carrito' }).click();
  const n = lista.items.length;
  await expect(page.getByText(`Se agregaron ${n} productos al carrito.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Carrito, ${n} productos` })).toBeVisible();
  // Cart 1 of an anonymous visitor survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: `Carrito, ${n} productos` })).toBeVisible();
});

test('adding from the product page updates the header count', async ({ page }) => {
  await abrirProducto(page, PRICE_PRODUCT_SLUG);
  await expect(page.getByRole('button', { name: 'Carrito, 0 productos' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText(/^Agregado al carrito/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
});

test("an 'Agregar' tapped before the header's mini cart has loaded is not lost: the cart takes it once it loads", async ({
  page,
}) => {
  // The cart's owner (the checkout's remote, which the mini cart loads) held back until after the tap.
  let soltar = () => {};
  const suelto = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  await page.route(/\/remotes\/mf_checkout\/[^/]+\/remoteEntry\.js$/, async (route) => {
    await suelto;
    await route.continue();
  });
  await abrirProducto(page, PRICE_PRODUCT_SLUG);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  soltar();
  await expect(page.getByText(/^Agregado al carrito/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
});

test('an out-of-stock product does not appear; it does for a type that has stock', async ({ page }) => {
  // Anonymous (normal price list): no stock for this product in the zone.
  await page.goto(`/${ZONA_SLUG}/producto/${OUT_OF_STOCK_FOR_NORMAL_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Producto no disponible');
  await page.goto(`/${ZONA_SLUG}/supermercado/${BIG_CATEGORY_SLUG}/${BIG_CATEGORY_SUB_SLUG}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator(`a[href*="/producto/${OUT_OF_STOCK_FOR_NORMAL_SLUG}"]`)).toHaveCount(0);
  // An inactive product is never shown.
  await page.goto(`/${ZONA_SLUG}/producto/${INACTIVE_PRODUCT_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Producto no disponible');

  // Prime has stock of it.
  await signIn(page, 'prime@demo.test', `/${ZONA_SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}$`));
  const producto = await abrirProducto(page, OUT_OF_STOCK_FOR_NORMAL_SLUG);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(producto.nombre);
});

test('the zone store shows its content and the public pages answer', async ({ page }) => {
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caracas');
  await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pausar el carrusel/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Categorías' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(FORMATO).first()).toBeVisible();

  await page.goto(`/${ZONA_SLUG}/preguntas-frecuentes`);
  const pregunta = page.getByRole('button', { name: '¿Qué métodos de pago aceptan?' });
  await expect(pregunta).toHaveAttribute('aria-expanded', 'false');
  await pregunta.click();
  await expect(pregunta).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: '¿Qué métodos de pago aceptan?' })).toContainText(
    'Pago Móvil',
  );

  await page.goto('/atencion-cliente');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atención al cliente');
  await expect(page.getByText(/7:30 AM a 10:00 PM/).first()).toBeVisible();
});

test("a first visit asks for the registry and the store's data once each, with no preflight", async ({
  page,
}) => {
  const inicio: { headers: Record<string, string> }[] = [];
  const registros: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/registry.json') registros.push(request.url());
    if (request.method() === 'GET' && request.url().startsWith(`${API}/api/website/inicio/${ZONA_SLUG}`)) {
      inicio.push({ headers: request.headers() });
    }
  });
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
  // The shell's entry started the registry request and the registry load took it over, not asking again.
  expect(registros).toHaveLength(1);
  // The shell asked (the registry's data hint) and the storefront took that answer over.
  expect(inicio).toHaveLength(1);
  // No custom header on an anonymous read: a CORS simple request, no preflight round trip.
  expect(Object.keys(inicio[0]?.headers ?? {}).filter((name) => name.startsWith('x-'))).toEqual([]);
});

test("a first visit requests the store's remote files from the registry's list, each once, and no manifest", async ({
  page,
  context,
}) => {
  // The remotes' files (served under /remotes/ on the shell's origin), as requested and as arrived.
  const remoteFile = /^http:\/\/localhost:3000\/remotes\/.*\.(js|css|json)$/;
  const log = (target: Page, events: string[]) => {
    target.on('request', (request) => {
      if (remoteFile.test(request.url())) events.push(`pide ${request.url()}`);
    });
    target.on('requestfinished', (request) => {
      if (remoteFile.test(request.url())) events.push(`llega ${request.url()}`);
    });
  };
  const requestedIn = (events: string[]) =>
    events.filter((event) => event.startsWith('pide ')).map((event) => event.slice('pide '.length));
  const store: string[] = [];
  log(page, store);
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
  const requested = requestedIn(store);
  const storefrontEntry = requested.find((url) =>
    /\/remotes\/mf_storefront\/[^/]+\/remoteEntry\.js$/.test(url),
  );
  const storePage = requested.find((url) =>
    /\/remotes\/mf_storefront\/.*__federation_expose_app\.[^/]+\.js$/.test(url),
  );
  expect(storefrontEntry && storePage).toBeTruthy();
  // The shell loads each remote from the entry the registry names: no manifest first, a round trip less.
  expect(requested.filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
  // The page's module left with the entry, as soon as the registry named it: not once the entry had run.
  expect(store.indexOf(`pide ${storePage}`)).toBeLessThan(store.indexOf(`llega ${storefrontEntry}`));
  // Module Federation's own tags took the preloaded answers: no file came twice.
  expect(requested.filter((url, i) => requested.indexOf(url) !== i)).toEqual([]);

  // A product link opened directly: its page's chunk too comes once.
  await page.close();
  const productEvents: string[] = [];
  const product = await context.newPage();
  log(product, productEvents);
  await product.goto(`/${ZONA_SLUG}/producto/${PRICE_PRODUCT_SLUG}`);
  await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
  await product.waitForLoadState('load');
  const productFiles = requestedIn(productEvents);
  expect(productFiles.filter((url) => /\/remotes\/mf_storefront\/.*\.js$/.test(url)).length).toBeGreaterThan(
    3,
  );
  expect(productFiles.filter((url, i) => productFiles.indexOf(url) !== i)).toEqual([]);
  // Its page's own chunk (the registry's pagina:producto) left with the module's files, before the
  // storefront's entry had arrived: not once the storefront's code had run.
  const pageChunk = productFiles.find((url) =>
    /\/remotes\/mf_storefront\/.*\/pagina-producto\.[^/]+\.js$/.test(url),
  );
  const entry = productFiles.find((url) => /\/remotes\/mf_storefront\/[^/]+\/remoteEntry\.js$/.test(url));
  expect(pageChunk && entry).toBeTruthy();
  expect(productEvents.indexOf(`pide ${pageChunk}`)).toBeLessThan(productEvents.indexOf(`llega ${entry}`));
});

/** The sum of the layout shifts the page has seen so far (its CLS, without the session windows). */
function desplazamientos(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((lista) => {
          resolve(
            lista.getEntries().reduce((suma, e) => suma + (e as unknown as { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test.describe('on a phone', () => {
  // The header's promise wraps below the zone's name there: a late one would push the store down.
  test.use({ viewport: { width: 412, height: 823 } });
  for (const tarde of ['resolve', 'inicio'] as const) {
    test(`the store's first view does not move when the zone's ${tarde} answers last`, async ({ page }) => {
      // The shell's resolve of the zone (the header's delivery promise) and the store's data race on
      // a real network: each order, made certain by holding one back.
      const retenida = new RegExp(
        `/api/website/${tarde === 'resolve' ? 'resolve' : `inicio/${ZONA_SLUG}`}\\?`,
      );
      await page.route(retenida, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(`/${ZONA_SLUG}`);
      await expect(
        page
          .getByRole('main')
          .getByText(/^Delivery (gratis|desde)/)
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
      await page.waitForLoadState('load');
      // The boot screen's own settling (0.0002) aside, nothing on the page moved.
      expect(await desplazamientos(page)).toBeLessThan(0.005);
    });
  }
});

test("what a first visit fetches for later, and the header's mini cart, wait until the store and its first image are on screen", async ({
  page,
}) => {
  const sucesos: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/media/banner/')) sucesos.push(`imagen ${request.url()}`);
  });
  page.on('request', (request) => {
    if (/__federation_expose_panels\.[^/]+\.js$/.test(request.url())) sucesos.push('paneles');
    if (/\/remotes\/mf_checkout\/[^/]+\/remoteEntry\.js$/.test(request.url())) sucesos.push('minicarrito');
  });
  // The store's first image held back: what is fetched for later must still wait for it.
  await page.route(/\/media\/banner\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
  // The panels' code comes when the browser is idle after the first page: wait for it.
  await expect.poll(() => sucesos.includes('paneles'), { timeout: 15_000 }).toBe(true);
  const antesDeLosPaneles = sucesos.slice(0, sucesos.indexOf('paneles'));
  expect(antesDeLosPaneles.some((suceso) => suceso.startsWith('imagen'))).toBe(true);
  // The mini cart's remote came after that image too, and the header shows it.
  const antesDelMinicarrito = sucesos.slice(0, sucesos.indexOf('minicarrito'));
  expect(antesDelMinicarrito.some((suceso) => suceso.startsWith('imagen'))).toBe(true);
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /carrito/i })
      .first(),
  ).toBeVisible();
});

test('from the store to a product page, the page gets its own params at once: no render error on the way', async ({
  page,
}) => {
  const errores: string[] = [];
  page.on('pageerror', (error) => errores.push(error.message));
  await page.goto(`/${ZONA_SLUG}`);
  const tarjeta = page.getByRole('main').getByRole('article').first();
  const nombre = (await tarjeta.getByRole('heading').first().textContent())?.trim() ?? '';
  await tarjeta.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}/producto/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nombre);
  // The product page once rendered with the store's params (no slug) while the route's guards ran.
  expect(errores).toEqual([]);
});

test('/maracaibo shows its maintenance page', async ({ page }) => {
  await page.goto('/maracaibo');
  await expect(page).toHaveURL(/\/mantenimiento\/maracaibo$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/mantenimiento/i);
  await page.goto('/maracaibo/supermercado');
  await expect(page).toHaveURL(/\/mantenimiento\/maracaibo$/);
});
