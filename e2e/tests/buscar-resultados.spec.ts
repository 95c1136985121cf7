/**
 * The shopper's results page (issue 37) on the real platform: the embedded search service answers
 * the storefront's algoliasearch-helper. Synonyms ("frijoles negros" finds the black beans called
 * caraotas), sorting by price on the index's replicas, narrowing by brand on a phone (the "Filtrar"
 * dialog; the URL holds it, a reload keeps it, back undoes it), offers and a price range in dollars,
 * a zero-result page that still leads somewhere, and the Caracas rule that pins rice on offer first
 * with its banner. Every figure is read from the page; nothing is mocked.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { OTRA_ZONA_SLUG, ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { formatMoney } from '../../shared/src/rules/money.ts';
import { caja, elegirMoneda, escribir, sugerencias } from './support.ts';

const tarjetas = (page: Page) => page.getByRole('main').getByRole('article');

/** "Bs. 1.234,56" / "$ 3,45" → cents (both cards in the same currency). */
async function centavos(tarjeta: Locator): Promise<number> {
  const texto = (await tarjeta.getByTestId('precio').textContent()) ?? '';
  return Number(texto.replace(/\D/g, ''));
}

async function preciosVisibles(page: Page, cuantos: number): Promise<number[]> {
  const n = Math.min(cuantos, await tarjetas(page).count());
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await centavos(tarjetas(page).nth(i)));
  return out;
}

/** Waits for the results of the current URL (not the previous ones kept while loading). */
async function resultadosListos(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(tarjetas(page).first()).toBeVisible();
}

test('"frijoles negros" finds the black beans the store calls caraotas (seed synonyms)', async ({ page }) => {
  await page.goto(`/${ZONA_SLUG}/buscar?q=frijoles+negros`);
  await resultadosListos(page);
  await expect(
    tarjetas(page)
      .filter({ hasText: /Caraotas negras/ })
      .first(),
  ).toBeVisible();
});

test('sorting by price: the cheapest first, in the URL; name A-Z and back to relevance', async ({ page }) => {
  await page.goto(`/${ZONA_SLUG}/buscar?q=harina`);
  await resultadosListos(page);
  const orden = page.getByLabel('Ordenar por');
  await orden.selectOption({ label: 'Precio: menor a mayor' });
  await expect(page).toHaveURL(/[?&]orden=precio_asc(&|$)/);
  await resultadosListos(page);
  const subiendo = await preciosVisibles(page, 12);
  expect(subiendo.length).toBeGreaterThan(2);
  expect(subiendo[0]).toBeLessThanOrEqual(subiendo[1]!);
  expect(subiendo).toEqual([...subiendo].sort((a, b) => a - b));

  await orden.selectOption({ label: 'Precio: mayor a menor' });
  await expect(page).toHaveURL(/[?&]orden=precio_desc(&|$)/);
  await resultadosListos(page);
  const bajando = await preciosVisibles(page, 12);
  expect(bajando).toEqual([...bajando].sort((a, b) => b - a));
  expect(bajando[0]).toBeGreaterThan(subiendo[0]!);

  await orden.selectOption({ label: 'Nombre (A-Z)' });
  await expect(page).toHaveURL(/[?&]orden=nombre(&|$)/);
  await resultadosListos(page);
  const nombres = await tarjetas(page).getByRole('heading').allTextContents();
  const ordenados = [...nombres].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
  expect(nombres.slice(0, 8)).toEqual(ordenados.slice(0, 8));

  // Back: the previous sort, from the URL.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]orden=precio_desc(&|$)/);
  await expect(orden).toHaveValue('precio_desc');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('narrowing by brand in the "Filtrar" dialog: every card of that brand, kept in the URL and on reload', async ({
    page,
  }) => {
    await page.goto(`/${ZONA_SLUG}/buscar?q=arroz`);
    await resultadosListos(page);
    const todos = await tarjetas(page).count();
    // The sidebar is not there on a phone: the filters are behind the button.
    await expect(page.getByRole('complementary', { name: 'Filtros' })).toBeHidden();
    const filtrar = page.getByRole('button', { name: /^Filtrar/ });
    const caja = await filtrar.boundingBox();
    expect(caja!.height).toBeGreaterThanOrEqual(44);
    await filtrar.click();
    const dialogo = page.getByRole('dialog', { name: 'Filtrar resultados' });
    await expect(dialogo).toBeVisible();
    const marcas = dialogo.getByRole('list', { name: 'Marcas' }).getByRole('checkbox');
    expect(await marcas.count()).toBeGreaterThan(1);
    const primera = marcas.first();
    const etiqueta = (await primera.locator('xpath=..').textContent()) ?? '';
    const marca = etiqueta
      .replace(/,.*$/, '')
      .replace(/\d+\s*productos?$/, '')
      .trim();
    expect(marca.length).toBeGreaterThan(0);
    // A controlled box: ticked once the URL (the page's state) has the brand.
    await primera.click();
    await expect(page).toHaveURL(
      new RegExp(`[?&]marca=${encodeURIComponent(marca).replace(/%20/g, '\\+')}(&|$)`),
    );
    await expect(primera).toBeChecked();
    await dialogo.getByRole('button', { name: /^Ver \d+ productos?$/ }).click();
    await expect(dialogo).toBeHidden();
    await expect(filtrar).toBeFocused();
    await expect(filtrar).toContainText('(1)');
    await resultadosListos(page);

    const comprobar = async () => {
      const n = await tarjetas(page).count();
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThan(todos);
      for (let i = 0; i < n; i++) await expect(tarjetas(page).nth(i)).toContainText(marca);
    };
    await comprobar();
    await page.reload();
    await resultadosListos(page);
    await comprobar();
    await expect(filtrar).toContainText('(1)');

    // Back: the results without the brand.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${ZONA_SLUG}/buscar\\?q=arroz$`));
    await resultadosListos(page);
    await expect(tarjetas(page)).toHaveCount(todos);
  });
});

