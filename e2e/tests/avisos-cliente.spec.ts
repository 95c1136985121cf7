/**
 * What the shopper is told (issue 34) on the real platform, at phone width: cliente@demo.test's order
 * is placed through the API and staff act through the API, as the other shopping specs do.
 * - A payment rejected by staff writes its email with the reason and a link to the order, and at the
 *   shopper's next visit the header's bell opens the notice, which leads to the order's detail.
 * - 'Avísame cuando llegue' on an out-of-stock product (the weighed cheese, less than its first
 *   quantity left in the zone): staff restock it, the email is written and the notice shown.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { WEIGHED_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { API, bearer, pedidoPagoMovil, producto, tokenDe } from './compra.ts';
import { ultimoCorreo } from './correos.ts';
import { expectSignedIn, signIn } from './support.ts';

const CLIENTE = 'cliente@demo.test';
const Z = ZONA_SLUG;

test.use({ viewport: { width: 390, height: 844 } });

/** The header's bell, once the shopper has unread notices, and the panel it opens. */
async function abrirAvisos(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Avisos, \d+ sin leer$/ })
    .click();
  return page.getByRole('dialog', { name: 'Avisos', exact: true });
}

test('a payment rejected by staff writes its email with the reason, and the shopper is told at the next visit', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { orden } = await pedidoPagoMovil(request, await tokenDe(request, CLIENTE), { envio: 'pickup' });
  const motivo = 'La referencia no aparece en nuestro banco';
  const r = await request.put(`${API}/admin/orden/${orden.id}/estatus`, {
    headers: bearer(await tokenDe(request, 'admin@demo.test')),
    data: { estatus: 9, estatusActual: 1, mensaje: motivo },
  });
  expect(r.ok(), await r.text()).toBe(true);

  const titulo = `Pago rechazado: pedido ${orden.numero}`;
  const correo = await ultimoCorreo(CLIENTE, titulo);
  expect(correo.cuerpo).toContain(`Motivo: ${motivo}`);
  expect(correo.enlace).toMatch(new RegExp(`/mi-cuenta/pedidos/${orden.id}$`));

  await signIn(page, CLIENTE, `/${Z}`);
  await expectSignedIn(page);
  const avisos = await abrirAvisos(page);
  const aviso = avisos.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titulo }) });
  await expect(aviso).toContainText(`Motivo: ${motivo}`);
  await aviso.getByRole('link', { name: `Ver pedido: ${titulo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/mi-cuenta/pedidos/${orden.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${orden.numero}`);

  // Shown once: read, it is not among the unread any more.
  const token = await tokenDe(request, CLIENTE);
  await expect
    .poll(async () => {
      const sinLeer = await request.get(`${API}/usuario/aviso`, { headers: bearer(token) });
      return ((await sinLeer.json()) as { avisos: { titulo: string }[] }).avisos.map((a) => a.titulo);
    })
    .not.toContain(titulo);
});

type Rama = { sucursal: number; inventario: number; existencia: string; costo: string; version: number };

/** The product's inventory rows in the zone's branches (staff's inventory page reads the same). */
async function ramas(request: APIRequestContext, admin: string, productoId: number, nombre: string) {
  const r = await request.get(`${API}/admin/inventario/zona/${Z}`, {
    headers: bearer(admin),
    params: { q: nombre },
  });
  expect(r.ok(), await r.text()).toBe(true);
  const fila = (
    (await r.json()) as { items: { productoId: number; sucursales: { id: number }[] }[] }
  ).items.find((f) => f.productoId === productoId)!;
  const out: Rama[] = [];
  for (const { id } of fila.sucursales) {
    const s = await request.get(`${API}/admin/inventario/zona/${Z}/sucursal/${id}/producto/${productoId}`, {
      headers: bearer(admin),
    });
    const { inventario } = (await s.json()) as {
      inventario: { id: number; existencia: string; costo: string; version: number };
    };
    out.push({ sucursal: id, inventario: inventario.id, ...inventario });
  }
  return out;
}

/** Staff's save of a branch's stock (the inventory page's 'Guardar existencia'). */
async function guardarExistencia(request: APIRequestContext, admin: string, rama: Rama, existencia: string) {
  const r = await request.put(`${API}/admin/inventario/zona/${Z}/${rama.inventario}/editar`, {
    headers: bearer(admin),
    data: { existencia, costo: rama.costo, version: rama.version },
  });
  expect(r.ok(), await r.text()).toBe(true);
  rama.version = ((await r.json()) as { version: number }).version;
}

test('a shopper asks to be told when an out-of-stock product arrives; staff restock it, the email is written and the notice shown', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await tokenDe(request, 'admin@demo.test');
  const queso = await producto(request, WEIGHED_PRODUCT_SLUG);
  const antes = await ramas(request, admin, queso.id, queso.nombre);
  const originales = antes.map((r) => r.existencia);
  try {
    // Less than its first quantity (0.5 kg) left in the zone: 'Agotado'.
    for (const [i, rama] of antes.entries())
      await guardarExistencia(request, admin, rama, i === 0 ? '0.25' : '0');

    await signIn(page, CLIENTE, `/${Z}/producto/${WEIGHED_PRODUCT_SLUG}`);
    await expectSignedIn(page);
    await expect(page.getByText('Agotado por ahora en esta zona.')).toBeVisible();
    const avisame = page.getByRole('button', { name: `Avísame cuando llegue: ${queso.nombre}` });
    await avisame.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Le avisaremos por correo cuando llegue.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Cancelar aviso: ${queso.nombre}` })).toBeFocused();

    await guardarExistencia(request, admin, antes[0]!, '10');
    const titulo = `Ya llegó: ${queso.nombre}`;
    const correo = await ultimoCorreo(CLIENTE, titulo);
    expect(correo.enlace).toMatch(new RegExp(`/${Z}/producto/${WEIGHED_PRODUCT_SLUG}$`));

    // The next visit.
    await page.goto(`/${Z}`);
    const avisos = await abrirAvisos(page);
    const aviso = avisos.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titulo }) });
    await aviso.getByRole('link', { name: `Ver producto: ${titulo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${Z}/producto/${WEIGHED_PRODUCT_SLUG}$`));
    await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
  } finally {
    for (const [i, rama] of antes.entries()) await guardarExistencia(request, admin, rama, originales[i]!);
  }
});
