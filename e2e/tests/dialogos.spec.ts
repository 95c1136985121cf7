/**
 * Every floating panel and the platform's alert and confirm dialog, with the keyboard only (spec §4,
 * issue 15): a panel opens from its button, takes the focus, keeps Tab inside, hides the page behind
 * from assistive technology, closes with Escape and with its close button, and gives the focus back
 * to the button that opened it. The pointer is never used once the page is loaded.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { DEMO_PASSWORD, expectSignedIn, signIn } from './support.ts';

const API = 'http://localhost:4000';
/** Not used by the other specs' carts, so emptying its cart here disturbs none of them. */
const CUENTA = 'mayorista@demo.test';

/** A control of the page behind every dialog: hidden from assistive technology while one is open. */
const skipLink = (page: Page) => page.getByRole('link', { name: 'Saltar al contenido' });

const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/** Tab and Shift+Tab, more times than the dialog has controls: the focus never leaves it. */
async function expectTabTrapped(page: Page, dialog: Locator) {
  for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(4).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `${key} left the dialog`).toBe(true);
  }
}

/** Presses Tab until `target` has the focus (every press staying inside the dialog). */
async function tabTo(page: Page, dialog: Locator, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
  throw new Error('Tab never reached the control');
}

async function expectOpen(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  // The page behind is inert: out of the accessibility tree while the dialog is open.
  await expect(skipLink(page)).toHaveCount(0);
}

async function expectClosedTo(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(skipLink(page)).toHaveCount(1);
}

/** Opens the panel `name` from `opener` twice: closed with Escape, then with its close button. */
async function openAndClose(page: Page, opener: Locator, name: string) {
  const dialog = page.getByRole('dialog', { name, exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expectOpen(page, dialog);
  await expectTabTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expectClosedTo(page, dialog, opener);

  await page.keyboard.press('Enter');
  await expectOpen(page, dialog);
  await tabTo(page, dialog, dialog.getByRole('button', { name: 'Cerrar', exact: true }));
  await page.keyboard.press('Enter');
  await expectClosedTo(page, dialog, opener);
}

/** One product in the account's cart 1, put there through the API. */
async function unProductoEnElCarrito(page: Page) {
  const login = await page.request.post(`${API}/login_check`, {
    data: { email: CUENTA, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const producto = await page.request.get(`${API}/api/website/producto/${ZONA_SLUG}/${PRICE_PRODUCT_SLUG}`, {
    headers,
  });
  expect(producto.ok()).toBe(true);
  const { id } = (await producto.json()) as { id: number };
  const guardado = await page.request.post(`${API}/usuario/carrito/zona/${ZONA_SLUG}`, {
    headers,
    data: { pagina: 0, carritoDetalle: [{ cantidad: '1', producto: id }] },
  });
  expect(guardado.ok()).toBe(true);
}

const header = (page: Page) => page.getByRole('banner');

test.describe.configure({ mode: 'serial' });

test('a visitor opens and closes the zone, currency, categories and cart panels with the keyboard', async ({
  page,
}) => {
  await page.goto(`/${ZONA_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await openAndClose(
    page,
    header(page).getByRole('button', { name: /^Zona de entrega:/ }),
    'Zona de entrega',
  );
  await openAndClose(page, header(page).getByRole('button', { name: /\(moneda:/ }), 'Moneda');
  await openAndClose(
    page,
    page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Categorías' }),
    'Categorías',
  );
  await openAndClose(page, header(page).getByRole('button', { name: /^Carrito/ }), 'Carrito');
});

test('a signed-in shopper opens the account menu, and from it the coupons and tracking panels', async ({
  page,
}) => {
  await signIn(page, CUENTA, `/${ZONA_SLUG}`);
  await expectSignedIn(page);
  await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}$`));
  const perfil = header(page).getByRole('button', { name: /^Mi cuenta/ });
  await openAndClose(page, perfil, 'Mi cuenta');

  // A panel opened from another takes its place; closing it gives the focus to the first opener.
  for (const [boton, nombre] of [
    ['Mis cupones', 'Mis cupones'],
    ['Rastrear pedidos', 'Rastreo de pedidos'],
  ] as const) {
    const menu = page.getByRole('dialog', { name: 'Mi cuenta', exact: true });
    await perfil.focus();
    await page.keyboard.press('Enter');
    await expectOpen(page, menu);
    await tabTo(page, menu, menu.getByRole('button', { name: boton }));
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: nombre, exact: true });
    await expectOpen(page, panel);
    await expect(menu).toHaveCount(0);
    await expectTabTrapped(page, panel);
    await page.keyboard.press('Escape');
    await expectClosedTo(page, panel, perfil);
  }
});

test('the confirm dialog over the cart panel: Escape and Cancelar keep the cart, Vaciar empties it', async ({
  page,
}) => {
  await unProductoEnElCarrito(page);
  await signIn(page, CUENTA, `/${ZONA_SLUG}`);
  await expectSignedIn(page);
  const miniCarrito = header(page).getByRole('button', { name: /^Carrito/ });
  await expect(miniCarrito).toHaveAccessibleName('Carrito, 1 producto');

  await miniCarrito.focus();
  await page.keyboard.press('Enter');
  const carrito = page.getByRole('dialog', { name: 'Carrito', exact: true });
  await expectOpen(page, carrito);
  const vaciar = carrito.getByRole('button', { name: 'Vaciar carrito' });
  await tabTo(page, carrito, vaciar);

  const confirmar = page.getByRole('alertdialog', { name: 'Vaciar carrito' });
  await page.keyboard.press('Enter');
  await expect(confirmar).toBeVisible();
  await expect(confirmar).toContainText('¿Desea quitar todos los productos del carrito 1?');
  await expect.poll(() => focusInside(confirmar)).toBe(true);
  // The cart panel behind the confirmation is inert too.
  await expect(vaciar).toHaveCount(0);
  await expectTabTrapped(page, confirmar);
  await page.keyboard.press('Escape');
  await expect(confirmar).toHaveCount(0);
  await expect(vaciar).toBeFocused();
  await expect(carrito).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(confirmar).toBeVisible();
  await tabTo(page, confirmar, confirmar.getByRole('button', { name: 'Cancelar' }));
  await page.keyboard.press('Enter');
  await expect(confirmar).toHaveCount(0);
  await expect(vaciar).toBeFocused();
  await expect(
    carrito.getByRole('list', { name: 'Productos en el carrito 1' }).getByRole('listitem'),
  ).toHaveCount(1);

  await page.keyboard.press('Enter');
  await tabTo(page, confirmar, confirmar.getByRole('button', { name: 'Vaciar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(confirmar).toHaveCount(0);
  await expect(carrito.getByText('Tu carrito está vacío')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(carrito).toHaveCount(0);
  await expect(miniCarrito).toBeFocused();
  await expect(miniCarrito).toHaveAccessibleName('Carrito, 0 productos');
});

test('the alert of a refused admin page takes the focus and Escape accepts it', async ({ page }) => {
  await signIn(page, CUENTA, `/${ZONA_SLUG}`);
  await expectSignedIn(page);
  await page.goto('/admin');
  const alerta = page.getByRole('alertdialog', { name: 'Área restringida' });
  await expect(alerta).toBeVisible();
  await expect.poll(() => focusInside(alerta)).toBe(true);
  await expect(skipLink(page)).toHaveCount(0);
  await expectTabTrapped(page, alerta);
  await page.keyboard.press('Escape');
  await expect(alerta).toHaveCount(0);
  await expect(page).toHaveURL(/\/error\?codigo=403$/);
});
