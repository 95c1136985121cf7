/**
 * The cap on payments waiting for verification (decision 0034) is no dead end (issue 33): a customer
 * with two Pago Móvil orders waiting who tries a third reads the API's message once, the two orders
 * named and linked to their pages, and that cash on delivery is still possible here (delivery only),
 * with a button that chooses it (and delivery). Carmen Rivas (seed-clientes.ts) places no other order in the suite.
 */
import { expect, test } from '@playwright/test';
import {
  PAGO_MOVIL_BANK_CODE,
  PICKUP_NAME,
  PRICE_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import { elegirPrimeraFranja, entrar, llenarCarrito, pedidoPagoMovil, producto, tokenDe } from './compra.ts';

const CLIENTA = 'carmen.rivas@demo.test';
const LIMITE =
  'Ya tiene el máximo de pedidos con el pago por verificar. Espere a que verifiquemos su pago antes de hacer otro pedido pagado con referencia';

test('a third reference payment: the message once, the orders waiting linked, and cash on delivery offered', async ({
  page,
}) => {
  const token = await tokenDe(page.request, CLIENTA);
  const primera = (await pedidoPagoMovil(page.request, token, { envio: 'pickup' })).orden;
  const segunda = (await pedidoPagoMovil(page.request, token, { envio: 'pickup' })).orden;
  const cafe = await producto(page.request, PRICE_PRODUCT_SLUG, token);
  const harina = await producto(page.request, TAX_EXEMPT_PRODUCT_SLUG, token);
  await llenarCarrito(page.request, token, 0, [
    { producto: cafe.id, cantidad: '2' },
    { producto: harina.id, cantidad: '3' },
  ]);

  await entrar(page, CLIENTA);
  await page.goto(`/${ZONA_SLUG}/pago/0`);
  await page.getByRole('radio', { name: 'Retiro en tienda' }).check();
  await page.getByRole('radio', { name: new RegExp(PICKUP_NAME) }).check();
  await elegirPrimeraFranja(page, 'Horario de retiro');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.getByRole('radio', { name: /Pago Móvil/ }).check();
  await page.getByRole('radio', { name: 'Ya pagué y tengo la referencia' }).check();
  await page.getByLabel('Banco desde el que pagó').selectOption(PAGO_MOVIL_BANK_CODE);
  await page.getByLabel('Teléfono desde el que pagó').fill('0414-5551234');
  await page.getByLabel('Referencia del pago').fill('55443322');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  const respuesta = page.waitForResponse(
    (r) => r.url().includes('/registrar') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  expect((await respuesta).status()).toBe(422);

  const aviso = page.getByRole('alert').filter({ hasText: LIMITE });
  await expect(aviso).toBeVisible();
  await expect(page.getByText(LIMITE)).toHaveCount(1);
  for (const orden of [primera, segunda]) {
    const enlace = aviso.getByRole('link', { name: `Pedido ${orden.numero}` });
    await expect(enlace).toHaveAttribute('href', new RegExp(`/${ZONA_SLUG}/pago/0\\?orden=${orden.id}$`));
  }
  await expect(aviso).toContainText('Pago por verificar');
  await expect(aviso).toContainText(
    'Aún puede hacer este pedido pagando en efectivo contra entrega (solo con entrega a domicilio).',
  );
  // Cash is for delivery only: the button switches this pickup order to delivery.
  await aviso.getByRole('button', { name: 'Recibir a domicilio y pagar en efectivo' }).click();
  await expect(page.getByRole('radio', { name: 'Entrega a domicilio' })).toBeChecked();

  await aviso.getByRole('link', { name: `Pedido ${primera.numero}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(primera.numero);
});
