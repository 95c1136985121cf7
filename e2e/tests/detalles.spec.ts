/**
 * Smaller things a shopper notices (issue 17), on the real platform: the search box's suggestions
 * open with their products in them, "cafe" suggests coffee only, category icons are SVG images that
 * load (never emoji, which Debian's Chromium draws as empty boxes), and the footer's app-store links
 * are the addresses the API is configured with (playwright.config.ts sets the App Store's only).
 */
import { expect, type Page, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { links } from '../../shared/src/links.ts';
import { APP_STORE_URL } from '../playwright.config.ts';
import { escribir, sugerencias } from './support.ts';

/** An emoji or other pictograph, as text. */
const PICTOGRAMA = /\p{Extended_Pictographic}/u;

/** The names of the suggested products, once the list shows. */
async function nombresSugeridos(page: Page): Promise<string[]> {
  await expect(sugerencias(page)).toBeVisible();
  return sugerencias(page)
    .getByRole('option')
    .evaluateAll((opciones) => opciones.map((o) => o.querySelector('span')?.firstChild?.textContent ?? ''));
}

/** Every img in `scope` has loaded an SVG image (a broken image has no natural width). */
async function iconosCargados(page: Page, selector: string): Promise<string[]> {
  const iconos = page.locator(selector);
  await expect(iconos.first()).toBeVisible();
  await expect
    .poll(() => iconos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  return iconos.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
}

test('the suggestions open with their products in them, never as an empty list', async ({ page }) => {
  await page.goto(`/${ZONA_SLUG}`);
  // Whenever the list is on screen, it holds options: watched in the page from before the first key.
  await page.evaluate(() => {
    const vacia = { vista: false };
    (window as unknown as { listaVacia: typeof vacia }).listaVacia = vacia;
    const mirar = () => {
      const lista = document.querySelector('[role="listbox"]');
      // On screen: neither it nor the panel around it (the correction and categories) hidden.
      if (lista?.checkVisibility() && !lista.querySelector('[role="option"]')) vacia.vista = true;
      requestAnimationFrame(mirar);
    };
    mirar();
  });
  await escribir(page, 'arroz');
  await expect(sugerencias(page).getByRole('option').first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { listaVacia: { vista: boolean } }).listaVacia.vista),
  ).toBe(false);
  for (const nombre of await nombresSugeridos(page)) expect(nombre).toMatch(/^Arroz /);
});

test('"cafe" suggests coffee, not the oats and sugar of its category; "frutas" still finds fruit', async ({
  page,
}) => {
  await page.goto(`/${ZONA_SLUG}`);
  await escribir(page, 'cafe');
  const cafe = await nombresSugeridos(page);
  expect(cafe.length).toBeGreaterThan(0);
  for (const nombre of cafe) expect(nombre).toMatch(/^Café /);

  // No product is named after the category: its products are found through it.
  await escribir(page, 'frutas');
  await expect(sugerencias(page).getByRole('option', { name: /^Mango/ })).toBeVisible();
});

test('category icons are SVG images that load, in the categories panel and on the pages', async ({
  page,
}) => {
  await page.goto(`/${ZONA_SLUG}`);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('button', { name: 'Categorías' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Categorías' });
  await expect(panel).toBeVisible();
  const srcs = await iconosCargados(page, '[role="dialog"] img');
  expect(srcs.length).toBeGreaterThanOrEqual(10);
  for (const src of srcs) expect(src).toMatch(/\/media\/icono\/[a-z0-9-]+\.svg$/);
  expect(await panel.textContent()).not.toMatch(PICTOGRAMA);

  // A category page: its heading and its subcategories' chips.
  await page.goto(links.categoriaSlug(ZONA_SLUG, 'viveres'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Víveres');
  const enPagina = await iconosCargados(page, 'main img[src*="/media/icono/"]');
  expect(enPagina.length).toBeGreaterThanOrEqual(2);
  expect(await page.getByRole('main').textContent()).not.toMatch(PICTOGRAMA);
});

test('the footer links to the app stores the API is configured with, and to no other', async ({ page }) => {
  await page.goto(`/${ZONA_SLUG}`);
  const pie = page.getByRole('contentinfo');
  await expect(pie.getByRole('heading', { name: 'Descarga la app' })).toBeVisible();
  await expect(pie.getByRole('link', { name: /^App Store/ })).toHaveAttribute('href', APP_STORE_URL);
  // GOOGLE_PLAY_URL is not set for this run: no link to Google Play's home page.
  await expect(pie.getByRole('link', { name: /Google Play/ })).toHaveCount(0);
  await expect(pie.locator('a[href^="https://play.google.com"]')).toHaveCount(0);
});
