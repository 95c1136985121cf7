/**
 * Focus and touch (issue 36) on the real platform, on a 390 px phone: the focus ring stands out
 * (≥ 3:1, WCAG 1.4.11) on the green header, the white page and the dark footer, also at desktop
 * width, and the header's controls other remotes draw (mini cart, bell) have the header's own ring;
 * every tap target is at least 44 × 44 CSS px; the account button has a name; the focus follows
 * the shopper into checkout and into the product a suggestion opened.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PRICE_PRODUCT_SLUG, TAX_GENERAL_PRODUCT_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import {
  abrirCarrito,
  entrar,
  llenarCarrito,
  miniCarrito,
  producto,
  tokenDe,
  vaciarCarritos,
} from './compra.ts';
import { caja, escribir, sugerencias } from './support.ts';

const Z = ZONA_SLUG;
const TELEFONO = { width: 390, height: 844 };
const ESCRITORIO = { width: 1280, height: 800 };
/** WCAG 2.5.5 (AAA) and the platforms' guidelines: 44 × 44 CSS px. */
const MINIMO_TAP = 44;

test.describe.configure({ mode: 'serial' });

/** WCAG 2.x relative luminance of an sRGB colour given as its 0–255 channels. */
function luminancia([r, g, b]: readonly number[]): number {
  const lineal = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lineal(r ?? 0) + 0.7152 * lineal(g ?? 0) + 0.0722 * lineal(b ?? 0);
}

/** WCAG contrast ratio of two colours: (L1 + 0.05) / (L2 + 0.05), the lighter over the darker. */
function contraste(a: readonly number[], b: readonly number[]): number {
  const [claro, oscuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x);
  return ((claro ?? 0) + 0.05) / ((oscuro ?? 0) + 0.05);
}

interface Anillo {
  estilo: string;
  ancho: number;
  color: number[];
  fondo: number[];
  visible: boolean;
}

/**
 * Focuses `control` as the keyboard does (so `:focus-visible` applies) and reads, from
 * getComputedStyle, its outline and the opaque background the ring is drawn on: the first ancestor's
 * (the ring sits outside the control) or, for a ring drawn inside it (negative offset), its own.
 */
async function anilloDe(page: Page, control: Locator): Promise<Anillo> {
  await page.keyboard.press('Shift');
  await control.focus();
  return control.evaluate((el) => {
    const rgba = (texto: string) => (texto.match(/[\d.]+/g) ?? []).map(Number);
    const estilo = getComputedStyle(el);
    let nodo: Element | null = Number.parseFloat(estilo.outlineOffset) < 0 ? el : el.parentElement;
    let fondo = [255, 255, 255];
    for (; nodo; nodo = nodo.parentElement) {
      const c = rgba(getComputedStyle(nodo).backgroundColor);
      if (c.length === 3 || c[3] === 1) {
        fondo = c.slice(0, 3);
        break;
      }
    }
    return {
      estilo: estilo.outlineStyle,
      ancho: Number.parseFloat(estilo.outlineWidth),
      color: rgba(estilo.outlineColor).slice(0, 3),
      fondo,
      visible: el.matches(':focus-visible'),
    };
  });
}

async function esperarAnilloLegible(page: Page, control: Locator, fondoEsperado?: number[]) {
  await control.scrollIntoViewIfNeeded();
  const anillo = await anilloDe(page, control);
  expect(anillo.visible).toBe(true);
  expect(anillo.estilo).toBe('solid');
  expect(anillo.ancho).toBeGreaterThanOrEqual(2);
  if (fondoEsperado) expect(anillo.fondo).toEqual(fondoEsperado);
  const ratio = contraste(anillo.color, anillo.fondo);
  expect(ratio, `anillo rgb(${anillo.color}) sobre rgb(${anillo.fondo})`).toBeGreaterThanOrEqual(3);
  return ratio;
}

/** --mv-brand (#15803d), the header; --mv-green-900 (#0d4a1f), the footer. */
const VERDE_CABECERA = [21, 128, 61];
const VERDE_PIE = [13, 74, 31];

