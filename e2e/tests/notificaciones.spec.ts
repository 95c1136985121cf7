/**
 * Notices on the open page (issue 38) on the real platform, at phone width. The page polls the
 * notifications path every 45 s while visible; these tests shorten the interval (the global the
 * account remote reads, set before the page's scripts run) so "within one poll" takes seconds.
 * - Staff verify a payment on the order's back-office page: the shopper's open page shows the notice
 *   as a toast within one poll, the bell counts it and its list has it; the toast's link leads to the
 *   order.
 * - Staff send a message to a push segment from its back-office page: not pushed (no keys here), it
 *   reaches the shopper's open page as a notice linking to the zone's store.
 * - A hidden page does not poll; shown again it polls at once.
 * - Web push: with no OneSignal keys (the API's resolve says null) nothing of OneSignal is requested;
 *   with an app id in resolve (routed here: the API of the run has no keys) the page requests
 *   OneSignal's SDK (answered here by a stand-in that records the calls: the real service is never
 *   called) and logs the shopper in with their user id.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { confirmar } from './admin-flujos.ts';
import { API, bearer, cambiarEstatus, type OrdenApi, pedidoPagoMovil, tokenDe } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const CLIENTE = 'cliente@demo.test';
const STAFF = 'admin@demo.test';
const INTERVALO_MS = 3000;
const AVISOS = '/notificacion/aviso';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

/** The shopper's page with the poll every `INTERVALO_MS`, signed in at the zone's store. */
async function abrirTienda(page: Page) {
  await page.addInitScript((ms) => {
    (globalThis as Record<string, unknown>).__MERCADO_INTERVALO_AVISOS_MS = ms;
  }, INTERVALO_MS);
  await signIn(page, CLIENTE, '/caracas');
  await expectSignedIn(page);
  const campana = page.getByRole('banner').getByRole('button', { name: /^Avisos/ });
  await expect(campana).toBeVisible();
  return campana;
}

/** The bell's unread number, from its accessible name ('Avisos, 2 sin leer' / 'Avisos'). */
async function sinLeer(page: Page): Promise<number> {
  const nombre = await page
    .getByRole('banner')
    .getByRole('button', { name: /^Avisos/ })
    .getAttribute('aria-label');
  return Number(/(\d+) sin leer/.exec(nombre ?? '')?.[1] ?? 0);
}

/** Staff's back-office in a browser of their own: the order's page, 'Verificar pago' confirmed. */
async function verificarPago(browser: Browser, orden: OrdenApi) {
  const contexto = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const staff = await contexto.newPage();
    await signIn(staff, STAFF, `/admin/pedido/${orden.id}`);
    await expectSignedIn(staff);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);
    await staff.getByRole('button', { name: 'Verificar pago', exact: true }).click();
    await confirmar(staff, 'Verificar pago');
    await expect(staff.getByText('Estatus: Confirmado')).toBeVisible();
  } finally {
    await contexto.close();
  }
}

