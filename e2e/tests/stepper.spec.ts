/**
 * Issue 36, on a 390 × 844 phone: a product card's "Agregar" becomes a stepper "− qty +" once the
 * product is in the open cart; + and − follow the quantity rule (spec §5) and − from the minimum
 * removes the line; the per-order maximum holds at the stepper and the message names the real
 * quantity; a product sold by weight gets the "½ kg" / "1 kg" chips; the search suggestions have the
 * same stepper beside each option, with the combobox's keyboard unchanged.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, WEIGHED_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import {
  abrirCarrito,
  entrar,
  estadoDe,
  lineasGuardadas,
  llenarCarrito,
  miniCarrito,
  type ProductoApi,
  producto,
  tarjeta,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { caja, escribir, sugerencias } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

const Z = ZONA_SLUG;
const EMAIL = 'cliente@demo.test';

let cafe: ProductoApi;
let queso: ProductoApi;

test.beforeAll(async ({ request }) => {
  [cafe, queso] = await Promise.all([
    producto(request, PRICE_PRODUCT_SLUG),
    producto(request, WEIGHED_PRODUCT_SLUG),
  ]);
  expect(cafe.maximo).toMatch(/^12(\.0+)?$/);
  expect(Number(cafe.existencia)).toBeGreaterThanOrEqual(13);
  expect(queso.modalidadVenta).toBe('peso');
  expect(Number(queso.existencia)).toBeGreaterThanOrEqual(2);
});

test.afterAll(async ({ request }) => {
  await vaciarCarritos(request, await tokenDe(request, EMAIL));
});

/** The stepper's parts inside a card or a suggestion row. */
function stepper(dentro: Locator, p: ProductoApi, paso = 'una unidad') {
  return {
    grupo: dentro.getByRole('group', { name: `Cantidad de ${p.nombre} en el carrito` }),
    mas: dentro.getByRole('button', { name: `Agregar ${paso} de ${p.nombre}`, exact: true }),
    menos: dentro.getByRole('button', { name: `Quitar ${paso} de ${p.nombre}`, exact: true }),
    cantidad: dentro.getByTestId('cantidad-en-carrito'),
    agregar: dentro.getByRole('button', { name: `Agregar ${p.nombre} al carrito`, exact: false }),
  };
}

const lineaLocal = (page: Page, id: number) =>
  page.evaluate((productoId) => {
    const cache = JSON.parse(localStorage.getItem('carrito-cache') ?? '{"carritos":[]}') as {
      carritos: { lineas: { productoId: number; cantidad: string }[] }[];
    };
    return cache.carritos.flatMap((c) => c.lineas).find((l) => l.productoId === productoId)?.cantidad ?? null;
  }, id);

test('a card: Agregar, then + and − on a stepper; − from the minimum removes the line', async ({ page }) => {
  const card = await tarjeta(page, cafe);
  const s = stepper(card, cafe);
  await expect(s.grupo).toHaveCount(0);
  await s.agregar.click();

  // The button became the stepper, the focus on its +, the quantity read out.
  await expect(s.cantidad).toHaveText('1 und');
  await expect(s.mas).toBeFocused();
  await expect(await estadoDe(s.mas)).toHaveText(`Agregado al carrito: 1 und de ${cafe.nombre}.`);
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');

  // Keyboard: + adds one unit.
  await page.keyboard.press('Enter');
  await expect(s.cantidad).toHaveText('2 und');
  await expect(await estadoDe(s.mas)).toHaveText(
    `Agregado al carrito: 1 und de ${cafe.nombre}. Tiene 2 und en el carrito.`,
  );
  expect(await lineaLocal(page, cafe.id)).toBe('2');

  await s.menos.click();
  await expect(s.cantidad).toHaveText('1 und');
  await expect(await estadoDe(s.menos)).toHaveText(`Tiene 1 und de ${cafe.nombre} en el carrito.`);
  await expect.poll(() => lineaLocal(page, cafe.id)).toBe('1');

  // − at the minimum: the line goes, "Agregar" comes back with the focus.
  await s.menos.focus();
  await page.keyboard.press('Enter');
  await expect(s.grupo).toHaveCount(0);
  await expect(s.agregar).toBeFocused();
  await expect(await estadoDe(s.agregar)).toHaveText(`Quitado del carrito: ${cafe.nombre}.`);
  await expect.poll(() => lineaLocal(page, cafe.id)).toBeNull();
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 0 productos');

  // Two cards a row at 390 px, the stepper's targets 44 px.
  await s.agregar.click();
  const cajas = await page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((as) => as.slice(0, 2).map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
  expect(cajas).toHaveLength(2);
  expect(Math.round(cajas[0]!.top)).toBe(Math.round(cajas[1]!.top));
  for (const boton of [s.mas, s.menos]) {
    const b = (await boton.boundingBox())!;
    expect(b.width).toBeGreaterThanOrEqual(44);
    expect(b.height).toBeGreaterThanOrEqual(44);
  }
  const tarjetaCaja = (await card.boundingBox())!;
  expect(tarjetaCaja.width).toBeLessThanOrEqual(195);
  expect(await s.cantidad.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  const grupo = (await s.grupo.boundingBox())!;
  expect(grupo.x + grupo.width).toBeLessThanOrEqual(tarjetaCaja.x + tarjetaCaja.width);
});

test('signed in: the stepper holds the per-order maximum and says what the cart really holds', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, EMAIL);
  await vaciarCarritos(request, token);
  await llenarCarrito(request, token, 0, [{ producto: cafe.id, cantidad: '11' }]);
  await entrar(page, EMAIL);

  const card = await tarjeta(page, cafe);
  const s = stepper(card, cafe);
  await expect(s.cantidad).toHaveText('11 und');
  await s.mas.click();
  await expect(s.cantidad).toHaveText('12 und');
  await expect(await estadoDe(s.mas)).toHaveText(
    `Agregado al carrito: 1 und de ${cafe.nombre}. Tiene 12 und en el carrito.`,
  );
  await s.mas.click();
  await expect(await estadoDe(s.mas)).toHaveText('Máximo 12 und por pedido: tiene 12 und en el carrito');
  await expect(s.cantidad).toHaveText('12 und');

  const leer = async () => (await lineasGuardadas(request, token)).map(([id, q]) => [id, Number(q)]);
  expect(await leer()).toEqual([[cafe.id, 12]]);

  // − on the server's cart too.
  await s.menos.click();
  await expect(s.cantidad).toHaveText('11 und');
  await expect.poll(leer).toEqual([[cafe.id, 11]]);
  await vaciarCarritos(request, token);
});

