/**
 * Issue 19's whole story on one order (the real platform): cliente@demo.test orders for delivery and
 * pays with Pago Móvil; admin@demo.test verifies the payment, starts preparing, picks the order in
 * the picking view with one cheaper substitution, closes it, dispatches it and marks it delivered,
 * each from the back office. At each step the customer's own tracking panel, in their browser, shows
 * the step; once closed it lists the substitution, and the difference is in their balance.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { formatMoney, toCents } from '../../shared/src/rules/money.ts';
import { confirmar } from './admin-flujos.ts';
import { API, bearer, entrar, formPago, pedidoPagoMovil, tokenDe, vaciarCarritos } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const Z = ZONA_SLUG;
const COMPRADOR = 'cliente@demo.test';

/**
 * The customer's browser, signed in on the store (back on the zone's page: a reload before that
 * would reload the sign-in page).
 */
async function navegadorDelCliente(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await entrar(page, COMPRADOR);
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
  // Tokens are read where used: the story outlasts an access token (ACCESS_TOKEN_TTL_SECONDS).
  const tokenCliente = () => tokenDe(request, COMPRADOR);
  const saldo = async () => toCents((await formPago(request, await tokenCliente())).saldo);
  const { orden, cafe, harina } = await pedidoPagoMovil(request, await tokenCliente(), { envio: 'delivery' });
  const saldoAntes = await saldo();
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
    { headers: bearer(await tokenDe(request, 'admin@demo.test')) },
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
  expect((await saldo()) - saldoAntes).toBe(diferencia);

  // Dispatched, then delivered.
  await page.goto(`/admin/pedido/${orden.id}`);
  await accion(page, 'Despachar', 'En camino');
  await pasoActual(cliente, orden.numero, 'En camino');
  await accion(page, 'Marcar entregado', 'Entregado');
  // Delivered: tracking keeps it a day at its last step (issue 34).
  await pasoActual(cliente, orden.numero, 'Entregado');
  await cliente.context().close();
  await vaciarCarritos(request, await tokenCliente());
});
