/**
 * Order ratings (spec /calificaciones) on the real platform, at phone width: an order of
 * cliente@demo.test, placed through the API and moved to delivered by staff through the API, waits on
 * the customer's ratings page; the customer rates it with the keyboard (the stars are a radio group)
 * and a comment, it leaves the list, and admin@demo.test reads the rating on the order's page.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { cambiarEstatus, type OrdenApi, pedidoPagoMovil, tokenDe } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const CLIENTE = 'cliente@demo.test';

test.use({ viewport: { width: 390, height: 844 } });

/** cliente@'s pickup order paid with Pago Móvil, then verified, prepared, ready and delivered by staff. */
async function pedidoEntregado(request: APIRequestContext): Promise<OrdenApi> {
  const { orden } = await pedidoPagoMovil(request, await tokenDe(request, CLIENTE), { envio: 'pickup' });
  // Verified, preparing, ready for pickup, picked up (delivered).
  await cambiarEstatus(request, await tokenDe(request, 'admin@demo.test'), orden, [2, 3, 4, 6]);
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
