import { expect, test } from '@playwright/test';
import { expectSignedIn, signIn } from './support.ts';

test('a visitor picks a zone and lands in its store with prices', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Caracas' }).click();
  await expect(page).toHaveURL(/\/caracas$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caracas');
  // Product cards with a price in the zone's default currency (spec §9: dot thousands, comma decimals).
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^(\$|Bs\.) \d{1,3}(\.\d{3})*,\d{2}$/).first()).toBeVisible();
  // The zone is remembered as the default one.
  expect(await page.evaluate(() => localStorage.getItem('zona-predeterminada'))).toContain('caracas');
});

test('an inactive zone shows its maintenance page', async ({ page }) => {
  await page.goto('/maracaibo');
  await expect(page).toHaveURL(/\/mantenimiento\/maracaibo$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/mantenimiento/i);
});

test('an unknown page shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/caracas/una/ruta/que/no/existe');
  await expect(page.getByText(/no encontr/i).first()).toBeVisible();
});

test('cliente signs in and out', async ({ page }) => {
  await signIn(page, 'cliente@demo.test', '/caracas');
  await expect(page).toHaveURL(/\/caracas$/);
  await expectSignedIn(page);
  await page.goto('/auth/logout');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('usuario-actual'))).toBeNull();
});

test('a user without phone is sent to the phone screen', async ({ page }) => {
  await signIn(page, 'sintelefono@demo.test', '/caracas');
  await expect(page).toHaveURL(/\/mi-cuenta\/telefono/);
});

test('a blocked user is refused with the Spanish message', async ({ page }) => {
  await signIn(page, 'bloqueado@demo.test');
  await expect(
    page.getByText(
      'Su usuario se encuentra Bloqueado/Inactivo. Por favor comuníquese con Atención al cliente',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('catalog staff reach products but not orders', async ({ page }) => {
  await signIn(page, 'catalogo@demo.test', '/admin/producto');
  await expect(page).toHaveURL(/\/admin\/producto$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Productos/);
  await page.goto('/admin/pedido');
  await expect(page.getByText('Área restringida')).toBeVisible();
  await expect(page.getByText('No tiene los permisos necesarios para esta área')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/error\?codigo=403/);
});

test('a stopped remote shows the fallback while the rest of the site works', async ({ page }) => {
  await page.goto('/');
  // The storefront's files unreachable, as if its server were down (overrides are for development
  // builds only).
  await page.route('**/remotes/mf_storefront/**', (route) => route.abort('connectionrefused'));
  await page.goto('/caracas');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect(page.getByText('No pudimos cargar esta sección.')).toBeVisible();
  // Layout and other remotes keep working.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar Sesión' }).first().click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  // Back to a working build: the retry loads it.
  await page.unroute('**/remotes/mf_storefront/**');
  await page.goto('/caracas');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the access token refreshes without the user noticing', async ({ page }) => {
  await signIn(page, 'cliente@demo.test', '/mi-cuenta');
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  const first = await page.evaluate(() => localStorage.getItem('usuario-actual'));
  expect(first).not.toBeNull();
  // Access tokens live 75 s in this run; the shell refreshes 60 s before expiry.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('usuario-actual')), { timeout: 40_000 })
    .not.toBe(first);
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  await page.reload();
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  await expect(page.getByText('cliente@demo.test').first()).toBeVisible();
});
