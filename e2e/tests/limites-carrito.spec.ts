/**
 * Issue 36, on a 390 × 844 phone: the per-order maximum ("Máximo 12 und por pedido", the seed's
 * maximo 12 × unidad 1) holds from a product card, a product page and the cart panel, for a visitor
 * (the local cart) and a signed-in shopper (the API's cart), and at the merge after signing in, which
 * adds the quantities and says what it did. Every capped add names the quantity really in the cart.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { OFFER_PRODUCT_SLUG, PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import {
  abrirCarrito,
  entrar,
  estadoDe,
  lineasGuardadas,
  llenarCarrito,
  type ProductoApi,
  producto,
  tarjeta,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

const Z = ZONA_SLUG;
const EMAIL = 'cliente@demo.test';
const TOPE = 'Máximo 12 und por pedido: tiene 12 und en el carrito';

let cafe: ProductoApi;
let arroz: ProductoApi;

test.beforeAll(async ({ request }) => {
  const token = await tokenDe(request, EMAIL);
  [cafe, arroz] = await Promise.all([
    producto(request, PRICE_PRODUCT_SLUG, token),
    producto(request, OFFER_PRODUCT_SLUG, token),
  ]);
  // The seed's limit, with stock enough that the maximum (not the stock) binds.
  expect(cafe.maximo).toMatch(/^12(\.0+)?$/);
  expect(Number(cafe.existencia)).toBeGreaterThanOrEqual(16);
});

test.afterAll(async ({ request }) => {
  await vaciarCarritos(request, await tokenDe(request, EMAIL));
});

/** The product page's "Agregar al carrito" with `und` units chosen; its status region. */
async function agregarEnPagina(page: Page, und: number) {
  await page.getByLabel('Cantidad', { exact: true }).selectOption(String(und * 1000));
  const boton = page.getByRole('button', { name: 'Agregar al carrito' });
  await boton.click();
  return estadoDe(boton);
}

/** The card's stepper + tapped (the product is in the cart: the card shows its quantity); its status region. */
async function agregarEnTarjeta(card: Locator, p: ProductoApi) {
  await expect(card.getByTestId('cantidad-en-carrito')).toHaveText('12 und');
  const boton = card.getByRole('button', { name: `Agregar una unidad de ${p.nombre}`, exact: true });
  await boton.click();
  return estadoDe(boton);
}

/** In the cart panel: the line's quantity is 12 und and no option goes above it. */
async function panelEnTope(page: Page, p: ProductoApi) {
  await abrirCarrito(page);
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  const cantidad = panel.getByLabel(`Cantidad de ${p.nombre}`);
  await expect(cantidad).toHaveValue('12000');
  const opciones = await cantidad
    .locator('option')
    .evaluateAll((os) => os.map((o) => Number((o as HTMLOptionElement).value)));
  expect(Math.max(...opciones)).toBe(12000);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test('a visitor: the product page, the card and the panel hold 12 und; signing in adds up to the maximum and says so', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, EMAIL);
  await vaciarCarritos(request, token);
  // The stored cart the merge will add to: 8 und of coffee, 1 of rice.
  await llenarCarrito(request, token, 0, [
    { producto: cafe.id, cantidad: '8' },
    { producto: arroz.id, cantidad: '1' },
  ]);

  await page.goto(`/${Z}/producto/${cafe.slug}`);
  const estado = await agregarEnPagina(page, 8);
  await expect(estado).toHaveText(`Agregado al carrito: 8 und de ${cafe.nombre}.`);
  await agregarEnPagina(page, 8);
  await expect(estado).toHaveText(TOPE);

  const card = await tarjeta(page, cafe);
  await expect(await agregarEnTarjeta(card, cafe)).toHaveText(TOPE);
  const local = await page.evaluate(() => localStorage.getItem('carrito-cache'));
  expect(local).toContain(`{"productoId":${cafe.id},"cantidad":"12"}`);
  await panelEnTope(page, cafe);

  await page.goto(`/${Z}/producto/${arroz.slug}`);
  await agregarEnPagina(page, 2);

  await entrar(page, EMAIL);
  const aviso = page.getByRole('status').filter({ hasText: 'Sumamos a su carrito 1' });
  await expect(aviso).toBeVisible();
  await expect(aviso.getByRole('listitem')).toHaveText([
    `${cafe.nombre}: 8 und + 12 und. ${TOPE}`,
    `${arroz.nombre}: 1 und + 2 und = 3 und`,
  ]);
  await aviso.getByRole('button', { name: 'Ver carrito' }).click();
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  await expect(panel.getByLabel(`Cantidad de ${arroz.nombre}`)).toHaveValue('3000');
  await expect(panel.getByLabel(`Cantidad de ${cafe.nombre}`)).toHaveValue('12000');

  expect(await lineasGuardadas(request, token)).toEqual([
    [cafe.id, '12'],
    [arroz.id, '3'],
  ]);
});

test('signed in: the product page, the card and the panel hold 12 und, and the message names the real quantity', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, EMAIL);
  await vaciarCarritos(request, token);
  await entrar(page, EMAIL, `/${Z}/producto/${cafe.slug}`);

  const estado = await agregarEnPagina(page, 4);
  await expect(estado).toHaveText(`Agregado al carrito: 4 und de ${cafe.nombre}.`);
  await agregarEnPagina(page, 4);
  await expect(estado).toHaveText(`Agregado al carrito: 4 und de ${cafe.nombre}. Tiene 8 und en el carrito.`);
  await agregarEnPagina(page, 8);
  await expect(estado).toHaveText(TOPE);

  const card = await tarjeta(page, cafe);
  await expect(await agregarEnTarjeta(card, cafe)).toHaveText(TOPE);
  await panelEnTope(page, cafe);

  expect(await lineasGuardadas(request, token)).toEqual([[cafe.id, '12']]);
});
