/**
 * The profile /mi-cuenta on a phone (issue 34): the phone as typed, the e-mail changed through the
 * link e-mailed to the new address, another device's session ended, and a deletion request sent and
 * withdrawn. A new account of its own (signed up and verified through the API), so no other spec's
 * seeded customer changes.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API } from './compra.ts';
import { ultimoCorreo } from './correos.ts';
import { DEMO_PASSWORD, expectSignedIn, signIn } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

const marca = Date.now().toString(36);
const CORREO = `perfil-${marca}@demo.test`;
const NUEVO = `perfil-nuevo-${marca}@demo.test`;

/** The link's path and query (the API names the public origin). */
const ruta = (enlace: string) => {
  const url = new URL(enlace);
  return `${url.pathname}${url.search}`;
};

async function cuentaNueva(request: APIRequestContext) {
  const registro = await request.post(`${API}/api/usuario/registro`, {
    data: {
      nombre: 'Paula Ferrer',
      email: CORREO,
      password: DEMO_PASSWORD,
      tipoDocumento: 'V',
      documento: String(10_000_000 + (Date.now() % 9_000_000)),
      telefono: '0412-1112233',
    },
  });
  expect(registro.status()).toBe(201);
  const { enlace } = await ultimoCorreo(CORREO, 'Verifique su cuenta');
  const token = new URL(enlace ?? '').searchParams.get('token');
  expect((await request.post(`${API}/api/usuario/verificar`, { data: { token } })).status()).toBe(200);
}

async function entrar(page: Page, email: string, destino: string) {
  await signIn(page, email, destino);
  await expectSignedIn(page);
  await expect(page).toHaveURL(new RegExp(`${destino}$`));
}

test.beforeAll(async ({ request }) => {
  await cuentaNueva(request);
});

test('the phone is taken as typed, kept in the usual form and confirmed on the page', async ({ page }) => {
  await entrar(page, CORREO, '/mi-cuenta/telefono');
  const campo = page.getByRole('textbox', { name: 'Teléfono' });
  await campo.fill('0424 765 43');
  await page.getByRole('button', { name: 'Guardar teléfono' }).click();
  await expect(page.getByText('Ingrese un teléfono válido, por ejemplo 0414-1234567')).toBeVisible();
  await campo.fill('+58 424 7654321');
  await page.getByRole('button', { name: 'Guardar teléfono' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Teléfono actualizado' })).toHaveText(
    'Teléfono actualizado: 0424-7654321',
  );
  await expect(campo).toHaveValue('0424-7654321');
  await expect(page).toHaveURL(/\/mi-cuenta\/telefono$/);
  await page.getByRole('link', { name: 'Volver a Mi cuenta' }).click();
  await expect(page.locator('dd', { hasText: '0424-7654321' })).toBeVisible();
});

test('the e-mail changes once the link sent to the new address is followed; the old one is told', async ({
  page,
}) => {
  await entrar(page, CORREO, '/mi-cuenta');
  await page.getByRole('link', { name: 'Cambiar correo electrónico' }).click();
  await expect(page.getByRole('heading', { name: 'Cambiar correo electrónico' })).toBeVisible();
  await page.getByLabel('Nuevo correo electrónico').fill('cliente@demo.test');
  await page.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Este correo ya está registrado en otra cuenta')).toBeVisible();

  await page.getByLabel('Nuevo correo electrónico').fill(NUEVO);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Le enviamos un enlace' })).toContainText(NUEVO);
  const { enlace } = await ultimoCorreo(NUEVO, 'Confirme su nuevo correo');
  await page.goto(ruta(enlace ?? ''));
  await expect(page.getByRole('status').filter({ hasText: 'Su correo ahora es' })).toHaveText(
    `Su correo ahora es ${NUEVO}`,
  );
  const aviso = await ultimoCorreo(CORREO, 'Su correo fue cambiado');
  expect(aviso.cuerpo).toContain(NUEVO);
  await page.getByRole('link', { name: 'Ir a Mi cuenta' }).click();
  await expect(page.locator('dd', { hasText: NUEVO })).toBeVisible();

  // The link is spent.
  await page.goto(ruta(enlace ?? ''));
  await expect(
    page.getByRole('alert').filter({ hasText: 'El enlace no es válido o ha expirado' }),
  ).toBeVisible();
});

test('the other sessions end at once, or one of them: that device is signed out', async ({
  page,
  browser,
}) => {
  await entrar(page, NUEVO, '/mi-cuenta');
  await page.getByRole('link', { name: 'Sesiones abiertas' }).click();
  const sesiones = page.getByRole('list', { name: 'Sesiones abiertas' }).getByRole('listitem');
  // The earlier tests' devices are still signed in: all but this one end.
  await expect(sesiones.filter({ hasNotText: 'Este dispositivo' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar las demás' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Las demás sesiones fueron cerradas' }),
  ).toBeVisible();
  await expect(sesiones).toHaveCount(1);
  await expect(sesiones).toContainText('Este dispositivo');

  const otro = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otraPagina = await otro.newPage();
  await entrar(otraPagina, NUEVO, '/mi-cuenta');
  await page.reload();
  await expect(sesiones).toHaveCount(2);
  await expect(sesiones.first()).toContainText('Dirección:');
  await expect(sesiones.first()).toContainText('Último uso:');
  const ajena = sesiones.filter({ hasNotText: 'Este dispositivo' });
  await ajena.getByRole('button', { name: /Cerrar la sesión de/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sesión cerrada' })).toBeVisible();
  await expect(sesiones).toHaveCount(1);

  // This device goes on (its client renews); the other is sent to sign in at its next step.
  await page.reload();
  await expect(sesiones).toHaveCount(1);
  await otraPagina.reload();
  await expect(otraPagina).toHaveURL(/\/auth\/login/);
  await otro.close();
});

test('a deletion request needs the password and BORRAR, shows while pending and is withdrawn', async ({
  page,
}) => {
  await entrar(page, NUEVO, '/mi-cuenta');
  await page.getByRole('link', { name: 'Borrar cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Borrar cuenta', level: 1 })).toBeVisible();
  const enviar = page.getByRole('button', { name: 'Solicitar borrar mi cuenta' });
  await enviar.click();
  await expect(page.getByText('Ingrese su contraseña actual')).toBeVisible();
  await expect(page.getByLabel('Escriba BORRAR para confirmar')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Contraseña actual').fill('NoEsLaClave1');
  await page.getByLabel('Escriba BORRAR para confirmar').fill('BORRAR');
  await enviar.click();
  await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible();

  await page.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
  await page.getByLabel('¿Por qué se va? (opcional)').fill('Me mudo de ciudad');
  await enviar.click();
  await expect(page.getByRole('heading', { name: 'Solicitud en revisión' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Solicitud en revisión' })).toBeVisible();

  await page.getByRole('button', { name: 'Retirar solicitud' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Retirar solicitud' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Retiró su solicitud' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Solicitud en revisión' })).toHaveCount(0);
  await expect(enviar).toBeVisible();
});
