/**
 * Issue 17, as a shopper sees it: what the store promises about delivery is what its shipping rules
 * give (landing, store, footer, cart), the packaging charge is explained in the cart, a slot running
 * low or full says so, and checkout below the minimum purchase says it on arrival in the shopper's
 * currency. Expected amounts come from the API's own answers and the seed's fixtures.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, TAX_EXEMPT_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import type { EnvioZona, Franja, Moneda } from '../../shared/src/contracts/index.ts';
import { textoFaltaEnvioGratis, textoPromesaEnvio } from '../../shared/src/rules/envio.ts';
import { formatInCurrency, toCents } from '../../shared/src/rules/money.ts';
import { precioConIva } from '../../shared/src/rules/price.ts';
import { expectSignedIn, signIn } from './support.ts';

const API = 'http://localhost:4000';
const Z = ZONA_SLUG;

test.describe.configure({ mode: 'serial' });

interface Resolve {
  moneda: Moneda[];
  zona: { envio: EnvioZona } | null;
  configuracion: { minimoCompra: string; costoEmpaquetado: string };
}

/** The zone's data and the currency a first visit shows (the default one). */
async function datosZona(request: APIRequestContext, zona = Z) {
  const r = (await (await request.get(`${API}/api/website/resolve?zona=${zona}`)).json()) as Resolve;
  const moneda = r.moneda.find((m) => m.predeterminada) ?? r.moneda[0]!;
  return { ...r, envio: r.zona!.envio, moneda, dinero: (c: number) => formatInCurrency(c, moneda) };
}

