/**
 * The tarjeta back-office on the real platform (issue 35), at phone width: cliente@demo.test buys a
 * balance card with a Pago Móvil reference on /tarjeta-saldo, admin@demo.test finds it by that
 * reference in /admin/tarjeta/solicitud and approves it, and the customer sees the new balance; a
 * request rejected with a reason shows it to the customer; admin@ adjusts the customer's balance from
 * its page; an adjustment above the threshold waits, admin@ (who asked for it) cannot approve it, and
 * personal@ (given ROLE_TARJETA for the test) does.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { confirmar } from './admin-flujos.ts';
import { API, bearer, tokenDe } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const CLIENTE = 'cliente@demo.test';
const PERSONAL = 'personal@demo.test';
/** personal@'s seeded roles, put back after the test. */
const ROLES_PERSONAL = ['ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas'];

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

async function cliente(request: APIRequestContext) {
  const token = await tokenDe(request, CLIENTE);
  const saldo = (await (
    await request.get(`${API}/usuario/tarjeta/saldo`, { headers: bearer(token) })
  ).json()) as {
    saldo: string;
  };
  const perfil = await request.get(`${API}/admin/tarjeta/saldo/listado?q=${CLIENTE}`, {
    headers: bearer(await tokenDe(request, 'admin@demo.test')),
  });
  const [fila] = ((await perfil.json()) as { items: { id: string }[] }).items;
  return { id: fila!.id, cents: Math.round(Number(saldo.saldo) * 100) };
}

