/**
 * The zones back-office (issue 18, decision 0026) on the real platform: zona@demo.test
 * (ROLE_ZONA_ACTUALIZAR + ROLE_ZONA_caracas) edits a Caracas delivery schedule and a shopper's
 * checkout offers the new hours; the same user is refused Valencia's pages (the shell's alert, then
 * the 403 page) and the API refuses Valencia too, by URL and by record id.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { API, bearer, producto, tokenDe, vaciarCarritos } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const STAFF = 'zona@demo.test';
const COMPRADOR = 'cliente@demo.test';

type HorarioApi = {
  id: number;
  diaSemana: number;
  horaInicio: string;
  horaFin: string;
  capacidad: number;
  corteMinutos: number;
  estatus: number;
  version: number;
  reservasMaximas: number;
};

/** A Caracas 08:00–11:00 delivery schedule of the day after tomorrow without bookings (nobody's slot moves). */
async function horarioLibre(request: APIRequestContext, token: string): Promise<HorarioApi> {
  const pasadoManana = new Date(Date.now() + 2 * 86_400_000 - 4 * 3_600_000).getUTCDay();
  const r = await request.get(`${API}/admin/zona/${ZONA_SLUG}/horario?dia=${pasadoManana}`, {
    headers: bearer(token),
  });
  expect(r.ok()).toBe(true);
  const { items } = (await r.json()) as { items: HorarioApi[] };
  const h = items.find((x) => x.horaInicio === '08:00' && x.horaFin === '11:00' && x.reservasMaximas === 0);
  if (!h) throw new Error('no free 08:00 schedule in Caracas');
  return h;
}

test('zona@ edits a Caracas delivery schedule and the checkout offers the new hours', async ({
  page,
  browser,
}) => {
  const staff = await tokenDe(page.request, STAFF);
  const h = await horarioLibre(page.request, staff);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, STAFF, `/admin/zona/${ZONA_SLUG}/horario`);
    await expectSignedIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Horarios de entrega');
    await page.goto(`/admin/zona/${ZONA_SLUG}/horario/${h.id}/editar`);
    const fin = page.getByLabel('Hora de fin');
    await expect(fin).toHaveValue('11:00');
    // A bad time is refused next to its field, and nothing is saved.
    await fin.fill('07:30');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La hora de fin debe ser posterior a la de inicio')).toBeVisible();
    await fin.fill('11:30');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();
    // The page fits a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Its history shows who changed what.
    await expect(page.getByRole('region', { name: 'Historial de cambios' })).toContainText(STAFF);

    // A shopper's checkout offers the slot with its new hours.
    const comprador = await browser.newContext();
    const tienda = await comprador.newPage();
    const token = await tokenDe(tienda.request, COMPRADOR);
    await vaciarCarritos(tienda.request, token);
    const p = await producto(tienda.request, PRICE_PRODUCT_SLUG, token);
    const guardado = await tienda.request.post(`${API}/usuario/carrito/zona/${ZONA_SLUG}/individual`, {
      headers: bearer(token),
      // Enough for the minimum purchase.
      data: { pagina: 0, producto: p.id, cantidad: '3' },
    });
    expect(guardado.ok()).toBe(true);
    await signIn(tienda, COMPRADOR, `/${ZONA_SLUG}/pago/0`);
    const franjas = tienda.getByRole('group', { name: 'Horario de entrega' });
    await expect(franjas.getByText('08:00 a 11:30')).toBeVisible();
    await vaciarCarritos(tienda.request, token);
    await comprador.close();
  } finally {
    // Back as the seed had it, for the specs that follow.
    const actual = (await (
      await page.request.get(`${API}/admin/zona/horario/${h.id}`, { headers: bearer(staff) })
    ).json()) as HorarioApi;
    const { id: _id, estatus: _e, version, reservasMaximas: _r, ...campos } = actual;
    await page.request.put(`${API}/admin/zona/horario/${h.id}`, {
      headers: bearer(staff),
      data: { ...campos, horaFin: '11:00', version },
    });
  }
});

test('zona@ is refused Valencia: the alert then the 403 page, and the API says 403 by URL and by id', async ({
  page,
}) => {
  await signIn(page, STAFF, `/admin/zona/${ZONA_SLUG}`);
  await expectSignedIn(page);
  await page.goto('/admin/zona/valencia/horario');
  await expect(page.getByText('Área restringida')).toBeVisible();
  await expect(page.getByText('No tiene los permisos de la Zona necesaria para esta área')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/error\?codigo=403/);

  const staff = await tokenDe(page.request, STAFF);
  const porUrl = await page.request.get(`${API}/admin/zona/valencia/horario`, { headers: bearer(staff) });
  expect(porUrl.status()).toBe(403);
  const admin = await tokenDe(page.request, 'admin@demo.test');
  const deValencia = (await (
    await page.request.get(`${API}/admin/zona/valencia/horario`, { headers: bearer(admin) })
  ).json()) as { items: HorarioApi[] };
  const id = deValencia.items[0]!.id;
  const porId = await page.request.put(`${API}/admin/zona/horario/${id}/estatus`, {
    headers: bearer(staff),
    data: { estatus: 2, version: deValencia.items[0]!.version },
  });
  expect(porId.status()).toBe(403);
  expect(((await porId.json()) as { mensaje: string }).mensaje).toBe(
    'No tiene los permisos de la Zona necesaria para esta área',
  );
});

test('zona@ registers a zone: name and slug checked as typed, its pages open at once, and its status sends shoppers to maintenance', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, STAFF, '/admin/zona/registrar');
  await expectSignedIn(page);
  const slug = page.getByLabel('Slug');
  await page.getByLabel('Nombre').fill('Caracas');
  await expect(page.getByText('Ese nombre ya está en uso')).toBeVisible();
  await expect(slug).toHaveValue('caracas');
  await expect(page.getByText('Esa dirección web ya está en uso')).toBeVisible();
  await page.getByLabel('Nombre').fill('Mérida Centro');
  await expect(slug).toHaveValue('merida-centro');
  await expect(page.getByText('Dirección web disponible')).toBeVisible();
  await page.getByRole('button', { name: 'Registrar' }).click();

  // The creator's session now carries the zone's role: its page opens, inactive.
  await expect(page).toHaveURL(/\/admin\/zona\/merida-centro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mérida Centro');
  await expect(page.getByText('Inactivo')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const comprador = await browser.newContext();
  const tienda = await comprador.newPage();
  await tienda.goto('/merida-centro');
  await expect(tienda).toHaveURL(/\/mantenimiento\/merida-centro$/);

  // Activated after a confirmation: the store opens for shoppers; back in maintenance, they are sent away again.
  await page.getByRole('button', { name: 'Activar la zona «Mérida Centro»' }).click();
  await page
    .getByRole('alertdialog', { name: 'Activar la zona «Mérida Centro»' })
    .getByRole('button', { name: 'Activar' })
    .click();
  await expect(page.getByText('Activo', { exact: true })).toBeVisible();
  await tienda.goto('/merida-centro');
  await expect(tienda).toHaveURL(/\/merida-centro$/);
  await page.getByRole('button', { name: 'Desactivar la zona «Mérida Centro»' }).click();
  const dialogo = page.getByRole('alertdialog', { name: 'Desactivar la zona «Mérida Centro»' });
  await expect(dialogo).toContainText('verán la página de mantenimiento');
  await dialogo.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Inactivo')).toBeVisible();
  await tienda.goto('/merida-centro');
  await expect(tienda).toHaveURL(/\/mantenimiento\/merida-centro$/);
  await comprador.close();
});