async function tokenDe(request: APIRequestContext, email: string): Promise<string> {
  const r = await request.post(`${API}/login_check`, { data: { email, password: 'Demo1234!' } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function productoId(request: APIRequestContext, slug: string) {
  const r = await request.get(`${API}/api/website/producto/${Z}/${slug}`);
  return (await r.json()) as { id: number; nombre: string; precio: string; oferta: string; impuesto: string };
}

/** Cart 1 of the user holds exactly these lines (the server's cart, as the panel would save it). */
async function llenarCarrito(
  request: APIRequestContext,
  token: string,
  lineas: { producto: number; cantidad: string }[],
) {
  const r = await request.post(`${API}/usuario/carrito/zona/${Z}`, {
    headers: bearer(token),
    data: { pagina: 0, carritoDetalle: lineas },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

async function vaciarCarritos(request: APIRequestContext, token: string) {
  for (const pagina of [0, 1, 2]) {
    const r = await request.get(`${API}/usuario/carrito/zona/${Z}/${pagina}/limpiarcarrito`, {
      headers: bearer(token),
    });
    expect(r.ok()).toBe(true);
  }
}

const miniCarrito = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Carrito/ });

test('the landing, the store and its footer promise the delivery the shipping rules give', async ({
  page,
}) => {
  const { envio, dinero } = await datosZona(page.request);
  const promesa = textoPromesaEnvio(envio, dinero);
  // The seed's caracas: $ 3,00, from $ 30 $ 1,50, free from $ 60, except El Hatillo (its own rules).
  expect(promesa).toMatch(/^Delivery gratis en compras desde .+ \(excepto El Hatillo\)$/);

  await page.goto('/');
  const caracas = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Caracas' }) });
  await expect(caracas).toContainText(promesa);
  await expect(page.getByText(/gratis en menos de 3 horas/i)).toHaveCount(0);

  await page.goto(`/${Z}`);
  await expect(page.getByRole('main').getByText(promesa)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(promesa)).toBeVisible();
  // No banner, message or footer promises free delivery in under 3 hours any more.
  await expect(page.getByText(/menos de 3 horas/i)).toHaveCount(0);
  await expect(page.locator('[alt*="3 horas"], [aria-label*="3 horas"]')).toHaveCount(0);
});

test('the cart says how much more gives free delivery and what the packaging is for', async ({ page }) => {
  const { envio, dinero, configuracion } = await datosZona(page.request);
  const cafe = await productoId(page.request, PRICE_PRODUCT_SLUG);
  // Free delivery is measured on the products with IVA (decision 0050).
  const precio = precioConIva(cafe, null).cents;

  await page.goto(`/${Z}/producto/${PRICE_PRODUCT_SLUG}`);
  await page.getByLabel('Cantidad', { exact: true }).selectOption('1000');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');
  await miniCarrito(page).click();
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  const falta = textoFaltaEnvioGratis(envio, precio, dinero)!;
  expect(falta).toMatch(/^Le faltan .+ para el delivery gratis/);
  await expect(panel.getByText(falta)).toBeVisible();
  await expect(panel).toContainText(
    `Empaquetado: ${dinero(toCents(configuracion.costoEmpaquetado))} por pedido. Cubre las bolsas y el empaque con frío`,
  );

  // Three units: what is missing shrinks by their price.
  await panel.getByLabel(`Cantidad de ${cafe.nombre}`).selectOption('3000');
  await expect(panel.getByText(textoFaltaEnvioGratis(envio, precio * 3, dinero)!)).toBeVisible();
});

test('checkout below the minimum says so on arrival, in the shopper’s currency, with the way back to the cart', async ({
  page,
}) => {
  const { moneda, configuracion } = await datosZona(page.request);
  expect(moneda.tipo).toBe('bolivar'); // the store's default: the page is in bolívares
  const token = await tokenDe(page.request, 'cliente@demo.test');
  await vaciarCarritos(page.request, token);
  const harina = await productoId(page.request, TAX_EXEMPT_PRODUCT_SLUG);
  const precio = toCents(Number(harina.oferta) > 0 ? harina.oferta : harina.precio);
  const minimo = toCents(configuracion.minimoCompra);
  expect(precio).toBeLessThan(minimo);
  await llenarCarrito(page.request, token, [{ producto: harina.id, cantidad: '1' }]);

  await signIn(page, 'cliente@demo.test', `/${Z}`);
  await expectSignedIn(page);
  await page.goto(`/${Z}/pago/0`);
  await expect(page.getByRole('heading', { name: 'Su compra no alcanza el monto mínimo' })).toBeFocused();
  await expect(
    page.getByText(`El monto mínimo de compra es ${formatInCurrency(minimo, moneda)}.`),
  ).toContainText(
    `Le faltan ${formatInCurrency(minimo - precio, moneda)} en productos para finalizar la compra.`,
  );
  // No steps that could not end in an order, no dollars, no claim that products changed.
  await expect(page.getByRole('button', { name: 'Continuar al pago' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('$');
  await expect(page.getByText(/Hay productos de su carrito que cambiaron/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Revisar carrito' }).click();
  await expect(page.getByRole('dialog', { name: 'Carrito' })).toBeVisible();

  // Above the minimum, nothing changed: the steps, and no warning about changed products.
  await vaciarCarritos(page.request, token);
  const unidades = Math.ceil(minimo / precio) + 1;
  await llenarCarrito(page.request, token, [{ producto: harina.id, cantidad: String(unidades) }]);
  await page.goto(`/${Z}/pago/0`);
  await expect(page.getByRole('button', { name: 'Continuar al pago' })).toBeVisible();
  await expect(page.getByText(/Hay productos de su carrito que cambiaron/)).toHaveCount(0);
  await vaciarCarritos(page.request, token);
});

test('a delivery slot running low says how many places are left, a full one says it is full', async ({
  page,
}) => {
  const email = 'prime@demo.test'; // no minimum purchase: one product per order
  const token = await tokenDe(page.request, email);
  await vaciarCarritos(page.request, token);
  const harina = await productoId(page.request, TAX_EXEMPT_PRODUCT_SLUG);
  const formPago = async () =>
    (await (
      await page.request.get(`${API}/usuario/orden/zona/${Z}/pagina/0/formpago`, { headers: bearer(token) })
    ).json()) as {
      franjasDelivery: Franja[];
      direcciones: { id: number }[];
      idempotencia: string;
      carrito: { version: number };
    };

  // The last two open, untouched slots of the week: one is booked until 2 places are left, the other full.
  const libres = (await formPago()).franjasDelivery.filter(
    (f) => f.estado === 'disponible' && f.disponibles === f.capacidad,
  );
  const [casiLlena, llena] = libres.slice(-2);
  expect(casiLlena && llena).toBeTruthy();
  /** Places cart 1 as an order delivered in `franja`, paid in cash on delivery (confirmed at once). */
  const registrar = async (franja: Franja) => {
    const fp = await formPago();
    return page.request.post(`${API}/usuario/orden/zona/${Z}/pagina/0/registrar`, {
      headers: bearer(token),
      data: {
        idempotencia: fp.idempotencia,
        carritoVersion: fp.carrito.version,
        tipoEnvio: 'delivery',
        direccionId: fp.direcciones[0]!.id,
        franja: { horarioId: franja.horarioId, fecha: franja.fecha },
        pago: { metodo: 'efectivo_usd', efectivo: '100.00' },
      },
    });
  };
  // Staff deliver each at once: a customer holds at most 3 unpaid orders (decision 0034), and a
  // delivered order keeps its place in the slot.
  const staff = await tokenDe(page.request, 'admin@demo.test');
  const entregar = async (orden: { id: number; totales: { montoMetodo: string } }) => {
    for (const estatus of [3, 4, 6]) {
      const r = await page.request.put(`${API}/admin/orden/${orden.id}/estatus`, {
        headers: bearer(staff),
        data: { estatus, ...(estatus === 6 ? { efectivoRecibido: orden.totales.montoMetodo } : {}) },
      });
      expect(r.ok(), await r.text()).toBe(true);
    }
  };
  const reservar = async (franja: Franja, pedidos: number) => {
    for (let i = 0; i < pedidos; i++) {
      await llenarCarrito(page.request, token, [{ producto: harina.id, cantidad: '1' }]);
      const r = await registrar(franja);
      expect(r.status(), await r.text()).toBe(201);
      await entregar(((await r.json()) as { orden: { id: number; totales: { montoMetodo: string } } }).orden);
    }
  };
  await reservar(casiLlena!, casiLlena!.capacidad - 2);
  await reservar(llena!, llena!.capacidad);

  // The shopper's checkout, from the API's count of the bookings.
  await llenarCarrito(page.request, token, [{ producto: harina.id, cantidad: '1' }]);
  await signIn(page, email, `/${Z}`);
  await expectSignedIn(page);
  await page.goto(`/${Z}/pago/0`);
  const franjas = page.getByRole('group', { name: 'Horario de entrega' });
  const opcion = (f: Franja) =>
    franjas.locator('label').filter({ has: page.locator(`input[value="${f.id}"]`) });
  await expect(opcion(casiLlena!)).toContainText(
    `${casiLlena!.horaInicio} a ${casiLlena!.horaFin} · quedan 2 cupos`,
  );
  await expect(opcion(casiLlena!).getByRole('radio')).toBeEnabled();
  await expect(opcion(llena!)).toContainText(`${llena!.horaInicio} a ${llena!.horaFin} · Completo`);
  await expect(opcion(llena!).getByRole('radio')).toBeDisabled();

  // The API refuses the full one too: the page cannot be talked past.
  const r = await registrar(llena!);
  expect(r.status()).toBe(422);
  await vaciarCarritos(page.request, token);
});
