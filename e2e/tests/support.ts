import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';

/** Signs in through the real login page, as a shopper would. */
export async function signIn(page: Page, email: string, returnUrl?: string) {
  await page.goto(returnUrl ? `/auth/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export async function expectSignedIn(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('usuario-actual'))).not.toBeNull();
}

/** Picks a currency in the header's currency panel (choosing closes it; the current one does not). */
export async function elegirMoneda(page: Page, tipo: 'dolar' | 'bolivar') {
  const boton = page.getByRole('button', { name: /\(moneda:/ });
  const codigo = tipo === 'dolar' ? 'USD' : 'VES';
  if ((await boton.getAttribute('aria-expanded')) !== 'true') await boton.click();
  const radio = page.getByRole('radio', { name: new RegExp(`^${codigo} `) });
  if (await radio.isChecked()) await page.keyboard.press('Escape');
  else await radio.click();
  await expect(page.getByRole('radio', { name: /^(USD|VES) / })).toHaveCount(0);
  await expect(boton).toContainText(codigo);
}

/** The header's search box (the storefront's, once it has replaced the shell's) and its suggestions. */
export const caja = (page: Page) => page.getByRole('combobox', { name: 'Buscar productos' });
export const sugerencias = (page: Page) => page.getByRole('listbox', { name: 'Productos sugeridos' });

/** Types like a person (one key at a time) into the storefront's box, once it has replaced the shell's. */
export async function escribir(page: Page, texto: string) {
  const input = caja(page);
  await expect(input).toBeVisible();
  await input.click();
  await input.fill('');
  await input.pressSequentially(texto, { delay: 60 });
}
