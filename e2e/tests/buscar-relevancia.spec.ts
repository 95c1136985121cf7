/**
 * The queries that ranked wrong (issue 37, decision 0057), on the real platform as a shopper types them
 * in the results page: a size written any way orders the products ("aceite 1l": the 1 L bottles
 * first, the 500 ml after), words typed together are split ("cocacola"), the stop word of "cafe con
 * leche" no longer puts chocolate first, a plural finds the singular product ("papas": Papa first) and
 * "arroz primor" lists the rice, not the rice flour. Every figure is read from the page.
 */
import { expect, type Page, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';

const tarjetas = (page: Page) => page.getByRole('main').getByRole('article');

/** The results of `q`: each card's text (name, brand · size, price), in order. */
async function resultados(page: Page, q: string): Promise<string[]> {
  await page.goto(`/${ZONA_SLUG}/buscar?q=${encodeURIComponent(q)}`);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(tarjetas(page).first()).toBeVisible();
  return (await tarjetas(page).allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
}

/** The results' product names (the cards' headings), in order. */
async function nombres(page: Page, q: string): Promise<string[]> {
  await resultados(page, q);
  return tarjetas(page).getByRole('heading').allTextContents();
}

test('a size in the query, written "1l": the 1 L oils first, then the other sizes', async ({ page }) => {
  const cards = await resultados(page, 'aceite 1l');
  const de1L = cards.findIndex((c) => !/Aceite.*\b1 L\b/.test(c));
  expect(de1L).toBeGreaterThan(1);
  expect(cards.slice(0, de1L).every((c) => /Aceite.*\b1 L\b/.test(c))).toBe(true);
  expect(cards.slice(de1L).some((c) => /Aceite.*500 ml/.test(c))).toBe(true);
});

test('"cocacola" finds Coca-Cola; "cafe con leche" lists coffee first', async ({ page }) => {
  expect((await nombres(page, 'cocacola'))[0]).toMatch(/Coca-Cola/);
  expect((await nombres(page, 'cafe con leche'))[0]).toMatch(/^Café molido/);
});

test('"papas" puts the potato first; "arroz primor" the Primor rice, not its rice flour', async ({
  page,
}) => {
  expect((await nombres(page, 'papas'))[0]).toBe('Papa');
  const arroz = await nombres(page, 'arroz primor');
  expect(arroz[0]).toMatch(/^Arroz .*Primor/);
  expect(arroz.findIndex((c) => /^Harina de arroz/.test(c))).toBeGreaterThan(0);
});
