/**
 * Change owed on the real platform (issue 35), at phone width: a demo customer of its own
 * (marta.guzman@demo.test, seed-vuelto.ts) places a cash-on-delivery order, staff deliver it through
 * the API receiving $ 5.00 more than the amount due, admin@demo.test finds the change owed in
 * /admin/vuelto under Caracas and its courier, settles it to the balance (the confirmation names the
 * customer and the amount), and the customer sees 'Vuelto del pedido …' in /tarjeta-saldo.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { API, bearer, carritoCafeYHarina, formPago, tokenDe } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const CLIENTE = 'marta.guzman@demo.test';
const ADMIN = 'admin@demo.test';

test.use({ viewport: { width: 390, height: 844 } });

const sinDesbordeHorizontal = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

/** A cash order of the customer, delivered by admin@ with $ 5.00 above the amount due. */
async function entregadaConVuelto(request: APIRequestContext): Promise<{ numero: string; saldo: string }> {
  const token = await tokenDe(request, CLIENTE);
  // The cart the shopping specs use, above a normal customer's minimum purchase.
  await carritoCafeYHarina(request, token);
  const fp = await formPago(request, token);
  expect(fp.carrito.valido).toBe(true);
  const franja = fp.franjasDelivery.find((f) => f.estado === 'disponible')!;
  const r = await request.post(`${API}/usuario/orden/zona/${ZONA_SLUG}/pagina/0/registrar`, {
    headers: bearer(token),
    data: {
      idempotencia: fp.idempotencia,
      carritoVersion: fp.carrito.version,
      tipoEnvio: 'delivery',
      direccionNueva: { sectorId: fp.areas[0]!.sectores[0]!.id, direccion: 'Calle Real, casa 5' },
      franja: { horarioId: franja.horarioId, fecha: franja.fecha },
      pago: { metodo: 'efectivo_usd' },
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  const orden = (
    (await r.json()) as { orden: { id: number; numero: string; totales: { montoMetodo: string } } }
  ).orden;
  const staff = bearer(await tokenDe(request, ADMIN));
  for (const estatus of [3, 4, 5]) {
    const paso = await request.put(`${API}/admin/orden/${orden.id}/estatus`, {
      headers: staff,
      data: { estatus },
    });
    expect(paso.ok(), await paso.text()).toBe(true);
  }
  const recibido = (Math.round(Number(orden.totales.montoMetodo) * 100) + 500) / 100;
  const entrega = await request.put(`${API}/admin/orden/${orden.id}/estatus`, {
    headers: staff,
    data: { estatus: 6, efectivoRecibido: recibido.toFixed(2) },
  });
  expect(entrega.ok(), await entrega.text()).toBe(true);
  const saldo = (await (
    await request.get(`${API}/usuario/tarjeta/saldo`, { headers: bearer(token) })
  ).json()) as {
    saldo: string;
  };
  return { numero: orden.numero, saldo: saldo.saldo };
}

test('a cash order delivered with change owed is settled to the balance in /admin/vuelto and the customer sees it', async ({
  page,
  browser,
}) => {
  const { numero, saldo } = await entregadaConVuelto(page.request);
  const despues = `$ ${(Number(saldo) + 5).toFixed(2).replace('.', ',')}`;

  const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await staff.newPage();
  await signIn(admin, ADMIN, `/admin/vuelto?estado=pendiente&q=${numero}`);
  await expectSignedIn(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Vuelto' })).toBeVisible();
  // What is owed within the filters, per zone and per courier.
  const porZona = admin.getByRole('region', { name: 'Pendiente por zona' });
  await expect(porZona.getByRole('row').filter({ hasText: 'Caracas' })).toContainText('$ 5,00');
  const porRepartidor = admin.getByRole('region', { name: 'Pendiente por repartidor' });
  await expect(porRepartidor).toContainText(ADMIN);
  const fila = admin.getByRole('row').filter({ hasText: numero });
  await expect(fila).toHaveCount(1);
  await expect(fila).toContainText('Pendiente');
  await sinDesbordeHorizontal(admin);
  await fila.getByRole('link', { name: /^Vuelto \d+$/ }).click();

  await expect(admin.getByRole('heading', { level: 1, name: /^Vuelto \d+$/ })).toBeVisible();
  await expect(admin.getByText('Marta Guzmán').first()).toBeVisible();
  const liquidar = admin.getByRole('form', { name: 'Liquidar' });
  await expect(liquidar.getByRole('radio', { name: 'Acreditado al saldo del cliente' })).toBeChecked();
  // Cash asks who paid it, beside the field.
  await liquidar.getByRole('radio', { name: 'Pagado en efectivo' }).check();
  await liquidar.getByRole('button', { name: 'Marcar pagado en efectivo' }).click();
  await expect(liquidar.getByText('Indique quién entregó el efectivo')).toBeVisible();
  await liquidar.getByRole('radio', { name: 'Acreditado al saldo del cliente' }).check();
  await liquidar.getByRole('button', { name: 'Acreditar al saldo' }).click();
  const dialogo = admin.getByRole('alertdialog');
  await expect(dialogo).toContainText('Se acreditarán $ 5,00');
  await expect(dialogo).toContainText('al saldo de Marta Guzmán');
  await dialogo.getByRole('button', { name: 'Liquidar', exact: true }).click();
  await expect(dialogo).toBeHidden();
  await expect(admin.getByText('Vuelto liquidado')).toBeVisible();
  await expect(liquidar).toBeHidden();
  await expect(admin.getByText('Acreditado al saldo del cliente', { exact: false }).first()).toBeVisible();
  const historial = admin.getByRole('region', { name: 'Historial de cambios' });
  await expect(historial).toContainText('Liquidado');
  await sinDesbordeHorizontal(admin);
  await staff.close();

  await signIn(page, CLIENTE, '/tarjeta-saldo');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta saldo' })).toBeVisible();
  await expect(page.getByTestId('saldo-usd')).toHaveText(despues);
  const primero = page.getByRole('list', { name: 'Movimientos' }).getByRole('listitem').first();
  await expect(primero).toContainText('Vuelto de pedido');
  await expect(primero).toContainText(`Vuelto del pedido ${numero}`);
  await expect(primero).toContainText('+$ 5,00');
});
