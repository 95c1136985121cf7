/**
 * The read cache on the real stack (issue 39, decision 0051): a price staff save in the back-office's
 * API is on the shopper's product page at the next load, though the page is served from the API's
 * cache; the API answers the page's data with an ETag and a 304 when nothing changed. The price is
 * put back at the end.
 */
import { expect, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { formatMoney } from '../../shared/src/rules/money.ts';
import { precioConIva } from '../../shared/src/rules/price.ts';
import { API, bearer, producto, tokenDe } from './compra.ts';
import { elegirMoneda } from './support.ts';

const Z = ZONA_SLUG;
const DOLAR = { tipo: 'dolar', simbolo: '$', tasa: '1' } as const;
type PrecioVista = { usuarioTipo: number; precio: string | null; oferta: string; version: number | null };

test.use({ viewport: { width: 390, height: 844 } });

test('a price saved in the back-office is on the next load of the product page; 304 when unchanged', async ({
  page,
  request,
  playwright,
}) => {
  // Signing in stores the refresh cookie in `request`, which makes every later answer private: the
  // shopper's reads go through a context of their own.
  const anonimo = await playwright.request.newContext();
  const admin = await tokenDe(request, 'admin@demo.test');
  const antes = await producto(request, PRICE_PRODUCT_SLUG);
  const url = `${API}/admin/inventario/zona/${Z}/producto/${antes.id}/precio`;
  const leerPrecios = async () => {
    const r = await request.get(url, { headers: bearer(admin) });
    expect(r.ok(), await r.text()).toBe(true);
    return ((await r.json()) as { precios: PrecioVista[] }).precios;
  };
  const guardar = async (precio: string) => {
    const normal = (await leerPrecios()).find((p) => p.usuarioTipo === 1)!;
    const r = await request.put(url, {
      headers: bearer(admin),
      data: { precios: [{ usuarioTipo: 1, precio, oferta: normal.oferta, version: normal.version }] },
    });
    expect(r.ok(), await r.text()).toBe(true);
  };
  const mostrado = (precio: string) =>
    formatMoney(precioConIva({ ...antes, precio, oferta: antes.oferta }, DOLAR).cents, DOLAR);

  // The page's data: ETag, and 304 for the same ETag.
  const datos = `${API}/api/website/producto/${Z}/${PRICE_PRODUCT_SLUG}`;
  const primera = await anonimo.get(datos);
  expect(primera.status()).toBe(200);
  const etag = primera.headers().etag ?? '';
  expect(etag).toMatch(/^W\/".+"$/);
  expect(primera.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, must-revalidate');
  expect((await anonimo.get(datos, { headers: { 'if-none-match': etag } })).status()).toBe(304);

  await page.goto(`/${Z}/producto/${PRICE_PRODUCT_SLUG}`);
  await elegirMoneda(page, 'dolar');
  const precio = page.getByRole('main').getByTestId('precio').first();
  await expect(precio).toHaveText(mostrado(antes.precio));

  const nuevo = (Number(antes.precio) + 1.25).toFixed(2);
  try {
    await guardar(nuevo);
    await page.reload();
    await expect(precio).toHaveText(mostrado(nuevo));
    expect((await anonimo.get(datos, { headers: { 'if-none-match': etag } })).status()).toBe(200);
  } finally {
    await guardar(antes.precio);
  }
  await page.reload();
  await expect(precio).toHaveText(mostrado(antes.precio));
  await anonimo.dispose();
});
