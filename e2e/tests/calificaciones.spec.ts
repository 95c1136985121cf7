/**
 * Order ratings (spec /calificaciones) on the real platform, at phone width: an order of
 * cliente@demo.test, placed through the API and moved to delivered by staff through the API, waits on
 * the customer's ratings page; the customer rates it with the keyboard (the stars are a radio group)
 * and a comment, it leaves the list, and admin@demo.test reads the rating on the order's page.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  PAGO_MOVIL_BANK_CODE,
  PRICE_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import { API, bearer, producto, tokenDe, vaciarCarritos } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const Z = ZONA_SLUG;
const CLIENTE = 'cliente@demo.test';

test.use({ viewport: { width: 390, height: 844 } });

/** cliente@'s pickup order paid with Pago Móvil, then verified, prepared, ready and delivered by staff. */
async function pedidoEntregado(request: APIRequestContext): Promise<{ id: number; numero: string }> {
  const cliente = await tokenDe(request, CLIENTE);
  const lineas = [
    { producto: (await producto(request, PRICE_PRODUCT_SLUG, cliente)).id, cantidad: '2' },
    { producto: (await producto(request, TAX_EXEMPT_PRODUCT_SLUG, cliente)).id, cantidad: '3' },
  ];
  await vaciarCarritos(request, cliente);
  const lleno = await request.post(`${API}/usuario/carrito/zona/${Z}`, {
    headers: bearer(cliente),
    data: { pagina: 0, carritoDetalle: lineas },
  });
  expect(lleno.ok(), await lleno.text()).toBe(true);
  const fp = (await (
    await request.get(`${API}/usuario/orden/zona/${Z}/pagina/0/formpago`, { headers: bearer(cliente) })
  ).json()) as {
    idempotencia: string;
    carrito: { version: number };
    pickup: { id: number; franjas: { horarioId: number; fecha: string; estado: string }[] }[];
  };
  const tienda = fp.pickup[0]!;
  const franja = tienda.franjas.find((f) => f.estado === 'disponible')!;
  const r = await request.post(`${API}/usuario/orden/zona/${Z}/pagina/0/registrar`, {
    headers: bearer(cliente),
    data: {
      idempotencia: fp.idempotencia,
      carritoVersion: fp.carrito.version,
      tipoEnvio: 'pickup',
      pickupId: tienda.id,
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
  const { orden } = (await r.json()) as { orden: { id: number; numero: string } };
  const admin = await tokenDe(request, 'admin@demo.test');
  // Verified, preparing, ready for pickup, picked up (delivered).
  for (const [estatusActual, estatus] of [
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 6],
  ]) {
    const c = await request.put(`${API}/admin/orden/${orden.id}/estatus`, {
      headers: bearer(admin),
      data: { estatus, estatusActual },
    });
    expect(c.ok(), await c.text()).toBe(true);
  }
  return orden;
}

const sinDesbordeHorizontal = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

test('the customer rates a delivered order with the keyboard; it leaves the list and staff read the rating', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const orden = await pedidoEntregado(request);

  await signIn(page, CLIENTE, '/calificaciones');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Califique sus pedidos' })).toBeVisible();
  const lista = page.getByRole('list', { name: 'Pedidos por calificar' });
  const pedido = lista
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Pedido ${orden.numero}`, exact: true }) });
  await expect(pedido).toBeVisible();
  await expect(pedido).toContainText('Entregado el');
  await expect(pedido).toContainText('2 productos');
  await sinDesbordeHorizontal(page);

  // Sending without stars says what is missing and puts the focus on the stars.
  const enviar = pedido.getByRole('button', { name: 'Enviar calificación' });
  await enviar.focus();
  await page.keyboard.press('Enter');
  await expect(pedido.getByText('Elija de 1 a 5 estrellas')).toBeVisible();
  const estrellas = pedido.getByRole('group', { name: '¿Cómo calificaría este pedido?' });
  await expect(estrellas.getByRole('radio', { name: '1 estrella', exact: true })).toBeFocused();

  // The arrows choose: from the first star to the fourth; the focus is visible and the choice written.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const cuatro = estrellas.getByRole('radio', { name: '4 estrellas' });
  await expect(cuatro).toBeChecked();
  await expect(cuatro).toBeFocused();
  expect(await cuatro.evaluate((el) => getComputedStyle(el.nextElementSibling!).outlineStyle)).toBe('solid');
  await expect(estrellas).toContainText('4 de 5');
  await expect(pedido.getByText('Elija de 1 a 5 estrellas')).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(pedido.getByLabel('Comentario (opcional)')).toBeFocused();
  await page.keyboard.type('  Todo llegó completo y a tiempo.  ');
  await page.keyboard.press('Tab');
  await expect(enviar).toBeFocused();
  await page.keyboard.press('Enter');

  const gracias = page.getByRole('status').filter({ hasText: '¡Gracias! Recibimos su calificación.' });
  await expect(gracias).toHaveText(
    `¡Gracias! Recibimos su calificación. Pedido ${orden.numero}: 4 estrellas.`,
  );
  await expect(gracias).toBeFocused();
  await expect(pedido).toHaveCount(0);
  // The server agrees: read again, the order is not waiting any more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Califique sus pedidos' })).toBeVisible();
  await expect(page.getByText('Cargando sus pedidos por calificar…')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Pedido ${orden.numero}`, exact: true })).toHaveCount(0);

  await page.goto('/auth/logout');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  await signIn(page, 'admin@demo.test', `/admin/pedido/${orden.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);
  const calificacion = page.getByRole('region', { name: 'Calificación del cliente' });
  await expect(calificacion).toContainText('4 de 5');
  await expect(calificacion).toContainText('Comentario: «Todo llegó completo y a tiempo.»');
});
