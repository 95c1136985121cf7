/**
 * The shop's origin sends its security headers with every answer (decision 0036), and its
 * Content-Security-Policy lets every page work: a walk through the store, a product page, the cart
 * panel, the search box, the back-office and an image's preview reports no violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { abrirCarrito } from './compra.ts';
import { caja, signIn } from './support.ts';

// A trace's snapshots fetch the page's blob: images from inside it, a connection the policy refuses:
// the walk would report the harness, not the shop.
test.use({ trace: 'off' });

/** Every violation of the policy the page reports, from the start of each document. */
async function violacionesCsp(page: Page): Promise<string[]> {
  const violaciones: string[] = [];
  await page.exposeFunction('reportarViolacionCsp', (texto: string) => violaciones.push(texto));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const reportar = (window as unknown as { reportarViolacionCsp(texto: string): void })
          .reportarViolacionCsp;
        reportar(`${location.pathname}: ${event.effectiveDirective} ${event.blockedURI}`);
      },
      true,
    );
  });
  page.on('console', (mensaje) => {
    if (/Refused to|Content Security Policy/.test(mensaje.text())) violaciones.push(mensaje.text());
  });
  return violaciones;
}

test("every answer of the shop's origin carries its security headers", async ({ request }) => {
  const registry = (await (await request.get('/registry.json')).json()) as {
    remotes: { name: string; entryUrl: string }[];
  };
  const html = await (await request.get('/')).text();
  const main = /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1] as string;
  const urls = [
    '/',
    `/${ZONA_SLUG}/producto/${PRICE_PRODUCT_SLUG}`,
    '/admin',
    '/auth/login',
    main,
    '/registry.json',
    registry.remotes[0]?.entryUrl as string,
    '/main.00000000.js',
  ];
  for (const url of urls) {
    const headers = (await request.get(url)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp, url).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(csp, url).toMatch(/(^|; )connect-src 'self' http:\/\/localhost:4000(;|$)/);
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    // Over plain http: no HSTS (it is sent when PUBLIC_URL is https).
    expect(headers['strict-transport-security'], url).toBeUndefined();
  }
});

test('the store, a product, the cart panel, search and the back-office run under the policy with no violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violaciones = await violacionesCsp(page);

  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await caja(page).fill('arroz');
  await expect(page.getByRole('listbox', { name: 'Productos sugeridos' })).toBeVisible();

  await page.goto(`/${ZONA_SLUG}/producto/${PRICE_PRODUCT_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  // The cart panel: a Radix dialog, whose scroll lock writes a <style> element.
  await abrirCarrito(page);
  await page.keyboard.press('Escape');

  await signIn(page, 'admin@demo.test', '/admin');
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await page.goto('/admin/producto');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  // An image's preview (blob:) before its upload, which the API refuses: nothing is stored.
  await page.goto('/admin/categoria/1/editar');
  await page
    .getByLabel('Imagen de la categoría')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('no es una imagen') });
  await expect(page.getByText(/imagen/i).and(page.getByRole('alert'))).toBeVisible();

  expect(violaciones).toEqual([]);
});