test('a product sold by weight: the ½ kg chip puts 0,5 kg in the cart, on the card and the product page', async ({
  page,
}) => {
  const card = await tarjeta(page, queso);
  const medio = card.getByRole('button', { name: `Agregar ½ kg de ${queso.nombre}` });
  await expect(card.getByRole('button', { name: `Agregar 1 kg de ${queso.nombre}` })).toBeVisible();
  await medio.click();
  const s = stepper(card, queso, '250 g');
  await expect(s.cantidad).toHaveText('500 g');
  await expect(await estadoDe(medio)).toHaveText(`Agregado al carrito: 500 g de ${queso.nombre}.`);
  await expect.poll(() => lineaLocal(page, queso.id)).toBe('0.5');
  // The stepper's step is the product's (grupo 0,250 kg).
  await s.mas.click();
  await expect(s.cantidad).toHaveText('750 g');

  await abrirCarrito(page);
  const panel = page.getByRole('dialog', { name: 'Carrito' });
  await expect(panel.getByLabel(`Cantidad de ${queso.nombre}`)).toHaveValue('750');
  await page.keyboard.press('Escape');

  await page.goto(`/${Z}/producto/${queso.slug}`);
  const kilo = page.getByRole('button', { name: `Agregar 1 kg de ${queso.nombre}` });
  await kilo.click();
  await expect(await estadoDe(kilo)).toHaveText(
    `Agregado al carrito: 1 kg de ${queso.nombre}. Tiene 1,75 kg en el carrito.`,
  );
  await expect.poll(() => lineaLocal(page, queso.id)).toBe('1.75');
});

test('a suggestion has the stepper beside it; arrows and Enter still choose products', async ({ page }) => {
  await page.goto(`/${Z}`);
  await escribir(page, cafe.nombre.split(' ').slice(0, 2).join(' '));
  const lista = sugerencias(page);
  await expect(lista).toBeVisible();
  const opcion = lista.locator(`[role="option"][data-producto-id="${cafe.id}"]`);
  await expect(opcion).toBeVisible();
  const fila = opcion.locator('xpath=..');
  const s = stepper(fila, cafe);
  // The option holds no control: the combobox's options stay plain.
  await expect(opcion.getByRole('button')).toHaveCount(0);

  await s.agregar.click();
  await expect(s.cantidad).toHaveText('1 und');
  await expect(await estadoDe(s.mas)).toHaveText(`Agregado al carrito: 1 und de ${cafe.nombre}.`);
  // The quantity shows whole at 390 px (not cut to "1…").
  expect(await s.cantidad.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  // The pointer left the focus in the box, the list open.
  await expect(caja(page)).toBeFocused();
  await expect(lista).toBeVisible();
  await expect(miniCarrito(page)).toHaveAccessibleName('Carrito, 1 producto');

  // Keyboard: Tab reaches the controls, + adds, Escape goes back to the box and closes the list.
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(s.mas).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 15_000 });
  await expect(lista).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(s.cantidad).toHaveText('2 und');
  await expect.poll(() => lineaLocal(page, cafe.id)).toBe('2');
  await page.keyboard.press('Escape');
  await expect(caja(page)).toBeFocused();
  await expect(lista).toBeHidden();

  // The combobox as before: arrows move the active option, Enter opens it.
  await caja(page).press('ArrowDown');
  const opciones = lista.getByRole('option');
  await expect(opciones.first()).toHaveAttribute('aria-selected', 'true');
  await expect(caja(page)).toHaveAttribute(
    'aria-activedescendant',
    (await opciones.first().getAttribute('id'))!,
  );
  await caja(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${Z}/producto/[^?]+\\?queryID=[0-9a-f]{32}&position=1$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
