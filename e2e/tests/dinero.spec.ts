/**
 * Money that adds up in bolívares (issues 17 and 36, decision 0049), as a shopper checks it: the
 * figures on screen, read as text, redone with plain arithmetic. Prices and the rate come from the
 * API's own answers. Shelf prices include IVA; savings and the tax breakdown are beside the rows.
 */
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import {
  COUPON_PERCENT_CODE,
  OFFER_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import { parseMoneyInput } from '../../shared/src/rules/money.ts';
import { DEMO_PASSWORD, elegirMoneda, expectSignedIn, signIn } from './support.ts';

const API = 'http://localhost:4000';
const Z = ZONA_SLUG;
const CUENTA = 'mayorista@demo.test';

/** "Bs. 1.017,59", "$ 3,71", "−Bs. 1,00" → cents; "Gratis" → 0. */
function centimos(texto: string): number {
  const limpio = texto.trim().replace(/^[−-]/, '');
  if (limpio === 'Gratis') return 0;
  const m = /^(?:\$|Bs\.) ([\d.]+,\d{2})$/.exec(limpio);
  const cents = m ? parseMoneyInput(m[1]!) : null;
  if (cents === null) throw new Error(`No es un monto: ${texto}`);
  return cents;
}
/** a / b rounded half-up (non-negative). */
const halfUp = (a: bigint, b: bigint) => Number((2n * a + b) / (2n * b));
/** IVA of a base: percent (16, 8, 0) of cents, to the cent (spec §5). */
const iva = (base: number, porcentaje: number) => halfUp(BigInt(base) * BigInt(porcentaje), 100n);
/** Dollar cents at a 4-decimal rate ("236.4500"), to the cent. */
const aBs = (usd: number, tasa: string) => halfUp(BigInt(usd) * BigInt(tasa.replace('.', '')), 10_000n);
const usdCents = (texto: string) => Number(texto.replace('.', ''));
const sumar = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function tokenDe(request: APIRequestContext, email: string): Promise<string> {
  const r = await request.post(`${API}/login_check`, { data: { email, password: DEMO_PASSWORD } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { token: string }).token;
}

interface Moneda {
  tipo: 'dolar' | 'bolivar';
  tasa: string;
}
async function tasaBs(request: APIRequestContext): Promise<string> {
  const r = await request.get(`${API}/api/moneda/mercado`);
  expect(r.ok()).toBe(true);
  return ((await r.json()) as Moneda[]).find((m) => m.tipo === 'bolivar')!.tasa;
}

/** The rows of a totals list (`dt` → `dd` text), in order. */
async function filas(lista: Locator): Promise<[string, string][]> {
  const dts = await lista.locator('dt').allInnerTexts();
  const dds = await lista.locator('dd').allInnerTexts();
  return dts.map((dt, i) => [dt.trim(), dds[i]?.trim() ?? '']);
}
const fila = (rows: [string, string][], etiqueta: RegExp) => {
  const r = rows.filter(([dt]) => etiqueta.test(dt));
  return sumar(r.map(([, dd]) => centimos(dd)));
};

test('the product page in bolívares: the price shown is the price converted once plus its IVA, to the cent', async ({
  page,
}) => {
  const tasa = await tasaBs(page.request);
  const respuesta = page.waitForResponse((r) =>
    r.url().startsWith(`${API}/api/website/producto/${Z}/${TAX_GENERAL_PRODUCT_SLUG}`),
  );
  await page.goto(`/${Z}/producto/${TAX_GENERAL_PRODUCT_SLUG}`);
  const producto = (await (await respuesta).json()) as { precio: string; oferta: string; impuesto: string };
  expect(producto.impuesto).toBe('16.0000');
  const main = page.getByRole('main');
  const usd = usdCents(Number(producto.oferta) > 0 ? producto.oferta : producto.precio);

  await elegirMoneda(page, 'bolivar');
  const enBs = aBs(usd, tasa);
  await expect(main.getByTestId('precio').first()).toHaveText(/^Bs\. [\d.]+,\d{2}$/);
  const precio = centimos((await main.getByTestId('precio').first().textContent()) ?? '');
  expect(precio).toBe(enBs + iva(enBs, 16));
  await expect(main.getByText('IVA incluido').first()).toBeVisible();
  test.info().annotations.push({
    type: 'Bs.',
    description: `${tasa}: ${enBs} + IVA = ${precio} (el total convertido: ${aBs(usd + iva(usd, 16), tasa)})`,
  });

  await elegirMoneda(page, 'dolar');
  await expect(main.getByTestId('precio').first()).toHaveText(/^\$ [\d.]+,\d{2}$/);
  expect(centimos((await main.getByTestId('precio').first().textContent()) ?? '')).toBe(usd + iva(usd, 16));
});

test('cart and checkout in bolívares and dollars: every figure is the arithmetic of the ones on screen', async ({
  page,
}) => {
  const request = page.request;
  const token = await tokenDe(request, CUENTA);
  const tasa = await tasaBs(request);
  for (const pagina of [0, 1, 2]) {
    expect(
      (
        await request.get(`${API}/usuario/carrito/zona/${Z}/${pagina}/limpiarcarrito`, {
          headers: bearer(token),
        })
      ).ok(),
    ).toBe(true);
  }
  const ids: Record<string, number> = {};
  for (const slug of [
    TAX_GENERAL_PRODUCT_SLUG,
    TAX_REDUCED_PRODUCT_SLUG,
    TAX_EXEMPT_PRODUCT_SLUG,
    OFFER_PRODUCT_SLUG,
    WEIGHED_PRODUCT_SLUG,
  ]) {
    const r = await request.get(`${API}/api/website/producto/${Z}/${slug}`, { headers: bearer(token) });
    ids[slug] = ((await r.json()) as { id: number }).id;
  }
  const guardado = await request.post(`${API}/usuario/carrito/zona/${Z}`, {
    headers: bearer(token),
    data: {
      pagina: 0,
      carritoDetalle: [
        { producto: ids[TAX_GENERAL_PRODUCT_SLUG], cantidad: '3' },
        { producto: ids[TAX_REDUCED_PRODUCT_SLUG], cantidad: '2' },
        { producto: ids[TAX_EXEMPT_PRODUCT_SLUG], cantidad: '1' },
        { producto: ids[OFFER_PRODUCT_SLUG], cantidad: '2' },
        { producto: ids[WEIGHED_PRODUCT_SLUG], cantidad: '0.75' },
      ],
    },
  });
  expect(guardado.ok(), await guardado.text()).toBe(true);
  const carrito = (await guardado.json()) as {
    id: number;
    lineas: {
      producto: { nombre: string; precio: string; oferta: string; impuesto: string };
      cantidadValida: string;
    }[];
  };
  const cupon = await request.get(
    `${API}/usuario/carrito/${carrito.id}/cupon/${COUPON_PERCENT_CODE}/aplicar`,
    {
      headers: bearer(token),
    },
  );
  expect(cupon.ok(), await cupon.text()).toBe(true);
  // Each line in bolívares: its dollar unit price converted once, its IVA added, × its quantity.
  const lineasBs = carrito.lineas.map((l) => {
    const usd = usdCents(Number(l.producto.oferta) > 0 ? l.producto.oferta : l.producto.precio);
    const enBs = aBs(usd, tasa);
    const conIva = enBs + iva(enBs, Number(l.producto.impuesto));
    const milesimas = Math.round(Number(l.cantidadValida) * 1000);
    return halfUp(BigInt(conIva) * BigInt(milesimas), 1000n);
  });

  await signIn(page, CUENTA, `/${Z}`);
  await expectSignedIn(page);
  await expect(page).toHaveURL(new RegExp(`/${Z}$`));
  await elegirMoneda(page, 'bolivar');

  // The cart panel: lines add up to the products; products − coupon = products' total; the breakdown
  // (bases and IVA) adds up to it too.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Carrito/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  const lineasPanel = panel.getByRole('list', { name: 'Productos en el carrito 1' }).getByRole('listitem');
  await expect(lineasPanel).toHaveCount(5);
  await expect(panel.getByRole('term').filter({ hasText: 'Cupón' })).toBeVisible();
  const totalesPanel = await filas(panel.locator('dl'));
  const importesPanel = (await lineasPanel.allInnerTexts()).map((texto) =>
    centimos(/Total de la línea:\s*(\S+ [\d.]+,\d{2})/.exec(texto)?.[1] ?? ''),
  );
  expect(importesPanel).toEqual(lineasBs);
  expect(sumar(importesPanel)).toBe(fila(totalesPanel, /^Productos$/));
  expect(fila(totalesPanel, /^Productos$/) - fila(totalesPanel, /^Cupón/)).toBe(
    fila(totalesPanel, /^Total productos$/),
  );
  expect(fila(totalesPanel, /^(Base IVA|IVA |Exento de IVA)/)).toBe(fila(totalesPanel, /^Total productos$/));
  await expect(panel.getByText(/^Usted ahorra Bs\. [\d.]+,\d{2} en ofertas\.$/)).toBeVisible();
  await expect(panel.getByRole('term').filter({ hasText: /^Ahorro/ })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(new RegExp(`/${Z}/pago/0$`));
  const resumen = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(resumen.getByText('Total (Bs.)')).toBeVisible();
  await expect(resumen).toContainText(`Tasa del día: Bs. ${tasa.replace('.', ',')} por USD`);

  /** The summary's figures add up in the currency shown; returns them for the report. */
  const comprobarResumen = async (totalEtiqueta: RegExp) => {
    const lineas = (
      await resumen.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem').allInnerTexts()
    ).map((texto) => centimos(/(\S+ [\d.]+,\d{2})\s*$/.exec(texto)?.[1] ?? ''));
    const rows = await filas(resumen.locator('dl'));
    const productos = fila(rows, /^Productos$/);
    const descuento = fila(rows, /^Cupón/);
    expect(descuento).toBeGreaterThan(0);
    expect(sumar(lineas)).toBe(productos);
    // The breakdown: bases and IVA of the three classes add up to the products after the coupon.
    const desglose = rows.filter(([dt]) => /^(Base IVA|IVA |Exento de IVA)/.test(dt));
    expect(desglose.length).toBe(5);
    expect(sumar(desglose.map(([, dd]) => centimos(dd)))).toBe(productos - descuento);
    const total =
      productos - descuento + fila(rows, /^Empaquetado$/) + fila(rows, /^Envío$/) + fila(rows, /^IGTF/);
    expect(fila(rows, totalEtiqueta)).toBe(total);
    return { lineas, productos, descuento, desglose, total };
  };

  const bs = await comprobarResumen(/^Total \(Bs\.\)$/);
  expect(bs.lineas).toEqual(lineasBs);
  test.info().annotations.push({ type: 'Resumen Bs.', description: JSON.stringify(bs) });

  await elegirMoneda(page, 'dolar');
  await expect(resumen.getByText(/^Productos$/)).toBeVisible();
  await expect(resumen.locator('dl dd').first()).toHaveText(/^\$ /);
  const usd = await comprobarResumen(/^Total \(USD\)$/);
  test.info().annotations.push({ type: 'Resumen USD', description: JSON.stringify(usd) });
});
