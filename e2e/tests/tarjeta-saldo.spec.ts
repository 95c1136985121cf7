/**
 * /tarjeta-saldo on the real platform, at phone width (issue 34): cliente@demo.test redeems the seeded
 * gift code typed in lower case, sees the balance grow by $ 10,00 and the movement at the top of its
 * history (in dollars and bolívares) with its detail naming the code; the same code again, and the
 * expired one, each say why beside the field; then a balance card bought as a gift with a Zelle
 * reference is listed as pending.
 */
import { expect, type Page, test } from '@playwright/test';
import { API, bearer, tokenDe } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const CLIENTE = 'cliente@demo.test';

test.use({ viewport: { width: 390, height: 844 } });

/** "$ 1.234,50" as formatMoney writes it. */
const dolares = (cents: number) =>
  `$ ${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')}`;

const sinDesbordeHorizontal = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

test('redeem the seeded gift code: the balance and its history entry; a used or expired code says so', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, CLIENTE);
  const antes = (await (
    await request.get(`${API}/usuario/tarjeta/saldo`, { headers: bearer(token) })
  ).json()) as {
    saldo: string;
  };
  const antesCents = Math.round(Number(antes.saldo) * 100);

  await signIn(page, CLIENTE, '/tarjeta-saldo');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta saldo' })).toBeVisible();
  await expect(page.getByTestId('saldo-usd')).toHaveText(dolares(antesCents));

  const codigo = page.getByLabel('Código de la tarjeta');
  await codigo.fill('regalo-demo-10');
  await page.getByRole('button', { name: 'Canjear' }).click();
  await expect(page.getByText('Se abonaron $ 10,00 a su saldo.')).toBeVisible();
  await expect(page.getByTestId('saldo-usd')).toHaveText(dolares(antesCents + 1000));
  const primero = page.getByRole('list', { name: 'Movimientos' }).getByRole('listitem').first();
  await expect(primero).toContainText('Tarjeta de regalo');
  await expect(primero).toContainText('Tarjeta de regalo REGALO-DEMO-10');
  await expect(primero).toContainText('+$ 10,00');
  await expect(primero).toContainText('Bs.');
  await expect(primero).toContainText(`Saldo ${dolares(antesCents + 1000)}`);
  // Its detail (read when opened): the code it came from and the rate of its moment.
  const verDetalle = primero.getByRole('button', { name: 'Ver detalle' });
  await verDetalle.click();
  await expect(primero.getByRole('button', { name: 'Ocultar detalle' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(primero).toContainText('REGALO-DEMO-10 ($ 10,00)');
  await expect(primero).toContainText('por dólar');

  // The same code again, then the expired one: each message beside the field, the focus on it.
  await codigo.fill('REGALO-DEMO-10');
  await page.getByRole('button', { name: 'Canjear' }).click();
  await expect(page.getByText('Ese código ya fue usado')).toBeVisible();
  await expect(codigo).toBeFocused();
  await expect(codigo).toHaveAttribute('aria-invalid', 'true');
  await codigo.fill('regalo-vencido');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ese código está vencido')).toBeVisible();
  await expect(page.getByTestId('saldo-usd')).toHaveText(dolares(antesCents + 1000));
  await sinDesbordeHorizontal(page);
});

test('request a balance card as a gift paid by Zelle: it is listed as pending', async ({ page }) => {
  await signIn(page, CLIENTE, '/tarjeta-saldo');
  await expectSignedIn(page);
  const comprar = page.getByRole('region', { name: 'Comprar tarjeta de saldo' });
  await expect(comprar.getByRole('button', { name: '$ 20,00' })).toBeVisible();

  // Sent empty: the errors beside the fields.
  await comprar.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(comprar.getByText('Ingrese la referencia del pago')).toBeVisible();

  await comprar.getByRole('button', { name: '$ 20,00' }).click();
  await expect(comprar.getByLabel('Monto en dólares')).toHaveValue('20,00');
  await comprar.getByRole('radio', { name: 'Para regalar' }).check();
  await comprar.getByLabel('Correo de quien recibe el regalo').fill('amiga@demo.test');
  await comprar.getByRole('radio', { name: 'Zelle' }).check();
  await expect(comprar).toContainText('Pague $ 20,00 por Zelle a:');
  await comprar.getByLabel('Referencia del pago').fill('ZL123456');
  await comprar.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(
    comprar.getByText('Recibimos su solicitud. Le avisaremos cuando verifiquemos el pago.'),
  ).toBeVisible();

  const solicitud = page.getByRole('list', { name: 'Solicitudes de tarjeta' }).getByRole('listitem').first();
  await expect(solicitud).toContainText('Regalo para amiga@demo.test');
  await expect(solicitud).toContainText('Zelle · referencia ZL123456');
  await expect(solicitud).toContainText('$ 20,00');
  await expect(solicitud).toContainText('Pendiente de verificación');
  await sinDesbordeHorizontal(page);
});
