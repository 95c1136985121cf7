/**
 * The day's rate (issue 35, decision 0047) on the real platform: admin@demo.test sets a new BCV
 * rate at /admin/config (a big change is asked first in the confirmation dialog with both rates and
 * the %, declined once, then confirmed) and sees it in the rate's history; cliente@demo.test, in
 * bolívares at /caracas, sees the new bolívar prices on the product page and in the search box's
 * suggestions at once, while the order placed before keeps its rate and bolívar total. Then a new
 * minimum purchase shows in the cart.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { OFFER_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { formatMoney, formatRate, toCents } from '../../shared/src/rules/money.ts';
import { precioConIva } from '../../shared/src/rules/price.ts';
import { confirmar } from './admin-flujos.ts';
import {
  API,
  abrirCarrito,
  agregarDesdeProducto,
  bearer,
  entrar,
  pedidoPagoMovil,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { elegirMoneda, escribir, signIn, sugerencias } from './support.ts';

const Z = ZONA_SLUG;
const BOLIVAR = { tipo: 'bolivar', simbolo: 'Bs.' } as const;

async function tasaActual(page: Page): Promise<string> {
  const r = await page.request.get(`${API}/api/moneda/mercado`);
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { tipo: string; tasa: string }[]).find((m) => m.tipo === 'bolivar')!.tasa;
}

/** "236.4500" doubled, at the same scale: a change far above the 10 % that asks for confirmation. */
const doble = (tasa: string) => {
  const unidades = (BigInt(tasa.replace('.', '')) * 2n).toString().padStart(5, '0');
  return `${unidades.slice(0, -4)}.${unidades.slice(-4)}`;
};

async function admin(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, 'admin@demo.test', '/admin/config');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuraciones' })).toBeVisible();
  return page;
}

test('a new rate reprices the store in bolívares at once, with confirmation; a placed order keeps its rate', async ({
  page,
  browser,
}) => {
  const token = await tokenDe(page.request, 'cliente@demo.test');
  const { orden } = await pedidoPagoMovil(page.request, token, { envio: 'pickup' });
  const leerOrden = async () =>
    (
      (await (
        await page.request.get(`${API}/usuario/orden/${orden.id}/usuario`, { headers: bearer(token) })
      ).json()) as { totales: { tasa: string; bs: { total: string } } }
    ).totales;
  const antes = await leerOrden();
  const vieja = await tasaActual(page);
  expect(antes.tasa).toBe(vieja);
  const nueva = doble(vieja);
  const arroz = await producto(page.request, OFFER_PRODUCT_SLUG, token);
  const precio = (tasa: string) => formatMoney(precioConIva(arroz, { ...BOLIVAR, tasa }).cents, BOLIVAR);

  // The shopper, in bolívares, at the rate of now.
  await entrar(page, 'cliente@demo.test');
  await elegirMoneda(page, 'bolivar');
  await page.goto(`/${Z}/producto/${OFFER_PRODUCT_SLUG}`);
  await expect(page.getByRole('main').getByTestId('precio').first()).toHaveText(precio(vieja));

  // Staff: the new rate, typed with a comma; the dialog shows both rates and the change.
  const staff = await admin(browser);
  await expect(staff.getByText(`Tasa vigente: Bs. ${formatRate(vieja)} por dólar.`)).toBeVisible();
  const campo = staff.getByLabel('Tasa nueva (Bs. por dólar)');
  await campo.fill(nueva.replace('.', ','));
  await staff.getByRole('button', { name: 'Guardar tasa' }).click();
  const dialogo = staff.getByRole('alertdialog');
  await expect(dialogo).toContainText('Confirmar cambio de tasa');
  await expect(dialogo).toContainText(`de Bs. ${formatRate(vieja)} a Bs. ${formatRate(nueva)} por dólar`);
  await expect(dialogo).toContainText('+100,00 %');
  // Declined: nothing changes, the typed rate stays to be corrected.
  await dialogo.getByRole('button', { name: 'Revisar' }).click();
  await expect(dialogo).toBeHidden();
  expect(await tasaActual(page)).toBe(vieja);
  await expect(campo).toHaveValue(nueva.replace('.', ','));
  // Confirmed.
  await staff.getByRole('button', { name: 'Guardar tasa' }).click();
  await confirmar(staff, 'Sí, cambiar la tasa');
  await expect(staff.getByRole('status').filter({ hasText: 'Tasa del día actualizada' })).toBeVisible();
  await expect(staff.getByText(`Tasa vigente: Bs. ${formatRate(nueva)} por dólar.`)).toBeVisible();
  const historial = staff.getByRole('region', { name: 'Historial de la tasa' }).getByRole('row').nth(1);
  await expect(historial).toContainText(`Bs. ${formatRate(nueva)}`);
  await expect(historial).toContainText(`Bs. ${formatRate(vieja)}`);
  await expect(historial).toContainText('+100,00 %');
  await expect(historial).toContainText('admin@demo.test');
  expect(await tasaActual(page)).toBe(nueva);

  // The shopper's next page: the product and the search box's suggestion at the new rate.
  await page.reload();
  await expect(page.getByRole('main').getByTestId('precio').first()).toHaveText(precio(nueva));
  await escribir(page, 'arro');
  const opcion = sugerencias(page).locator(`[role="option"][data-producto-id="${arroz.id}"]`);
  await expect(opcion.getByTestId('precio')).toHaveText(precio(nueva));

  // The order placed before: its rate and its bolívar total, on the API and on its page.
  expect(await leerOrden()).toEqual(antes);
  await page.goto(`/mi-cuenta/pedidos/${orden.id}`);
  await expect(page.getByText(`${vieja.replace('.', ',')} Bs. por dólar`)).toBeVisible();
  await expect(page.getByText(formatMoney(toCents(antes.bs.total), BOLIVAR)).first()).toBeVisible();

  // Back to the rate before, confirmed, so the specs after this one see the seeded rate.
  await staff.getByLabel('Tasa nueva (Bs. por dólar)').fill(vieja);
  await staff.getByRole('button', { name: 'Guardar tasa' }).click();
  await confirmar(staff, 'Sí, cambiar la tasa');
  await expect(staff.getByText(`Tasa vigente: Bs. ${formatRate(vieja)} por dólar.`)).toBeVisible();
  await vaciarCarritos(page.request, token);
});

