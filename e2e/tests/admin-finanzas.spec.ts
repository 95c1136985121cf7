/**
 * The finance team's books (issue 35): admin@ opens the daily summary of a period chosen in the URL,
 * sees the table by day and the charts (uPlot, loaded with the page), downloads the CSV, and runs the
 * ledger check, which says the ledger balances; on a 390 px phone the page does not overflow.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectSignedIn, signIn } from './support.ts';

/** A Caracas calendar day `dias` from today. */
function dia(dias: number): string {
  const ahora = new Date(Date.now() - 4 * 3600_000);
  ahora.setUTCDate(ahora.getUTCDate() + dias);
  return ahora.toISOString().slice(0, 10);
}

test('the daily summary of a period: table, a chart per measure, the CSV, and the ledger balances', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const desde = dia(-6);
  const hasta = dia(0);
  await signIn(page, 'admin@demo.test', `/admin/finanzas?desde=${desde}&hasta=${hasta}`);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen diario' })).toBeVisible();
  await expect(page.getByLabel('Desde')).toHaveValue(desde);
  await expect(page.getByLabel('Hasta')).toHaveValue(hasta);

  const tabla = page.getByRole('table', { name: /Resumen por día/ });
  await expect(tabla).toBeVisible();
  // A header row and one row per day of the period.
  await expect(tabla.getByRole('row')).toHaveCount(8);
  await expect(tabla.getByRole('columnheader', { name: 'Saldo emitido' })).toBeVisible();

  const grafico = page.getByRole('img', { name: /Gráfico de pedidos pagados por día/ });
  await expect(grafico).toBeVisible();
  await expect(grafico.locator('canvas')).toHaveCount(1);
  await expect(page.getByRole('img', { name: /Gráfico de saldo emitido por día/ })).toBeVisible();
  // The page fits the phone; the wide table scrolls inside its own region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe(`resumen-financiero-tienda-${desde}-a-${hasta}.csv`);
  const csv = (await readFile((await archivo.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(csv[0]).toMatch(/^Día;Tasa \(Bs\/USD\);Pedidos pagados \(cantidad\);Pedidos pagados \(USD\)/);
  expect(csv).toHaveLength(1 + 7 + 1);
  expect(csv.at(-1)).toMatch(/^Total;/);

  await page.getByRole('link', { name: 'Revisar el cuadre del saldo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuadre del saldo' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'El libro cuadra con los saldos.' })).toBeVisible();
  await expect(page.getByLabel('Totales del libro')).toContainText('Suma de los saldos');
});
