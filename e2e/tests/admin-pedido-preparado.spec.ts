/**
 * What picking changed, on the full order page (issue 33), on the real platform: an order of
 * cliente@demo.test picked by admin@demo.test through the API (the coffee replaced by the first
 * substitute offered, of its own category; the flour missing), then closed from the order page. The
 * page shows each line as ordered and as delivered, who marked it, and the refund to the balance
 * with who made it; on a 390 px phone it is no wider than the screen.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { formatMoney, toCents } from '../../shared/src/rules/money.ts';
import { confirmar } from './admin-flujos.ts';
import { API, bearer, cambiarEstatus, pedidoPagoMovil, tokenDe } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const Z = ZONA_SLUG;
const usd = (cents: number) => formatMoney(cents, null);

type Sustituto = { id: number; nombre: string; total: string; diferencia: string; cercania: string };

async function marcar(
  request: APIRequestContext,
  token: string,
  orden: number,
  producto: number,
  body: { estado: string; sustituto?: number },
) {
  const r = await request.put(`${API}/admin/preparacion/zona/${Z}/orden/${orden}/linea/${producto}`, {
    headers: bearer(token),
    data: body,
  });
  expect(r.ok(), await r.text()).toBe(true);
}

test('the order page shows each line as ordered and as delivered, and the refund, after picking; it fits a 390 px phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const cliente = await tokenDe(request, 'cliente@demo.test');
  const admin = await tokenDe(request, 'admin@demo.test');
  const { orden, cafe, harina } = await pedidoPagoMovil(request, cliente, { envio: 'pickup' });
  await cambiarEstatus(request, admin, orden, [2, 3]);
  const lineaCafe = orden.lineas.find((l) => l.producto.id === cafe.id)!;
  const lineaHarina = orden.lineas.find((l) => l.producto.id === harina.id)!;

  // The first substitute offered for the coffee is of its own category, with its price difference.
  const r = await request.get(
    `${API}/admin/preparacion/zona/${Z}/orden/${orden.id}/linea/${cafe.id}/sustitutos`,
    { headers: bearer(admin) },
  );
  expect(r.ok()).toBe(true);
  const sustituto = ((await r.json()) as { items: Sustituto[] }).items[0]!;
  expect(sustituto.cercania).toBe('misma_categoria');
  expect(toCents(sustituto.diferencia)).toBe(toCents(sustituto.total) - toCents(lineaCafe.total));
  await marcar(request, admin, orden.id, cafe.id, { estado: 'sustituido', sustituto: sustituto.id });
  await marcar(request, admin, orden.id, harina.id, { estado: 'faltante' });
  const reintegro = toCents(lineaCafe.total) - toCents(sustituto.total) + toCents(lineaHarina.total);

  await signIn(page, 'admin@demo.test', `/admin/pedido/${orden.id}`);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);
  await page.getByRole('button', { name: 'Marcar listo', exact: true }).click();
  await confirmar(page, 'Marcar listo');
  await expect(page.getByText('Estatus: Listo')).toBeVisible();

  const lineas = page.getByRole('list', { name: `Productos del pedido ${orden.numero}` });
  const lineaDe = (nombre: string) => lineas.getByRole('listitem').filter({ hasText: nombre });
  await expect(page.getByRole('region', { name: 'Productos' })).toContainText(
    'Preparación: 1 sustituido, 1 faltante.',
  );
  // The coffee as ordered, and what was delivered instead, with quantities and prices.
  const linea = lineaDe(cafe.nombre);
  await expect(linea).toContainText(
    `2 und × ${usd(toCents(lineaCafe.precioUnitario))} = ${usd(toCents(lineaCafe.total))}`,
  );
  await expect(linea).toContainText(`Sustituido por ${sustituto.nombre}`);
  await expect(linea).toContainText(`= ${usd(toCents(sustituto.total))}`);
  await expect(linea).toContainText(`Diferencia: ${usd(toCents(sustituto.diferencia))}`);
  await expect(linea).toContainText('Marcado por Administradora Demo (admin@demo.test)');
  await expect(lineaDe(harina.nombre)).toContainText('Faltante: no se entregó');

  // The refund to the balance, when and by whom.
  const reintegros = page.getByRole('region', { name: 'Reintegros al saldo' });
  await expect(reintegros).toContainText(`${usd(reintegro)} al saldo`);
  await expect(reintegros).toContainText('Al pasar a «Listo» · por Administradora Demo (admin@demo.test)');

  // On a phone: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);
  await expect(lineaDe(cafe.nombre)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
