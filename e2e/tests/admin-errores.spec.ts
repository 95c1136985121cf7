/**
 * A save the API refuses shows the API's own field messages beside the fields (issue 32): the
 * browser checks the same schema first, so these are the rules only the server can apply — an icon
 * the media set lacks (422), a slug another category holds (409), a delivery area's name already in
 * the zone (422), a store's name in use (422). Each message is the one in the API's answer, on the
 * field it names, bound to its control (aria-invalid, aria-describedby), and the form keeps what
 * was typed. A 409 that names a field is that field's error, not "the record changed meanwhile".
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { API } from './compra.ts';
import { expectSignedIn, signIn } from './support.ts';

const sello = Date.now().toString(36);

async function entrar(page: Page, email: string, ruta: string) {
  await signIn(page, email, ruta);
  await expectSignedIn(page);
  await expect(page).toHaveURL(new RegExp(`${ruta}$`));
}

/** Clicks the save button and returns the API's refusal: its status and its field messages. */
async function guardarRechazado(page: Page, boton: string) {
  const respuesta = page.waitForResponse(
    (r) => r.url().startsWith(API) && ['POST', 'PUT'].includes(r.request().method()),
  );
  await page.getByRole('button', { name: boton, exact: true }).click();
  const r = await respuesta;
  const { campos } = (await r.json()) as { campos?: Record<string, string> };
  return { status: r.status(), campos: campos ?? {} };
}

/** The texts a control's aria-describedby points at (its hint, its error). */
async function descripciones(control: Locator): Promise<(string | null)[]> {
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? [];
  return Promise.all(ids.map((id) => control.page().locator(`[id="${id}"]`).textContent()));
}

/** The API's message stands beside the control, which says it is invalid. */
async function expectErrorJunto(control: Locator, mensaje: string | undefined) {
  expect(mensaje, 'the API names the field').toBeTruthy();
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => descripciones(control)).toContain(mensaje);
}

test('a category the API refuses: the icon it lacks, then the slug in use, each beside its field', async ({
  page,
}) => {
  await entrar(page, 'catalogo@demo.test', '/admin/categoria/registrar');
  const nombre = `Prueba errores ${sello}`;
  await page.getByLabel('Nombre', { exact: true }).fill(nombre);
  const icono = page.getByLabel('Ícono');
  await icono.fill('no-existe-este-icono');

  const sinIcono = await guardarRechazado(page, 'Registrar');
  expect(sinIcono.status).toBe(422);
  await expectErrorJunto(icono, sinIcono.campos.icono);
  await expect(icono).toBeFocused();

  await icono.fill('');
  const slug = page.getByLabel('Dirección web (slug)', { exact: true });
  await slug.fill('mascotas');
  const slugEnUso = await guardarRechazado(page, 'Registrar');
  expect(slugEnUso.status).toBe(409);
  await expectErrorJunto(slug, slugEnUso.campos.slug);
  // Nothing was saved, and what was typed stays.
  await expect(page).toHaveURL(/\/admin\/categoria\/registrar$/);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(nombre);
});

test("a zone's delivery area named like another of the zone is refused beside its name", async ({ page }) => {
  await entrar(page, 'admin@demo.test', '/admin/zona/caracas/area/registrar');
  const nombre = page.getByLabel('Nombre', { exact: true });
  // A seeded area of Caracas.
  await nombre.fill('Chacao');
  const rechazo = await guardarRechazado(page, 'Guardar');
  expect(rechazo.status).toBe(422);
  await expectErrorJunto(nombre, rechazo.campos.nombre);
  await expect(page).toHaveURL(/\/admin\/zona\/caracas\/area\/registrar$/);
});

test('a store and its branch are registered through their forms; a second store with its name is refused beside the name', async ({
  page,
}) => {
  await entrar(page, 'admin@demo.test', '/admin/tienda/registrar');
  const tienda = `Tienda errores ${sello}`;
  await page.getByLabel('Nombre', { exact: true }).fill(tienda);
  await page.getByLabel('Teléfono').fill('0212-5550000');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tienda })).toBeVisible();
  const url = page.url();
  expect(url).toMatch(/\/admin\/tienda\/\d+$/);

  // Its branch, in a zone the user holds.
  await page.goto(`${url}/sucursal/registrar`);
  const sucursal = `Sucursal errores ${sello}`;
  await page.getByLabel('Nombre', { exact: true }).fill(sucursal);
  await page.getByLabel('Dirección').fill('Av. Principal, local 1');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: sucursal })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tienda\/\d+\/sucursal\/\d+$/);

  // Another store with the same name: the API's refusal beside the name.
  await page.goto('/admin/tienda/registrar');
  const nombre = page.getByLabel('Nombre', { exact: true });
  await nombre.fill(tienda);
  const rechazo = await guardarRechazado(page, 'Guardar');
  expect(rechazo.status).toBe(422);
  await expectErrorJunto(nombre, rechazo.campos.nombre);
  await expect(page).toHaveURL(/\/admin\/tienda\/registrar$/);
});
