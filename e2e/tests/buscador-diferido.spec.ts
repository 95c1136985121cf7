/**
 * Issue 36's JS budget: the header's combobox (the storefront's `buscador` chunk) is not on the
 * store's way to its content. The shell's plain box shows meanwhile; the combobox comes once the page
 * is in (or when the shopper focuses the box) and takes over what was typed, and the focus.
 */
import { expect, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { caja, sugerencias } from './support.ts';

test('the store shows before the combobox; typed in the plain box, its text and focus carry over', async ({
  page,
}) => {
  let soltar = () => {};
  const retenido = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  let pedido = false;
  await page.route('**/remotes/mf_storefront/**/buscador.*.js', async (route) => {
    pedido = true;
    await retenido;
    await route.continue();
  });
  await page.goto(`/${ZONA_SLUG}`);
  // The page's content and its cards are in while the combobox's code is held back.
  await expect(page.locator('#contenido h1').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Agregar / }).first()).toBeVisible();
  const simple = page.getByRole('searchbox', { name: 'Buscar productos' });
  await expect(simple).toBeVisible();
  await expect(caja(page)).toHaveCount(0);

  await simple.click();
  await simple.pressSequentially('arro');
  await expect.poll(() => pedido).toBe(true);
  soltar();
  await expect(caja(page)).toBeFocused();
  await expect(caja(page)).toHaveValue('arro');
  await expect(simple).toBeHidden();
  await expect(sugerencias(page).getByRole('option').first()).toContainText('Arroz');
});
