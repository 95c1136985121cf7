/**
 * The orders back-office (issue 19, decision 0029) on the real platform: an order cliente@demo.test
 * places with Pago Móvil appears in admin@demo.test's open list without a reload ("1 pedido nuevo —
 * Mostrar"); admin@ verifies the payment and moves it on to delivered through the order page's
 * actions (each through the shell's confirmation), and the customer's tracking follows each step; a
 * cancelled order gives its stock back; a cash order is delivered with the cash the courier received,
 * and the change owed comes from it (decision 0034).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { TAX_EXEMPT_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { fromCents, toCents } from '../../shared/src/rules/money.ts';
import { confirmar } from './admin-flujos.ts';
import {
  API,
  bearer,
  cambiarEstatus,
  formPago,
  llenarCarrito,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const Z = ZONA_SLUG;
const STAFF = 'admin@demo.test';
const COMPRADOR = 'cliente@demo.test';

type Orden = { id: number; numero: string; unidades: number };

/**
 * cliente@ buys enough of the tax-exempt product to pass the minimum purchase ($ 10,00), for pickup,
 * paid with Pago Móvil (so it waits for verification).
 */
async function pedidoPagoMovil(request: APIRequestContext, token: string): Promise<Orden> {
  await vaciarCarritos(request, token);
  const p = await producto(request, TAX_EXEMPT_PRODUCT_SLUG, token);
  const precio = Number(p.oferta) > 0 ? Number(p.oferta) : Number(p.precio);
  const unidades = Math.min(Number(p.maximo) || 50, Math.ceil(12 / precio));
  const guardado = await request.post(`${API}/usuario/carrito/zona/${Z}/individual`, {
    headers: bearer(token),
    data: { pagina: 0, producto: p.id, cantidad: String(unidades) },
  });
  expect(guardado.ok()).toBe(true);
  const fp = (await (
    await request.get(`${API}/usuario/orden/zona/${Z}/pagina/0/formpago`, { headers: bearer(token) })
  ).json()) as {
    idempotencia: string;
    carrito: { version: number; valido: boolean };
    pickup: { id: number; franjas: { horarioId: number; fecha: string; estado: string }[] }[];
  };
  expect(fp.carrito.valido).toBe(true);
  const punto = fp.pickup.find((x) => x.franjas.some((f) => f.estado === 'disponible'))!;
  const franja = punto.franjas.find((f) => f.estado === 'disponible')!;
  const r = await request.post(`${API}/usuario/orden/zona/${Z}/pagina/0/registrar`, {
    headers: bearer(token),
    data: {
      idempotencia: fp.idempotencia,
      carritoVersion: fp.carrito.version,
      tipoEnvio: 'pickup',
      pickupId: punto.id,
      franja: { horarioId: franja.horarioId, fecha: franja.fecha },
      pago: {
        saldo: '0.00',
        metodo: 'pago_movil',
        referencia: String(Date.now()).slice(-8),
        banco: '0134',
        telefono: '0414-5551234',
      },
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  return { ...((await r.json()) as { orden: Omit<Orden, 'unidades'> }).orden, unidades };
}

/** The customer's tracking of the order: its current step's name (null once it left tracking). */
async function pasoActual(request: APIRequestContext, token: string, id: number): Promise<string | null> {
  const r = await request.get(`${API}/usuario/rastreo/listado`, { headers: bearer(token) });
  expect(r.ok()).toBe(true);
  const { ordenes } = (await r.json()) as {
    ordenes: { dataOrder: { id: number }; process: { pasos: { nombre: string; actual: boolean }[] } }[];
  };
  const o = ordenes.find((x) => x.dataOrder.id === id);
  return o ? (o.process.pasos.find((p) => p.actual)?.nombre ?? null) : null;
}

/** Presses a status action of the order page and accepts the shell's confirmation. */
async function accion(page: Page, nombre: string, estatus: string) {
  await page.getByRole('button', { name: nombre, exact: true }).click();
  await confirmar(page, nombre);
  await expect(page.getByText(`Estatus: ${estatus}`)).toBeVisible();
}

test('a Pago Móvil order shows up without a reload, is verified and delivered; tracking follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cliente = await tokenDe(page.request, COMPRADOR);
  await signIn(page, STAFF, '/admin/pedido?estatus=1');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedidos');
  // The list has loaded (what is new counts from its newest order).
  await expect(
    page.locator('table').or(page.getByText('No hay pedidos con estos filtros')).first(),
  ).toBeVisible();

  const orden = await pedidoPagoMovil(page.request, cliente);
  // The open list learns of it by itself.
  await expect(page.getByText(/\d+ pedidos? nuevos?/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await page.getByRole('link', { name: orden.numero }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);
  expect(await pasoActual(page.request, cliente, orden.id)).toBe('Pago verificado');

  await accion(page, 'Verificar pago', 'Confirmado');
  expect(await pasoActual(page.request, cliente, orden.id)).toBe('Pago verificado');
  await accion(page, 'Comenzar preparación', 'En preparación');
  expect(await pasoActual(page.request, cliente, orden.id)).toBe('En preparación');
  await accion(page, 'Marcar listo', 'Listo');
  expect(await pasoActual(page.request, cliente, orden.id)).toBe('Listo para retirar');
  await accion(page, 'Marcar entregado', 'Entregado');
  // Delivered: tracking keeps it a day at its last step (issue 34); the history says who did each step.
  expect(await pasoActual(page.request, cliente, orden.id)).toBe('Retirado');
  const historial = page.getByRole('region', { name: 'Historial de estatus' });
  await expect(historial.getByRole('listitem')).toHaveCount(5);
  await expect(historial).toContainText('admin@demo.test');
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
});

test('cancelling an order asks for the reason and gives its stock back', async ({ page }) => {
  const cliente = await tokenDe(page.request, COMPRADOR);
  const antes = Number((await producto(page.request, TAX_EXEMPT_PRODUCT_SLUG, cliente)).existencia);
  const orden = await pedidoPagoMovil(page.request, cliente);
  expect(Number((await producto(page.request, TAX_EXEMPT_PRODUCT_SLUG, cliente)).existencia)).toBe(
    antes - orden.unidades,
  );

  await signIn(page, STAFF, `/admin/pedido/${orden.id}`);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);
  await page.getByRole('button', { name: 'Cancelar pedido', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Indique el motivo');
  await page.getByLabel('Motivo (para cancelar o rechazar el pago)').fill('El cliente pidió anularlo');
  await page.getByRole('button', { name: 'Cancelar pedido', exact: true }).click();
  await confirmar(page, 'Cancelar pedido');
  await expect(page.getByText('Estatus: Cancelado')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historial de estatus' })).toContainText(
    'El cliente pidió anularlo',
  );
  expect(Number((await producto(page.request, TAX_EXEMPT_PRODUCT_SLUG, cliente)).existencia)).toBe(antes);
});

test('delivering a cash order takes the cash received, prefilled with the declaration and bounded; the change owed comes from it', async ({
  page,
}) => {
  // prime@ has no minimum purchase: one unit, delivered, paid in cash declaring $ 50.
  const cliente = await tokenDe(page.request, 'prime@demo.test');
  await vaciarCarritos(page.request, cliente);
  const p = await producto(page.request, TAX_EXEMPT_PRODUCT_SLUG, cliente);
  await llenarCarrito(page.request, cliente, 0, [{ producto: p.id, cantidad: '1' }]);
  const fp = await formPago(page.request, cliente);
  const franja = fp.franjasDelivery.find((f) => f.estado === 'disponible')!;
  const r = await page.request.post(`${API}/usuario/orden/zona/${Z}/pagina/0/registrar`, {
    headers: bearer(cliente),
    data: {
      idempotencia: fp.idempotencia,
      carritoVersion: fp.carrito.version,
      tipoEnvio: 'delivery',
      direccionNueva: {
        sectorId: fp.areas[0]!.sectores[0]!.id,
        direccion: 'Av. Principal, edificio 12',
        guardar: false,
      },
      franja: { horarioId: franja.horarioId, fecha: franja.fecha },
      pago: { metodo: 'efectivo_usd', efectivo: '50.00' },
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  const { orden } = (await r.json()) as {
    orden: { id: number; numero: string; estatus: number; totales: { montoMetodo: string } };
  };
  await cambiarEstatus(page.request, await tokenDe(page.request, STAFF), orden, [3, 4, 5]);

  await signIn(page, STAFF, `/admin/pedido/${orden.id}`);
  await expectSignedIn(page);
  await expect(page.getByText('Estatus: En camino')).toBeVisible();
  const recibido = page.getByLabel(/Efectivo recibido del cliente/);
  await expect(recibido).toHaveValue('50,00');
  await recibido.fill('9999999999,99');
  await page.getByRole('button', { name: 'Marcar entregado', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /^El efectivo no puede pasar de \$ / }),
  ).toBeVisible();
  await expect(recibido).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Estatus: En camino')).toBeVisible();

  // The courier received $ 5 more than the amount due (the customer had said $ 50).
  const cinco = fromCents(toCents(orden.totales.montoMetodo) + 500).replace('.', ',');
  await recibido.fill(cinco);
  await accion(page, 'Marcar entregado', 'Entregado');
  const pago = page.getByRole('region', { name: 'Pago' });
  await expect(pago.getByText(/Vuelto pendiente: \$ 5,00 /)).toBeVisible();
  await expect(pago).toContainText(`Efectivo recibido $ ${cinco}`);
});
