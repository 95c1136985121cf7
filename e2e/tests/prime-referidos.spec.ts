/**
 * Prime and "Comparte y gana" for a shopper (issue 34) on the real platform. Sofía Torres
 * (seed-clientes.ts) sees the plans, asks for the yearly one paying by Pago Móvil and sees it in
 * review; admin@ approves it; at her next page the shell says 'Plan de Usuario actualizado' and asks
 * her to sign in again, after which the page shows the membership's end, the header wears the Prime
 * badge and the product page shows the prime price. Then her referral page shows her code, and a
 * friend who signs up with it appears in her list.
 */
import { expect, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { formatMoney } from '../../shared/src/rules/money.ts';
import { precioConIva } from '../../shared/src/rules/price.ts';
import { API, bearer, producto, tokenDe } from './compra.ts';
import { elegirMoneda, expectSignedIn, signIn } from './support.ts';

const SOFIA = 'sofia.torres@demo.test';

test('Sofía asks for prime, admin@ approves it, she signs in again and sees prime prices', async ({
  page,
}) => {
  const normal = await producto(page.request, PRICE_PRODUCT_SLUG, await tokenDe(page.request, SOFIA));

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, SOFIA, '/prime');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'PRIME' })).toBeVisible();
  const planes = page.getByRole('list', { name: 'Planes PRIME' });
  await expect(planes.getByRole('heading', { name: 'PRIME mensual' })).toBeVisible();
  await expect(planes).toContainText('$ 49,99');
  await expect(page.getByRole('list', { name: 'Beneficios PRIME' })).toContainText('Sin compra mínima');

  const form = page.getByRole('form', { name: 'Solicitar PRIME' });
  await form.getByRole('radio', { name: /PRIME anual/ }).check();
  // Her balance is 0: the balance is not offered, a reference is asked for.
  await expect(form.getByRole('radio', { name: /Mi saldo/ })).toBeDisabled();
  await form.getByRole('radio', { name: 'Pago Móvil' }).check();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText('Ingrese la referencia del pago (al menos 4 caracteres)')).toBeVisible();
  await form.getByLabel('Referencia del pago').fill('20261234');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  const revision = page.getByRole('status').filter({ hasText: 'Su solicitud PRIME está en revisión' });
  await expect(revision).toContainText('PRIME anual');
  await expect(revision).toContainText('referencia 20261234');
  await expect(page.getByRole('form', { name: 'Solicitar PRIME' })).toHaveCount(0);

  const admin = await tokenDe(page.request, 'admin@demo.test');
  const pendientes = await page.request.get(
    `${API}/admin/membresia/solicitud?estado=PENDIENTE&q=sofia.torres`,
    {
      headers: bearer(admin),
    },
  );
  const [solicitud] = (await pendientes.json()).items as {
    id: number;
    version: number;
    plan: { meses: number };
  }[];
  expect(solicitud!.plan.meses).toBe(12);
  const aprobada = await page.request.put(`${API}/admin/membresia/solicitud/${solicitud!.id}/aprobar`, {
    headers: bearer(admin),
    data: { version: solicitud!.version },
  });
  expect(aprobada.ok()).toBe(true);

  // Her next page: the shell finds the plan changed and asks her to sign in again.
  await page.reload();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText('Plan de Usuario actualizado');
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Correo electrónico').fill(SOFIA);
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/prime$/);
  await expect(page.getByRole('heading', { name: 'Su membresía PRIME está activa' })).toBeVisible();
  await expect(page.getByText(/^Vence el \d+ de \w+ de \d{4}\.$/)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${ZONA_SLUG}/producto/${PRICE_PRODUCT_SLUG}`);
  await expect(page.getByRole('banner').getByText('Prime', { exact: true })).toBeVisible();
  const prime = await producto(page.request, PRICE_PRODUCT_SLUG, await tokenDe(page.request, SOFIA));
  expect(Number(prime.precio)).toBeLessThan(Number(normal.precio));
  await elegirMoneda(page, 'dolar');
  await expect(page.getByRole('main').getByTestId('precio').first()).toHaveText(
    formatMoney(precioConIva(prime, null).cents, null),
  );
});

test('Sofía’s referral page shows her code, and a friend who signs up with it', async ({ page }) => {
  await signIn(page, SOFIA, '/comparte-y-gana');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Comparte y gana' })).toBeVisible();
  await expect(page.getByText('Aún nadie se ha registrado con su código. ¡Compártalo!')).toBeVisible();
  const codigo = (await page.getByText(/^[2-9A-Z]{8}$/).textContent())!;
  const whatsapp = page.getByRole('link', { name: 'Compartir por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${codigo}`));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/auth/registro\\?ref=${codigo}$`),
  );

  // The friend opens the link and signs up, the code already in its field.
  const amiga = await page.context().browser()!.newContext();
  const registro = await amiga.newPage();
  await registro.goto(`/auth/registro?ref=${codigo}`);
  await expect(registro.getByLabel('Código de referido (opcional)')).toHaveValue(codigo);
  const sello = Date.now().toString().slice(-7);
  await registro.getByLabel('Nombre y apellido').fill('Valentina Rojas');
  await registro.getByLabel('Correo electrónico').fill(`valentina.${sello}@demo.test`);
  await registro.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
  await registro.getByLabel('Número de documento').fill(`2${sello}`);
  await registro.getByLabel('Teléfono').fill('0414-5550199');
  await registro.getByRole('button', { name: 'Registrarme' }).click();
  await expect(registro.getByText(/Revise su correo/).first()).toBeVisible();
  await amiga.close();

  await expect
    .poll(async () => {
      await page.reload();
      return page.getByRole('list', { name: 'Amigos registrados con su código' }).textContent();
    })
    .toMatch(/Valentina R\..*Registrado/);
});
