/**
 * The purchases report (issue 33): a period whose start is after its end gets the API's own message
 * at the fields, not a connection problem, and the figures of the previous period go with it; a valid
 * period brings the figures back, purchases apart from the orders still to be paid.
 */
import { expect, test } from '@playwright/test';
import { expectSignedIn, signIn } from './support.ts';

test('a report whose "Desde" is after its "Hasta" says the API’s message, and no stale figures stay', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', '/admin/reporte/compra-usuario?zona=caracas');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Compras por cliente' })).toBeVisible();
  await expect(page.getByLabel('Resumen del período')).toContainText('Por cobrar');

  const hasta = await page.getByLabel('Hasta').inputValue();
  const [a, m, d] = hasta.split('-').map(Number);
  const despues = new Date(Date.UTC(a!, m! - 1, d! + 5)).toISOString().slice(0, 10);
  await page.getByLabel('Desde').fill(despues);

  const aviso = page
    .getByRole('alert')
    .filter({ hasText: 'La fecha inicial no puede ser posterior a la final' });
  await expect(aviso).toBeVisible();
  await expect(page.getByLabel('Desde')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Desde')).toHaveAccessibleDescription(
    'La fecha inicial no puede ser posterior a la final',
  );
  await expect(page.getByText(/Revise su conexión/)).toHaveCount(0);
  await expect(page.getByLabel('Resumen del período')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Compras por cliente' })).toHaveCount(0);

  await page.getByLabel('Desde').fill(hasta);
  await expect(aviso).toHaveCount(0);
  await expect(page.getByLabel('Resumen del período')).toContainText('Total comprado');
});