test('offers only, and a price range typed in dollars', async ({ page }) => {
  await page.goto(`/${ZONA_SLUG}`);
  await elegirMoneda(page, 'dolar');
  await page.goto(`/${ZONA_SLUG}/buscar?q=harina`);
  await resultadosListos(page);
  const filtros = page.getByRole('complementary', { name: 'Filtros' });

  await filtros.getByRole('checkbox', { name: 'Solo productos en oferta' }).click();
  await expect(page).toHaveURL(/[?&]oferta=1(&|$)/);
  await resultadosListos(page);
  const ofertas = await tarjetas(page).count();
  for (let i = 0; i < ofertas; i++)
    await expect(tarjetas(page).nth(i).getByTestId('precio-regular')).toBeVisible();
  await filtros.getByRole('checkbox', { name: 'Solo productos en oferta' }).click();
  await expect(page).not.toHaveURL(/oferta=1/);
  await resultadosListos(page);

  const precios = await preciosVisibles(page, 50);
  // The range's ends are the cheapest and the dearest result (all on this page: fewer than 50).
  expect(precios.length).toBeLessThan(50);
  const dolares = (c: number) => formatMoney(c, null);
  await expect(filtros.getByText(/^De \$/)).toHaveText(
    `De ${dolares(Math.min(...precios))} a ${dolares(Math.max(...precios))}`,
  );
  const tope = [...precios].sort((a, b) => a - b)[Math.floor(precios.length / 2)]!;
  await filtros.getByLabel('Máximo ($)').fill((tope / 100).toFixed(2).replace('.', ','));
  await filtros.getByRole('button', { name: 'Aplicar precio' }).click();
  await expect(page).toHaveURL(/[?&]pmax=\d+/);
  await resultadosListos(page);
  const filtrados = await preciosVisibles(page, 50);
  expect(filtrados.length).toBeGreaterThan(0);
  expect(filtrados.length).toBeLessThan(precios.length + 1);
  for (const c of filtrados) expect(c).toBeLessThanOrEqual(tope);
  await expect(filtros.getByRole('button', { name: 'Quitar filtros (1)' })).toBeVisible();
});

test('a query without every word shows the words it found; one with none leads to categories and popular products', async ({
  page,
}) => {
  await page.goto(`/${ZONA_SLUG}/buscar?q=arroz+xqzwv`);
  await expect(page.getByTestId('busqueda-relajada')).toContainText('Mostrando resultados para «arroz»');
  await resultadosListos(page);
  await expect(tarjetas(page).first()).toContainText(/arroz/i);

  await page.goto(`/${ZONA_SLUG}/buscar?q=xqzwvy+kkk`);
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  const categorias = page.getByRole('navigation', { name: 'Categorías sugeridas' }).getByRole('link');
  expect(await categorias.count()).toBeGreaterThan(0);
  const populares = page.getByRole('region', { name: 'Lo más pedido en su zona' }).getByRole('article');
  expect(await populares.count()).toBeGreaterThan(0);
  const destino = await categorias.first().getAttribute('href');
  expect(destino).toMatch(new RegExp(`^/${ZONA_SLUG}/supermercado/[a-z0-9-]+$`));
  await categorias.first().click();
  await expect(page).toHaveURL(new RegExp(`${destino}$`));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('"arroz" in Caracas: the rule pins the rice on offer first, with its banner; not in Valencia', async ({
  page,
}) => {
  await page.goto(`/${ZONA_SLUG}/buscar?q=arroz`);
  await resultadosListos(page);
  await expect(page.getByTestId('banner-busqueda')).toHaveText('Oferta de la semana');
  await expect(tarjetas(page).first().getByTestId('precio-regular')).toBeVisible();
  await expect(tarjetas(page).first()).toContainText(/Arroz/);

  await page.goto(`/${OTRA_ZONA_SLUG}/buscar?q=arroz`);
  await resultadosListos(page);
  await expect(page.getByTestId('banner-busqueda')).toHaveCount(0);
});

test('the header’s suggestions: the categories of the matches, and "¿Quisiste decir …?" for a typo', async ({
  page,
}) => {
  await page.goto(`/${ZONA_SLUG}`);
  await escribir(page, 'aroz');
  await expect(sugerencias(page).getByRole('option').first()).toBeVisible();
  const correccion = page.getByRole('link', { name: '«arroz»' });
  await expect(correccion).toBeVisible();
  await expect(correccion.locator('xpath=..')).toHaveText('¿Quisiste decir «arroz»?');

  // Typed right: no correction; the categories of the matching products link to the filtered results.
  await escribir(page, 'arroz');
  await expect(sugerencias(page).getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^«/ })).toHaveCount(0);
  const categorias = page.getByRole('navigation', { name: 'Categorías sugeridas' }).getByRole('link');
  await expect(categorias.first()).toBeVisible();
  const nombre = ((await categorias.first().textContent()) ?? '')
    .replace(/,.*$/, '')
    .replace(/\d+$/, '')
    .trim();
  const caja44 = await categorias.first().boundingBox();
  expect(caja44!.height).toBeGreaterThanOrEqual(44);
  await categorias.first().click();
  await expect(page).toHaveURL(/\/buscar\?q=arroz&categoria=/);
  await resultadosListos(page);
  await expect(
    page
      .getByRole('complementary', { name: 'Filtros' })
      .getByRole('checkbox', { name: new RegExp(`^${nombre}`) }),
  ).toBeChecked();
  await expect(caja(page)).toHaveValue('arroz');
});
