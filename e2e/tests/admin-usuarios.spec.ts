/**
 * Staff roles, push segments and the purchases report (issue 19, decision 0032) on the real platform:
 * admin@demo.test gives personal@demo.test Valencia's zone role, and personal@ then opens Valencia's
 * zone page; a segment registered shows its customers as the API counts them; the report's CSV
 * downloads with the report's rows.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API, bearer, tokenDe } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const ADMIN = 'admin@demo.test';
const STAFF = 'personal@demo.test';
const ROLES_BASE = ['ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas'];

/** Signs out and waits until the page says so. */
async function salir(page: Page) {
  await page.goto('/auth/logout');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
}

/** personal@'s staff record, its roles back to the seeded ones (a rerun starts from the same place). */
async function personalComoAlInicio(request: APIRequestContext, token: string) {
  const lista = await request.get(`${API}/admin/usuario?q=${encodeURIComponent(STAFF)}`, {
    headers: bearer(token),
  });
  expect(lista.ok()).toBe(true);
  const { items } = (await lista.json()) as { items: { id: string; roles: string[] }[] };
  const u = items[0]!;
  if (u.roles.join() !== ROLES_BASE.join()) {
    const leido = await request.get(`${API}/admin/usuario/${u.id}`, { headers: bearer(token) });
    const { version } = (await leido.json()) as { version: number };
    const r = await request.put(`${API}/admin/usuario/${u.id}/roles`, {
      headers: bearer(token),
      data: { roles: ROLES_BASE, version },
    });
    expect(r.ok()).toBe(true);
  }
  return u.id;
}

test('admin@ gives a staff user Valencia’s zone role, and that user then opens Valencia’s zone page', async ({
  page,
}) => {
  const admin = await tokenDe(page.request, ADMIN);
  const id = await personalComoAlInicio(page.request, admin);

  await signIn(page, ADMIN, '/admin/usuario');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await page.getByLabel('Nombre o correo').fill('personal@');
  // The filter reaches the URL after a pause: the row is the filtered list's.
  await expect(page).toHaveURL(/q=personal%40/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Personal de Zonas' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/usuario/${id}$`));
  // Each role by its Spanish name, with what it allows.
  await expect(page.getByRole('checkbox', { name: 'Categorías', exact: true })).toHaveAccessibleDescription(
    'Registrar y editar categorías.',
  );
  const valencia = page.getByRole('checkbox', { name: 'Zona Valencia', exact: true });
  await expect(valencia).toHaveAccessibleDescription(/zona Valencia/);
  await expect(valencia).not.toBeChecked();
  await valencia.check();
  await page.getByRole('button', { name: 'Guardar roles' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();
  // The change is in the user's history, the roles by name.
  await expect(
    page
      .getByRole('region', { name: 'Historial de cambios' })
      .getByRole('row', {
        name: 'Roles Administración, Zonas, Zona Caracas Administración, Zonas, Zona Caracas, Zona Valencia',
      })
      .first(),
  ).toBeVisible();
  await salir(page);

  await signIn(page, STAFF, '/admin/zona/valencia/editar');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Valencia');
  await expect(page.getByText('No tiene los permisos de la Zona necesaria para esta área')).toHaveCount(0);
  await salir(page);
  // Access tokens live 75 s here: a new one for the clean-up.
  await personalComoAlInicio(page.request, await tokenDe(page.request, ADMIN));
});

test('a registered segment shows its customers as the API counts them', async ({ page }) => {
  const nombre = `Recientes ${Date.now().toString(36)}`;
  await signIn(page, ADMIN, '/admin/onesignal/registrar');
  await expectSignedIn(page);
  await page.getByLabel('Nombre').fill(nombre);
  await page.getByLabel('Zona').selectOption('caracas');
  await page.getByLabel('Compra reciente').selectOption('compro');
  await page.getByLabel('Días').fill('30');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page).toHaveURL(/\/admin\/onesignal\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  const segmento = Number(new URL(page.url()).pathname.split('/').pop());
  const admin = await tokenDe(page.request, ADMIN);
  const r = await page.request.get(`${API}/admin/onesignal/${segmento}`, { headers: bearer(admin) });
  const { clientes } = (await r.json()) as { clientes: number };
  await expect(page.getByTestId('clientes-segmento')).toHaveText(String(clientes));

  // Without OneSignal's keys (as here) the send is recorded as not sent.
  await page.getByLabel('Título').fill('Ofertas de la semana');
  await page.getByLabel('Mensaje').fill('Harina PAN a mitad de precio');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const dialogo = page.getByRole('alertdialog');
  await dialogo.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(
    page
      .getByRole('table', { name: 'Envíos' })
      .getByRole('cell', { name: 'No enviado: OneSignal no está configurado' }),
  ).toBeVisible();
});

test('the purchases report’s CSV downloads with the report’s rows', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/reporte/compra-usuario?zona=caracas');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Compras por cliente' })).toBeVisible();
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('compras-por-cliente-caracas.csv');
  const csv = (await readFile((await archivo.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(csv[0]).toBe('Cliente;Correo;Pedidos;Total (USD);Última compra;Pedidos por cobrar;Por cobrar (USD)');

  const admin = await tokenDe(page.request, ADMIN);
  const r = await page.request.get(`${API}/admin/reporte/compra-usuario?zona=caracas`, {
    headers: bearer(admin),
  });
  const { items, total } = (await r.json()) as {
    items: { email: string; pedidos: number }[];
    total: number;
  };
  expect(csv).toHaveLength(total + 1);
  expect(csv.slice(1, items.length + 1).map((l) => l.split(';').slice(1, 3))).toEqual(
    items.map((f) => [f.email, String(f.pedidos)]),
  );
});
