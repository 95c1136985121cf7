/**
 * Carts, coupons, checkout and tracking (issue 5) on the real platform: the storefront adds through
 * the bus, mf-checkout keeps the carts on the API, and the order is placed for real. Accounts and
 * seeded codes come from the seed fixtures; amounts are read from the API's own answers.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  CLIENTE_DIRECCION,
  COUPON_EXPIRED_CODE,
  COUPON_PERCENT_CODE,
  PAGO_MOVIL_BANK_CODE,
  PICKUP_NAME,
  PRICE_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import { formatInCurrency, toCents } from '../../shared/src/rules/money.ts';
import {
  API,
  abrirCarrito,
  agregarDesdeProducto,
  bearer,
  elegirPrimeraFranja,
  entrar,
  miniCarrito,
  type ProductoApi,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { DEMO_PASSWORD } from './support.ts';

const Z = ZONA_SLUG;

test.describe.configure({ mode: 'serial' });

test('cliente fills cart 2, applies a coupon, pays with Pago Móvil for delivery in a slot and follows the order', async ({
  page,
}) => {
  const token = await tokenDe(page.request, 'cliente@demo.test');
  await vaciarCarritos(page.request, token);

  await entrar(page, 'cliente@demo.test');
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 0 productos');

  // Cart 2 is chosen in the cart panel; the storefront's products go to the open cart.
  await abrirCarrito(page);
  await page.getByRole('radio', { name: /Carrito 2/ }).check();
  await page.keyboard.press('Escape');
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito 2, 0 productos');

  await agregarDesdeProducto(page, PRICE_PRODUCT_SLUG, 3);
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito 2, 1 producto');
  await agregarDesdeProducto(page, TAX_GENERAL_PRODUCT_SLUG, 2);
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito 2, 2 productos');

  // The server holds them in cart 2 (pagina 1), cart 1 stays empty.
  const carritos = (await (
    await page.request.get(`${API}/usuario/carrito/zona/${Z}`, { headers: bearer(token) })
  ).json()) as { carritos: { pagina: number; lineas: unknown[] }[] };
  expect(carritos.carritos.map((c) => c.lineas.length)).toEqual([0, 2, 0]);

  await abrirCarrito(page);
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  await expect(
    panel.getByRole('list', { name: 'Productos en el carrito 2' }).getByRole('listitem'),
  ).toHaveCount(2);

  // A code that cannot apply says why, and what was typed stays.
  const codigo = panel.getByLabel('¿Tiene un cupón?');
  await codigo.fill(COUPON_EXPIRED_CODE);
  await panel.getByRole('button', { name: 'Aplicar' }).click();
  await expect(panel.getByRole('alert')).toHaveText('El cupón está vencido');
  await expect(codigo).toHaveValue(COUPON_EXPIRED_CODE);
  await codigo.fill(COUPON_PERCENT_CODE.toLowerCase());
  await panel.getByRole('button', { name: 'Aplicar' }).click();
  await expect(panel.getByText(COUPON_PERCENT_CODE, { exact: true })).toBeVisible();
  await expect(panel.getByRole('term').filter({ hasText: 'Cupón' })).toBeVisible();

  // Mis cupones lists it as applied to cart 2.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Mi cuenta/ }).click();
  await page.getByRole('button', { name: 'Mis cupones' }).click();
  const cupones = page.getByRole('dialog', { name: 'Mis cupones' });
  await expect(cupones.getByRole('listitem').filter({ hasText: COUPON_PERCENT_CODE })).toContainText(
    'Aplicado al carrito 2',
  );

  await page.keyboard.press('Escape');
  await abrirCarrito(page);
  await page
    .getByRole('dialog', { name: 'Carrito' })
    .getByRole('button', { name: 'Finalizar compra' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${Z}/pago/1$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finalizar compra · Carrito 2');

  // Step 1: delivery to the saved address, in a slot.
  await expect(page.getByRole('radio', { name: 'Entrega a domicilio' })).toBeChecked();
  await expect(page.getByRole('radio', { name: new RegExp(CLIENTE_DIRECCION.slice(0, 20)) })).toBeChecked();
  await elegirPrimeraFranja(page, 'Horario de entrega');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByRole('heading', { name: /Pago/, level: 2 })).toBeFocused();

  // Cash on delivery: more than the amount due plus a $ 100 bill is refused at the field (decision
  // 0034), and what was typed stays.
  await page.getByRole('radio', { name: /Efectivo en dólares/ }).check();
  const efectivo = page.getByLabel(/¿Con cuánto pagará\?/);
  await efectivo.fill('9999999999,99');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Revise los datos' })).toBeFocused();
  await expect(efectivo).toHaveAttribute('aria-invalid', 'true');
  await expect(efectivo).toHaveAccessibleDescription(
    /hasta \$ [\d.]+,\d\d: el monto más un billete de \$ 100 El efectivo no puede pasar de \$ [\d.]+,\d\d: el monto a pagar más un billete de \$ 100,00, el de mayor denominación$/,
  );
  await expect(efectivo).toHaveValue('9999999999,99');

  // Step 2: Pago Móvil, rendered from formpago's data; paid already, so its reference now (paying
  // after placing, the default, is pago-movil.spec.ts).
  await page.getByRole('radio', { name: /Pago Móvil/ }).check();
  await page.getByRole('radio', { name: 'Ya pagué y tengo la referencia' }).check();
  await page.getByLabel('Banco desde el que pagó').selectOption(PAGO_MOVIL_BANK_CODE);
  await page.getByLabel('Teléfono desde el que pagó').fill('0414-5551234');
  await page.getByLabel('Referencia del pago').fill('123');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  // A reference the method's pattern refuses: the error is listed, focused, and on its field.
  await expect(page.getByRole('alert').filter({ hasText: 'Revise los datos' })).toBeFocused();
  await expect(page.getByLabel('Referencia del pago')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Referencia del pago').fill('00123456');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Confirmar/, level: 2 })).toBeFocused();

  const resumen = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(resumen.getByText(`Cupón ${COUPON_PERCENT_CODE}`)).toBeVisible();
  await expect(resumen.getByText('Total (Bs.)')).toBeVisible();
  await expect(resumen.getByText(/^IVA 16 %/)).toBeVisible();

  // Step 3: a double click places one order.
  const registros: string[] = [];
  await page.route(/\/registrar$/, async (route) => {
    const r = route.request();
    if (r.method() === 'POST') registros.push(r.postDataBuffer()?.toString('utf8') ?? '');
    await route.continue();
  });
  const respuesta = page.waitForResponse(
    (r) => r.url().includes('/registrar') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirmar pedido' }).dblclick();
  const r = await respuesta;
  expect(r.status()).toBe(201);
  const { orden } = (await r.json()) as {
    orden: { id: number; numero: string; estatus: number; totales: { total: string } };
  };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `¡Gracias! Recibimos su pedido ${orden.numero}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/${Z}/pago/1\\?orden=${orden.id}$`));
  expect(orden.estatus).toBe(1); // paid by reference: waits for verification
  expect(registros).toHaveLength(1);

  // A retry of the same request (a timeout, a second tab) gives the same order, never a second one.
  const repetida = await page.request.post(`${API}/usuario/orden/zona/${Z}/pagina/1/registrar`, {
    headers: bearer(token),
    data: JSON.parse(registros[0] ?? '{}'),
  });
  expect(repetida.status(), await repetida.text()).toBe(200);
  expect(((await repetida.json()) as { orden: { id: number } }).orden.id).toBe(orden.id);

  // The cart was emptied; the order is in tracking.
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito 2, 0 productos');
  await page.getByRole('button', { name: 'Ver el seguimiento' }).click();
  const rastreo = page.getByRole('dialog', { name: 'Rastreo de pedidos' });
  const pedido = rastreo
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(orden.numero) }) });
  await expect(pedido).toBeVisible();
  await expect(pedido.getByRole('list', { name: `Progreso del pedido ${orden.numero}` })).toBeVisible();
  await expect(pedido).toContainText(CLIENTE_DIRECCION);
});

test('prime checks out below the normal minimum purchase, paying with the wallet for pickup', async ({
  page,
}) => {
  const token = await tokenDe(page.request, 'prime@demo.test');
  await vaciarCarritos(page.request, token);
  const harina = await producto(page.request, TAX_EXEMPT_PRODUCT_SLUG, token);
  const precio = Number(harina.oferta) > 0 ? Number(harina.oferta) : Number(harina.precio);
  expect(precio).toBeLessThan(10); // one unit is below the normal minimum ($ 10,00)

  await entrar(page, 'prime@demo.test');
  await agregarDesdeProducto(page, TAX_EXEMPT_PRODUCT_SLUG, 1);
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');
  await abrirCarrito(page);
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  await expect(panel.getByText(/monto mínimo/)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(new RegExp(`/${Z}/pago/0$`));

  await page.getByRole('radio', { name: 'Retiro en tienda' }).check();
  await page.getByRole('radio', { name: new RegExp(PICKUP_NAME) }).check();
  await elegirPrimeraFranja(page, 'Horario de retiro');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.getByRole('checkbox', { name: 'Usar mi saldo' }).check();
  await expect(page.getByText('Su saldo cubre todo el pedido.')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  const respuesta = page.waitForResponse(
    (r) => r.url().includes('/registrar') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const r = await respuesta;
  expect(r.status()).toBe(201);
  const { orden } = (await r.json()) as { orden: { numero: string; estatus: number; tipoEnvio: string } };
  expect(orden.tipoEnvio).toBe('pickup');
  expect(orden.estatus).toBe(2); // the wallet paid: confirmed at once
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `¡Gracias! Recibimos su pedido ${orden.numero}`,
  );
  await expect(page.getByText(PICKUP_NAME)).toBeVisible();
});

test('a visitor’s cart survives login and the checkout of that cart follows', async ({ page }) => {
  const token = await tokenDe(page.request, 'cliente@demo.test');
  await vaciarCarritos(page.request, token);
  const cafe = await producto(page.request, PRICE_PRODUCT_SLUG);

  await agregarDesdeProducto(page, PRICE_PRODUCT_SLUG, 1);
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');
  await abrirCarrito(page);
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  // Below the minimum: finalize is blocked and says why, in the current currency (the default one).
  const monedas = (await (await page.request.get(`${API}/api/moneda/mercado`)).json()) as {
    predeterminada: boolean;
    tipo: 'dolar' | 'bolivar';
    simbolo: string;
    tasa: string;
  }[];
  const moneda = monedas.find((m) => m.predeterminada) ?? monedas[0];
  const minimo = (await (await page.request.get(`${API}/api/website/resolve?zona=${Z}`)).json()) as {
    configuracion: { minimoCompra: string };
  };
  const minimoTexto = formatInCurrency(toCents(minimo.configuracion.minimoCompra), moneda!);
  await expect(panel.getByText(`El monto mínimo de compra es ${minimoTexto}`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
  // Carts 2 and 3 ask to register.
  await panel.getByRole('radio', { name: /Carrito 2/ }).check();
  await expect(panel.getByText(/El carrito 2 es para clientes registrados/)).toBeVisible();
  await panel.getByRole('radio', { name: /Carrito 1/ }).check();
  await panel.getByLabel(`Cantidad de ${cafe.nombre}`).selectOption('3000');
  await expect(panel.getByRole('status')).toHaveText(`Cantidad de ${cafe.nombre} actualizada`);
  await panel.getByRole('button', { name: 'Finalizar compra' }).click();

  await expect(page).toHaveURL(/\/auth\/login\?.*carrito=pagar.*pagina=0/);
  await page.getByLabel('Correo electrónico').fill('cliente@demo.test');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page).toHaveURL(new RegExp(`/${Z}/pago/0$`));
  const resumen = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(resumen.getByRole('listitem').filter({ hasText: cafe.nombre })).toContainText('3 und');
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');
  // Merged into the server cart, then the local cache was cleared.
  const cache = await page.evaluate(() => localStorage.getItem('carrito-cache'));
  expect(cache === null || !cache.includes('"productoId"')).toBe(true);
});

/**
 * Sets a product's stock in the zone to `total` through the inventory section (admin@demo.test): all
 * of it in its first branch, none in the others. Answers what puts each branch's stock back.
 */
