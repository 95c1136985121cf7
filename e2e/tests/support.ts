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
