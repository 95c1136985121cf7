/**
 * What the shopping specs share: the API as a test prepares it (tokens, empty carts, a product as the
 * API answers it) and the shopper's steps through the real pages (sign in, add from a product page,
 * open the cart, pick a slot), all in the seeded zone.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { DEMO_PASSWORD, expectSignedIn, signIn } from './support.ts';

export const API = 'http://localhost:4000';
const Z = ZONA_SLUG;

export interface ProductoApi {
  id: number;
  slug: string;
  nombre: string;
  precio: string;
  oferta: string;
  maximo: string;
  existencia: string;
  modalidadVenta: 'unidad' | 'peso';
  categoria: { slug: string };
}

/** Signs in through the login page and waits for the session. */
export async function entrar(page: Page, email: string) {
  await signIn(page, email, `/${Z}`);
  await expectSignedIn(page);
  await expect(page).toHaveURL(new RegExp(`/${Z}$`));
}

export async function tokenDe(request: APIRequestContext, email: string): Promise<string> {
  const r = await request.post(`${API}/login_check`, { data: { email, password: DEMO_PASSWORD } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Empties the three carts of a user in the zone (each test starts from known carts). */
export async function vaciarCarritos(request: APIRequestContext, token: string) {
  for (const pagina of [0, 1, 2]) {
    const r = await request.get(`${API}/usuario/carrito/zona/${Z}/${pagina}/limpiarcarrito`, {
      headers: bearer(token),
    });
    expect(r.ok()).toBe(true);
  }
}

export async function producto(
  request: APIRequestContext,
  slug: string,
  token?: string,
): Promise<ProductoApi> {
  const r = await request.get(`${API}/api/website/producto/${Z}/${slug}`, {
    headers: token ? bearer(token) : {},
  });
  expect(r.ok()).toBe(true);
  return (await r.json()) as ProductoApi;
}

/** The header's mini-cart button ('Carrito, 2 productos', 'Carrito 2, 1 producto'). */
export const miniCarrito = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Carrito/ });

export async function abrirCarrito(page: Page) {
  await miniCarrito(page).click();
  await expect(page.getByRole('dialog', { name: 'Carrito' })).toBeVisible();
}

/** Adds a product from its page with the storefront's own button (the bus request). */
export async function agregarDesdeProducto(page: Page, slug: string, unidades: number) {
  await page.goto(`/${Z}/producto/${slug}`);
  await page.getByLabel('Cantidad', { exact: true }).selectOption(String(unidades * 1000));
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText(/^Agregado al carrito/)).toBeVisible();
}

/** Picks the first slot that can be chosen in a slot group ('Horario de entrega' / 'Horario de retiro'). */
export async function elegirPrimeraFranja(page: Page, grupo: string) {
  const franjas = page.getByRole('group', { name: grupo });
  await expect(franjas).toBeVisible();
  const libre = franjas.locator('input[type="radio"]:not([disabled])').first();
  await libre.check();
  await expect(libre).toBeChecked();
}
