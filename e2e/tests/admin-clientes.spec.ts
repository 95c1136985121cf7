/**
 * The customers back-office (issue 19) on the real platform: admin@demo.test blocks a customer whose
 * page is open in another browser; at the customer's next action that page shows 'Usuario
 * Bloqueado/Inactivo' and signs them out; unblocking lets them sign in again. A prime request
 * approved makes its customer prime: their open session is told the plan changed and, signed in
 * again, they carry the Prime badge. Seeded customers of their own (seed-clientes.ts), not cliente@.
 */
import { expect, type Page, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { confirmar } from './admin-flujos.ts';
import { expectSignedIn, signIn } from './support.ts';

const ADMIN = 'admin@demo.test';
const BLOQUEADO = 'Su usuario se encuentra Bloqueado/Inactivo. Por favor comuníquese con Atención al cliente';

/** From a customer's page in the back-office: its block/unblock form, with the reason, confirmed. */
async function bloqueo(page: Page, accion: 'Bloquear' | 'Desbloquear', motivo: string) {
  await page.getByRole('link', { name: accion, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${accion} a Pedro Castillo`);
  await page.getByLabel('Motivo').fill(motivo);
  await page.getByRole('button', { name: accion, exact: true }).click();
  await confirmar(page, accion);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedro Castillo');
}

test('admin@ blocks a customer: their open page sends them out with the Spanish message at their next action; unblocking restores sign-in', async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen pages on a shared machine.
  test.slow();
  const cliente = await browser.newContext();
  const tienda = await cliente.newPage();
  await signIn(tienda, 'pedro.castillo@demo.test', `/${ZONA_SLUG}/producto/${PRICE_PRODUCT_SLUG}`);
  await expectSignedIn(tienda);
  await expect(tienda.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();

  await signIn(page, ADMIN, '/admin/cliente?q=pedro.castillo');
  await expectSignedIn(page);
  await page.getByRole('link', { name: 'Pedro Castillo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedro Castillo');
  // The reason is required: refused beside its field, nothing sent.
  await page.getByRole('link', { name: 'Bloquear', exact: true }).click();
  await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(page.getByText('Ingrese el motivo')).toBeVisible();
  await page.goBack();
  await bloqueo(page, 'Bloquear', 'Pagos rechazados repetidos');
  await expect(page.getByText('Motivo: Pagos rechazados repetidos')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historial de cambios' })).toContainText(ADMIN);

  // The customer's next action: the dialog, then the sign-in page.
  await tienda.getByRole('button', { name: 'Agregar al carrito' }).click();
  const aviso = tienda.getByRole('alertdialog');
  await expect(aviso).toContainText('Usuario Bloqueado/Inactivo');
  await expect(aviso).toContainText(BLOQUEADO);
  await aviso.getByRole('button', { name: 'Aceptar' }).click();
  await expect(tienda).toHaveURL(/\/auth\/login/);
  await expect.poll(() => tienda.evaluate(() => localStorage.getItem('usuario-actual'))).toBeNull();

  await bloqueo(page, 'Desbloquear', 'Aclarado con el banco');
  await signIn(tienda, 'pedro.castillo@demo.test', `/${ZONA_SLUG}`);
  await expectSignedIn(tienda);
  await expect(tienda).toHaveURL(new RegExp(`/${ZONA_SLUG}$`));
  await cliente.close();
});

test('a prime request approved makes the customer prime: their open session learns the new plan', async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen pages on a shared machine.
  test.slow();
  const cliente = await browser.newContext();
  const tienda = await cliente.newPage();
  await signIn(tienda, 'ana.morales@demo.test', `/${ZONA_SLUG}`);
  await expectSignedIn(tienda);
  const logo = tienda.getByRole('banner').getByRole('link', { name: 'Mercado, ir al inicio' });
  await expect(logo).not.toContainText('Prime');

  await signIn(page, ADMIN, '/admin/membresia/solicitud?estado=PENDIENTE&q=ana.morales');
  await expectSignedIn(page);
  await page.getByRole('link', { name: /^Solicitud \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Solicitud PRIME');
  await page.getByLabel('Meses de membresía').fill('6');
  await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await confirmar(page, 'Aprobar');
  await expect(page.locator('dl').getByText('Aprobada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprobar', exact: true })).toHaveCount(0);

  // The customer's next visit. A token issued before the approval meets 'Plan de Usuario actualizado'
  // and signs in again; one renewed since (the run's tokens last 75 s) already carries the new type.
  // Either way the customer is now prime.
  await tienda.reload();
  const aviso = tienda.getByRole('alertdialog').filter({ hasText: 'Plan de Usuario actualizado' });
  const prime = logo.filter({ hasText: 'Prime' });
  await expect(prime.or(aviso)).toBeVisible();
  if (await aviso.isVisible()) {
    await expect(aviso).toContainText(
      'Su plan de usuario ha sido actualizado. Por favor vuelva a ingresar sus credenciales',
    );
    await aviso.getByRole('button', { name: 'Aceptar' }).click();
    await expect(tienda).toHaveURL(/\/auth\/login/);
    await signIn(tienda, 'ana.morales@demo.test', `/${ZONA_SLUG}`);
    await expectSignedIn(tienda);
  }
  await expect(prime).toBeVisible();
  await cliente.close();
});
