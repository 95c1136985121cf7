/**
 * Issue 36 on a 390 px phone: the delivery promise up front and slots that say why. The store's
 * header names the next delivery the checkout would offer; the checkout shows that slot first and
 * chosen, the places left on every slot and a closed day with its reason; the cart's bar to free
 * delivery moves as products are added; the cart button of cart 2 shows one count. Expected values
 * come from the API's own answers and the shared rules.
 */
import { expect, test } from '@playwright/test';
import {
  BLOCKED_DATE_OFFSET_DAYS,
  PRICE_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import type { EntregaZona } from '../../shared/src/contracts/franjas.ts';
import { caracasDay } from '../../shared/src/rules/dates.ts';
import { proximaFranja, textoCupos, textoProximaEntrega } from '../../shared/src/rules/entrega.ts';
import { sumarDias } from '../../shared/src/rules/franjas.ts';
import { toCents } from '../../shared/src/rules/money.ts';
import {
  API,
  abrirCarrito,
  entrar,
  llenarCarrito,
  miniCarrito,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';

const Z = ZONA_SLUG;

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

async function entrega(request: import('@playwright/test').APIRequestContext): Promise<EntregaZona> {
  const r = await request.get(`${API}/api/website/entrega/${Z}`);
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()) as EntregaZona;
}

test('the store’s header names the next delivery, in Caracas time, with its places left', async ({
  page,
}) => {
  const proxima = proximaFranja((await entrega(page.request)).franjas);
  expect(proxima).not.toBeNull();
  await page.goto(`/${Z}`);
  const linea = page.getByRole('main').locator('p', { hasText: /^Próxima entrega:/ });
  await expect(linea).toHaveText(`Próxima entrega: ${textoProximaEntrega(proxima!, new Date())}`);
  await expect(linea).toHaveText(
    /^Próxima entrega: (hoy|mañana|\p{L}+) \d{1,2}(:\d\d)?.* [ap]\. m\. · (quedan? \d+ cupos?)$/u,
  );
  // Inside the phone's width.
  const caja = await linea.boundingBox();
  expect(caja!.x + caja!.width).toBeLessThanOrEqual(390);
});

test('checkout offers the next slot first and chosen, the places left, and a closed day with its reason', async ({
  page,
}) => {
  const token = await tokenDe(page.request, 'cliente@demo.test');
  await vaciarCarritos(page.request, token);
  const harina = await producto(page.request, TAX_EXEMPT_PRODUCT_SLUG);
  // Enough for the minimum purchase.
  const minimo = toCents(
    (
      (await (await page.request.get(`${API}/api/website/resolve?zona=${Z}`)).json()) as {
        configuracion: { minimoCompra: string };
      }
    ).configuracion.minimoCompra,
  );
  const unidades = Math.ceil(minimo / toCents(Number(harina.oferta) > 0 ? harina.oferta : harina.precio)) + 1;
  await llenarCarrito(page.request, token, 0, [{ producto: harina.id, cantidad: String(unidades) }]);
  const { franjas, diasCerrados } = await entrega(page.request);
  const proxima = proximaFranja(franjas)!;
  const bloqueada = sumarDias(caracasDay(new Date()), BLOCKED_DATE_OFFSET_DAYS);
  const cerrado = diasCerrados.find((d) => d.fecha === bloqueada);
  expect(cerrado?.motivo).toBe('Inventario anual');

  await entrar(page, 'cliente@demo.test');
  await page.goto(`/${Z}/pago/0`);
  const grupo = page.getByRole('group', { name: 'Horario de entrega' });
  await expect(grupo).toBeVisible();
  // The next bookable slot comes first, already chosen.
  const primera = grupo.getByRole('radio').first();
  await expect(primera).toHaveValue(proxima.id);
  await expect(primera).toBeChecked();
  await expect(grupo.getByRole('group', { name: /^Lo más pronto:/ })).toContainText(
    `${proxima.horaInicio} a ${proxima.horaFin} · ${textoCupos(proxima)}`,
  );
  // Every slot offered says its places left (or that it is full).
  const opciones = grupo.locator('label');
  const n = await opciones.count();
  expect(n).toBeGreaterThan(3);
  for (let i = 0; i < n; i++) await expect(opciones.nth(i)).toContainText(/· (quedan? \d+ cupos?|Completo)$/);
  // The closed day is listed with its reason instead of disappearing.
  await expect(grupo.getByText('Cerrado: Inventario anual')).toBeVisible();
  // No slot past its cut-off is offered.
  const cerradas = franjas.filter((f) => f.estado === 'cerrada');
  for (const f of cerradas) await expect(grupo.locator(`input[value="${f.id}"]`)).toHaveCount(0);
  await vaciarCarritos(page.request, token);
});

test('the cart’s bar to free delivery moves when a product is added, and says what is missing', async ({
  page,
}) => {
  await page.goto(`/${Z}/producto/${TAX_EXEMPT_PRODUCT_SLUG}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');
  await abrirCarrito(page);
  const barra = page
    .getByRole('dialog', { name: 'Carrito' })
    .getByRole('progressbar', { name: 'Camino al delivery gratis' });
  await expect(barra).toHaveAttribute('aria-valuetext', /^Le faltan .+ para el delivery gratis/);
  const antes = Number(await barra.getAttribute('aria-valuenow'));
  expect(antes).toBeGreaterThanOrEqual(0);
  expect(antes).toBeLessThan(100);
  await page.keyboard.press('Escape');

  const cafe = await producto(page.request, PRICE_PRODUCT_SLUG);
  expect(toCents(cafe.precio)).toBeGreaterThan(0);
  await page.goto(`/${Z}/producto/${PRICE_PRODUCT_SLUG}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 2 productos');
  await abrirCarrito(page);
  await expect.poll(async () => Number(await barra.getAttribute('aria-valuenow'))).toBeGreaterThan(antes);
  // Measured at rest: while the panel still slides in, the bar is partly off screen (it was, in CI).
  await expect
    .poll(async () => {
      const caja = await barra.boundingBox();
      return caja!.x + caja!.width;
    })
    .toBeLessThanOrEqual(390);
});

test('the cart button of cart 2 shows one count, and names its cart in words', async ({ page }) => {
  const token = await tokenDe(page.request, 'cliente@demo.test');
  await vaciarCarritos(page.request, token);
  const harina = await producto(page.request, TAX_EXEMPT_PRODUCT_SLUG);
  const cafe = await producto(page.request, PRICE_PRODUCT_SLUG);
  await llenarCarrito(page.request, token, 1, [
    { producto: harina.id, cantidad: '2' },
    { producto: cafe.id, cantidad: '1' },
  ]);
  await entrar(page, 'cliente@demo.test');
  await abrirCarrito(page);
  await page.getByRole('radio', { name: /Carrito 2/ }).check();
  await page.keyboard.press('Escape');
  const boton = miniCarrito(page);
  await expect(boton).toHaveAccessibleName('Carrito 2, 2 productos');
  // What it shows: the count once, and "Carrito 2" in words (no second bare number).
  await expect(boton).toHaveText(/^\s*2\s*Carrito 2\s*$/);
  const caja = await boton.boundingBox();
  expect(caja!.height).toBeGreaterThanOrEqual(44);
  expect(caja!.x + caja!.width).toBeLessThanOrEqual(390);
  await vaciarCarritos(page.request, token);
});