test('staff verify a payment in the back-office: the open page shows the notice within one poll, and the bell counts and lists it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const cliente = await tokenDe(request, CLIENTE);
  const { orden } = await pedidoPagoMovil(request, cliente, { envio: 'pickup' });
  try {
    // The page's starting point is known (its first poll answered) before staff act.
    const primera = page.waitForResponse((r) => r.url().includes(AVISOS));
    await abrirTienda(page);
    const { sinLeer: antes } = (await (await primera).json()) as { sinLeer: number };
    await expect.poll(() => sinLeer(page)).toBe(antes);

    await verificarPago(browser, orden);
    const titulo = `Pago verificado: pedido ${orden.numero}`;
    const toast = page.getByRole('status').filter({ hasText: titulo });
    // Within one poll of the change (and a margin for the answer).
    await expect(toast).toBeVisible({ timeout: INTERVALO_MS + 4000 });
    await expect(toast).toContainText(`Verificamos el pago de su pedido ${orden.numero}.`);
    // On the phone's screen, above the bottom menu, over none of the header.
    const caja = (await toast.boundingBox())!;
    expect(caja.x).toBeGreaterThanOrEqual(0);
    expect(caja.x + caja.width).toBeLessThanOrEqual(390);
    expect(caja.y).toBeGreaterThan((await page.getByRole('banner').boundingBox())!.height);
    expect(caja.y + caja.height).toBeLessThanOrEqual(844);
    await expect.poll(() => sinLeer(page)).toBe(antes + 1);
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Avisos, ${antes + 1} sin leer` }),
    ).toBeVisible();

    // Dismissed, it goes; the notice stays in the bell's list.
    await toast.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(toast).toHaveCount(0);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Avisos, \d+ sin leer$/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Avisos', exact: true });
    const item = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titulo }) });
    await expect(item).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The next change's toast leads to the order.
    await cambiarEstatus(request, await tokenDe(request, STAFF), { id: orden.id, estatus: 2 }, [3]);
    const preparando = page.getByRole('status').filter({ hasText: `En preparación: pedido ${orden.numero}` });
    await expect(preparando).toBeVisible({ timeout: INTERVALO_MS + 4000 });
    await preparando
      .getByRole('link', { name: `Ver pedido: En preparación: pedido ${orden.numero}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/mi-cuenta/pedidos/${orden.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);
    await expect(preparando).toHaveCount(0);
  } finally {
    // No order of the shopper is left open for the next specs.
    await request.put(`${API}/admin/orden/${orden.id}/estatus`, {
      headers: bearer(await tokenDe(request, STAFF)),
      data: { estatus: 7, mensaje: 'Prueba de avisos terminada' },
    });
  }
});

test('a back-office message to a push segment reaches the open page as a notice linking to the store', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await tokenDe(request, STAFF);
  // cliente@ is one of the zone's customers while this order waits for verification.
  const { orden } = await pedidoPagoMovil(request, await tokenDe(request, CLIENTE), { envio: 'pickup' });
  try {
    const r = await request.post(`${API}/admin/onesignal/registrar`, {
      headers: bearer(admin),
      data: { nombre: `Avisos ${Date.now().toString(36)}`, zona: 'caracas' },
    });
    expect(r.status(), await r.text()).toBe(201);
    const segmento = (await r.json()) as { id: number; clientes: number };

    const primera = page.waitForResponse((x) => x.url().includes(AVISOS));
    await abrirTienda(page);
    await primera;

    const titulo = `Ofertas ${Date.now().toString(36)}`;
    const contexto = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const staff = await contexto.newPage();
      await signIn(staff, STAFF, `/admin/onesignal/${segmento.id}`);
      await expectSignedIn(staff);
      await staff.getByLabel('Título').fill(titulo);
      await staff.getByLabel('Mensaje').fill('Harina PAN a mitad de precio hasta el domingo');
      await staff.getByRole('button', { name: 'Enviar', exact: true }).click();
      await confirmar(staff, 'Enviar');
      // Not pushed (no OneSignal keys here), but a notice in the store for each customer.
      const fila = staff.getByRole('table', { name: 'Envíos' }).getByRole('row').filter({ hasText: titulo });
      await expect(fila).toContainText('No enviado: OneSignal no está configurado');
      await expect(fila.getByRole('cell').nth(3)).toHaveText(String(segmento.clientes));
    } finally {
      await contexto.close();
    }

    const toast = page.getByRole('status').filter({ hasText: titulo });
    await expect(toast).toBeVisible({ timeout: INTERVALO_MS + 4000 });
    await expect(toast).toContainText('Harina PAN a mitad de precio hasta el domingo');
    await toast.getByRole('link', { name: `Ver tienda: ${titulo}` }).click();
    await expect(page).toHaveURL(/\/caracas$/);
    await expect(toast).toHaveCount(0);
  } finally {
    await request.put(`${API}/admin/orden/${orden.id}/estatus`, {
      headers: bearer(admin),
      data: { estatus: 7, mensaje: 'Prueba de avisos terminada' },
    });
  }
});

