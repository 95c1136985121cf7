/**
 * Issue 35, the coupons back-office on the real platform: admin@demo.test registers a coupon in
 * /admin/cupon/registrar (on a phone-sized screen, the code checked as typed), cliente@demo.test
 * applies it in the cart panel and sees the discount at once; admin deactivates it from the list (a
 * confirmation first) and the customer's cart and a new attempt refuse it.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { COUPON_PERCENT_CODE, PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { MensajesCupon } from '../../shared/src/contracts/cupon.ts';
import { confirmar } from './admin-flujos.ts';
import {
  API,
  abrirCarrito,
  bearer,
  entrar,
  llenarCarrito,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { signIn } from './support.ts';

const Z = ZONA_SLUG;
const CODIGO = `E2E${Date.now().toString(36).toUpperCase()}`;

type Carrito = { pagina: number; totales: { subtotal: string; descuentoCupon: string } };

async function carrito(request: APIRequestContext, token: string): Promise<Carrito> {
  const r = await request.get(`${API}/usuario/carrito/zona/${Z}`, { headers: bearer(token) });
  return ((await r.json()) as { carritos: Carrito[] }).carritos.find((c) => c.pagina === 0)!;
}

test.describe.configure({ mode: 'serial' });

test('admin registers a coupon, the customer applies it at checkout; deactivated, it is refused', async ({
  page,
  browser,
  request,
}) => {
  // Admin, on a 390 px screen: the form with the code checked as typed.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@demo.test', '/admin/cupon/registrar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrar cupón');
  const codigo = page.getByLabel('Código', { exact: true });
  await codigo.fill(COUPON_PERCENT_CODE.toLowerCase());
  await expect(page.getByText('Ese código ya está en uso')).toBeVisible();
  await codigo.fill(CODIGO.toLowerCase());
  await expect(page.getByText('Código disponible')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(`Cupón ${CODIGO}`);
  await page.getByRole('radio', { name: 'Porcentaje' }).check();
  // A percentage over 100 is refused beside the field, before anything is sent.
  await page.getByLabel('Valor (%)').fill('120');
  await page.getByLabel('Usos por cliente').fill('0');
  await page.getByRole('checkbox', { name: 'Normal' }).check();
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByLabel('Valor (%)')).toHaveAccessibleDescription(
    'El porcentaje no puede pasar de 100',
  );
  await page.getByLabel('Valor (%)').fill('12,5');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Cupón registrado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cupón ${CODIGO}`);
  await expect(page).toHaveURL(/\/admin\/cupon\/\d+\/editar$/);
  await expect(page.getByText('Creó el registro')).toBeVisible();
  await expect(page.getByTestId('resumen-usos')).toHaveText('Usado 0 veces por 0 clientes.');

  // The customer applies it in the cart panel at once, and sees the discount. (The API calls go
  // through their own request context: a sign-in through page.request would replace admin's cookie.)
  const token = await tokenDe(request, 'cliente@demo.test');
  await vaciarCarritos(request, token);
  const p = await producto(request, PRICE_PRODUCT_SLUG, token);
  await llenarCarrito(request, token, 0, [{ producto: p.id, cantidad: '3' }]);
  const contexto = await browser.newContext();
  const cliente = await contexto.newPage();
  await entrar(cliente, 'cliente@demo.test');
  await abrirCarrito(cliente);
  const panel = cliente.getByRole('dialog', { name: 'Carrito' });
  await panel.getByLabel('¿Tiene un cupón?').fill(CODIGO.toLowerCase());
  await panel.getByRole('button', { name: 'Aplicar' }).click();
  await expect(panel.getByText(CODIGO, { exact: true })).toBeVisible();
  // The applied coupon's line: its code and the discount ('−Bs. 530,24').
  await expect(panel.locator('strong', { hasText: /^\s*−/ })).toBeVisible();
  const c = await carrito(request, token);
  const sub = Math.round(Number(c.totales.subtotal) * 100);
  expect(c.totales.descuentoCupon).toBe((Math.round(sub * 0.125) / 100).toFixed(2));

  // Admin deactivates it from the list (confirmed first).
  await page.goto(`/admin/cupon?q=${CODIGO}`);
  const fila = page.getByRole('row').filter({ has: page.getByRole('link', { name: CODIGO }) });
  await fila.getByRole('button', { name: `Desactivar el cupón «${CODIGO}»` }).click();
  await confirmar(page, 'Desactivar');
  await expect(fila.getByText('Inactivo')).toBeVisible();

  // The customer's cart no longer takes it, and applying it again is refused.
  await cliente.reload();
  await abrirCarrito(cliente);
  await expect(panel.getByText(MensajesCupon.NO_EXISTE)).toBeVisible();
  expect((await carrito(request, token)).totales.descuentoCupon).toBe('0.00');
  await panel.getByLabel('Cambiar cupón').fill(CODIGO);
  await panel.getByRole('button', { name: 'Aplicar' }).click();
  await expect(panel.getByRole('alert')).toHaveText(MensajesCupon.NO_EXISTE);

  // The history on its page says who changed the status.
  await page.getByRole('link', { name: CODIGO }).click();
  await expect(page.getByText('Cambió el estatus')).toBeVisible();
  await vaciarCarritos(request, token);
  await contexto.close();
});
