/**
 * Issue 35, the shipping back-office on the real platform: admin@demo.test changes Caracas' shipping
 * rule (the cost of its first band, a band removed, the free-shipping threshold moved), sees it in the
 * list in words and in the rule's history; a shopper then sees the new "delivery gratis" promise in the
 * store and is charged the new cost at checkout. The rule is put back afterwards (the seed's, which
 * other specs expect).
 */
import { expect, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import type { EnvioZona, Moneda } from '../../shared/src/contracts/index.ts';
import { textoPromesaEnvio } from '../../shared/src/rules/envio.ts';
import { formatInCurrency, toCents } from '../../shared/src/rules/money.ts';
import { precioConIva } from '../../shared/src/rules/price.ts';
import { API, bearer, llenarCarrito, producto, tokenDe, vaciarCarritos } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const Z = ZONA_SLUG;
const SEMBRADA = 'Desde $ 0,00: $ 3,00 · Desde $ 30,00: $ 1,50 · Desde $ 60,00: gratis';
const NUEVA = 'Desde $ 0,00: $ 4,25 · Desde $ 45,00: gratis';

type Regla = { id: number; version: number; area: unknown; tramos: { desde: string; costo: string }[] };

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  // Back to the seed's rule for the specs that run after this one.
  const token = await tokenDe(request, 'admin@demo.test');
  const lista = await request.get(`${API}/admin/envio?zona=${Z}&area=zona`, { headers: bearer(token) });
  const [regla] = ((await lista.json()) as { items: Regla[] }).items;
  const r = await request.put(`${API}/admin/envio/${regla!.id}`, {
    headers: bearer(token),
    data: {
      tramos: [
        { desde: '0.00', costo: '3.00' },
        { desde: '30.00', costo: '1.50' },
        { desde: '60.00', costo: '0.00' },
      ],
      primeGratisDesde: null,
      version: regla!.version,
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
});

test("admin@ moves Caracas' free-shipping threshold and first cost; the store promises it and checkout charges it", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@demo.test', `/admin/envio?zona=${Z}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reglas de envío · Caracas');
  const fila = page.getByRole('row').filter({ has: page.getByRole('link', { name: /Toda la zona/ }) });
  await expect(fila).toContainText(SEMBRADA);

  await fila.getByRole('link', { name: /Toda la zona/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar envío: Toda la zona (Caracas)');
  await page.getByLabel('Tramo 1: costo').fill('4,25');
  await page.getByRole('button', { name: 'Quitar el tramo 2' }).click();
  await page.getByLabel('Tramo 2: desde').fill('45');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/envio\\?zona=${Z}$`));
  await expect(fila).toContainText(NUEVA);
  // The rule's page shows who changed what.
  await fila.getByRole('link', { name: /Toda la zona/ }).click();
  const historial = page.getByRole('region', { name: /Historial/ });
  await expect(historial).toContainText('admin@demo.test');
  await expect(historial).toContainText(SEMBRADA);
  await expect(historial).toContainText(NUEVA);

  // A shopper, in a browser of their own: the store's promise and the checkout's charge.
  const comprador = await browser.newContext();
  const tienda = await comprador.newPage();
  const token = await tokenDe(tienda.request, 'cliente@demo.test');
  await vaciarCarritos(tienda.request, token);
  const resuelto = (await (await tienda.request.get(`${API}/api/website/resolve?zona=${Z}`)).json()) as {
    moneda: Moneda[];
    zona: { envio: EnvioZona };
    configuracion: { minimoCompra: string };
  };
  const moneda = resuelto.moneda.find((m) => m.predeterminada) ?? resuelto.moneda[0]!;
  const dinero = (c: number) => formatInCurrency(c, moneda);
  const promesa = `Delivery gratis en compras desde ${dinero(4500)} (excepto El Hatillo)`;
  expect(textoPromesaEnvio(resuelto.zona.envio, dinero)).toBe(promesa);

  // A cart above the minimum purchase and below the new threshold: the first band's cost. Both
  // compare the products with IVA (decision 0050).
  const cafe = await producto(tienda.request, PRICE_PRODUCT_SLUG, token);
  const precio = precioConIva(cafe, null).cents;
  const unidades = Math.floor(toCents(resuelto.configuracion.minimoCompra) / precio) + 1;
  expect(unidades * precio).toBeLessThan(4500);
  await llenarCarrito(tienda.request, token, 0, [{ producto: cafe.id, cantidad: String(unidades) }]);

  await signIn(tienda, 'cliente@demo.test', `/${Z}`);
  await expectSignedIn(tienda);
  await expect(tienda.getByRole('main').getByText(promesa)).toBeVisible();
  await expect(tienda.getByRole('contentinfo').getByText(promesa)).toBeVisible();

  await tienda.goto(`/${Z}/pago/0`);
  await expect(tienda.getByRole('radio', { name: 'Entrega a domicilio' })).toBeChecked();
  const envio = tienda.locator('dt', { hasText: /^Envío$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(envio).toHaveText(dinero(425));
  await comprador.close();
});
