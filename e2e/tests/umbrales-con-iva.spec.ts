/**
 * Issue 36, decision 0050, on a 390 px phone in dollars: the cart's free-delivery text and bar and
 * the checkout's shipping read the "Productos" the shopper sees (products with IVA, before the
 * coupon), not the subtotal before IVA. The cart is chosen so that raising one line by one step takes
 * its products with IVA over the free-delivery amount while its subtotal stays below it: under the
 * old rule the bar would still ask for more and checkout would still charge the band below.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  OFFER_PRODUCT_SLUG,
  PRICE_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import type { EnvioZona, Moneda } from '../../shared/src/contracts/index.ts';
import { promesaEnvio, textoFaltaEnvioGratis } from '../../shared/src/rules/envio.ts';
import { formatInCurrency, parseMoneyInput, toCents } from '../../shared/src/rules/money.ts';
import { fromThousandths, quantityOptions } from '../../shared/src/rules/quantity.ts';
import { calcularTotales, costoEnvio } from '../../shared/src/rules/totales.ts';
import {
  API,
  abrirCarrito,
  bearer,
  entrar,
  formPago,
  llenarCarrito,
  type ProductoApi,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { elegirMoneda } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

const Z = ZONA_SLUG;
const CUENTA = 'cliente@demo.test';

type Producto = ProductoApi & { minimo: string; grupo: string; unidad: string };

/** "$ 58,12" → cents; "Gratis" → 0. */
function centimos(texto: string): number {
  const limpio = texto.trim();
  if (limpio === 'Gratis') return 0;
  const m = /^\$ ([\d.]+,\d{2})$/.exec(limpio);
  const cents = m ? parseMoneyInput(m[1]!) : null;
  if (cents === null) throw new Error(`No es un monto en dólares: ${texto}`);
  return cents;
}