test('a balance card paid by Pago Móvil, approved in the back-office, reaches the customer’s balance', async ({
  page,
  browser,
}) => {
  const { cents: antes } = await cliente(page.request);
  const referencia = String(Date.now()).slice(-8);

  await signIn(page, CLIENTE, '/tarjeta-saldo');
  await expectSignedIn(page);
  const comprar = page.getByRole('region', { name: 'Comprar tarjeta de saldo' });
  await comprar.getByRole('button', { name: '$ 20,00' }).click();
  await comprar.getByRole('radio', { name: 'Para mí' }).check();
  await comprar.getByRole('radio', { name: 'Pago Móvil' }).check();
  await comprar.getByLabel('Banco desde el que pagó').selectOption({ index: 1 });
  await comprar.getByLabel('Teléfono desde el que pagó').fill('0414-5551234');
  await comprar.getByLabel('Referencia del pago').fill(referencia);
  await comprar.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(comprar.getByText('Recibimos su solicitud.', { exact: false })).toBeVisible();

  const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await staff.newPage();
  await signIn(admin, 'admin@demo.test', '/admin/tarjeta/solicitud');
  await expectSignedIn(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Solicitudes de saldo' })).toBeVisible();
  const filtros = admin.getByRole('search', { name: 'Filtros de la lista' });
  const plegados = filtros.getByRole('button', { name: /^Filtros/ });
  if (await plegados.isVisible()) await plegados.click();
  await filtros.getByLabel('Cliente o referencia').fill(referencia);
  await expect(admin).toHaveURL(new RegExp(`q=${referencia}`));
  const fila = admin.getByRole('row').filter({ hasText: referencia });
  await expect(fila).toHaveCount(1);
  await expect(fila).toContainText('Pendiente');
  await sinDesbordeHorizontal(admin);
  await fila.getByRole('link', { name: /^Solicitud \d+$/ }).click();

  await expect(admin.getByRole('heading', { level: 1, name: /^Solicitud de saldo \d+$/ })).toBeVisible();
  await expect(admin.getByText('Ninguna otra solicitud usó esta referencia.')).toBeVisible();
  await admin.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(admin.getByRole('alertdialog')).toContainText('Se acreditarán $ 20,00');
  await confirmar(admin, 'Aprobar');
  await expect(admin.getByText('Solicitud aprobada: saldo acreditado')).toBeVisible();
  await expect(admin.getByRole('definition').filter({ hasText: /^Aprobada$/ })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Aprobar', exact: true })).toHaveCount(0);
  await expect(admin.getByRole('region', { name: 'Historial de cambios' })).toContainText('Aprobada');
  await sinDesbordeHorizontal(admin);
  await staff.close();

  await page.reload();
  await expect(page.getByTestId('saldo-usd')).toHaveText(dolares(antes + 2000));
  const solicitud = page.getByRole('list', { name: 'Solicitudes de tarjeta' }).getByRole('listitem').first();
  await expect(solicitud).toContainText(`referencia ${referencia}`);
  await expect(solicitud).toContainText('Aprobada');
});

test('a request rejected in the back-office shows its reason to the customer, and credits nothing', async ({
  page,
  browser,
}) => {
  const { request } = page;
  const { cents: antes } = await cliente(request);
  const referencia = String(Date.now()).slice(-8);
  const hecha = await request.post(`${API}/usuario/tarjeta/solicitud/procesarcomprar`, {
    headers: bearer(await tokenDe(request, CLIENTE)),
    data: {
      monto: '15.00',
      destino: 'propio',
      metodo: 'pago_movil',
      referencia,
      banco: '0134',
      telefono: '0414-5551234',
    },
  });
  expect(hecha.status(), await hecha.text()).toBe(201);
  const { id } = (await hecha.json()) as { id: number };

  const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await staff.newPage();
  await signIn(admin, 'admin@demo.test', `/admin/tarjeta/solicitud/${id}`);
  await expectSignedIn(admin);
  const rechazar = admin.getByRole('form', { name: 'Rechazar' });
  // Without a reason: said beside the field, nothing sent.
  await rechazar.getByRole('button', { name: 'Rechazar' }).click();
  await expect(rechazar.getByText(/Ingrese el motivo/)).toBeVisible();
  await rechazar.getByLabel('Motivo del rechazo').fill('La referencia no aparece en el banco');
  await rechazar.getByRole('button', { name: 'Rechazar' }).click();
  await expect(admin.getByRole('alertdialog')).toContainText('verá el motivo');
  await confirmar(admin, 'Rechazar');
  await expect(admin.getByText('Solicitud rechazada')).toBeVisible();
  await expect(admin.getByRole('definition').filter({ hasText: /^Rechazada$/ })).toBeVisible();
  await staff.close();

  await signIn(page, CLIENTE, '/tarjeta-saldo');
  await expectSignedIn(page);
  const solicitud = page
    .getByRole('list', { name: 'Solicitudes de tarjeta' })
    .getByRole('listitem')
    .filter({ hasText: `referencia ${referencia}` });
  await expect(solicitud).toContainText('Rechazada');
  await expect(solicitud).toContainText('La referencia no aparece en el banco');
  await expect(page.getByTestId('saldo-usd')).toHaveText(dolares(antes));
});

test('admin@ adjusts a balance; above the threshold a second staff member approves, never its requester', async ({
  page,
  browser,
}) => {
  test.slow();
  const { request } = page;
  const { id, cents: antes } = await cliente(request);
  const admin = await tokenDe(request, 'admin@demo.test');
  const lista = await request.get(`${API}/admin/usuario?q=${encodeURIComponent(PERSONAL)}`, {
    headers: bearer(admin),
  });
  const personalId = ((await lista.json()) as { items: { id: string }[] }).items[0]!.id;
  const roles = async (nuevos: string[]) => {
    const { version } = (await (
      await request.get(`${API}/admin/usuario/${personalId}`, { headers: bearer(admin) })
    ).json()) as { version: number };
    const r = await request.put(`${API}/admin/usuario/${personalId}/roles`, {
      headers: bearer(admin),
      data: { roles: nuevos, version },
    });
    expect(r.ok(), await r.text()).toBe(true);
  };

  await signIn(page, 'admin@demo.test', `/admin/tarjeta/saldo/ajuste/${id}`);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Saldo de');
  const saldo = page.getByTestId('saldo-cliente');
  await expect(saldo).toHaveText(dolares(antes));

  const formulario = page.getByRole('form', { name: 'Ajustar el saldo' });
  // Sent empty: the errors beside the fields.
  await formulario.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(formulario.getByText('Ingrese el motivo')).toBeVisible();
  await formulario.getByLabel('Monto (USD)').fill('5,25');
  await formulario.getByLabel('Motivo').fill('Compensación por demora en la entrega');
  await formulario.getByRole('button', { name: 'Registrar ajuste' }).click();
  await confirmar(page, 'Registrar ajuste');
  await expect(page.getByText('Ajuste aplicado al saldo')).toBeVisible();
  await expect(saldo).toHaveText(dolares(antes + 525));
  await expect(page.getByRole('region', { name: 'Historial de cambios' })).toContainText(
    'Compensación por demora en la entrega',
  );

  // Above the threshold ($ 100,00): it waits; its requester is refused.
  await formulario.getByLabel('Monto (USD)').fill('150');
  await formulario.getByLabel('Motivo').fill('Devolución de una transferencia duplicada');
  await formulario.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('quedará pendiente');
  await confirmar(page, 'Registrar ajuste');
  await expect(page.getByText(/queda pendiente hasta que otra persona/)).toBeVisible();
  await expect(saldo).toHaveText(dolares(antes + 525));
  await page.getByRole('button', { name: 'Aprobar ajuste' }).click();
  await confirmar(page, 'Aprobar ajuste');
  await expect(
    page.getByText('No puede aprobar un ajuste que usted mismo solicitó', { exact: false }),
  ).toBeVisible();
  await expect(saldo).toHaveText(dolares(antes + 525));
  await sinDesbordeHorizontal(page);

  await roles([...ROLES_PERSONAL, 'ROLE_TARJETA']);
  try {
    const otro = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const segundo = await otro.newPage();
    await signIn(segundo, PERSONAL, '/admin/tarjeta/saldo/ajuste?estado=PENDIENTE');
    await expectSignedIn(segundo);
    const fila = segundo.getByRole('row').filter({ hasText: 'Devolución de una transferencia duplicada' });
    await expect(fila).toContainText('admin@demo.test');
    await sinDesbordeHorizontal(segundo);
    await fila.getByRole('link').first().click();
    await segundo.getByRole('button', { name: 'Aprobar ajuste' }).click();
    await confirmar(segundo, 'Aprobar ajuste');
    await expect(segundo.getByText('Ajuste aprobado y aplicado')).toBeVisible();
    await expect(segundo.getByTestId('saldo-cliente')).toHaveText(dolares(antes + 525 + 15000));
    await otro.close();
  } finally {
    await roles(ROLES_PERSONAL);
  }
});