test('on a phone: a new minimum purchase shows in the cart; bad input beside its field; leaving unsaved asks', async ({
  page,
  browser,
}) => {
  const staff = await admin(browser, { width: 390, height: 844 });
  for (const etiqueta of ['Tasa nueva (Bs. por dólar)', 'Monto mínimo (USD)', 'Porcentaje del IGTF (%)']) {
    const campo = staff.getByLabel(etiqueta, { exact: true });
    await campo.scrollIntoViewIfNeeded();
    const caja = (await campo.boundingBox())!;
    expect(caja.x, etiqueta).toBeGreaterThanOrEqual(0);
    expect(caja.x + caja.width, etiqueta).toBeLessThanOrEqual(390);
  }
  const minimo = staff.getByLabel('Monto mínimo (USD)');
  const guardar = minimo.locator('xpath=ancestor::form').getByRole('button', { name: 'Guardar' });
  const antes = await minimo.inputValue();
  await minimo.fill('-5');
  await guardar.click();
  await expect(staff.getByText('El monto no puede ser negativo')).toBeVisible();
  await expect(minimo).toHaveAttribute('aria-invalid', 'true');
  // A change not saved: leaving asks first, and staying keeps it.
  await staff.getByRole('link', { name: 'Panel', exact: true }).click();
  const salir = staff.getByRole('alertdialog');
  await expect(salir).toContainText('Cambios sin guardar');
  await salir.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(staff).toHaveURL(/\/admin\/config$/);
  await expect(minimo).toHaveValue('-5');
  await minimo.fill('95,5');
  await guardar.click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Monto mínimo de compra: cambio guardado' }),
  ).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Monto mínimo de compra: $ 95,50' })).toBeVisible();

  const token = await tokenDe(page.request, 'cliente@demo.test');
  await vaciarCarritos(page.request, token);
  await entrar(page, 'cliente@demo.test');
  await elegirMoneda(page, 'dolar');
  await agregarDesdeProducto(page, OFFER_PRODUCT_SLUG, 1);
  await abrirCarrito(page);
  await expect(page.getByRole('dialog', { name: 'Carrito' })).toContainText('mínimo de compra es $ 95,50');

  const otra = staff.getByLabel('Monto mínimo (USD)');
  await otra.fill(antes);
  await otra.locator('xpath=ancestor::form').getByRole('button', { name: 'Guardar' }).click();
  await expect(staff.getByRole('heading', { name: `Monto mínimo de compra: $ ${antes}` })).toBeVisible();
  await vaciarCarritos(page.request, token);
});