/**
 * A control another remote draws in the header (the mini cart, the bell) has the header's own ring:
 * legible on the green and the colour of the shell's zone button's ring, not one of its own.
 */
async function esperarAnilloDeCabecera(page: Page, control: Locator) {
  await esperarAnilloLegible(page, control, VERDE_CABECERA);
  const zona = page.getByRole('banner').getByRole('button', { name: /^Zona de entrega/ });
  const deLaCabecera = (await anilloDe(page, zona)).color;
  expect((await anilloDe(page, control)).color).toEqual(deLaCabecera);
}

async function esperarTap(objetivos: Locator, nombre: string) {
  const n = await objetivos.count();
  expect(n, nombre).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const objetivo = objetivos.nth(i);
    await objetivo.scrollIntoViewIfNeeded();
    const rect = await objetivo.boundingBox();
    const etiqueta = `${nombre} ${i + 1}: ${await objetivo.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent?.trim())}`;
    expect(rect, etiqueta).not.toBeNull();
    expect(rect?.width ?? 0, etiqueta).toBeGreaterThanOrEqual(MINIMO_TAP);
    expect(rect?.height ?? 0, etiqueta).toBeGreaterThanOrEqual(MINIMO_TAP);
  }
}

for (const [medida, viewport] of [
  ['390 px', TELEFONO],
  ['desktop', ESCRITORIO],
] as const) {
  test(`the focus ring reaches 3:1 on the header, the page and the footer (${medida})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/${Z}`);
    const cabecera = page.getByRole('banner');
    await expect(caja(page)).toBeVisible();

    // The header: its own buttons, the search box (the storefront's slot), the menu bar.
    const zona = cabecera.getByRole('button', { name: /^Zona de entrega/ });
    const ratio = await esperarAnilloLegible(page, zona, VERDE_CABECERA);
    expect(ratio).toBeGreaterThan(4.5);
    await esperarAnilloLegible(page, caja(page), VERDE_CABECERA);
    await esperarAnilloLegible(page, cabecera.getByRole('link', { name: 'Mercado, ir al inicio' }));
    await esperarAnilloLegible(page, cabecera.getByRole('button', { name: /Categorías/ }));
    await esperarAnilloLegible(page, cabecera.getByRole('link', { name: 'Supermercado' }), VERDE_CABECERA);
    await esperarAnilloDeCabecera(page, miniCarrito(page));

    // The page (light) and a button on it.
    await esperarAnilloLegible(page, page.getByRole('button', { name: 'Diapositiva siguiente' }));
    await esperarAnilloLegible(page, page.getByRole('main').getByRole('link').first());

    // The footer (dark green), loaded after the page.
    const pie = page.getByRole('contentinfo');
    await pie.scrollIntoViewIfNeeded();
    await esperarAnilloLegible(page, pie.getByRole('link', { name: 'Zonas de entrega' }), VERDE_PIE);
  });
}

