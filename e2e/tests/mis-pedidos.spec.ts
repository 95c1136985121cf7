/**
 * "Mis pedidos" (issue 34) on the real platform, at phone width. cliente@demo.test's orders are placed
 * through the API and moved by admin@demo.test through the API, as the other shopping specs do.
 * - A delivered order is found from the profile menu's "Mis pedidos" (also with the status filter),
 *   its detail shows its lines, payment and history, and "Repetir pedido" fills cart 1 at today's
 *   price (the coffee costs more since) and the header's cart counts it.
 * - A payment rejected by staff shows its reason in tracking and in the order's detail.
 * - The confirmation of an order paid partly with the balance shows that part and the deadline to
 *   verify the payment.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PAGO_MOVIL_BANK_CODE, PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import {
  API,
  bearer,
  cambiarEstatus,
  formPago,
  llenarCarrito,
  miniCarrito,
  pedidoPagoMovil,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const CLIENTE = 'cliente@demo.test';
const Z = ZONA_SLUG;

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Earlier specs leave some of cliente@'s reference payments waiting for staff, and the limit of such
 * orders would refuse this spec's own: staff decide them first (rejected: stock and slots return).
 */
test.beforeEach(async ({ request }) => {
  const admin = await tokenDe(request, 'admin@demo.test');
  const r = await request.get(`${API}/admin/orden?estatus=1&q=${encodeURIComponent(CLIENTE)}`, {
    headers: bearer(admin),
  });
  expect(r.ok(), await r.text()).toBe(true);
  for (const { id } of (await r.json()).items as { id: number }[]) {
    const rechazo = await request.put(`${API}/admin/orden/${id}/estatus`, {
      headers: bearer(admin),
      data: { estatus: 9, estatusActual: 1, mensaje: 'Pago no recibido' },
    });
    expect(rechazo.ok(), await rechazo.text()).toBe(true);
  }
});

type Precio = {
  usuarioTipo: number;
  precio: string | null;
  oferta: string;
  ofertaHasta: string | null;
  version: number | null;
};

