/**
 * What the back-office says after a save and when a call fails, on the real platform (issue 33):
 * every save says so under the page's title, a registered record on its own page; a list the API
 * refuses shows the API's message; a moment reads the same in a list and in a history on the Caracas
 * clock whatever the browser's time zone; a page of another zone says one thing, the shell's guard and
 * a record's page alike; on a phone the order list folds its filters and shows the first order.
 */
import { expect, type Page, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { API, bearer, cambiarEstatus, pedidoPagoMovil, tokenDe, vaciarCarritos } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const ADMIN = 'admin@demo.test';
const ZONA_STAFF = 'zona@demo.test';
const RESTRINGIDA = 'Área restringida';
const SIN_PERMISO_ZONA = 'No tiene los permisos de la Zona necesaria para esta área';

/** The page's save message, in the status region under its title. */
const aviso = (page: Page, texto: string) => page.getByRole('status').filter({ hasText: texto });

test('every save says so under the title, a registered record on its own page', async ({ page }) => {
  test.setTimeout(120_000);
  const sello = Date.now().toString(36);
  await signIn(page, ADMIN, '/admin/categoria/registrar');
  await expectSignedIn(page);

  // A category: registered, then edited; the message goes at the next change.
  const categoria = `Avisos ${sello}`;
  await page.getByLabel('Nombre', { exact: true }).fill(categoria);
  await expect(page.getByText('Dirección web disponible')).toBeVisible();
  await page.getByLabel('Categoría padre').selectOption({ label: 'Víveres' });
  await page.getByLabel('Ícono').fill('bean');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/categoria\/\d+\/editar$/);
  await expect(aviso(page, 'Categoría registrada')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(`${categoria} y granos`);
  await expect(aviso(page, 'Categoría registrada')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(aviso(page, 'Cambios guardados')).toBeVisible();

  // A product in it.
  await page.goto('/admin/producto/registrar');
  const producto = `Lentejas ${sello} 500 g`;
  await page.getByLabel('Nombre', { exact: true }).fill(producto);
  await page.getByLabel('Marca', { exact: true }).fill('Mary');
  await page.getByLabel('Presentación').fill('500 g');
  await page
    .getByLabel('Categoría', { exact: true })
    .selectOption({ label: `Víveres › ${categoria} y granos` });
  await page.getByLabel('Clase de IVA').selectOption({ label: 'Exento' });
  await page.getByLabel('Grupo', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/producto\/\d+\/editar$/);
  await expect(page.getByRole('heading', { level: 1, name: `Editar producto: ${producto}` })).toBeVisible();
  await expect(aviso(page, 'Producto registrado')).toBeVisible();

  // A tag.
  await page.goto('/admin/etiqueta/registrar');
  await page.getByLabel('Nombre', { exact: true }).fill(`Avisos ${sello}`);
  await page.getByLabel('Orden', { exact: true }).fill('9');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/etiqueta\/\d+\/editar$/);
  await expect(aviso(page, 'Etiqueta registrada')).toBeVisible();

  // Its stock in a Caracas branch, then its prices.
  await page.goto(`/admin/inventario/zona/${ZONA_SLUG}/registrar`);
  await page.getByLabel('Producto', { exact: true }).fill(`Lentejas ${sello}`);
  await page
    .getByRole('link', { name: new RegExp(`Lentejas ${sello}`) })
    .first()
    .click();
  const existencia = page.getByRole('form', { name: 'Existencia en la sucursal' });
  await existencia.getByLabel('Existencia', { exact: true }).fill('5');
  await existencia.getByLabel('Costo (USD)').fill('1,00');
  await existencia.getByRole('button', { name: 'Registrar existencia' }).click();
  await expect(aviso(page, 'Existencia registrada')).toBeVisible();
  await expect(existencia.getByRole('button', { name: 'Guardar existencia' })).toBeVisible();

  await page.getByRole('link', { name: 'Editar precios' }).click();
  for (const tipo of ['normal', 'prime', 'mayorista'])
    await page.getByLabel(`Precio ${tipo} (USD)`, { exact: true }).fill('3,00');
  await page.getByRole('button', { name: 'Guardar precios' }).click();
  await expect(aviso(page, 'Cambios guardados')).toBeVisible();

  // A zone of its own (inactive: no shopper sees it), a delivery slot and a pickup address in it.
  await page.goto('/admin/zona/registrar');
  await page.getByLabel('Nombre').fill(`Avisos ${sello}`);
  await expect(page.getByText('Dirección web disponible')).toBeVisible();
  await page.getByRole('button', { name: 'Registrar' }).click();
  const zona = `avisos-${sello}`;
  await expect(page).toHaveURL(new RegExp(`/admin/zona/${zona}$`));
  await expect(aviso(page, 'Zona registrada')).toBeVisible();

  await page.goto(`/admin/zona/${zona}/horario/registrar`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/zona/${zona}/horario/\\d+/editar$`));
  await expect(aviso(page, 'Horario de entrega registrado')).toBeVisible();
  await page.getByLabel('Capacidad por fecha').fill('12');
  await expect(aviso(page, 'Horario de entrega registrado')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(aviso(page, 'Cambios guardados')).toBeVisible();

  await page.goto(`/admin/zona/${zona}/direccion/registrar`);
  await page.getByLabel('Nombre').fill('Retiro Avisos');
  await page.getByLabel('Dirección').fill('Calle 1, local 2');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/zona/${zona}/direccion/\\d+/editar$`));
  await expect(aviso(page, 'Dirección de retiro registrada')).toBeVisible();

  // Leaving the page takes the message away.
  await page.goto(`/admin/zona/${zona}/direccion`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Direcciones de retiro');
  await expect(aviso(page, 'Dirección de retiro registrada')).toHaveCount(0);
});

test('a list the API refuses shows the API’s message, not a connection problem', async ({ page }) => {
  await signIn(
    page,
    ADMIN,
    `/admin/reporte/compra-usuario?zona=${ZONA_SLUG}&desde=2026-03-10&hasta=2026-03-01`,
  );
  await expectSignedIn(page);
  const alerta = page
    .getByRole('alert')
    .filter({ hasText: 'La fecha inicial no puede ser posterior a la final' });
  await expect(alerta).toBeVisible();
  await expect(page.getByText(/Revise su conexión/)).toHaveCount(0);
  await expect(alerta.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});

test.describe('with the browser in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a push sent reads the same Caracas time in its list and in the history', async ({ page }) => {
    await signIn(page, ADMIN, '/admin/onesignal/registrar');
    await expectSignedIn(page);
    await page.getByLabel('Nombre').fill(`Avisos ${Date.now().toString(36)}`);
    await page.getByLabel('Zona').selectOption(ZONA_SLUG);
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect(page).toHaveURL(/\/admin\/onesignal\/\d+$/);
    await expect(aviso(page, 'Segmento registrado')).toBeVisible();

    await page.getByLabel('Título').fill('Hora de Caracas');
    await page.getByLabel('Mensaje').fill('Una prueba');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(aviso(page, 'Notificación enviada')).toBeVisible();

    const segmento = Number(new URL(page.url()).pathname.split('/').pop());
    const token = await tokenDe(page.request, ADMIN);
    const r = await page.request.get(`${API}/admin/onesignal/${segmento}`, { headers: bearer(token) });
    const { envios } = (await r.json()) as { envios: { creadoEn: string }[] };
    // Caracas is UTC−4 all year: the hour the page must show, whatever the browser's zone (UTC+9).
    const enviado = new Date(envios[0]!.creadoEn);
    const h = (enviado.getUTCHours() + 20) % 24;
    const esperada = `${h % 12 || 12}:${String(enviado.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'a' : 'p'}`;
    const hora = (texto: string) => {
      const m = /(\d{1,2}:\d{2})\s*([ap])\.?\s*m\./.exec(texto);
      return m ? `${m[1]} ${m[2]}` : texto;
    };

    const fila = page.getByRole('table', { name: 'Envíos' }).getByRole('row').nth(1);
    await expect(fila).toContainText('Hora de Caracas');
    const enLista = hora((await fila.getByRole('cell').first().textContent()) ?? '');
    const historial = page.getByRole('region', { name: 'Historial de cambios' });
    await expect(historial.locator('time').first()).toBeVisible();
    const enHistorial = hora((await historial.locator('time').first().textContent()) ?? '');
    expect(enLista).toBe(esperada);
    expect(enHistorial).toBe(esperada);
  });
});

