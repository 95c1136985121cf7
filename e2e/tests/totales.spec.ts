/**
 * Issue 36, decision 0049, on a 390 px phone: shelf prices include IVA and are the same on the
 * search results' card, the product page, the suggestions and the cart line; on a cart with a weighed
 * product, an offer, a coupon and a method that pays IGTF (Zelle), the bolívar rows of the checkout
 * summary add up to the total shown, to the céntimo; the savings are a sentence, not a row.
 */
import { expect, type Locator, test } from '@playwright/test';
import {
  COUPON_PERCENT_CODE,
  OFFER_PRODUCT_SLUG,
  PICKUP_NAME,
  TAX_GENERAL_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import { parseMoneyInput } from '../../shared/src/rules/money.ts';
import {
  API,
  abrirCarrito,
  bearer,
  elegirPrimeraFranja,
  formPago,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { caja, elegirMoneda, escribir, expectSignedIn, signIn, sugerencias } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

const Z = ZONA_SLUG;
const CUENTA = 'mayorista@demo.test';

/** "Bs. 1.017,59", "−Bs. 1,00" → cents; "Gratis" → 0. */
function centimos(texto: string): number {
  const limpio = texto.trim().replace(/^[−-]/, '');
  if (limpio === 'Gratis') return 0;
  const m = /^(?:\$|Bs\.) ([\d.]+,\d{2})$/.exec(limpio);
  const cents = m ? parseMoneyInput(m[1]!) : null;
  if (cents === null) throw new Error(`No es un monto: ${texto}`);
  return cents;
}

/** The rows of the lists inside `caja` (`dt` → `dd` text), in order. */
async function filas(caja: Locator): Promise<[string, string][]> {
  const dts = await caja.locator('dl dt').allInnerTexts();
  const dds = await caja.locator('dl dd').allInnerTexts();
  return dts.map((dt, i) => [dt.trim(), dds[i]?.trim() ?? '']);
}
const fila = (rows: [string, string][], etiqueta: RegExp) =>
  rows.filter(([dt]) => etiqueta.test(dt)).reduce((a, [, dd]) => a + centimos(dd), 0);

test('the same price with IVA on the card, the product page, the suggestions and the cart line', async ({
  page,
}) => {
  const token = await tokenDe(page.request, CUENTA);
  await vaciarCarritos(page.request, token);
  const p = await producto(page.request, TAX_GENERAL_PRODUCT_SLUG, token);
  await signIn(page, CUENTA, `/${Z}`);
  await expectSignedIn(page);
  await elegirMoneda(page, 'bolivar');

  await page.goto(`/${Z}/producto/${TAX_GENERAL_PRODUCT_SLUG}`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('precio').first()).toHaveText(/^Bs\. [\d.]+,\d{2}$/);
  const precio = (await main.getByTestId('precio').first().textContent()) ?? '';
  await expect(main.getByText('IVA incluido').first()).toBeVisible();
  await expect(main.getByText(/\+ IVA|Con IVA/)).toHaveCount(0);

  // The card in the search results, and the suggestion.
  const q = p.nombre.split(/\s+/).slice(0, 2).join(' ');
  await page.goto(`/${Z}/buscar?q=${encodeURIComponent(q).replace(/%20/g, '+')}`);
  const tarjeta = page.locator(`article[data-producto-id="${p.id}"]`);
  await expect(tarjeta.getByTestId('precio')).toHaveText(precio);
  await expect(tarjeta).not.toContainText('IVA 16 %');
  await page.goto(`/${Z}`);
  await escribir(page, q);
  const opcion = sugerencias(page).locator(`[role="option"][data-producto-id="${p.id}"]`);
  await expect(opcion.getByTestId('precio')).toHaveText(precio);
  await caja(page).press('Escape');

  // The cart line: the same price per unit, and the line is it × 2.
  const puesto = await page.request.post(`${API}/usuario/carrito/zona/${Z}`, {
    headers: bearer(token),
    data: { pagina: 0, carritoDetalle: [{ producto: p.id, cantidad: '2' }] },
  });
  expect(puesto.ok(), await puesto.text()).toBe(true);
  await page.reload();
  await abrirCarrito(page);
  const linea = page.getByRole('dialog', { name: 'Carrito' }).locator(`li[data-producto="${p.id}"]`);
  await expect(linea).toContainText(`${precio} c/u`);
  await expect(linea).toContainText(`Total de la línea: Bs. `);
  const total = /Total de la línea:\s*(Bs\. [\d.]+,\d{2})/.exec((await linea.textContent()) ?? '')?.[1] ?? '';
  expect(centimos(total)).toBe(2 * centimos(precio));
});

test('a weighed product, an offer, a coupon and IGTF: the bolívar rows add up to the total', async ({
  page,
}) => {
  const request = page.request;
  const token = await tokenDe(request, CUENTA);
  await vaciarCarritos(request, token);
  const ids = await Promise.all(
    [WEIGHED_PRODUCT_SLUG, OFFER_PRODUCT_SLUG, TAX_GENERAL_PRODUCT_SLUG].map(
      async (slug) => (await producto(request, slug, token)).id,
    ),
  );
  const guardado = await request.post(`${API}/usuario/carrito/zona/${Z}`, {
    headers: bearer(token),
    data: {
      pagina: 0,
      carritoDetalle: [
        { producto: ids[0], cantidad: '0.75' },
        { producto: ids[1], cantidad: '2' },
        { producto: ids[2], cantidad: '3' },
      ],
    },
  });
  expect(guardado.ok(), await guardado.text()).toBe(true);
  const { id } = (await guardado.json()) as { id: number };
  const cupon = await request.get(`${API}/usuario/carrito/${id}/cupon/${COUPON_PERCENT_CODE}/aplicar`, {
    headers: bearer(token),
  });
  expect(cupon.ok(), await cupon.text()).toBe(true);

  await signIn(page, CUENTA, `/${Z}/pago/0`);
  await expectSignedIn(page);
  await elegirMoneda(page, 'bolivar');
  await expect(page).toHaveURL(new RegExp(`/${Z}/pago/0$`));
  await page.getByRole('radio', { name: 'Retiro en tienda' }).check();
  await page.getByRole('radio', { name: new RegExp(PICKUP_NAME) }).check();
  await elegirPrimeraFranja(page, 'Horario de retiro');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.getByRole('radio', { name: /Zelle/ }).check();

  const resumen = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(resumen.getByText(/^IGTF/)).toBeVisible();
  await expect(resumen.getByRole('term').filter({ hasText: /^Ahorro/ })).toHaveCount(0);
  await expect(resumen.getByText(/^Usted ahorra Bs\. [\d.]+,\d{2} en ofertas\.$/)).toBeVisible();
  const lineas = (
    await resumen.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem').allInnerTexts()
  ).map((texto) => centimos(/(Bs\. [\d.]+,\d{2})\s*$/.exec(texto)?.[1] ?? ''));
  expect(lineas).toHaveLength(3);
  const rows = await filas(resumen);
  const productos = fila(rows, /^Productos$/);
  const descuento = fila(rows, /^Cupón/);
  const igtf = fila(rows, /^IGTF/);
  expect(descuento).toBeGreaterThan(0);
  expect(igtf).toBeGreaterThan(0);
  expect(lineas.reduce((a, b) => a + b, 0)).toBe(productos);
  const total = productos - descuento + fila(rows, /^Empaquetado$/) + fila(rows, /^Envío$/) + igtf;
  expect(fila(rows, /^Total \(Bs\.\)$/)).toBe(total);
  // The breakdown adds up to the products after the coupon.
  expect(fila(rows, /^(Base IVA|IVA |Exento de IVA)/)).toBe(productos - descuento);
  test.info().annotations.push({
    type: 'Bs.',
    description: JSON.stringify({ lineas, productos, descuento, igtf, total }),
  });

  // Placed with Zelle, the receipt shows the same figures, and they add up in dollars and bolívares.
  const fp = await formPago(request, token);
  const tienda = fp.pickup[0]!;
  const franja = tienda.franjas.find((f) => f.estado === 'disponible')!;
  const r = await request.post(`${API}/usuario/orden/zona/${Z}/pagina/0/registrar`, {
    headers: bearer(token),
    data: {
      idempotencia: fp.idempotencia,
      carritoVersion: fp.carrito.version,
      tipoEnvio: 'pickup',
      pickupId: tienda.id,
      franja: { horarioId: franja.horarioId, fecha: franja.fecha },
      pago: { metodo: 'zelle', referencia: `ZL${String(Date.now()).slice(-8)}` },
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  const orden = ((await r.json()) as { orden: { id: number } }).orden;
  await page.goto(`/mi-cuenta/pedidos/${orden.id}`);
  await expect(page.getByLabel('Importes del pedido')).toBeVisible();
  /** "$ 1,00 · Bs. 236,45" → [100, 23645]. */
  const ambas = (texto: string) => texto.replace(/^−/, '').split(' · ').map(centimos);
  const recibo = await filas(page.getByRole('region', { name: 'Productos', exact: true }));
  for (const i of [0, 1]) {
    const de = (etiqueta: RegExp) =>
      recibo.filter(([dt]) => etiqueta.test(dt)).reduce((a, [, dd]) => a + (ambas(dd)[i] ?? 0), 0);
    const lineasRecibo = (
      await page
        .getByRole('list', { name: /^Productos del pedido/ })
        .locator('strong')
        .allTextContents()
    ).map((t) => ambas(t)[i] ?? 0);
    expect(lineasRecibo.reduce((a, b) => a + b, 0)).toBe(de(/^Productos$/));
    expect(de(/^Productos$/) - de(/^Cupón/) + de(/^Empaquetado$/) + de(/^Envío$/) + de(/^IGTF$/)).toBe(
      de(/^Total$/),
    );
    expect(de(/^(Base IVA|IVA |Exento de IVA)/)).toBe(de(/^Productos$/) - de(/^Cupón/));
  }
  // The bolívar total is the checkout's.
  expect(ambas(recibo.find(([dt]) => dt === 'Total')?.[1] ?? '')[1]).toBe(total);
});
