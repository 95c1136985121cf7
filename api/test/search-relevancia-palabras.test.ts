/**
 * How the embedded search service reads a query's words (issue 37), through the official
 * algoliasearch v5 client: Algolia's splitting ("cocacola" → "coca cola") and concatenation ("lava
 * platos" → "lavaplatos"), off with typoTolerance false; sizes written any way ("1 kg", "1kg", "1
 * kilo", "1000 g", "medio kilo", "1 litro", "1l") matching the record's, ordering the results rather
 * than narrowing them; the proximity of two words as their closest places in one attribute, and
 * minProximity; the attribute criterion (a match at the start of the name first).
 */
import { describe, expect, it } from 'vitest';
import { adminClient, prepararBuscador, statusOf } from './search-contexto.ts';

prepararBuscador();

const IDX = 'relevancia_palabras';
const PRODUCTOS = [
  { objectID: 'coca', nombre: 'Refresco de cola Coca-Cola', presentacion: '2 L', popularidad: 5 },
  { objectID: 'pepsi', nombre: 'Refresco de cola Pepsi', presentacion: '2 L', popularidad: 9 },
  { objectID: 'lava', nombre: 'Lavaplatos en crema Axion', presentacion: '500 g', popularidad: 3 },
  { objectID: 'platos', nombre: 'Platos desechables', presentacion: '20 und', popularidad: 8 },
  { objectID: 'arroz1', nombre: 'Arroz blanco Primor', presentacion: '1 kg', popularidad: 1 },
  { objectID: 'arroz2', nombre: 'Arroz blanco Mary', presentacion: '2 kg', popularidad: 50 },
  { objectID: 'harina', nombre: 'Harina de arroz Primor', presentacion: '500 g', popularidad: 60 },
  { objectID: 'cafe500', nombre: 'Café molido Madrid', presentacion: '500 g', popularidad: 2 },
  { objectID: 'cafe250', nombre: 'Café molido Fama', presentacion: '250 g', popularidad: 70 },
  { objectID: 'leche', nombre: 'Leche líquida UHT', presentacion: '1 L', popularidad: 4 },
  { objectID: 'aceite', nombre: 'Aceite de soya', presentacion: '1000 ml', popularidad: 6 },
];

let preparado = false;
async function preparar(): Promise<void> {
  if (preparado) return;
  const client = adminClient();
  await client.setSettings({
    indexName: IDX,
    indexSettings: {
      searchableAttributes: ['nombre', 'presentacion'],
      customRanking: ['desc(popularidad)'],
    },
  });
  await client.saveObjects({ indexName: IDX, objects: PRODUCTOS, waitForTasks: true });
  preparado = true;
}

const buscar = async (query: string, extra: Record<string, unknown> = {}) => {
  await preparar();
  return adminClient().searchSingleIndex<Record<string, unknown>>({
    indexName: IDX,
    searchParams: { query, ...extra },
  });
};
const ids = async (query: string, extra: Record<string, unknown> = {}) =>
  (await buscar(query, extra)).hits.map((h) => h.objectID);

describe('splitting and concatenation', () => {
  it('a word typed together is split into two words of the index, highlighted where they are', async () => {
    const r = await buscar('cocacola ');
    expect(r.hits.map((h) => h.objectID)).toEqual(['coca']);
    const nombre = (r.hits[0]!._highlightResult as Record<string, { value: string }>).nombre!;
    expect(nombre.value).toContain('<em>Coca</em>-<em>Cola</em>');
    // The second part may be unfinished while typing.
    expect(await ids('cocaco')).toEqual(['coca']);
  });

  it('two words typed apart are joined into a word of the index', async () => {
    expect(await ids('lava platos ')).toEqual(['lava']);
    // The joined word is the word being typed: a prefix of it is enough.
    expect(await ids('lava pla')).toEqual(['lava']);
  });

  it('typoTolerance false turns both off', async () => {
    expect(await ids('cocacola ', { typoTolerance: false })).toEqual([]);
    expect(await ids('lava platos ', { typoTolerance: false })).toEqual([]);
  });
});

describe('sizes', () => {
  it('"1 kg", "1kg", "1 kilo", "1000 g" and "un kilo" are one size: that rice first, the others after', async () => {
    for (const q of [
      'arroz 1 kg',
      'arroz 1kg',
      'arroz 1 kilo',
      'arroz 1000 g',
      'arroz un kilo',
      'arroz 1 kg ',
    ]) {
      expect(await ids(q)).toEqual(['arroz1', 'arroz2', 'harina']);
    }
    // The other sizes after, "Arroz…" (the name's first word) before "Harina de arroz".
    expect(await ids('arroz 2 kilos')).toEqual(['arroz2', 'arroz1', 'harina']);
  });

  it('litres and grams in any spelling, halves included', async () => {
    expect((await ids('leche 1 litro'))[0]).toBe('leche');
    expect(await ids('aceite 1l')).toEqual(['aceite']);
    expect(await ids('1 litro ')).toEqual(['aceite', 'leche']);
    expect(await ids('cafe medio kilo')).toEqual(['cafe500', 'cafe250']);
    expect(await ids('cafe ½ kg')).toEqual(['cafe500', 'cafe250']);
  });

  it('a size is not a typo of another: "3 kg" matches no record, "1000g" no "2000g"', async () => {
    expect(await ids('3 kg ')).toEqual([]);
    expect(await ids('1000g ')).toEqual(['arroz1']);
  });
});

describe('proximity and attribute', () => {
  it('minProximity: two name words four apart count as side by side, the name that starts with the word first', async () => {
    // "Harina de arroz Primor": arroz and primor side by side; "Arroz blanco Primor": two apart.
    expect((await ids('arroz primor '))[0]).toBe('harina');
    expect(await ids('arroz primor ', { minProximity: 3 })).toEqual(['arroz1', 'harina']);
    expect(await statusOf(buscar('arroz primor', { minProximity: 8 }))).toBe(400);
  });
});
