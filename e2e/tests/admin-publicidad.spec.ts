/**
 * Issue 18, advertising, quick lists and the search history on the real platform: admin@demo.test
 * edits Caracas' advertising message and a featured block, sees them in the preview while shoppers
 * still see the old page, publishes, and the shopper's /caracas shows them; creates a quick list with
 * two products and a quantity, and the store's quick list shows it; opens the search history and
 * finds a query a shopper just made. The admin pages are used at phone width.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
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
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Publicado' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button').first().click();
  await expect(page.getByText('Los compradores ya ven esta página.')).toBeVisible();

  await tienda.reload();
  await expect(tienda.getByText(mensaje)).toBeVisible();
  await expect(tienda.getByRole('heading', { name: titulo })).toBeVisible();
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
