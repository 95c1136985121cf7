/**
 * The shell's hooks into remotes, each declared by the remote that owns it (its description): the
 * bottom bar's cart button opens the checkout's cart panel, its Buscar focuses the storefront's search
 * box, and signing in from the checkout's hand-off (carrito=pagar, spec §5) comes back to paying.
 */
import { expect, test } from '@playwright/test';
import { ZONA_SLUG as Z } from '../../api/src/db/seed-fixtures.ts';
import { caja, DEMO_PASSWORD, expectSignedIn } from './support.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the bottom bar's Buscar focuses the search box and its Carrito opens the cart", async ({ page }) => {
    await page.goto(`/${Z}`);
    const barra = page.getByRole('navigation', { name: 'Menú inferior' });
    await expect(caja(page)).toBeVisible();
    await barra.getByRole('button', { name: 'Buscar' }).click();
    await expect(caja(page)).toBeFocused();

    const carrito = barra.getByRole('button', { name: 'Carrito' });
    await carrito.click();
    await expect(page.getByRole('dialog', { name: 'Carrito' })).toBeVisible();
  });
});

test("signing in from the checkout's hand-off comes back to paying that cart", async ({ page }) => {
  // Where the checkout's cart sends a visitor who pays (its own link), here for cart 2.
  await page.goto(`/auth/login?returnUrl=%2F${Z}&carrito=pagar&pagina=1`);
  await page.getByLabel('Correo electrónico').fill('cliente@demo.test');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expectSignedIn(page);
  await page.waitForURL(`**/${Z}/pago/1`);
});
