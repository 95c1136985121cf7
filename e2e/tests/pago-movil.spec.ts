/**
 * Paying the Venezuelan way with one thumb (issue 36), on a 390 px phone: a Pago Móvil order placed
 * to pay afterwards shows the store's bank, phone, RIF and the exact amount in bolívares, each with a
 * working "Copiar"; "Ya pagué" takes the reference, which staff then see on the order's page. The
 * BCV rate line shows on the store, the cart and the checkout; a 429 is retried ("Reintentando…")
 * with one order in the end.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { PAGO_MOVIL_BANK_CODE, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { formatMoney, fromCents, toCents } from '../../shared/src/rules/money.ts';
import { formatTasa } from '../../shared/src/rules/tasa.ts';
import { API, abrirCarrito, elegirPrimeraFranja, prepararCompra, sinPagar } from './compra.ts';
import { signIn } from './support.ts';

const Z = ZONA_SLUG;
const TELEFONO = { width: 390, height: 844 };
test.use({ viewport: TELEFONO, permissions: ['clipboard-read', 'clipboard-write'] });

/** "Tasa BCV: Bs. 236,45 · actualizada hoy 8:00 a. m." with the rate the API resolves now. */
async function lineaTasa(request: APIRequestContext): Promise<RegExp> {
  const r = await request.get(`${API}/api/website/resolve?zona=${Z}`);
  const { moneda } = (await r.json()) as { moneda: { tipo: string; tasa: string }[] };
  const tasa = formatTasa(moneda.find((m) => m.tipo === 'bolivar')!.tasa).replace('.', '\\.');
  return new RegExp(`^Tasa BCV: Bs\\. ${tasa} · actualizada (hoy|ayer|el) .+(a|p)\\. m\\.$`);
}

async function hastaElPago(page: Page) {
  await elegirPrimeraFranja(page, 'Horario de entrega');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.getByRole('radio', { name: /Pago Móvil/ }).check();
  // Paying after placing is the default: no reference asked before placing.
  await expect(page.getByRole('radio', { name: /Después de confirmar el pedido/ })).toBeChecked();
  await expect(page.getByLabel('Referencia del pago')).toHaveCount(0);
  await page.getByLabel('Banco desde el que pagará').selectOption(PAGO_MOVIL_BANK_CODE);
  await page.getByLabel('Teléfono desde el que pagará').fill('0414-5551234');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Confirmar/, level: 2 })).toBeFocused();
}

async function staffVe(browser: Browser, ordenId: number, texto: string) {
  const staff = await (await browser.newContext({ viewport: TELEFONO })).newPage();
  await signIn(staff, 'admin@demo.test', `/admin/pedido/${ordenId}`);
  await expect(staff.getByText(texto)).toBeVisible();
  await staff.context().close();
}