test('a hidden page does not poll; shown again it polls at once', async ({ page }) => {
  const consultas: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes(AVISOS)) consultas.push(Date.now());
  });
  await abrirTienda(page);
  // Visible: one poll at once and one per interval.
  await expect.poll(() => consultas.length, { timeout: INTERVALO_MS * 3 }).toBeGreaterThanOrEqual(2);

  const visibilidad = (estado: 'hidden' | 'visible') =>
    page.evaluate((e) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => e });
      document.dispatchEvent(new Event('visibilitychange'));
    }, estado);
  await visibilidad('hidden');
  // A poll already in flight may still land; after that, none for three intervals.
  await page.waitForTimeout(500);
  const oculta = consultas.length;
  await page.waitForTimeout(INTERVALO_MS * 3);
  expect(consultas.length).toBe(oculta);

  await visibilidad('visible');
  await expect.poll(() => consultas.length, { timeout: 1500 }).toBe(oculta + 1);
});

test.describe('web push through OneSignal', () => {
  // The static origin's policy names OneSignal only when the platform has its keys (scripts/
  // security-headers.ts); this run has none, so the page's policy is set aside to see the request.
  test.use({ bypassCSP: true });

  /** Answers OneSignal's SDK with a stand-in that runs the page's queue and records what it is asked. */
  async function sdkFalso(page: Page) {
    const pedidos: string[] = [];
    await page.route('https://cdn.onesignal.com/**', async (route) => {
      pedidos.push(route.request().url());
      await route.fulfill({
        contentType: 'text/javascript',
        body: `(() => {
          const llamadas = (window.__oneSignalLlamadas = []);
          const sdk = {
            init: async (o) => { llamadas.push(['init', o]); },
            login: async (id) => { llamadas.push(['login', id]); },
            logout: async () => { llamadas.push(['logout']); },
          };
          const cola = window.OneSignalDeferred || [];
          window.OneSignalDeferred = { push: (f) => f(sdk) };
          for (const f of cola) f(sdk);
        })();`,
      });
    });
    return pedidos;
  }

  test('without OneSignal keys nothing of OneSignal is requested', async ({ page }) => {
    const pedidos = await sdkFalso(page);
    const resolve = page.waitForResponse((r) => r.url().includes('/api/website/resolve'));
    await abrirTienda(page);
    expect(((await (await resolve).json()) as { oneSignal: unknown }).oneSignal).toBeNull();
    await page.waitForResponse((r) => r.url().includes(AVISOS));
    expect(pedidos).toEqual([]);
    await expect(page.locator('script[src*="onesignal"]')).toHaveCount(0);
  });

  test('with an app id the SDK is requested and the shopper logged in with their id', async ({
    page,
    request,
  }) => {
    const pedidos = await sdkFalso(page);
    await page.route('**/api/website/resolve*', async (route) => {
      const respuesta = await route.fetch();
      const cuerpo = (await respuesta.json()) as Record<string, unknown>;
      await route.fulfill({
        response: respuesta,
        json: { ...cuerpo, oneSignal: { appId: 'app-de-prueba' } },
      });
    });
    await abrirTienda(page);
    await expect.poll(() => pedidos).toEqual(['https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js']);
    const token = await tokenDe(request, CLIENTE);
    const uid = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { uid: string })
      .uid;
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __oneSignalLlamadas?: unknown[] }).__oneSignalLlamadas),
      )
      .toEqual([
        [
          'init',
          {
            appId: 'app-de-prueba',
            serviceWorkerPath: 'push/onesignal/OneSignalSDKWorker.js',
            serviceWorkerParam: { scope: '/push/onesignal/' },
          },
        ],
        ['login', uid],
      ]);
  });
});
