/**
 * Issue 19's whole story on one order (the real platform): cliente@demo.test orders for delivery and
 * pays with Pago Móvil; admin@demo.test verifies the payment, starts preparing, picks the order in
 * the picking view with one cheaper substitution, closes it, dispatches it and marks it delivered,
 * each from the back office. At each step the customer's own tracking panel, in their browser, shows
 * the step; once closed it lists the substitution, and the difference is in their balance.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  PAGO_MOVIL_BANK_CODE,
  PRICE_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import { formatMoney, toCents } from '../../shared/src/rules/money.ts';
import { confirmar } from './admin-flujos.ts';
import { API, bearer, producto, tokenDe, vaciarCarritos } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const Z = ZONA_SLUG;
const COMPRADOR = 'cliente@demo.test';

interface Orden {
  id: number;
  numero: string;
  franja: { etiqueta: string };
  lineas: { producto: { id: number; nombre: string }; precioUnitario: string; total: string }[];
}

type FormPago = {
  idempotencia: string;
  saldo: string;
  carrito: { version: number; valido: boolean };
  areas: { sectores: { id: number }[] }[];
  franjasDelivery: { horarioId: number; fecha: string; estado: string }[];
};

const formPago = async (request: APIRequestContext, token: string) =>
  (await (
    await request.get(`${API}/usuario/orden/zona/${Z}/pagina/0/formpago`, { headers: bearer(token) })
  ).json()) as FormPago;

/** cliente@'s delivery order of coffee and flour, paid with Pago Móvil (it waits for verification). */
async function pedidoADomicilio(request: APIRequestContext, token: string) {
  const cafe = await producto(request, PRICE_PRODUCT_SLUG, token);
  const harina = await producto(request, TAX_EXEMPT_PRODUCT_SLUG, token);
  await vaciarCarritos(request, token);
  const lleno = await request.post(`${API}/usuario/carrito/zona/${Z}`, {
    headers: bearer(token),
    data: {
      pagina: 0,
      carritoDetalle: [
        { producto: cafe.id, cantidad: '2' },
        { producto: harina.id, cantidad: '3' },
      ],
    },
  });
  expect(lleno.ok(), await lleno.text()).toBe(true);
  const fp = await formPago(request, token);
  expect(fp.carrito.valido).toBe(true);
  const franja = fp.franjasDelivery.find((f) => f.estado === 'disponible')!;
  const r = await request.post(`${API}/usuario/orden/zona/${Z}/pagina/0/registrar`, {
    headers: bearer(token),
    data: {
      idempotencia: fp.idempotencia,
      carritoVersion: fp.carrito.version,
      tipoEnvio: 'delivery',
      direccionNueva: { sectorId: fp.areas[0]!.sectores[0]!.id, direccion: 'Av. Principal, edificio 12' },
      franja: { horarioId: franja.horarioId, fecha: franja.fecha },
      pago: {
        metodo: 'pago_movil',
        referencia: String(Date.now()).slice(-8),
        banco: PAGO_MOVIL_BANK_CODE,
        telefono: '0414-5551234',
      },
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  return { orden: ((await r.json()) as { orden: Orden }).orden, cafe, harina };
}

/** The customer's browser, signed in on the store. */
async function navegadorDelCliente(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, COMPRADOR, `/${Z}`);
  await expectSignedIn(page);
  return page;
}

/**
 * The order in the customer's tracking panel, opened from their account menu after a reload (the
 * panel loads its orders once per visit, spec §4).
 */
async function seguimiento(cliente: Page, numero: string) {
  await cliente.reload();
  await cliente
    .getByRole('banner')
    .getByRole('button', { name: /^Mi cuenta/ })
    .click();
  await cliente
    .getByRole('dialog', { name: 'Mi cuenta', exact: true })
    .getByRole('button', {
      name: 'Rastrear pedidos',
    })
    .click();
  const panel = cliente.getByRole('dialog', { name: 'Rastreo de pedidos', exact: true });
  return panel
    .getByRole('listitem')
    .filter({ has: cliente.getByRole('heading', { name: new RegExp(numero) }) });
}

async function pasoActual(cliente: Page, numero: string, paso: string) {
  const pedido = await seguimiento(cliente, numero);
  await expect(
    pedido.getByRole('list', { name: `Progreso del pedido ${numero}` }).locator('[aria-current="step"]'),
  ).toContainText(paso);
  await cliente.keyboard.press('Escape');
}

/** Presses a status action of the order page and accepts the shell's confirmation. */
async function accion(page: Page, nombre: string, estatus: string) {
  await page.getByRole('button', { name: nombre, exact: true }).click();
  await confirmar(page, nombre);
  await expect(page.getByText(`Estatus: ${estatus}`)).toBeVisible();
}

test('a Pago Móvil delivery order is verified, picked with a substitution, dispatched and delivered; the customer follows it and gets the difference', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const token = await tokenDe(request, COMPRADOR);
  const admin = await tokenDe(request, 'admin@demo.test');
  const { orden, cafe, harina } = await pedidoADomicilio(request, token);
  const saldoAntes = toCents((await formPago(request, token)).saldo);
  const cliente = await navegadorDelCliente(browser);
  await pasoActual(cliente, orden.numero, 'Pago verificado');

  // Staff verify the payment and start preparing, from the order's page.
  await signIn(page, 'admin@demo.test', `/admin/pedido/${orden.id}`);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);
  await accion(page, 'Verificar pago', 'Confirmado');
  await accion(page, 'Comenzar preparación', 'En preparación');
  await pasoActual(cliente, orden.numero, 'En preparación');

  // Picking: the coffee replaced by a cheaper product the zone sells, the flour picked.
  const lineaCafe = orden.lineas.find((l) => l.producto.id === cafe.id)!;
  const ofrecidos = await request.get(
    `${API}/admin/preparacion/zona/${Z}/orden/${orden.id}/linea/${cafe.id}/sustitutos`,
    { headers: bearer(admin) },
  );
  expect(ofrecidos.ok()).toBe(true);
  const sustituto = (
    (await ofrecidos.json()) as { items: { nombre: string; precioUnitario: string; total: string }[] }
  ).items.find(
    (s) => toCents(s.precioUnitario) < toCents(lineaCafe.precioUnitario) && s.nombre !== harina.nombre,
  )!;
  const diferencia = toCents(lineaCafe.total) - toCents(sustituto.total);
  expect(diferencia).toBeGreaterThan(0);

  await page.goto('/admin/pedido/preparacion');
  await page.getByRole('link', { name: 'Caracas', exact: true }).click();
  await page.getByRole('link', { name: orden.franja.etiqueta }).first().click();
  const pedido = page.getByRole('region', { name: `Pedido ${orden.numero}` });
  const lineaDe = (nombre: string) =>
    pedido
      .getByRole('list', { name: `Productos del pedido ${orden.numero}` })
      .locator('> li')
      .filter({ hasText: nombre });
  await lineaDe(cafe.nombre).getByRole('button', { name: 'Sustituir…' }).click();
  const buscar = page.getByRole('searchbox');
  await buscar.fill(sustituto.nombre.split(' ').slice(0, 2).join(' '));
  await buscar.press('Enter');
  await page
    .getByRole('button', { name: sustituto.nombre })
    .filter({ hasText: `total ${formatMoney(toCents(sustituto.total), null)}` })
    .click();
  await expect(lineaDe(cafe.nombre)).toContainText(`Sustituido por ${sustituto.nombre}`);
  await lineaDe(harina.nombre).getByRole('button', { name: 'Recogido' }).click();
  await expect(pedido).toContainText(`Reintegro al cerrar: ${formatMoney(diferencia, null)}`);
  await pedido.getByRole('button', { name: 'Cerrar pedido: listo' }).click();
  await confirmar(page, 'Cerrar pedido');
  await expect(pedido).toHaveCount(0);

  // The customer sees the order ready, with what changed, and the difference in their balance.
  const enSeguimiento = await seguimiento(cliente, orden.numero);
  await expect(
    enSeguimiento
      .getByRole('list', { name: `Progreso del pedido ${orden.numero}` })
      .locator('[aria-current="step"]'),
  ).toContainText('Listo para el despacho');
  await expect(enSeguimiento.getByRole('list', { name: 'Cambios al preparar su pedido' })).toContainText(
    sustituto.nombre,
  );
  await cliente.keyboard.press('Escape');
  expect(toCents((await formPago(request, token)).saldo) - saldoAntes).toBe(diferencia);

  // Dispatched, then delivered.
  await page.goto(`/admin/pedido/${orden.id}`);
  await accion(page, 'Despachar', 'En camino');
  await pasoActual(cliente, orden.numero, 'En camino');
  await accion(page, 'Marcar entregado', 'Entregado');
  // Delivered: it leaves the customer's open orders.
  await expect(await seguimiento(cliente, orden.numero)).toHaveCount(0);
  await cliente.context().close();
  await vaciarCarritos(request, token);
});