/** The product's prices in the zone (admin), and a save of the normal price (the others as they are). */
async function precios(request: APIRequestContext, producto: number): Promise<Precio[]> {
  const r = await request.get(`${API}/admin/inventario/zona/${Z}/producto/${producto}/precio`, {
    headers: bearer(await tokenDe(request, 'admin@demo.test')),
  });
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { precios: Precio[] }).precios;
}
async function precioNormal(request: APIRequestContext, producto: number, precio: string, oferta: string) {
  const actuales = await precios(request, producto);
  const r = await request.put(`${API}/admin/inventario/zona/${Z}/producto/${producto}/precio`, {
    headers: bearer(await tokenDe(request, 'admin@demo.test')),
    data: {
      precios: actuales.map((p) =>
        p.usuarioTipo === 1
          ? { usuarioTipo: 1, precio, oferta, ofertaHasta: null, version: p.version }
          : {
              usuarioTipo: p.usuarioTipo,
              precio: p.precio,
              oferta: p.oferta,
              ofertaHasta: p.ofertaHasta,
              version: p.version,
            },
      ),
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

/** Opens the profile menu from the phone's bottom menu ('Cuenta') and picks one of its entries. */
async function menuPerfil(page: Page, entrada: string) {
  await page
    .getByRole('navigation', { name: 'Menú inferior' })
    .getByRole('button', { name: 'Cuenta' })
    .click();
  const menu = page.getByRole('dialog', { name: 'Mi cuenta', exact: true });
  await menu.getByRole(entrada === 'Rastrear pedidos' ? 'button' : 'link', { name: entrada }).click();
}

const sinDesbordeHorizontal = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

test('a delivered order is found in Mis pedidos, its detail shows it all, and Repetir pedido fills a cart at today’s price', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await tokenDe(request, CLIENTE);
  const { orden, cafe, harina } = await pedidoPagoMovil(request, token, { envio: 'pickup' });
  await cambiarEstatus(request, await tokenDe(request, 'admin@demo.test'), orden, [2, 3, 4, 6]);
  await vaciarCarritos(request, await tokenDe(request, CLIENTE));
  // The coffee costs a dollar more today (put back at the end).
  const antes = (await precios(request, cafe.id)).find((p) => p.usuarioTipo === 1)!;
  const pagado = orden.lineas.find((l) => l.producto.id === cafe.id)!.precioUnitario;
  const hoy = (Number(pagado) + 1).toFixed(2);
  await precioNormal(request, cafe.id, hoy, '0');
  try {
    await signIn(page, CLIENTE, `/${Z}`);
    await expectSignedIn(page);
    await menuPerfil(page, 'Mis pedidos');
    await expect(page).toHaveURL(/\/mi-cuenta\/pedidos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
    const fila = page
      .getByRole('list', { name: 'Pedidos' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Pedido ${orden.numero}`, exact: true }) });
    await expect(fila).toContainText('Entregado');
    await expect(fila).toContainText('Caracas');
    await expect(fila).toContainText('2 productos');
    await expect(fila).toContainText('Pago Móvil');
    await expect(fila).toContainText(/\$ [\d.,]+ · Bs\. [\d.,]+/);
    await sinDesbordeHorizontal(page);

    // The status filter lives in the URL.
    await page.getByLabel('Estatus').selectOption({ label: 'Entregado' });
    await expect(page).toHaveURL(/\/mi-cuenta\/pedidos\?estatus=6$/);
    await expect(fila).toBeVisible();
    await page.getByLabel('Estatus').selectOption({ label: 'Cancelado' });
    await expect(fila).toHaveCount(0);
    await page.goBack();
    await fila.getByRole('link', { name: `Pedido ${orden.numero}` }).click();

    await expect(page).toHaveURL(new RegExp(`/mi-cuenta/pedidos/${orden.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);
    const productos = page.getByRole('list', { name: `Productos del pedido ${orden.numero}` });
    await expect(productos).toContainText(cafe.nombre);
    await expect(productos).toContainText(harina.nombre);
    const pago = page.getByRole('region', { name: 'Pago', exact: true });
    await expect(pago).toContainText('Pago Móvil');
    await expect(pago).toContainText('Referencia');
    const historial = page.getByRole('region', { name: 'Historial del pedido' });
    await expect(historial).toContainText('Pago por verificar');
    await expect(historial).toContainText('Entregado');
    await expect(page.getByRole('link', { name: 'Calificar este pedido' })).toBeVisible();
    await sinDesbordeHorizontal(page);

    const repetir = page.getByRole('region', { name: 'Repetir pedido' });
    await repetir.getByRole('radio', { name: 'Carrito 1' }).check();
    await repetir.getByRole('button', { name: 'Repetir pedido' }).click();
    const resultado = repetir.getByRole('status');
    await expect(resultado).toContainText('Agregamos los productos del pedido a su carrito');
    await expect(resultado).toBeFocused();
    const agregados = resultado.getByRole('list', { name: 'Productos agregados' });
    await expect(agregados.getByRole('listitem').filter({ hasText: cafe.nombre })).toContainText(
      `Cambió de precio: pagó $ ${pagado.replace('.', ',')}, hoy cuesta $ ${hoy.replace('.', ',')}.`,
    );
    await expect(agregados.getByRole('listitem').filter({ hasText: harina.nombre })).not.toContainText(
      'Cambió de precio',
    );
    // The header's cart reads the cart again.
    await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 2 productos');
  } finally {
    await precioNormal(request, cafe.id, antes.precio!, antes.oferta);
  }
});

test('a payment rejected by staff shows its reason in tracking and in the order’s detail', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { orden } = await pedidoPagoMovil(request, await tokenDe(request, CLIENTE), { envio: 'pickup' });
  const motivo = 'La referencia no aparece en nuestro banco';
  const r = await request.put(`${API}/admin/orden/${orden.id}/estatus`, {
    headers: bearer(await tokenDe(request, 'admin@demo.test')),
    data: { estatus: 9, estatusActual: 1, mensaje: motivo },
  });
  expect(r.ok(), await r.text()).toBe(true);

  await signIn(page, CLIENTE, `/${Z}`);
  await expectSignedIn(page);
  await menuPerfil(page, 'Rastrear pedidos');
  const pedido = page
    .getByRole('dialog', { name: 'Rastreo de pedidos', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(orden.numero) }) });
  await expect(pedido.getByRole('heading', { name: new RegExp(orden.numero) })).toContainText(
    'Pago rechazado',
  );
  await expect(pedido.getByText(`Pago rechazado: ${motivo}`)).toBeVisible();
  await pedido.getByRole('link', { name: `Ver el detalle del pedido ${orden.numero}` }).click();

  await expect(page).toHaveURL(new RegExp(`/mi-cuenta/pedidos/${orden.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);
  await expect(page.getByRole('region', { name: 'Historial del pedido' })).toContainText(`Motivo: ${motivo}`);
});

test('the confirmation shows the balance used and the deadline to verify the payment', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, CLIENTE);
  const cafe = await producto(request, PRICE_PRODUCT_SLUG, token);
  await vaciarCarritos(request, token);
  await llenarCarrito(request, token, 0, [{ producto: cafe.id, cantidad: '2' }]);
  const fp = await formPago(request, token);
  const tienda = fp.pickup[0]!;
  const franja = tienda.franjas.find((f) => f.estado === 'disponible')!;
  const r = await request.post(`${API}/usuario/orden/zona/${Z}/pagina/0/registrar`, {
    headers: bearer(token),
    data: {
      idempotencia: fp.idempotencia,
      carritoVersion: fp.carrito.version,
      tipoEnvio: 'pickup',
      pickupId: tienda.id,
      franja: { horarioId: franja.horarioId, fecha: franja.fecha },
      pago: {
        saldo: '1.00',
        metodo: 'pago_movil',
        referencia: String(Date.now()).slice(-8),
        banco: PAGO_MOVIL_BANK_CODE,
        telefono: '0414-5551234',
      },
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  const { orden } = (await r.json()) as { orden: { id: number; numero: string } };
  try {
    await signIn(page, CLIENTE, `/${Z}/pago/0?orden=${orden.id}`);
    const confirmacion = page.getByRole('region', { name: `¡Gracias! Recibimos su pedido ${orden.numero}` });
    await expect(confirmacion).toContainText(/Pagado con su saldo\s*\$ 1,00 · Bs\. [\d.,]+/);
    await expect(confirmacion).toContainText(/Plazo para verificar su pago\s*Hasta el \d+/);
    await confirmacion.getByRole('link', { name: 'Ver el pedido' }).click();
    await expect(page).toHaveURL(new RegExp(`/mi-cuenta/pedidos/${orden.id}$`));
    await expect(page.getByText(/Plazo para verificar su pago: hasta el/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pago', exact: true })).toContainText('Pagado con saldo');
  } finally {
    // Its unpaid order would count against cliente@'s cap in the specs that follow.
    await cambiarEstatus(
      request,
      await tokenDe(request, 'admin@demo.test'),
      { id: orden.id, estatus: 1 },
      [7],
    );
  }
});