async function fijarExistencia(
  request: APIRequestContext,
  productoId: number,
  total: number,
): Promise<() => Promise<void>> {
  const headers = bearer(await tokenDe(request, 'admin@demo.test'));
  const base = `${API}/admin/inventario/zona/${Z}`;
  const { sucursales } = (await (await request.get(`${base}/opciones`, { headers })).json()) as {
    sucursales: { id: number }[];
  };
  const filas: { id: number; existencia: string }[] = [];
  for (const s of sucursales) {
    const r = await request.get(`${base}/sucursal/${s.id}/producto/${productoId}`, { headers });
    const { inventario } = (await r.json()) as { inventario: { id: number; existencia: string } | null };
    if (inventario) filas.push(inventario);
  }
  expect(filas.length, 'the product has stock rows in the zone').toBeGreaterThan(0);
  const poner = async (id: number, existencia: string) => {
    const actual = (await (await request.get(`${base}/${id}`, { headers })).json()) as {
      costo: string;
      version: number;
    };
    const r = await request.put(`${base}/${id}/editar`, {
      headers,
      data: { existencia, costo: actual.costo, version: actual.version },
    });
    expect(r.ok(), await r.text()).toBe(true);
  };
  for (const [i, fila] of filas.entries()) await poner(fila.id, i === 0 ? String(total) : '0');
  return async () => {
    for (const fila of filas) await poner(fila.id, fila.existencia);
  };
}

