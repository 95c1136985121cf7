/**
 * Relevance bench (issue 37): the judged queries of bench/relevancia-juicios.ts against the store's
 * SEEDED catalogue, searched as the storefront searches. A fresh database with the real seed
 * (base.ts), indexed through the real sync (app.buscador.todo(): the algoliasearch client → this
 * API's /1/), the store's seed synonyms and query rules given as the API gives them at start-up
 * (seed-sinonimos.ts, seed-reglas.ts), then each query with the storefront's parameters
 * (replicated: the storefront's modules are browser ones). The results page as
 * mf-storefront/src/buscar/resultados/consulta.ts asks through algoliasearch-helper in its default
 * state (relevance, page 1, no refinement): the visitor's secured key, `filters` on the zone's
 * availability, the category and brand disjunctive facets, 50 a page, `clickAnalytics`, the zone's
 * analytics tag and rule context; in names and brands first (BUSQUEDA_PRIMERO_EN), then with the
 * categories, then with every word optional (removeWordsIfNoResults allOptional). And the header's
 * suggestions as mf-storefront/src/buscar/motor.ts asks (10, names and brands then categories).
 *
 * Prints, for the results page, nDCG@10 (mean), the share of queries whose first hit is right (the
 * best grade findable), both per kind of query, the queries that fail (first hit wrong or nDCG@10 <
 * 0.7) with what came first and what was expected; the suggestions' nDCG@10 and first hit with the
 * queries they get wrong; the engine's processingTimeMS p50/p95. Judged products the zone cannot buy
 * (inactive, out of stock) are left out of the ideal ranking. Aims, printed, not asserted: nDCG@10 ≥
 * 0.9, first hit right ≥ 85 %.
 * Usage: node bench/relevancia.ts [--zona caracas] [--json resultados.json]
 *   (npx pnpm@10.34.0 --filter @mercado/api run bench:relevancia)
 */
