/**
 * What a shopper tripped on (issue 17), on the real platform: the substitution choices shown back
 * after placing an order and in its tracking, only active zones offered on the landing, signing in
 * going back to the last zone's store, a missing category or tag as the 404 page, and a failed
 * sign-up moving the focus to what went wrong.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  BIG_CATEGORY_SLUG,
  INACTIVE_CATEGORY_SLUG,
  INACTIVE_TAG_SLUG,
  INACTIVE_ZONE_SLUG,
  OTRA_ZONA_SLUG,
  PRICE_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../../api/src/db/seed-fixtures.ts';
import {
  API,
  abrirCarrito,
  agregarDesdeProducto,
  elegirPrimeraFranja,
  entrar,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { DEMO_PASSWORD, expectSignedIn, signIn } from './support.ts';

const Z = ZONA_SLUG;
const REEMPLAZAR = 'Reemplazar por un producto similar';
const NO_REEMPLAZAR = 'No reemplazar y reintegrar a mi saldo';

test.describe.configure({ mode: 'serial' });

test('the substitution choices are shown back on the confirmation and in the tracking', async ({ page }) => {
  const email = 'mayorista@demo.test';
  const token = await tokenDe(page.request, email);
  await vaciarCarritos(page.request, token);
  const cafe = await producto(page.request, PRICE_PRODUCT_SLUG, token);
  const mayonesa = await producto(page.request, TAX_GENERAL_PRODUCT_SLUG, token);

  await entrar(page, email);
  await agregarDesdeProducto(page, PRICE_PRODUCT_SLUG, 3);
  await agregarDesdeProducto(page, TAX_GENERAL_PRODUCT_SLUG, 2);
  await abrirCarrito(page);
  await page
    .getByRole('dialog', { name: 'Carrito' })
    .getByRole('button', { name: 'Finalizar compra' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${Z}/pago/0$`));

  await page.getByRole('radio', { name: /Esquina de Tracabordo/ }).check();
  await elegirPrimeraFranja(page, 'Horario de entrega');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.getByRole('radio', { name: /Transferencia/ }).check();
  await page.getByRole('radio', { name: 'Ya pagué y tengo la referencia' }).check();
  await page.getByLabel('Referencia del pago').fill('55667788');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  // The order: do not replace; the coffee: replace with a similar one.
  await page.getByRole('radio', { name: NO_REEMPLAZAR }).check();
  await page.getByText('Elegir por producto').click();
  await page.getByLabel(cafe.nombre, { exact: true }).selectOption({ label: REEMPLAZAR });
  const respuesta = page.waitForResponse(
    (r) => r.url().includes('/registrar') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const r = await respuesta;
  expect(r.status(), await r.text()).toBe(201);
  const { orden } = (await r.json()) as { orden: { id: number; numero: string } };

  /** What an order's view says of substitutions: the order's choice and the products that differ. */
  async function muestraLasPreferencias(vista: ReturnType<Page['getByRole']>) {
    const porProducto = vista.getByRole('list', { name: 'Preferencia por producto' });
    await expect(porProducto.getByRole('listitem')).toHaveText([`${cafe.nombre}: ${REEMPLAZAR}`]);
    const preferencia = vista
      .getByRole('definition')
      .filter({ has: vista.page().getByRole('list', { name: 'Preferencia por producto' }) });
    await expect(preferencia).toContainText(NO_REEMPLAZAR);
    await expect(vista.getByRole('term').filter({ hasText: 'Si falta un producto' })).toBeVisible();
    await expect(vista).not.toContainText(mayonesa.nombre);
  }

  const confirmacion = page.getByRole('region', { name: `¡Gracias! Recibimos su pedido ${orden.numero}` });
  await muestraLasPreferencias(confirmacion);
  // Read back from the API on reload.
  await page.reload();
  await muestraLasPreferencias(confirmacion);

  await page.getByRole('button', { name: 'Ver el seguimiento' }).click();
  const pedido = page
    .getByRole('dialog', { name: 'Rastreo de pedidos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(orden.numero) }) });
  await muestraLasPreferencias(pedido);
});