test('Pago Móvil after placing: copy the data and the amount in Bs., then "Ya pagué"; staff see the reference', async ({
  page,
  browser,
}) => {
  await prepararCompra(page);
  const tasa = await lineaTasa(page.request);
  // The rate line on the store, in the cart panel and at checkout.
  await expect(page.locator('main [data-tasa]')).toHaveText(tasa);
  await abrirCarrito(page);
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  await expect(panel.locator('[data-tasa]')).toHaveText(tasa);
  await panel.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(new RegExp(`/${Z}/pago/0$`));
  await expect(page.locator('main [data-tasa]')).toHaveText(tasa);

  await hastaElPago(page);
  const respuesta = page.waitForResponse(
    (r) => r.url().includes('/registrar') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const r = await respuesta;
  expect(r.status()).toBe(201);
  const { orden } = (await r.json()) as {
    orden: { id: number; numero: string; totales: { bs: { total: string; montoMetodo: string } } };
  };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `¡Gracias! Recibimos su pedido ${orden.numero}`,
  );

  // Where to pay and the exact amount: the order's own total in Bs. at its frozen rate.
  const pague = page.getByRole('region', { name: 'Pague con Pago Móvil' });
  expect(orden.totales.bs.montoMetodo).toBe(orden.totales.bs.total);
  const montoBs = toCents(orden.totales.bs.montoMetodo);
  const esperados: [string, string, string][] = [
    ['Banco', '0134 Banesco', '0134 Banesco'],
    ['Teléfono', '0414-5550000', '04145550000'],
    ['RIF', 'J-40123456-7', 'J-40123456-7'],
    [
      'Monto en bolívares',
      formatMoney(montoBs, { tipo: 'bolivar', simbolo: 'Bs.' }),
      fromCents(montoBs).replace('.', ','),
    ],
  ];
  for (const [etiqueta, valor, copia] of esperados) {
    await expect(pague.getByRole('definition').filter({ hasText: valor })).toBeVisible();
    const boton = pague.getByRole('button', { name: `Copiar ${etiqueta}` });
    await boton.click();
    await expect(pague.getByRole('button', { name: `Copiado ${etiqueta}` })).toBeVisible();
    await expect(pague.getByRole('status')).toHaveText(`${etiqueta} copiado`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copia);
  }
  // Each button fits the phone and is a comfortable tap target.
  const caja = (await pague.getByRole('button', { name: 'Copiado RIF' }).boundingBox())!;
  expect(caja.x + caja.width).toBeLessThanOrEqual(TELEFONO.width);
  expect(caja.height).toBeGreaterThanOrEqual(44);

  // "Ya pagué": a reference that is not 4 to 12 digits is refused beside its field, in words that fix it.
  const referencia = pague.getByLabel('Referencia del pago');
  await referencia.fill('12A');
  await pague.getByRole('button', { name: 'Enviar referencia' }).click();
  await expect(referencia).toHaveAttribute('aria-invalid', 'true');
  await expect(referencia).toHaveAccessibleDescription(/4 a 12 dígitos, solo números/);
  await referencia.fill('00123456');
  await pague.getByRole('button', { name: 'Enviar referencia' }).click();
  const hecho = pague.getByText('Recibimos su referencia 00123456. Verificaremos su pago y le avisaremos.');
  await expect(hecho).toBeFocused();

  await staffVe(browser, orden.id, 'Referencia 00123456');
});

test('a 429 loading the payment form or placing the order is retried after Retry-After: one order', async ({
  page,
}) => {
  const token = await prepararCompra(page);
  const cors = {
    'access-control-allow-origin': 'http://localhost:3000',
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'Retry-After',
    'retry-after': '2',
  };
  const frenar = (patron: RegExp, metodo: string) => {
    let primero = true;
    const llamadas: number[] = [];
    return {
      llamadas,
      activar: () =>
        page.route(patron, async (route) => {
          if (route.request().method() !== metodo) return route.fallback();
          llamadas.push(Date.now());
          if (!primero) return route.fallback();
          primero = false;
          await route.fulfill({
            status: 429,
            headers: cors,
            json: { mensaje: 'Demasiadas solicitudes. Intente de nuevo en unos minutos' },
          });
        }),
    };
  };
  const form = frenar(/\/formpago(\?|$)/, 'GET');
  await form.activar();
  await page.goto(`/${Z}/pago/0`);
  await expect(page.getByText('Reintentando…')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Entrega a domicilio' })).toBeVisible();
  expect(form.llamadas.length).toBe(2);
  expect(form.llamadas[1]! - form.llamadas[0]!).toBeGreaterThanOrEqual(1900);

  await hastaElPago(page);
  const registro = frenar(/\/registrar(\?|$)/, 'POST');
  await registro.activar();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText('Reintentando…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^¡Gracias! Recibimos su pedido P-\d+$/);
  expect(registro.llamadas.length).toBe(2);
  expect(await sinPagar(page.request, token)).toHaveLength(1);
});