test('a product that ran out between adding and paying is reported on its line', async ({ page }) => {
  const token = await tokenDe(page.request, 'cliente@demo.test');
  await vaciarCarritos(page.request, token);
  // A product of the same stock as cliente's (normal user type) that zona@ can buy out in one order.
  const listado = (await (await page.request.get(`${API}/api/website/productos/${Z}?pag=2`)).json()) as {
    items: ProductoApi[];
  };
  // Sold by the unit, 12 at most per order, and 12 of them above the minimum purchase ($ 10,00).
  const x = listado.items.find(
    (p) =>
      p.modalidadVenta === 'unidad' &&
      Number(p.maximo) === 12 &&
      Number(p.existencia) >= 1 &&
      Number(p.precio) * 12 >= 15,
  );
  expect(x, 'un producto por unidades con existencia').toBeTruthy();
  const agotable = x as ProductoApi;
  // Its branches keep 12 units in the zone (the inventory section, decision 0025): one order buys them out.
  const restaurarExistencia = await fijarExistencia(page.request, agotable.id, 12);

  await entrar(page, 'cliente@demo.test');
  await agregarDesdeProducto(page, PRICE_PRODUCT_SLUG, 2);
  await agregarDesdeProducto(page, agotable.slug, 1);
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 2 productos');
  await abrirCarrito(page);
  await page
    .getByRole('dialog', { name: 'Carrito' })
    .getByRole('button', { name: 'Finalizar compra' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${Z}/pago/0$`));
  await elegirPrimeraFranja(page, 'Horario de entrega');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.getByRole('radio', { name: /Transferencia/ }).check();
  await page.getByRole('radio', { name: 'Ya pagué y tengo la referencia' }).check();
  await page.getByLabel('Referencia del pago').fill('99887766');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  // Meanwhile another shopper of the same type (zona@demo.test) buys every unit left, through the API.
  const otro = await tokenDe(page.request, 'zona@demo.test');
  await vaciarCarritos(page.request, otro);
  const suyo = await producto(page.request, agotable.slug, otro);
  const guardado = await page.request.post(`${API}/usuario/carrito/zona/${Z}/individual`, {
    headers: bearer(otro),
    data: { pagina: 0, producto: suyo.id, cantidad: suyo.existencia },
  });
  expect(guardado.ok()).toBe(true);
  const fp = (await (
    await page.request.get(`${API}/usuario/orden/zona/${Z}/pagina/0/formpago`, { headers: bearer(otro) })
  ).json()) as {
    idempotencia: string;
    carrito: { version: number; valido: boolean };
    pickup: { id: number; franjas: { horarioId: number; fecha: string; estado: string }[] }[];
  };
  expect(fp.carrito.valido).toBe(true);
  const punto = fp.pickup.find((p) => p.franjas.some((f) => f.estado === 'disponible'));
  const franja = punto?.franjas.find((f) => f.estado === 'disponible');
  const compra = await page.request.post(`${API}/usuario/orden/zona/${Z}/pagina/0/registrar`, {
    headers: bearer(otro),
    data: {
      idempotencia: fp.idempotencia,
      carritoVersion: fp.carrito.version,
      tipoEnvio: 'pickup',
      pickupId: punto?.id,
      franja: { horarioId: franja?.horarioId, fecha: franja?.fecha },
      pago: { saldo: '0.00', metodo: 'transferencia', referencia: '11223344' },
    },
  });
  expect(compra.status()).toBe(201);
  const ordenOtro = ((await compra.json()) as { orden: { id: number } }).orden.id;

  try {
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const linea = page
      .getByRole('region', { name: 'Resumen del pedido' })
      .locator(`[data-producto="${agotable.id}"]`);
    await expect(linea).toContainText(/existencia|agot|insuficiente/i);
    await expect(page.getByRole('alert').first()).toBeVisible();
    // Nothing typed was lost.
    await page.getByRole('button', { name: 'Cambiar pago' }).click();
    await expect(page.getByLabel('Referencia del pago')).toHaveValue('99887766');
  } finally {
    // Staff cancel the other order: its stock returns (other tests use the catalogue too).
    const admin = await tokenDe(page.request, 'admin@demo.test');
    const cancelada = await page.request.put(`${API}/admin/orden/${ordenOtro}/estatus`, {
      headers: bearer(admin),
      data: { estatus: 7, mensaje: 'Prueba' },
    });
    expect(cancelada.ok()).toBe(true);
    await restaurarExistencia();
  }
});