test('the landing offers only active zones: neither "Continuar en" nor the list names a zone under maintenance', async ({
  page,
}) => {
  const zonas = (await (await page.request.get(`${API}/api/zona/listadoapi`)).json()) as {
    slug: string;
    nombre: string;
    estatus: number;
  }[];
  const enMantenimiento = zonas.find((z) => z.slug === INACTIVE_ZONE_SLUG);
  expect(enMantenimiento?.estatus).toBe(2);
  const activas = zonas.filter((z) => z.estatus === 1).map((z) => z.nombre);

  // A shopper who chose it before it went under maintenance.
  await page.goto('/');
  await page.evaluate((zona) => localStorage.setItem('zona-predeterminada', JSON.stringify(zona)), {
    slug: enMantenimiento!.slug,
    nombre: enMantenimiento!.nombre,
  });
  await page.reload();
  // Each zone is a button named by the zone (its delivery promise beside it, issue 17).
  const lista = page
    .getByRole('region', { name: 'Elija su zona de entrega' })
    .getByRole('listitem')
    .getByRole('button');
  await expect(lista).toHaveText(activas);
  await expect(page.getByRole('button', { name: new RegExp(enMantenimiento!.nombre) })).toHaveCount(0);

  // An active remembered zone is offered, and it opens that store.
  await page.evaluate((zona) => localStorage.setItem('zona-predeterminada', JSON.stringify(zona)), {
    slug: OTRA_ZONA_SLUG,
    nombre: 'Valencia',
  });
  await page.reload();
  await page.getByRole('button', { name: 'Continuar en Valencia' }).click();
  await expect(page).toHaveURL(new RegExp(`/${OTRA_ZONA_SLUG}$`));

  // The header's zone chooser offers the same zones.
  await page.getByRole('button', { name: /^Zona de entrega:/ }).click();
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveText(activas);
});

test('signing in from /auth/login goes back to the last zone’s store; a returnUrl still wins', async ({
  page,
}) => {
  await page.goto(`/${OTRA_ZONA_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Valencia');
  await signIn(page, 'cliente@demo.test');
  await expectSignedIn(page);
  await expect(page).toHaveURL(new RegExp(`/${OTRA_ZONA_SLUG}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Valencia');

  await page.goto('/auth/logout');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  await signIn(page, 'cliente@demo.test', `/${Z}/supermercado`);
  await expect(page).toHaveURL(new RegExp(`/${Z}/supermercado$`));
});

test('a missing category, subcategory or tag is the 404 page; a network failure still offers a retry', async ({
  page,
}) => {
  const noEncontrada = async (path: string) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/error\?codigo=404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  };
  await noEncontrada(`/${Z}/supermercado/no-existe`);
  await noEncontrada(`/${Z}/supermercado/${BIG_CATEGORY_SLUG}/no-existe`);
  await noEncontrada(`/${Z}/supermercado/${INACTIVE_CATEGORY_SLUG}`);
  await noEncontrada(`/${Z}/etiqueta/no-existe`);
  // The 404 page takes the missing page's place: back goes to where the shopper was.
  await page.goto(`/${Z}`);
  await noEncontrada(`/${Z}/etiqueta/${INACTIVE_TAG_SLUG}`);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${Z}$`));

  // A failure of the network is not a 404: the page offers to try again, and trying again works.
  const categoria = new RegExp(`/api/categoria/supermercado/${BIG_CATEGORY_SLUG}(\\?|$)`);
  await page.route(categoria, (route) => route.abort('internetdisconnected'));
  await page.goto(`/${Z}/supermercado/${BIG_CATEGORY_SLUG}`);
  const reintentar = page.getByRole('button', { name: 'Reintentar' });
  await expect(reintentar).toBeVisible({ timeout: 20_000 });
  await page.unroute(categoria);
  await reintentar.click();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('after a failed sign-up the focus moves to the error summary', async ({ page }) => {
  await page.goto('/auth/registro');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  const resumen = page
    .getByRole('alert')
    .filter({ hasText: 'Revise los datos marcados para crear su cuenta.' });
  await expect(resumen).toBeFocused();
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');

  // An e-mail already registered (the API says so): the focus goes to the summary again.
  await page.getByLabel('Nombre y apellido').fill('Ana Pérez');
  await page.getByLabel('Correo electrónico').fill('cliente@demo.test');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByLabel('Número de documento').fill('12345678');
  await page.getByLabel('Teléfono').fill('0414-1234567');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(resumen).toBeFocused();
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(/ya está registrado/);
  await expect(page.getByLabel('Nombre y apellido')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Teléfono')).not.toHaveAttribute('aria-invalid', 'true');
});
