/**
 * The store's seed synonyms (issue 37): how Venezuelans name groceries and how the labels (or other
 * Spanish-speaking countries) name them. Only true equivalents: a regular set when every phrase means
 * the others; one-way when only the input stands for the rest (a brand for its kind, a wider word for
 * a narrower one); singular and plural both listed where a phrase is used both ways (the engine has no
 * plural rules). Staff edit them afterwards (stable objectIDs `ve-…`); they are given to the products
 * index once (search_synonym_semilla), so an entry staff deleted does not come back.
 */
import { sql } from 'kysely';
import { type SynonymHit, SynonymStore } from '../search/synonyms-store.ts';
import type { Db } from './index.ts';

const regular = (objectID: string, synonyms: string[]): SynonymHit => ({
  objectID,
  type: 'synonym',
  synonyms,
});
const oneWay = (objectID: string, input: string, synonyms: string[]): SynonymHit => ({
  objectID,
  type: 'onewaysynonym',
  input,
  synonyms,
});

export const SINONIMOS_SEMILLA: SynonymHit[] = [
  regular('ve-caraotas', ['caraotas negras', 'frijoles negros', 'granos negros']),
  // "Caraotas" alone are black beans in Venezuela; "frijoles" alone are any bean.
  oneWay('ve-caraotas-solas', 'caraotas', ['frijoles negros', 'granos negros']),
  regular('ve-caraotas-rojas', ['caraotas rojas', 'frijoles rojos']),
  regular('ve-caraota-blanca', [
    'caraota blanca',
    'caraotas blancas',
    'frijol blanco',
    'frijoles blancos',
    'alubias',
  ]),
  regular('ve-cambur', ['cambur', 'banano', 'banana', 'guineo']),
  regular('ve-cambur-titiaro', ['cambur titiaro', 'cambur bocadillo', 'banano bocadillo']),
  regular('ve-lechosa', ['lechosa', 'papaya']),
  regular('ve-parchita', ['parchita', 'maracuyá', 'fruta de la pasión']),
  regular('ve-auyama', ['auyama', 'ahuyama', 'calabaza', 'zapallo']),
  regular('ve-jojoto', ['jojoto', 'maíz tierno', 'mazorca', 'elote', 'choclo']),
  // Canned sweet corn is jojoto's kernels; sweet corn is not every jojoto.
  oneWay('ve-jojoto-lata', 'jojoto', ['maíz dulce']),
  // P.A.N. is the brand everyone names any precooked corn flour by.
  oneWay('ve-harina-pan', 'harina pan', ['harina de maíz precocida']),
  regular('ve-aguacate', ['aguacate', 'palta']),
  regular('ve-pasta', ['pasta', 'fideos']),
  regular('ve-refresco', ['refresco', 'gaseosa']),
  // "Soda" is also the plain cracker ("galletas de soda"): only the word asked for means a soft drink.
  oneWay('ve-soda', 'soda', ['refresco', 'gaseosa']),
  oneWay('ve-queso-llanero', 'queso llanero', ['queso blanco']),
  regular('ve-papelon', ['papelón', 'panela', 'piloncillo', 'rapadura']),
  regular('ve-onoto', ['onoto', 'achiote', 'bija']),
  regular('ve-aji-dulce', ['ají dulce', 'ají cachucha']),
  regular('ve-chocolate-polvo', ['bebida achocolatada', 'chocolate en polvo']),
  oneWay('ve-toddy', 'toddy', ['bebida achocolatada', 'chocolate en polvo']),
  oneWay('ve-malta', 'maltín', ['malta']),
  regular('ve-torta', ['torta', 'ponqué']),
  // Elsewhere "pastel" is a cake; in Venezuela a cake is a torta.
  oneWay('ve-pastel', 'pastel', ['torta', 'ponqué']),
  regular('ve-cotufas', ['cotufas', 'cotufa', 'palomitas', 'palomitas de maíz', 'crispetas']),
  regular('ve-pepitonas', ['pepitonas', 'pepitona']),
  regular('ve-chucherias', ['chucherías', 'golosinas']),
  regular('ve-jabon-panela', ['jabón de panela', 'jabón panela', 'jabón en barra']),
  oneWay('ve-cerelac', 'cerelac', ['cereal infantil']),
  regular('ve-panales', ['pañales', 'pañal']),
  regular('ve-champu', ['champú', 'shampoo']),
  regular('ve-lavaplatos', ['lavaplatos', 'jabón de platos', 'lavavajillas']),
  regular('ve-crema-dental', ['crema dental', 'pasta dental', 'dentífrico']),
  regular('ve-papel-higienico', ['papel higiénico', 'papel toilette', 'papel sanitario']),
  regular('ve-cloro', ['cloro', 'lejía', 'blanqueador']),
  regular('ve-tocineta', ['tocineta', 'tocino', 'bacon', 'beicon']),
  regular('ve-carne-molida', ['carne molida', 'carne picada']),
  regular('ve-arvejas', ['arvejas', 'guisantes', 'chícharos']),
  regular('ve-jugo', ['jugo', 'zumo']),
  regular('ve-durazno', ['durazno', 'melocotón']),
  // Added from the relevance bench's judged queries (bench/relevancia-juicios.ts) that found nothing.
  regular('ve-patilla', ['patilla', 'sandía']),
  regular('ve-cochino', ['cochino', 'cerdo']),
  // Perrarina (once a brand) is any dog food here; gatarina, cat food.
  oneWay('ve-perrarina', 'perrarina', ['alimento para perros']),
  oneWay('ve-gatarina', 'gatarina', ['alimento para gatos']),
  regular('ve-comida-perros', ['comida para perros', 'alimento para perros']),
  regular('ve-comida-gatos', ['comida para gatos', 'alimento para gatos']),
  regular('ve-pasta-de-dientes', ['pasta de dientes', 'crema dental']),
  regular('ve-espagueti', ['espagueti', 'espaguetis', 'spaghetti']),
  // As jojoto: canned sweet corn is tender corn's kernels.
  oneWay('ve-maiz-tierno-lata', 'maíz tierno', ['maíz dulce']),
];

/**
 * Gives the store's index the seed synonyms, and its replicas (forwarded), once: at start-up, once the
 * index exists (the full reindex creates it on a new database). False when it had them already.
 */
export async function sembrarSinonimos(db: Db, indexName: string): Promise<boolean> {
  const { rows } = await sql`select
      exists (select 1 from search_index where name = ${indexName}) as hay_indice,
      exists (select 1 from search_synonym_semilla where index_name = ${indexName}) as sembrado`.execute(db);
  const estado = rows[0] as { hay_indice: boolean; sembrado: boolean };
  if (!estado.hay_indice || estado.sembrado) return false;
  await new SynonymStore(db).save(indexName, SINONIMOS_SEMILLA, { forward: true });
  await sql`insert into search_synonym_semilla (index_name) values (${indexName})
    on conflict (index_name) do nothing`.execute(db);
  return true;
}
