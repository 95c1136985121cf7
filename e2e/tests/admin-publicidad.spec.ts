/**
 * Issue 18, advertising, quick lists and the search history on the real platform: admin@demo.test
 * edits Caracas' advertising message and a featured block, sees them in the preview while shoppers
 * still see the old page, publishes, and the shopper's /caracas shows them; creates a quick list with
 * two products and a quantity, and the store's quick list shows it; opens the search history and
 * finds a query a shopper just made. The admin pages are used at phone width.
 * Issue 33: two staff members' drafts, one publishes only theirs (the other's stay waiting, named),
 * the publications list shows it, and restoring an earlier publication takes the store back.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { API, bearer, tokenDe } from './compra.ts';
import { escribir, signIn } from './support.ts';

const TELEFONO = { width: 390, height: 844 };

/** A shopper's page in its own browser context (anonymous). */
async function comprador(browser: Browser): Promise<Page> {
  const contexto = await browser.newContext({ locale: 'es-VE', timezoneId: 'America/Caracas' });
  return contexto.newPage();
}

/** Nothing on the page is wider than the phone's screen. */
async function sinDesbordeHorizontal(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

/**
 * A featured block on the store, scrolled to as a shopper would: the store draws its blocks as they
 * come near the screen, so a block further down (a longer promise or message above it) is drawn only
 * once the page is scrolled.
 */
async function verBloque(tienda: Page, titulo: string, exact = false) {
  const encabezado = tienda.getByRole('heading', { name: titulo, exact });
  await expect(async () => {
    await tienda.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(encabezado).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test.use({ viewport: TELEFONO });

test('advertising is edited, previewed, then published: the shopper sees it on /caracas', async ({
  page,
  browser,
}) => {
  // Two browsers (staff and a shopper) and a dozen pages: more than one page's time.
  test.slow();
  const mensaje = `Envío gratis este fin de semana ${Date.now()}`;
  const titulo = `Lo mejor de la semana ${Date.now()}`;
  await signIn(page, 'admin@demo.test', '/admin/publicidad/zona/caracas/mensaje-publicidad');
  await expect(page.getByRole('heading', { level: 1, name: /Mensaje publicidad/ })).toBeVisible();
  await page.getByLabel('Mensaje publicitario').fill(mensaje);
  await page.getByRole('button', { name: 'Guardar mensaje' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();
  await sinDesbordeHorizontal(page);
  await expect(page.getByText('Editó').first()).toBeVisible();

  await page.goto('/admin/publicidad/zona/caracas/destacado');
  const tabla = page.getByRole('table', { name: 'Destacados' });
  await tabla.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Destacado «/ })).toBeVisible();
  await page.getByLabel('Título').fill(titulo);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();

  // Shoppers do not see it yet.
  const tienda = await comprador(browser);
  await tienda.goto('/caracas');
  await expect(tienda.getByRole('heading', { level: 1, name: /Caracas/ })).toBeVisible();
  await expect(tienda.getByText(mensaje)).toHaveCount(0);

  await page.goto('/admin/publicidad/zona/caracas');
  const previa = page.getByRole('region', { name: 'Vista previa de Caracas' });
  await expect(previa.getByText(mensaje)).toBeVisible();
  await expect(previa.getByRole('heading', { name: titulo })).toBeVisible();
  await expect(page.getByText('Hay cambios sin publicar')).toBeVisible();
  await sinDesbordeHorizontal(page);
  await page.getByRole('button', { name: 'Publicar todo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publicar todo' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Publicado: los compradores ya ven' }),
  ).toBeVisible();
  await expect(page.getByText('Los compradores ya ven esta página.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar todo' })).toBeDisabled();

  await tienda.reload();
  await expect(tienda.getByText(mensaje)).toBeVisible();
  await verBloque(tienda, titulo);
  await tienda.context().close();
});

test('a quick list with two products and a quantity shows in the store at once', async ({
  page,
  browser,
}) => {
  const nombre = `Desayuno criollo ${Date.now()}`;
  await signIn(page, 'admin@demo.test', '/admin/lista-rapida/zona/caracas/registrar');
  await expect(page.getByRole('heading', { level: 1, name: /Registrar lista rápida/ })).toBeVisible();
  await page.getByLabel('Nombre').fill(nombre);
  await expect(page.getByLabel('Slug')).toHaveValue(/^desayuno-criollo-\d+$/);
  const slug = await page.getByLabel('Slug').inputValue();

  const buscar = page.getByLabel('Buscar productos para agregar');
  await buscar.fill('precocida blanca');
  await page
    .getByRole('button', { name: /^Agregar Harina de maíz precocida blanca/ })
    .first()
    .click();
  await buscar.fill('cafe molido');
  await page
    .getByRole('button', { name: /^Agregar Café molido/ })
    .first()
    .click();
  const elegidos = page.getByRole('list', { name: 'Productos elegidos' }).getByRole('listitem');
  await expect(elegidos).toHaveCount(2);
  await elegidos.first().getByLabel('Cantidad').fill('4');
  await sinDesbordeHorizontal(page);
  await page.getByRole('button', { name: 'Registrar lista' }).click();
  await expect(page).toHaveURL(/\/admin\/lista-rapida\/zona\/caracas\/editar\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Lista «${nombre}»` })).toBeVisible();
  await expect(page.getByText('Creó el registro')).toBeVisible();

  const tienda = await comprador(browser);
  await tienda.goto(`/caracas/lista-rapida/${slug}`);
  await expect(tienda.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  await expect(tienda.getByText(/Harina de maíz precocida blanca/).first()).toBeVisible();
  await expect(tienda.getByText(/Café molido/).first()).toBeVisible();
  await tienda.context().close();
});

test('the search history shows a query a shopper just made in Caracas', async ({ page, browser }) => {
  const tienda = await comprador(browser);
  await tienda.goto('/caracas');
  await escribir(tienda, 'mortadela');
  await tienda.keyboard.press('Enter');
  await expect(tienda).toHaveURL(/\/caracas\/buscar\?q=mortadela/);
  await expect(tienda.getByRole('heading', { level: 1 })).toBeVisible();
  await tienda.context().close();

  await signIn(page, 'admin@demo.test', '/admin/buscador-historial?zona=caracas');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscador Historial' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Lo más buscado' }).getByRole('rowheader', { name: 'mortadela' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Búsquedas por día/ })).toBeVisible();
  await sinDesbordeHorizontal(page);
});

const PERSONAL = 'personal@demo.test';
/** personal@'s seeded roles (admin-usuarios.spec.ts puts them back too). */
const ROLES_PERSONAL = ['ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas'];

async function rolesDePersonal(request: APIRequestContext, admin: string, roles: string[]) {
  const lista = await request.get(`${API}/admin/usuario?q=${encodeURIComponent(PERSONAL)}`, {
    headers: bearer(admin),
  });
  const { id } = ((await lista.json()) as { items: { id: string }[] }).items[0]!;
  const { version } = (await (
    await request.get(`${API}/admin/usuario/${id}`, { headers: bearer(admin) })
  ).json()) as { version: number };
  const r = await request.put(`${API}/admin/usuario/${id}/roles`, {
    headers: bearer(admin),
    data: { roles, version },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

test('two staff members’ drafts: one publishes only theirs, the other’s wait; an earlier publication is restored', async ({
  page,
  browser,
}) => {
  test.slow();
  const { request } = page;
  const zona = `${API}/admin/publicidad/zona/caracas`;
  const admin = await tokenDe(request, 'admin@demo.test');
  await rolesDePersonal(request, admin, [...ROLES_PERSONAL, 'ROLE_PUBLICIDAD']);
  try {
    const personal = await tokenDe(request, PERSONAL);
    const pedir = async (token: string, method: 'get' | 'put' | 'post', url: string, data?: object) => {
      const r = await request[method](url, { headers: bearer(token), ...(data ? { data } : {}) });
      expect(r.ok(), await r.text()).toBe(true);
      return r.json();
    };
    const mensaje = async (texto: string) => {
      const { version } = await pedir(admin, 'get', `${zona}/publicidad`);
      await pedir(admin, 'put', `${zona}/mensaje-publicidad`, { mensaje: texto, version });
    };
    const publicarTodo = async () => {
      const { firma } = await pedir(admin, 'get', `${zona}/vista-previa`);
      await pedir(admin, 'post', `${zona}/publicar`, { firma, alcance: 'todo' });
    };
    // What shoppers see first: admin@'s message, published.
    const antes = `Precios de siempre ${Date.now()}`;
    await mensaje(antes);
    await publicarTodo();

    // Two drafts: admin@'s message, personal@'s featured block.
    const borrador = `Mensaje sin publicar ${Date.now()}`;
    await mensaje(borrador);
    const { items } = await pedir(personal, 'get', `${zona}/destacado`);
    const bloque = await pedir(
      personal,
      'get',
      `${API}/admin/publicidad/destacado/${items.find((d: { estatus: number }) => d.estatus === 1).id}`,
    );
    const tituloViejo: string = bloque.titulo;
    const titulo = `Lo de personal ${Date.now()}`;
    await pedir(personal, 'put', `${API}/admin/publicidad/destacado/${bloque.id}`, {
      titulo,
      slug: bloque.slug,
      prioridad: bloque.prioridad,
      estatus: bloque.estatus,
      especial: bloque.especial,
      productos: bloque.productos.map((p: { id: number }) => p.id),
      version: bloque.version,
    });

    // personal@ sees whose changes wait, and publishes only theirs.
    await signIn(page, PERSONAL, '/admin/publicidad/zona/caracas');
    const pendientes = page.getByRole('region', { name: 'Cambios sin publicar' });
    await expect(pendientes.getByRole('listitem')).toHaveText([
      'Mensaje publicitario — admin@demo.test',
      `Destacado «${titulo}» — ${PERSONAL} (suyo)`,
    ]);
    await page.getByRole('button', { name: 'Publicar mis cambios' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Publicar mis cambios en Caracas' });
    await expect(confirmar).toContainText(`Se publicará 1 cambio (1 de ${PERSONAL}): Destacado «${titulo}».`);
    await expect(confirmar).toContainText('Quedarán sin publicar 1 cambio (1 de admin@demo.test).');
    await confirmar.getByRole('button', { name: 'Publicar mis cambios' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Publicado: los compradores ya ven estos cambios.' }),
    ).toBeVisible();
    // The button is itself again once the call ended (nothing left of personal@'s to publish).
    await expect(page.getByRole('button', { name: 'Publicando…' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Publicar mis cambios' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Publicar todo' })).toBeEnabled();
    await expect(pendientes.getByRole('listitem')).toHaveText(['Mensaje publicitario — admin@demo.test']);

    const tienda = await comprador(browser);
    await tienda.goto('/caracas');
    await verBloque(tienda, titulo);
    await expect(tienda.getByText(antes)).toBeVisible();
    await expect(tienda.getByText(borrador)).toHaveCount(0);

    // The publications: personal@'s, then admin@'s earlier one, restored.
    await page.getByRole('link', { name: 'Publicaciones' }).click();
    const tabla = page.getByRole('table', { name: 'Publicaciones de Caracas' });
    const filas = tabla.getByRole('row');
    await expect(filas.nth(1)).toContainText(PERSONAL);
    await expect(filas.nth(1)).toContainText('Sus cambios');
    await expect(filas.nth(1)).toContainText(`Destacado «${titulo}» — ${PERSONAL}`);
    await expect(filas.nth(1)).toContainText('Los compradores la ven ahora');
    await expect(filas.nth(2)).toContainText('admin@demo.test');
    await expect(filas.nth(2)).toContainText('Mensaje publicitario — admin@demo.test');
    await expect(filas.nth(2)).toContainText(/\d{1,2} [a-z]+\.? \d{4}, \d{1,2}:\d{2} [ap]\. m\./);
    await filas
      .nth(2)
      .getByRole('button', { name: /^Restaurar la publicación del / })
      .click();
    const restaurar = page.getByRole('alertdialog', { name: /^Restaurar la publicación del / });
    await expect(restaurar).toContainText('Lo publicado después quedará como cambios sin publicar.');
    await restaurar.getByRole('button', { name: 'Restaurar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Se restauró la publicación del / }),
    ).toBeVisible();
    await expect(filas.nth(1)).toContainText('Volvió a publicar la publicación del');
    await expect(filas.nth(1)).toContainText('Los compradores la ven ahora');

    await tienda.reload();
    await verBloque(tienda, tituloViejo, true);
    await expect(tienda.getByRole('heading', { name: titulo })).toHaveCount(0);
    await expect(tienda.getByText(antes)).toBeVisible();
    await tienda.context().close();
  } finally {
    await rolesDePersonal(request, admin, ROLES_PERSONAL);
  }
});
