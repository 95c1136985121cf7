/**
 * Issue 37, the search back-office on the real platform, across roles: admin@demo.test (PUBLICIDAD,
 * Caracas' role), on a 390 px phone, registers a one-way synonym ("menestra" → "caraotas negras")
 * and a rule for Caracas that pins the lentils first for "menestra" with a banner; the preview shows
 * the query before (nothing) and after (the lentils pinned, the black beans, the banner). A shopper
 * of /caracas then searches "menestra" and gets the same on the results page; another zone's shopper
 * does not get Caracas' rule. Staff edit the rule (leaving with unsaved changes asks first), then
 * delete both through the back-office (the confirmation dialog), and the shopper's search is as
 * before; afterAll removes them through the API if a step failed.
 */
import { expect, type Page, test } from '@playwright/test';
import { API, bearer, tokenDe } from './compra.ts';
import { signIn } from './support.ts';

const PALABRA = 'menestra';
const AVISO = 'Menestras de la semana';

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  // Nothing of this spec stays in the index for the specs after it.
  const token = await tokenDe(request, 'admin@demo.test');
  const headers = bearer(token);
  const sinonimos = await request.get(`${API}/admin/busqueda/sinonimos?q=${PALABRA}`, { headers });
  for (const s of (
    (await sinonimos.json()) as {
      items: { objectID: string; huella: string; palabras: string[]; entrada: string | null }[];
    }
  ).items) {
    if (s.entrada === PALABRA || s.palabras.includes(PALABRA))
      await request.delete(`${API}/admin/busqueda/sinonimos/${s.objectID}?huella=${s.huella}`, { headers });
  }
  const reglas = await request.get(`${API}/admin/busqueda/reglas?zona=caracas&q=${PALABRA}`, { headers });
  for (const r of ((await reglas.json()) as { items: { objectID: string; huella: string; patron: string }[] })
    .items) {
    if (r.patron === PALABRA)
      await request.delete(`${API}/admin/busqueda/reglas/${r.objectID}?huella=${r.huella}`, { headers });
  }
});

/** The results page's product cards, in order. */
const tarjetas = (page: Page) => page.getByRole('main').getByRole('article');

let lentejas = '';

