/**
 * The store installs like an app (decision 0053): its web app manifest is valid and linked, its
 * icons are what the manifest says, the service worker controls the second visit and serves its
 * JS from its cache, and the installed app opens at the shopper's last zone.
 */
import { expect, type Response, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { trabajadorListo } from './pwa-apoyo.ts';

/** A PNG's width and height, from its header. */
const medidas = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

/** The service worker is what these tests are about (the config blocks it elsewhere). */
test.use({ serviceWorkers: 'allow' });

test('the manifest is valid and linked, with its icons; the second visit is the worker’s, its JS from its cache', async ({
  page,
  request,
}) => {
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caracas');
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBeTruthy();
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#15803d');

  const respuesta = await request.get('/manifest.webmanifest');
  expect(respuesta.status()).toBe(200);
  expect(respuesta.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifiesto = (await respuesta.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifiesto.name).toMatch(/^Mercado/);
  expect(manifiesto.short_name).toBe('Mercado');
  expect(manifiesto.display).toBe('standalone');
  expect(manifiesto.theme_color).toBe('#15803d');
  expect(manifiesto.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const tamaños = manifiesto.icons.map((icono) => `${icono.sizes} ${icono.purpose ?? 'any'}`);
  expect(tamaños).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icono of manifiesto.icons) {
    const archivo = await request.get(icono.src);
    expect(archivo.status(), icono.src).toBe(200);
    expect(archivo.headers()['content-type'], icono.src).toBe(icono.type);
    expect(medidas(await archivo.body()), icono.src).toBe(icono.sizes);
  }

  // The first visit: the worker registers once the page is shown and keeps what it loaded.
  await trabajadorListo(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  const guiones: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') guiones.push(response);
  });
  await page.goto('about:blank');
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caracas');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  // The API's images, which the worker answered (asked with CORS), are shown.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const imagenes = [...document.images].filter(
          (image) =>
            image.loading !== 'lazy' &&
            new URL(image.currentSrc || image.src, location.href).pathname.startsWith('/media/'),
        );
        return imagenes.length > 0 && imagenes.every((image) => image.complete && image.naturalWidth > 0);
      }),
    )
    .toBe(true);
  expect(guiones.length).toBeGreaterThan(3);
  for (const guion of guiones) expect(guion.fromServiceWorker(), guion.url()).toBe(true);
  const transferidos = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' && entry.transferSize > 0)
      .map((entry) => entry.name),
  );
  expect(transferidos).toEqual([]);
});

test('the installed app opens at the last zone; without one, at the landing page', async ({ page }) => {
  await page.goto('/?origen=app');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu supermercado en línea' })).toBeVisible();
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caracas');
  await page.goto('/?origen=app');
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caracas');
});