import { writeFileSync } from 'node:fs';
import {
  BUSQUEDA_PRIMERO_EN,
  claveDisponibilidad,
  contextoZona,
  etiquetaZona,
  FacetaBuscador,
  filtroDisponibilidad,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import algoliasearchHelper, { type PlainSearchParameters } from 'algoliasearch-helper';
import { buildApp } from '../src/app.ts';
import { sembrarReglas } from '../src/db/seed-reglas.ts';
import { sembrarSinonimos } from '../src/db/seed-sinonimos.ts';
import { clavesBusqueda, registrosProductos } from '../src/services/buscador.ts';
import { arg, baseDeBench } from './base.ts';
import { JUICIOS, type Juicio, productosJuzgados, type TipoConsulta } from './relevancia-juicios.ts';
import { media, ndcg, percentil, primerAcierto } from './relevancia-metricas.ts';

const ZONA = arg('zona', 'caracas');
const JSON_SALIDA = arg('json', '');
/** The results page's page size (mf-storefront buscar/resultados/consulta.ts RESULTADOS_POR_PAGINA). */
const POR_PAGINA = 50;
const K = 10;
const UMBRAL_FALLO = 0.7;
const OBJETIVO_NDCG = 0.9;
const OBJETIVO_PRIMERO = 0.85;

const entorno = await baseDeBench('relevancia', {
  config: { port: 0, host: '127.0.0.1' },
  passwordHash: 'x',
});
const { db, config } = entorno;
const app = await buildApp({ db, config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const hosts = [
  { url: '127.0.0.1', port: address.port, protocol: 'http' as const, accept: 'readWrite' as const },
];

type Resultado = {
  query: string;
  tipo: TipoConsulta;
  ndcg: number | null;
  primero: boolean | null;
  /** The first hits: name, size, grade. */
  top: { nombre: string; presentacion: string | null; grado: number }[];
  nbHits: number;
  /** Which of the storefront's tries found something (names and brands, categories, any word). */
  intento: string;
  /** The best findable judged products (name and size), what should come first. */
  esperado: string[];
};

try {
  const t0 = performance.now();
  const indexados = await app.buscador.todo();
  const { indexName, appId, adminKey } = config.buscador;
  const admin = algoliasearch(appId, adminKey, { hosts });
  await sembrarSinonimos(db, indexName);
  await sembrarReglas(db, indexName);
  const { nbHits: sinonimos } = await admin.searchSynonyms({
    indexName,
    searchSynonymsParams: { hitsPerPage: 1 },
  });
  const { nbHits: reglas } = await admin.searchRules({ indexName, searchRulesParams: { hitsPerPage: 1 } });

  // What the zone's visitor can find: the sync's own records with that zone's availability.
  const clave = claveDisponibilidad(ZONA, UsuarioTipo.NORMAL);
  const encontrables = [...(await registrosProductos(db, config)).values()].filter(
    (r) => r.disponibilidad[clave] !== undefined,
  );
  const { searchKey } = await clavesBusqueda(db, config)(null);
  const client = liteClient(appId, searchKey, { hosts });
  console.log(
    `\nRelevancia (issue 37): ${JUICIOS.length} consultas juzgadas, catálogo sembrado (${entorno.motor}): ${indexados} productos indexados en ${((performance.now() - t0) / 1000).toFixed(1)} s, ${encontrables.length} a la venta para un visitante de ${ZONA}`,
  );
  console.log(
    `  sinónimos: ${sinonimos}, reglas: ${reglas} (los de la tienda, dados como al arrancar la API)`,
  );

  type Registro = { slug: string; nombre: string; presentacion: string | null };
  type Respuesta = { hits: Registro[]; nbHits: number; intento: string };
  const tiempos: number[] = [];
  const disponibilidad = filtroDisponibilidad(ZONA, UsuarioTipo.NORMAL);
  const helper = algoliasearchHelper(client as never, indexName);

  /** The results page (mf-storefront buscar/resultados/consulta.ts, default state: relevance, page 1). */
  const paginaResultados = async (query: string): Promise<Respuesta> => {
    const intentos: [string, PlainSearchParameters][] = [
      ['nombre y marca', { restrictSearchableAttributes: BUSQUEDA_PRIMERO_EN }],
      ['con categorías', {}],
      [
        'palabras opcionales',
        {
          removeWordsIfNoResults: 'allOptional',
          attributesToHighlight: ['nombre', 'marca', 'categoria.nombre'],
        },
      ],
    ];
    let ultima: Respuesta = { hits: [], nbHits: 0, intento: 'nada' };
    for (const [intento, extra] of intentos) {
      const { content } = await helper.searchOnce({
        index: indexName,
        query,
        page: 0,
        hitsPerPage: POR_PAGINA,
        disjunctiveFacets: [FacetaBuscador.CATEGORIA, FacetaBuscador.MARCA],
        disjunctiveFacetsRefinements: { [FacetaBuscador.CATEGORIA]: [], [FacetaBuscador.MARCA]: [] },
        numericRefinements: {},
        maxValuesPerFacet: 30, // consulta.ts CATEGORIAS_VISIBLES
        filters: disponibilidad,
        clickAnalytics: true,
        analyticsTags: [etiquetaZona(ZONA)],
        ruleContexts: [contextoZona(ZONA)],
        ...extra,
      });
      tiempos.push(content.processingTimeMS ?? 0);
      ultima = { hits: content.hits as unknown as Registro[], nbHits: content.nbHits, intento };
      if (content.nbHits > 0) break;
    }
    return ultima;
  };

  /** The header's suggestions (mf-storefront buscar/motor.ts): 10, names and brands first. */
  const sugerencias = async (query: string): Promise<Respuesta> => {
    let ultima: Respuesta = { hits: [], nbHits: 0, intento: 'nada' };
    for (const [intento, restringir] of [
      ['nombre y marca', true],
      ['con categorías', false],
    ] as const) {
      const { results } = await client.searchForHits<Registro>({
        requests: [
          {
            indexName,
            query,
            filters: disponibilidad,
            hitsPerPage: K,
            page: 0,
            clickAnalytics: true,
            analyticsTags: [etiquetaZona(ZONA)],
            ...(restringir ? { restrictSearchableAttributes: BUSQUEDA_PRIMERO_EN } : {}),
          },
        ],
      });
      const r = results[0]!;
      tiempos.push(r.processingTimeMS ?? 0);
      ultima = { hits: r.hits, nbHits: r.nbHits ?? 0, intento };
      if (ultima.nbHits > 0) break;
    }
    return ultima;
  };

  const catalogo = encontrables.map((r) => ({ slug: r.slug, nombre: r.nombre }));
  const todos = await db.selectFrom('producto').select(['slug', 'nombre']).execute();
  const etiqueta = new Map(
    encontrables.map((r) => [r.slug, [r.nombre, r.presentacion].filter(Boolean).join(' ')]),
  );
  let fueraDeVenta = 0;
  const puntuar = (juicio: Juicio, r: Respuesta): Resultado => {
    const grados = productosJuzgados(juicio, catalogo);
    const obtenidos = r.hits.map((h) => grados.get(h.slug) ?? 0);
    const juzgados = [...grados.values()];
    const mejor = Math.max(0, ...juzgados);
    return {
      query: juicio.query,
      tipo: juicio.tipo,
      ndcg: ndcg(obtenidos, juzgados, K),
      primero: primerAcierto(obtenidos, juzgados),
      top: r.hits
        .slice(0, 3)
        .map((h, i) => ({ nombre: h.nombre, presentacion: h.presentacion, grado: obtenidos[i]! })),
      nbHits: r.nbHits,
      intento: r.intento,
      esperado: [...grados.entries()]
        .filter(([, g]) => g === mejor)
        .slice(0, 2)
        .map(([slug]) => etiqueta.get(slug) ?? slug),
    };
  };

  const resultados: Resultado[] = [];
  const resultadosSugerencias: Resultado[] = [];
  for (const juicio of JUICIOS) {
    // As the search box sends it (the storefront's normalizeSearch, browser code the API may not load).
    const query = juicio.query.trim().replace(/\s+/g, ' ');
    fueraDeVenta += productosJuzgados(juicio, todos).size - productosJuzgados(juicio, catalogo).size;
    resultados.push(puntuar(juicio, await paginaResultados(query)));
    resultadosSugerencias.push(puntuar(juicio, await sugerencias(query)));
  }

  const puntuadas = resultados.filter((r) => r.ndcg !== null);
  const sinPuntuar = resultados.filter((r) => r.ndcg === null);
  const ndcgMedio = media(puntuadas.map((r) => r.ndcg!));
  const aciertos = puntuadas.filter((r) => r.primero).length;
  const share = puntuadas.length ? aciertos / puntuadas.length : 0;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const marca = (ok: boolean) => (ok ? 'cumple' : 'NO cumple');
  console.log('  Página de resultados (Enter):');
  console.log(
    `  nDCG@${K} (media de ${puntuadas.length}): ${ndcgMedio.toFixed(3)}   objetivo ≥ ${OBJETIVO_NDCG} (${marca(ndcgMedio >= OBJETIVO_NDCG)})`,
  );
  console.log(
    `  primer resultado correcto: ${pct(share)} (${aciertos}/${puntuadas.length})   objetivo ≥ ${pct(OBJETIVO_PRIMERO)} (${marca(share >= OBJETIVO_PRIMERO)})`,
  );
  const porTipo = new Map<string, Resultado[]>();
  for (const r of puntuadas) porTipo.set(r.tipo, [...(porTipo.get(r.tipo) ?? []), r]);
  console.table(
    [...porTipo.entries()].map(([tipo, lista]) => ({
      tipo,
      consultas: lista.length,
      [`nDCG@${K}`]: Number(media(lista.map((r) => r.ndcg!)).toFixed(3)),
      'primero correcto': pct(lista.filter((r) => r.primero).length / lista.length),
    })),
  );
  const sug = resultadosSugerencias.filter((r) => r.ndcg !== null);
  const sugMal = sug.filter((r) => !r.primero);
  console.log(
    `  Sugerencias del encabezado (10): nDCG@${K} ${media(sug.map((r) => r.ndcg!)).toFixed(3)}, primer resultado correcto ${pct((sug.length - sugMal.length) / Math.max(1, sug.length))}; primero incorrecto en: ${sugMal.map((r) => `"${r.query}" (${r.top[0]?.nombre ?? 'nada'})`).join(', ') || 'ninguna'}`,
  );
  console.log(
    `  (${fueraDeVenta} productos juzgados no están a la venta en ${ZONA}: fuera del ranking ideal)`,
  );
  const ordenados = [...tiempos].sort((a, b) => a - b);
  console.log(
    `  processingTimeMS (${ordenados.length} búsquedas, catálogo sembrado): p50 ${percentil(ordenados, 50)} ms, p95 ${percentil(ordenados, 95)} ms, máx ${ordenados.at(-1) ?? 0} ms (a 10.000 productos: bench:search)`,
  );

  const fallan = puntuadas
    .filter((r) => !r.primero || r.ndcg! < UMBRAL_FALLO)
    .sort((a, b) => a.ndcg! - b.ndcg!);
  console.log(`\n  Fallan ${fallan.length} (primer resultado incorrecto o nDCG@${K} < ${UMBRAL_FALLO}):`);
  for (const r of fallan) {
    const primero = r.top[0]
      ? `${[r.top[0].nombre, r.top[0].presentacion].filter(Boolean).join(' ')} (grado ${r.top[0].grado})`
      : 'nada';
    console.log(
      `  - "${r.query}" [${r.tipo}] nDCG ${r.ndcg!.toFixed(2)}, ${r.nbHits} resultados (${r.intento}); 1.º: ${primero}; esperado: ${r.esperado.join(' | ')}`,
    );
  }
  if (sinPuntuar.length)
    console.log(
      `\n  Sin puntuar (ningún producto juzgado a la venta en ${ZONA}): ${sinPuntuar.map((r) => `"${r.query}"`).join(', ')}`,
    );
  if (JSON_SALIDA) {
    writeFileSync(
      JSON_SALIDA,
      `${JSON.stringify({ ndcg: ndcgMedio, primero: share, resultados, sugerencias: resultadosSugerencias }, null, 2)}\n`,
    );
    console.log(`\n  Detalle en ${JSON_SALIDA}`);
  }
} finally {
  await app.close();
  await entorno.cerrar();
}
