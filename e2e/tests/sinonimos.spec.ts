/**
 * The store's seed synonyms on the real platform (issue 37): the API gives them to the products index
 * at start-up, and a shopper who names groceries the Venezuelan way (or the label's way) finds them,
 * in the header's suggestions and on the results page, with the matched words highlighted. Compared
 * with the same query without synonyms (enableSynonyms: false), so the synonym is what finds them.
 */
import { expect, test } from '@playwright/test';
import { ZONA_SLUG } from '../../api/src/db/seed-fixtures.ts';
import { escribir, sugerencias } from './support.ts';

const API = 'http://localhost:4000';
const engine = (key: string) => ({
  'x-algolia-application-id': 'local',
  'x-algolia-api-key': key,
  'content-type': 'text/plain',
});

type Hit = { nombre: string; _highlightResult: { nombre: { value: string; matchedWords: string[] } } };

test('the seed synonyms are on the products index, for staff to edit', async ({ page }) => {
  const r = await page.request.get(`${API}/1/indexes/productos/synonyms/ve-caraotas`, {
    headers: engine('local-admin-key'),
  });
  expect(r.status()).toBe(200);
  expect(await r.json()).toEqual({
    objectID: 've-caraotas',
    type: 'synonym',
    synonyms: ['caraotas negras', 'frijoles negros', 'granos negros'],
  });
  // Not with the browser's search key.
  const denied = await page.request.get(`${API}/1/indexes/productos/synonyms/ve-caraotas`, {
    headers: engine('local-search-key'),
  });
  expect(denied.status()).toBe(403);
});

test('"frijoles negros" suggests the black beans, labelled "Caraotas negras", highlighted', async ({
  page,
}) => {
  const query = async (enableSynonyms: boolean) =>
    (
      (await (
        await page.request.post(`${API}/1/indexes/productos/query`, {
          headers: engine('local-search-key'),
          data: JSON.stringify({ query: 'frijoles negros', enableSynonyms }),
        })
      ).json()) as { hits: Hit[] }
    ).hits;
  expect((await query(false)).some((h) => h.nombre.startsWith('Caraotas negras'))).toBe(false);
  const caraotas = (await query(true)).find((h) => h.nombre.startsWith('Caraotas negras'))!;
  expect(caraotas._highlightResult.nombre.value).toMatch(/^<em>Caraotas<\/em> <em>negras<\/em>/);
  expect(caraotas._highlightResult.nombre.matchedWords).toEqual(['frijoles', 'negros']);

  await page.goto(`/${ZONA_SLUG}`);
  await escribir(page, 'frijoles negros');
  const opciones = sugerencias(page).getByRole('option');
  await expect(opciones.filter({ hasText: 'Caraotas negras' }).first()).toBeVisible();
});

test('the results page for "lejía" (bleach elsewhere) shows the cloro, found only through the synonym', async ({
  page,
}) => {
  const sinSinonimos = await page.request.post(`${API}/1/indexes/productos/query`, {
    headers: engine('local-search-key'),
    data: JSON.stringify({ query: 'lejía', enableSynonyms: false }),
  });
  expect(((await sinSinonimos.json()) as { nbHits: number }).nbHits).toBe(0);

  await page.goto(`/${ZONA_SLUG}/buscar?q=${encodeURIComponent('lejía')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “lejía”');
  const tarjetas = page.getByRole('main').getByRole('article');
  await expect(tarjetas.filter({ hasText: 'Cloro' }).first()).toBeVisible();
  // Found, not the zero-result page's suggestions.
  await expect(page.getByText('Revise cómo lo escribió')).toHaveCount(0);
});