test('every tap target of the header, the slider, the menus and the footer is at least 44 × 44 at 390 px', async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await page.goto(`/${Z}`);
  const cabecera = page.getByRole('banner');
  await expect(caja(page)).toBeVisible();
  await expect(miniCarrito(page)).toBeVisible();

  await esperarTap(cabecera.getByRole('link', { name: 'Mercado, ir al inicio' }), 'logo');
  await esperarTap(cabecera.getByRole('button', { name: /^Zona de entrega/ }), 'zona');
  await esperarTap(cabecera.getByRole('button', { name: /\(moneda:/ }), 'moneda');
  await esperarTap(cabecera.getByRole('link', { name: 'Iniciar Sesión' }), 'iniciar sesión');
  await esperarTap(miniCarrito(page), 'mini carrito');
  await esperarTap(caja(page), 'caja de búsqueda');
  await esperarTap(cabecera.getByRole('button', { name: 'Buscar', exact: true }), 'buscar');
  const menu = cabecera.getByRole('navigation', { name: 'Menú principal' });
  await esperarTap(menu.getByRole('button', { name: /Categorías/ }), 'categorías');
  await esperarTap(menu.getByRole('link'), 'enlace del menú');

  const carrusel = page.getByRole('region', { name: 'Promociones destacadas' });
  await esperarTap(carrusel.getByRole('button', { name: /^Mostrar diapositiva/ }), 'punto del carrusel');
  await esperarTap(carrusel.getByRole('button', { name: /carrusel|Diapositiva/ }), 'control del carrusel');

  const pie = page.getByRole('contentinfo');
  await pie.scrollIntoViewIfNeeded();
  await esperarTap(pie.getByRole('link'), 'enlace del pie');

  // The categories' menu (a drawer) and its close button.
  await page.evaluate(() => window.scrollTo(0, 0));
  await menu.getByRole('button', { name: /Categorías/ }).click();
  const categorias = page.getByRole('dialog', { name: 'Categorías' });
  await expect(categorias).toBeVisible();
  await esperarTap(categorias.getByRole('button', { name: 'Cerrar' }), 'cerrar');
  await esperarTap(categorias.locator('summary, a').filter({ visible: true }), 'categoría');
});

test('signed in at 390 px, the account button is "Mi cuenta" and its menu items are 44 px tall', async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await entrar(page, 'cliente@demo.test');
  const cuenta = page.getByRole('banner').getByRole('button', { name: 'Mi cuenta', exact: true });
  await expect(cuenta).toBeVisible();
  await expect(cuenta).toHaveAccessibleName('Mi cuenta');
  await esperarTap(cuenta, 'mi cuenta');
  await cuenta.click();
  const menu = page.getByRole('dialog', { name: 'Mi cuenta', exact: true });
  await expect(menu).toBeVisible();
  await esperarTap(menu.getByRole('listitem').locator('a, button'), 'opción de Mi cuenta');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The header's controls of a signed-in shopper from other remotes: the bell and the mini cart.
  await esperarAnilloDeCabecera(page, page.getByRole('banner').getByRole('button', { name: /^Avisos/ }));
  await esperarAnilloDeCabecera(page, miniCarrito(page));
});

test('after "Finalizar compra" the focus is on the checkout’s first field (390 px)', async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  const token = await tokenDe(page.request, 'cliente@demo.test');
  await vaciarCarritos(page.request, token);
  const cafe = await producto(page.request, PRICE_PRODUCT_SLUG, token);
  const mayonesa = await producto(page.request, TAX_GENERAL_PRODUCT_SLUG, token);
  await llenarCarrito(page.request, token, 0, [
    { producto: cafe.id, cantidad: '3' },
    { producto: mayonesa.id, cantidad: '2' },
  ]);
  try {
    await entrar(page, 'cliente@demo.test');
    await abrirCarrito(page);
    await page
      .getByRole('dialog', { name: 'Carrito' })
      .getByRole('button', { name: 'Finalizar compra' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${Z}/pago/0$`));
    const primerCampo = page
      .getByRole('group', { name: '¿Cómo quiere recibir su pedido?' })
      .getByRole('radio')
      .first();
    await expect(primerCampo).toBeFocused();
    // And it stays there: the closed panel's focus return does not take it back to the cart button.
    await page.waitForTimeout(300);
    await expect(primerCampo).toBeFocused();
  } finally {
    await vaciarCarritos(page.request, token);
  }
});

test('choosing a suggestion puts the focus on the product page’s title (390 px)', async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await page.goto(`/${Z}`);
  await escribir(page, 'arroz');
  const opciones = sugerencias(page).getByRole('option');
  await expect(opciones.first()).toContainText('Arroz');
  await caja(page).press('ArrowDown');
  await caja(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${Z}/producto/`));
  const titulo = page.getByRole('heading', { level: 1 });
  await expect(titulo).toContainText(/Arroz/i);
  await expect(titulo).toBeFocused();
  await expect(titulo).toHaveAttribute('tabindex', '-1');
});