test('a page of another zone says one thing: the guard and a record page alike', async ({ page }) => {
  const admin = await tokenDe(page.request, ADMIN);
  const valencia = (await (
    await page.request.get(`${API}/admin/zona/valencia/horario`, { headers: bearer(admin) })
  ).json()) as { items: { id: number }[] };
  await signIn(page, ZONA_STAFF, `/admin/zona/${ZONA_SLUG}`);
  await expectSignedIn(page);

  // A Valencia slot reached by its id under a Caracas URL: the API refuses it.
  await page.goto(`/admin/zona/${ZONA_SLUG}/horario/${valencia.items[0]!.id}/editar`);
  const alerta = page.getByRole('alert');
  await expect(alerta).toContainText(RESTRINGIDA);
  await expect(alerta).toContainText(SIN_PERMISO_ZONA);
  await expect(alerta.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);

  // A Valencia page by its URL: the shell's guard says the same.
  await page.goto('/admin/zona/valencia/horario');
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText(RESTRINGIDA);
  await expect(dialogo).toContainText(SIN_PERMISO_ZONA);
});

test('on a 390 px phone the order list folds its filters and shows the first order', async ({ page }) => {
  const comprador = await tokenDe(page.request, 'cliente@demo.test');
  const { orden } = await pedidoPagoMovil(page.request, comprador, { envio: 'pickup' });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN, '/admin/pedido');
    await expectSignedIn(page);
    const filtros = page.getByRole('button', { name: 'Filtros', exact: true });
    await expect(filtros).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Desde')).toBeHidden();
    const primera = page.getByRole('table', { name: 'Pedidos' }).getByRole('row').nth(1);
    await expect(primera).toBeInViewport();

    // Two filters in use: the button counts them, and opens them.
    await page.goto('/admin/pedido?estatus=1&tipoEnvio=pickup');
    const dos = page.getByRole('button', { name: 'Filtros (2)' });
    await expect(dos).toBeVisible();
    await dos.click();
    await expect(dos).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Desde')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pedidos' })).toContainText(orden.numero);
  } finally {
    await cambiarEstatus(page.request, await tokenDe(page.request, ADMIN), orden, [7]);
    await vaciarCarritos(page.request, comprador);
  }
});