/** The amount of the row `etiqueta` of the first list of `caja` that has it. */
const fila = (caja: Locator, etiqueta: string) =>
  caja
    .locator('dt', { hasText: new RegExp(`^${etiqueta}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');

const totales = (lineas: [Producto, number][]) =>
  calcularTotales({
    lineas: lineas.map(([p, q]) => ({
      precio: p.precio,
      oferta: p.oferta,
      impuesto: p.impuesto,
      cantidad: fromThousandths(q),
    })),
    tasa: '1.0000',
  });

/**
 * A line `sube` to raise by one step of its selector and a `fija` line such that before the step the
 * products with IVA are below `gratis`, and after it they reach it with the subtotal still below.
 */
function elegirCarrito(productos: Producto[], gratis: number) {
  for (const sube of productos) {
    if (Number(sube.impuesto) <= 0) continue;
    const pasos = quantityOptions(sube).filter((q) => q > 0);
    for (const fija of productos) {
      if (fija === sube) continue;
      for (const qFija of quantityOptions(fija)) {
        for (let i = 1; i < pasos.length; i++) {
          const antes = totales([
            [sube, pasos[i - 1]!],
            [fija, qFija],
          ]);
          const despues = totales([
            [sube, pasos[i]!],
            [fija, qFija],
          ]);
          if (antes.productos < gratis && despues.productos >= gratis && despues.subtotal < gratis)
            return { sube, fija, qFija, antes: pasos[i - 1]!, despues: pasos[i]! };
        }
      }
    }
  }
  throw new Error('Ningún carrito de estos productos cruza el monto del delivery gratis solo con el IVA');
}

async function productosDelCarrito(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  const texto = fila(panel, 'Productos');
  await expect(texto).toHaveText(/^\$ [\d.]+,\d{2}$/);
  return { panel, productos: centimos((await texto.textContent()) ?? '') };
}

test('the free-delivery bar and the checkout’s shipping agree with the “Productos” shown', async ({
  page,
}) => {
  const request = page.request;
  const token = await tokenDe(request, CUENTA);
  await vaciarCarritos(request, token);
  const resuelto = (await (await request.get(`${API}/api/website/resolve?zona=${Z}`)).json()) as {
    moneda: Moneda[];
    zona: { envio: EnvioZona };
  };
  const envio = resuelto.zona.envio;
  const promesa = promesaEnvio(envio);
  expect(promesa.tipo).toBe('gratis');
  const gratis = promesa.desde;
  expect(gratis).toBeGreaterThan(0);
  const dolar = resuelto.moneda.find((m) => m.tipo === 'dolar')!;
  const dinero = (c: number) => formatInCurrency(c, dolar);

  const candidatos = (await Promise.all(
    [TAX_GENERAL_PRODUCT_SLUG, TAX_REDUCED_PRODUCT_SLUG, PRICE_PRODUCT_SLUG, OFFER_PRODUCT_SLUG].map((slug) =>
      producto(request, slug, token),
    ),
  )) as Producto[];
  const c = elegirCarrito(candidatos, gratis);
  await llenarCarrito(request, token, 0, [
    { producto: c.sube.id, cantidad: fromThousandths(c.antes) },
    ...(c.qFija > 0 ? [{ producto: c.fija.id, cantidad: fromThousandths(c.qFija) }] : []),
  ]);
  const fp = await formPago(request, token);
  const area = fp.direcciones[0]!.areaId;

  await entrar(page, CUENTA);
  await elegirMoneda(page, 'dolar');

  // Below the amount: the bar says what the "Productos" shown lack, not what the subtotal lacks.
  await abrirCarrito(page);
  const antes = await productosDelCarrito(page);
  expect(antes.productos).toBe(
    totales([
      [c.sube, c.antes],
      [c.fija, c.qFija],
    ]).productos,
  );
  const falta = textoFaltaEnvioGratis(envio, antes.productos, dinero)!;
  expect(falta).toContain(`Le faltan ${dinero(gratis - antes.productos)} para el delivery gratis`);
  await expect(antes.panel.getByText(falta)).toBeVisible();
  const barra = antes.panel.getByRole('progressbar', { name: 'Camino al delivery gratis' });
  await expect(barra).toHaveAttribute('aria-valuetext', falta);

  // Checkout charges the band those products reach.
  await page.goto(`/${Z}/pago/0`);
  await expect(page.getByRole('radio', { name: 'Entrega a domicilio' })).toBeChecked();
  const resumen = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(fila(resumen, 'Productos')).toHaveText(dinero(antes.productos));
  const banda = costoEnvio(fp.reglasEnvio, area, antes.productos);
  expect(banda).toBeGreaterThan(0);
  await expect(fila(resumen, 'Envío')).toHaveText(dinero(banda));

  // One step more: the products with IVA reach the amount, the subtotal does not.
  await page.goto(`/${Z}`);
  await abrirCarrito(page);
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  await panel.getByLabel(`Cantidad de ${c.sube.nombre}`).selectOption(String(c.despues));
  await expect(fila(panel, 'Productos')).not.toHaveText(dinero(antes.productos));
  const despues = await productosDelCarrito(page);
  expect(despues.productos).toBeGreaterThanOrEqual(gratis);
  const api = (await (
    await request.get(`${API}/usuario/carrito/zona/${Z}`, { headers: bearer(token) })
  ).json()) as { carritos: { totales: { subtotal: string; productos: string } }[] };
  expect(toCents(api.carritos[0]!.totales.productos)).toBe(despues.productos);
  expect(toCents(api.carritos[0]!.totales.subtotal)).toBeLessThan(gratis);
  const tiene = textoFaltaEnvioGratis(envio, despues.productos, dinero)!;
  expect(tiene).toMatch(/^Su compra tiene delivery gratis/);
  await expect(panel.getByText(tiene)).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'Camino al delivery gratis' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  await page.goto(`/${Z}/pago/0`);
  await expect(page.getByRole('radio', { name: 'Entrega a domicilio' })).toBeChecked();
  await expect(fila(resumen, 'Productos')).toHaveText(dinero(despues.productos));
  await expect(fila(resumen, 'Envío')).toHaveText('Gratis');

  await vaciarCarritos(request, token);
});
