/**
 * Picking (issue 19) on the real platform: an order of cliente@demo.test placed and moved to
 * "En preparación" through the API is picked by admin@demo.test in the back office: the printable
 * list of its slot shows the products, one line is substituted by a cheaper product of its category
 * (offered with the price difference), the rest picked,
 * the order closed; the customer's balance then holds the difference, shown at checkout.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { formatMoney, toCents } from '../../shared/src/rules/money.ts';
import { confirmar } from './admin-flujos.ts';
import {
  API,
  bearer,
  cambiarEstatus,
  elegirPrimeraFranja,
  formPago,
  llenarCarrito,
  pedidoPagoMovil,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const Z = ZONA_SLUG;
const usd = (cents: number) => formatMoney(cents, { tipo: 'dolar', simbolo: '$' });

const saldoDe = async (request: APIRequestContext, token: string, pagina: number) =>
  toCents((await formPago(request, token, pagina)).saldo);

/** The customer's pickup order paid by Pago Móvil, verified and moved to "En preparación" by staff. */
async function pedidoEnPreparacion(request: APIRequestContext, cliente: string, staff: string) {
  const pedido = await pedidoPagoMovil(request, cliente, { envio: 'pickup' });
  await cambiarEstatus(request, staff, pedido.orden, [2, 3]);
  return pedido;
}

async function salir(page: Page) {
  await page.goto('/auth/logout');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
}

test('admin picks a slot: the printable list, one cheaper substitution, the rest picked; closing refunds the difference to the customer', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const cliente = await tokenDe(request, 'cliente@demo.test');
  const admin = await tokenDe(request, 'admin@demo.test');
  const saldoAntes = await saldoDe(request, cliente, 1);
  const { orden, cafe, harina } = await pedidoEnPreparacion(request, cliente, admin);
  const lineaCafe = orden.lineas.find((l) => l.producto.id === cafe.id)!;

  // A product the zone sells cheaper than the coffee the customer paid for.
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
  expect(sustituto).toBeTruthy();
  const diferencia = toCents(lineaCafe.total) - toCents(sustituto.total);

  await signIn(page, 'admin@demo.test', '/admin/pedido');
  await expectSignedIn(page);
  await page.getByRole('link', { name: 'Preparación' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preparación de pedidos' })).toBeVisible();
  await page.getByRole('link', { name: 'Caracas', exact: true }).click();
  await page.getByRole('link', { name: orden.franja.etiqueta }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Preparación · ${orden.franja.etiqueta}` }),
  ).toBeVisible();

  // The printable list: the slot's products with their orders, printed with the browser's dialog.
  await page.getByRole('link', { name: 'Lista para imprimir' }).click();
  const lista = page.getByRole('article', { name: 'Lista de recogida' });
  for (const nombre of [cafe.nombre, harina.nombre]) {
    await expect(lista.getByRole('row').filter({ hasText: nombre })).toContainText(orden.numero);
  }
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-impreso', 'si');
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-impreso', 'si');
  // On paper only the list: the page's button is not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(lista.getByRole('row').filter({ hasText: cafe.nombre })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.goBack();

  const pedido = page.getByRole('region', { name: `Pedido ${orden.numero}` });
  await expect(pedido).toBeVisible();
  // A line of the order (not a substitute offered inside it).
  const lineaDe = (nombre: string) =>
    pedido
      .getByRole('list', { name: `Productos del pedido ${orden.numero}` })
      .locator('> li')
      .filter({ hasText: nombre });

  // The coffee: substituted by the cheaper product, found with the search field.
  await lineaDe(cafe.nombre).getByRole('button', { name: 'Sustituir…' }).click();
  const buscar = page.getByRole('searchbox');
  await expect(buscar).toBeFocused();
  await buscar.fill(sustituto.nombre.split(' ').slice(0, 2).join(' '));
  await buscar.press('Enter');
  // Another coffee: of the same category, with what it changes the line by.
  await expect(
    page
      .getByRole('list', { name: 'De la misma categoría' })
      .getByRole('button', { name: sustituto.nombre })
      .filter({ hasText: `total ${formatMoney(toCents(sustituto.total), null)}` }),
  ).toContainText(`diferencia ${formatMoney(-diferencia, null)}`);
  await page
    .getByRole('button', { name: sustituto.nombre })
    .filter({ hasText: `total ${formatMoney(toCents(sustituto.total), null)}` })
    .click();
  await expect(buscar).toHaveCount(0);
  await expect(lineaDe(cafe.nombre)).toContainText(`Sustituido por ${sustituto.nombre}`);

  // The rest picked.
  await expect(pedido.getByRole('button', { name: 'Cerrar pedido: listo' })).toBeDisabled();
  await lineaDe(harina.nombre).getByRole('button', { name: 'Recogido' }).click();
  await expect(lineaDe(harina.nombre).getByRole('button', { name: 'Recogido' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(pedido).toContainText('Todos los productos están marcados.');
  await expect(pedido).toContainText(`Reintegro al cerrar: ${formatMoney(diferencia, null)}`);

  // Every mark is recorded: who changed which line to what.
  await pedido.getByText('Historial de la preparación').click();
  const historial = pedido.locator('details');
  await expect(historial).toContainText(`Sustituido por ${sustituto.nombre}`);
  await expect(historial).toContainText('Recogido');
  await expect(historial).toContainText('admin@demo.test');

  await pedido.getByRole('button', { name: 'Cerrar pedido: listo' }).click();
  await confirmar(page, 'Cerrar pedido');
  await expect(page.getByRole('region', { name: `Pedido ${orden.numero}` })).toHaveCount(0);

  const estado = await request.get(`${API}/admin/orden/${orden.id}/full`, { headers: bearer(admin) });
  expect(((await estado.json()) as { estatus: number }).estatus).toBe(4);
  const saldoDespues = await saldoDe(request, cliente, 1);
  expect(saldoDespues - saldoAntes).toBe(diferencia);

  // The customer sees the refund in their balance at checkout.
  await salir(page);
  await llenarCarrito(request, cliente, 1, [
    { producto: cafe.id, cantidad: '2' },
    { producto: harina.id, cantidad: '3' },
  ]);
  await signIn(page, 'cliente@demo.test', `/${Z}/pago/1`);
  await expectSignedIn(page);
  await elegirPrimeraFranja(page, 'Horario de entrega');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByText(`Saldo disponible: ${usd(saldoDespues)}`)).toBeVisible();
  await vaciarCarritos(request, cliente);
});
