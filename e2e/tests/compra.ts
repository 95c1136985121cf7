/**
 * What the shopping specs share: the API as a test prepares it (tokens, empty and filled carts, a
 * product as the API answers it, checkout's data, a Pago Móvil order, unpaid orders cancelled and
 * staff moving an order along) and the shopper's steps through the real pages (sign in, a product's
 * card in the search results, add from a product page, open the cart, pick a slot), all in the
 * seeded zone.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  PAGO_MOVIL_BANK_CODE,
  PRICE_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import type { ReglaEnvio } from '../../shared/src/contracts/index.ts';
import { DEMO_PASSWORD, expectSignedIn, signIn } from './support.ts';

export const API = 'http://localhost:4000';
const Z = ZONA_SLUG;

export interface ProductoApi {
  id: number;
  slug: string;
  nombre: string;
  precio: string;
  oferta: string;
  /** "16.0000": shelf prices include it (decision 0049). */
  impuesto: string;
  maximo: string;
  existencia: string;
  modalidadVenta: 'unidad' | 'peso';
  categoria: { slug: string };
}

/** Signs in through the login page, waits for the session and for the page it returns to. */
export async function entrar(page: Page, email: string, destino = `/${Z}`) {
  await signIn(page, email, destino);
  await expectSignedIn(page);
  await expect(page).toHaveURL(new RegExp(`${destino}$`));
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

/** Puts these lines in one of a user's carts in the zone (what the cart sends when it saves). */
export async function llenarCarrito(
  request: APIRequestContext,
  token: string,
  pagina: number,
  lineas: { producto: number; cantidad: string }[],
) {
  const r = await request.post(`${API}/usuario/carrito/zona/${Z}`, {
    headers: bearer(token),
    data: { pagina, carritoDetalle: lineas },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

/** The lines of a user's first cart in the zone, as the API keeps them: [product id, quantity]. */
export async function lineasGuardadas(
  request: APIRequestContext,
  token: string,
): Promise<[number, string][]> {
  const r = await request.get(`${API}/usuario/carrito/zona/${Z}`, { headers: bearer(token) });
  expect(r.ok()).toBe(true);
  const { carritos } = (await r.json()) as {
    carritos: { lineas: { producto: { id: number }; cantidad: string }[] }[];
  };
  return carritos[0]!.lineas.map((l) => [l.producto.id, l.cantidad]);
}

/** A user's first cart, emptied, then 2 of the coffee (PRICE_PRODUCT_SLUG) and 3 of the flour. */
export async function carritoCafeYHarina(
  request: APIRequestContext,
  token: string,
): Promise<{ cafe: ProductoApi; harina: ProductoApi }> {
  const cafe = await producto(request, PRICE_PRODUCT_SLUG, token);
  const harina = await producto(request, TAX_EXEMPT_PRODUCT_SLUG, token);
  await vaciarCarritos(request, token);
  await llenarCarrito(request, token, 0, [
    { producto: cafe.id, cantidad: '2' },
    { producto: harina.id, cantidad: '3' },
  ]);
  return { cafe, harina };
}

type FranjaApi = { horarioId: number; fecha: string; estado: string };

/** What checkout (formpago) answers for a cart, as far as the specs read it. */
export interface FormPagoApi {
  idempotencia: string;
  saldo: string;
  carrito: { version: number; valido: boolean };
  pickup: { id: number; franjas: FranjaApi[] }[];
  areas: { sectores: { id: number }[] }[];
  franjasDelivery: FranjaApi[];
  reglasEnvio: ReglaEnvio[];
  direcciones: { areaId: number }[];
}

export async function formPago(request: APIRequestContext, token: string, pagina = 0): Promise<FormPagoApi> {
  const r = await request.get(`${API}/usuario/orden/zona/${Z}/pagina/${pagina}/formpago`, {
    headers: bearer(token),
  });
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()) as FormPagoApi;
}

/** A placed order as the API answers it, as far as the specs read it. */
export interface OrdenApi {
  id: number;
  numero: string;
  estatus: number;
  franja: { etiqueta: string };
  lineas: { producto: { id: number; nombre: string }; precioUnitario: string; total: string }[];
}

/**
 * An order of the user's first cart, emptied first: 2 of the coffee (PRICE_PRODUCT_SLUG) and 3 of
 * the flour (TAX_EXEMPT_PRODUCT_SLUG), picked up at the zone's first store or delivered to a new
 * address, in the first free slot, paid by Pago Móvil (so it waits for staff to verify the payment).
 */
export async function pedidoPagoMovil(
  request: APIRequestContext,
  token: string,
  { envio }: { envio: 'pickup' | 'delivery' },
): Promise<{ orden: OrdenApi; cafe: ProductoApi; harina: ProductoApi }> {
  const { cafe, harina } = await carritoCafeYHarina(request, token);
  const fp = await formPago(request, token);
  expect(fp.carrito.valido).toBe(true);
  const libre = (franjas: FranjaApi[]) => {
    const f = franjas.find((x) => x.estado === 'disponible')!;
    return { horarioId: f.horarioId, fecha: f.fecha };
  };
  const tienda = fp.pickup[0]!;
  const entrega =
    envio === 'pickup'
      ? { tipoEnvio: 'pickup', pickupId: tienda.id, franja: libre(tienda.franjas) }
      : {
          tipoEnvio: 'delivery',
          direccionNueva: { sectorId: fp.areas[0]!.sectores[0]!.id, direccion: 'Av. Principal, edificio 12' },
          franja: libre(fp.franjasDelivery),
        };
  const r = await request.post(`${API}/usuario/orden/zona/${Z}/pagina/0/registrar`, {
    headers: bearer(token),
    data: {
      idempotencia: fp.idempotencia,
      carritoVersion: fp.carrito.version,
      ...entrega,
      pago: {
        metodo: 'pago_movil',
        referencia: String(Date.now()).slice(-8),
        banco: PAGO_MOVIL_BANK_CODE,
        telefono: '0414-5551234',
      },
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  return { orden: ((await r.json()) as { orden: OrdenApi }).orden, cafe, harina };
}

/**
 * Staff (`token`) move the order through `estatuses` one change at a time, each naming the status it
 * leaves (`estatusActual`) as the order page does.
 */
export async function cambiarEstatus(
  request: APIRequestContext,
  token: string,
  orden: { id: number; estatus: number },
  estatuses: readonly number[],
) {
  let estatusActual = orden.estatus;
  for (const estatus of estatuses) {
    const r = await request.put(`${API}/admin/orden/${orden.id}/estatus`, {
      headers: bearer(token),
      data: { estatus, estatusActual },
    });
    expect(r.ok(), await r.text()).toBe(true);
    estatusActual = estatus;
  }
}

/** A user's unpaid orders (other specs' or this one's). */
export async function sinPagar(request: APIRequestContext, token: string) {
  const r = await request.get(`${API}/usuario/orden/sin-pagar`, { headers: bearer(token) });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { ordenes: { id: number; estatus: number }[] }).ordenes;
}

/** Staff cancel a user's unpaid orders, so the caps on them do not apply. */
export async function cancelarSinPagar(request: APIRequestContext, token: string) {
  const admin = await tokenDe(request, 'admin@demo.test');
  for (const o of await sinPagar(request, token)) await cambiarEstatus(request, admin, o, [7]);
}

/** cliente@ with no unpaid order and coffee and flour in the first cart, signed in on the store. */
export async function prepararCompra(page: Page): Promise<string> {
  const token = await tokenDe(page.request, 'cliente@demo.test');
  await cancelarSinPagar(page.request, token);
  await carritoCafeYHarina(page.request, token);
  await entrar(page, 'cliente@demo.test');
  return token;
}

/** The status region a button names first in its aria-describedby (its answer, with the quantity). */
export async function estadoDe(boton: Locator) {
  const id = (await boton.getAttribute('aria-describedby'))!.split(' ')[0]!;
  return boton.page().locator(`[id="${id}"]`);
}

/** The product's card in the search results for its name. */
export async function tarjeta(page: Page, p: ProductoApi) {
  await page.goto(`/${Z}/buscar?q=${encodeURIComponent(p.nombre)}`);
  const card = page.locator(`article[data-producto-id="${p.id}"]`);
  await expect(card).toBeVisible();
  return card;
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