test('staff add a synonym and a pinned rule for Caracas; the preview shows the query before and after', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@demo.test', '/admin/busqueda');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Buscador');
  await page.getByRole('link', { name: 'Sinónimos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sinónimos del buscador');
  await page.getByRole('link', { name: 'Registrar sinónimo' }).click();

  // A one-way synonym needs its input word: refused beside the field first.
  await page.getByLabel('Tipo de sinónimo').selectOption('oneWaySynonym');
  await page.getByLabel('Lo que también encuentra (una por línea)').fill('caraotas negras');
  await page.getByRole('button', { name: 'Registrar sinónimo' }).click();
  await expect(page.getByText('Escriba la palabra que busca el cliente')).toBeVisible();
  await page.getByLabel('Palabra de entrada').fill(PALABRA);
  await page.getByRole('button', { name: 'Registrar sinónimo' }).click();
  await expect(page.getByText('Sinónimo registrado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sinónimo «${PALABRA} → caraotas negras»`);
  const historial = page.getByRole('region', { name: /Historial/ });
  await expect(historial).toContainText('admin@demo.test');

  // Caracas' rules: register one that pins the lentils for "menestra", with a banner.
  await page.goto('/admin/busqueda/zona');
  await page.getByRole('link', { name: 'Caracas' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reglas del buscador · Caracas');
  await page.getByRole('link', { name: 'Registrar regla' }).click();
  await page.getByLabel('Palabras de la búsqueda').fill(PALABRA);
  await page.getByLabel('Se aplica cuando la búsqueda…').selectOption('is');
  const destacar = page.getByRole('group', { name: 'Destacar primero' });
  await destacar.getByLabel('Buscar productos').fill('lentejas');
  const agregar = destacar.getByRole('button', { name: /^Agregar Lentejas/ }).first();
  lentejas = ((await agregar.getAttribute('aria-label')) ?? '')
    .replace(/^Agregar /, '')
    .replace(/ a «.*»$/, '');
  expect(lentejas).toMatch(/^Lentejas /);
  await agregar.click();
  await expect(destacar.getByRole('list', { name: 'Destacar primero: elegidos' })).toContainText(lentejas);
  await page.getByLabel('Aviso en los resultados').fill(AVISO);
  await page.getByRole('button', { name: 'Registrar regla' }).click();
  await expect(page.getByText('Regla registrada')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Regla: Es exactamente «${PALABRA}»`);

  // The preview: without synonyms and rules nothing; with them the lentils pinned, then black beans.
  await page.getByRole('link', { name: `Ver la vista previa de «${PALABRA}»` }).click();
  await expect(page).toHaveURL(/\/admin\/busqueda\/zona\/caracas\/vista-previa\?q=menestra$/);
  const sin = page.getByRole('region', { name: 'Sin sinónimos ni reglas' });
  const con = page.getByRole('region', { name: 'Con sinónimos y reglas' });
  await expect(sin).toContainText('0 resultados');
  await expect(sin).toContainText('Ningún producto.');
  await expect(con.getByRole('listitem').first()).toContainText(lentejas);
  await expect(con.getByRole('listitem').first()).toContainText('Destacado');
  await expect(con.getByRole('listitem').nth(1)).toContainText('Caraotas negras');
  await expect(con).toContainText(`Aviso: ${AVISO}`);
  // On a phone the two sides are one above the other, within the screen.
  const a = await sin.boundingBox();
  const b = await con.boundingBox();
  expect(b!.y).toBeGreaterThan(a!.y);
  expect(b!.x + b!.width).toBeLessThanOrEqual(390);
});

test("the shopper's search in /caracas shows the synonym's products, the pinned one first and the banner", async ({
  page,
}) => {
  expect(lentejas).not.toBe('');
  await page.goto(`/caracas/buscar?q=${PALABRA}`);
  await expect(tarjetas(page).first()).toContainText(lentejas);
  await expect(tarjetas(page).nth(1)).toContainText('Caraotas negras');
  await expect(page.getByText(AVISO)).toBeVisible();

  // Another zone's shoppers get the synonym (store-wide), not Caracas' rule.
  await page.goto(`/valencia/buscar?q=${PALABRA}`);
  await expect(tarjetas(page).first()).toContainText('Caraotas negras');
  await expect(page.getByText(AVISO)).toHaveCount(0);
});

test('staff edit the rule (leaving with unsaved changes asks first), then delete rule and synonym after confirming', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', '/admin/busqueda/zona/caracas');
  const fila = page.getByRole('row').filter({ hasText: `«${PALABRA}»` });
  await expect(fila).toContainText(`Destaca ${lentejas}`);

  await fila.getByRole('link', { name: `Es exactamente «${PALABRA}»` }).click();
  await page.getByLabel('Aviso en los resultados').fill('Granos de la semana');
  await page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link', { name: 'Caracas' })
    .click();
  const salir = page.getByRole('alertdialog');
  await expect(salir).toContainText('Cambios sin guardar');
  await salir.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page.getByLabel('Aviso en los resultados')).toHaveValue('Granos de la semana');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  const historial = page.getByRole('region', { name: /Historial/ });
  await expect(historial).toContainText(AVISO);
  await expect(historial).toContainText('Granos de la semana');
  await page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link', { name: 'Caracas' })
    .click();
  await expect(fila).toContainText('Aviso «Granos de la semana»');

  await fila.getByRole('button', { name: `Eliminar la regla «${PALABRA}»` }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText(`¿Desea eliminar la regla «${PALABRA}»?`);
  await dialogo.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`Se eliminó la regla «${PALABRA}».`)).toBeVisible();
  await expect(fila).toHaveCount(0);

  await page.goto(`/admin/busqueda/sinonimo?q=${PALABRA}`);
  const sinonimo = page.getByRole('row').filter({ hasText: `${PALABRA} → caraotas negras` });
  await sinonimo.getByRole('button', { name: /^Eliminar el sinónimo/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(sinonimo).toHaveCount(0);

  // Nothing is called "menestra" again: the store's no-results page, without the banner.
  await page.goto(`/caracas/buscar?q=${PALABRA}`);
  await expect(page.getByRole('region', { name: 'No se encontraron resultados' })).toBeVisible();
  await expect(page.getByText(AVISO)).toHaveCount(0);
});
