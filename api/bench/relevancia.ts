/**
 * Relevance bench (issue 37): the judged queries of bench/relevancia-juicios.ts against the store's
 * SEEDED catalogue, searched as the storefront searches. A fresh database with the real seed
 * (base.ts), indexed through the real sync (app.buscador.todo(): the algoliasearch client → this
 * API's /1/), the store's seed synonyms given as the API gives them at start-up (seed-sinonimos.ts,
 * here through the client's saveSynonyms), then each query with the storefront's parameters
 * (mf-storefront/src/buscar/motor.ts, replicated: its module is a browser one): the visitor's secured
 * key, `filters` on the zone's availability, `clickAnalytics`, the zone's analytics tag, the results
 * page's 50 a page, in names and brands first (BUSQUEDA_PRIMERO_EN) and again without the restriction
 * when that finds nothing.
 *
 * Prints nDCG@10 (mean), the share of queries whose first hit is right (the best grade findable), both
 * per kind of query, the queries that fail (first hit wrong or nDCG@10 < 0.7) with what came first and
 * what was expected, and the engine's processingTimeMS p50/p95. Judged products the zone cannot buy
 * (inactive, out of stock) are left out of the ideal ranking. Aims, printed, not asserted: nDCG@10 ≥
 * 0.9, first hit right ≥ 85 %.
 * Usage: node bench/relevancia.ts [--zona caracas] [--json resultados.json]
 *   (npx pnpm@10.34.0 --filter @mercado/api run bench:relevancia)
 */
import { writeFileSync } from 'node:fs';
import {
  BUSQUEDA_PRIMERO_EN,
  claveDisponibilidad,
  etiquetaZona,
  filtroDisponibilidad,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { normalizeSearch } from '@mercado/shared/rules/navegador';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { buildApp } from '../src/app.ts';
import { clavesBusqueda, registrosProductos } from '../src/services/buscador.ts';
import { arg, baseDeBench } from './base.ts';
import { JUICIOS, productosJuzgados, type TipoConsulta } from './relevancia-juicios.ts';
import { media, ndcg, percentil, primerAcierto } from './relevancia-metricas.ts';
import { sembrarSinonimos } from './relevancia-preparar.ts';

const ZONA = arg('zona', 'caracas');
const JSON_SALIDA = arg('json', '');
/** The results page's page size (mf-storefront BuscarPage RESULTADOS_POR_PAGINA). */
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
  /** Whether the storefront had to ask again without the restriction to names and brands. */
  sinRestriccion: boolean;
  /** The best findable judged products (name and size), what should come first. */
  esperado: string[];
};

try {
  const t0 = performance.now();
  const indexados = await app.buscador.todo();
  const { indexName, appId, adminKey } = config.buscador;
  const admin = algoliasearch(appId, adminKey, { hosts });
  const sinonimos = await sembrarSinonimos(admin, indexName);

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
  console.log(`  ${sinonimos}`);

  const consultar = async (query: string, restringir: boolean) => {
    const { results } = await client.searchForHits<{
      slug: string;
      nombre: string;
      presentacion: string | null;
    }>({
      requests: [
        {
          indexName,
          query,
          filters: filtroDisponibilidad(ZONA, UsuarioTipo.NORMAL),
          hitsPerPage: POR_PAGINA,
          page: 0,
          clickAnalytics: true,
          analyticsTags: [etiquetaZona(ZONA)],
          ...(restringir ? { restrictSearchableAttributes: BUSQUEDA_PRIMERO_EN } : {}),
        },
      ],
    });
    return results[0]!;
  };

  const tiempos: number[] = [];
  const resultados: Resultado[] = [];
  let fueraDeVenta = 0;
  const catalogo = encontrables.map((r) => ({ slug: r.slug, nombre: r.nombre }));
  const todos = await db.selectFrom('producto').select(['slug', 'nombre']).execute();
  const presentacion = new Map(encontrables.map((r) => [r.slug, r.presentacion]));
  for (const juicio of JUICIOS) {
    const query = normalizeSearch(juicio.query);
    let r = await consultar(query, true);
    tiempos.push(r.processingTimeMS ?? 0);
    const sinRestriccion = r.nbHits === 0;
    if (sinRestriccion) {
      r = await consultar(query, false);
      tiempos.push(r.processingTimeMS ?? 0);
    }
    const grados = productosJuzgados(juicio, catalogo);
    fueraDeVenta += productosJuzgados(juicio, todos).size - grados.size;
    const obtenidos = r.hits.map((h) => grados.get(h.slug) ?? 0);
    const juzgados = [...grados.values()];
    const mejor = Math.max(0, ...juzgados);
    resultados.push({
      query: juicio.query,
      tipo: juicio.tipo,
      ndcg: ndcg(obtenidos, juzgados, K),
      primero: primerAcierto(obtenidos, juzgados),
      top: r.hits.slice(0, 3).map((h, i) => ({
        nombre: h.nombre,
        presentacion: h.presentacion,
        grado: obtenidos[i]!,
      })),
      nbHits: r.nbHits ?? 0,
      sinRestriccion,
      esperado: [...grados.entries()]
        .filter(([, g]) => g === mejor)
        .slice(0, 2)
        .map(([slug]) => {
          const p = encontrables.find((e) => e.slug === slug)!;
          return `${p.nombre} ${presentacion.get(slug) ?? ''}`.trim();
        }),
    });
  }

  const puntuadas = resultados.filter((r) => r.ndcg !== null);
  const sinPuntuar = resultados.filter((r) => r.ndcg === null);
  const ndcgMedio = media(puntuadas.map((r) => r.ndcg!));
  const aciertos = puntuadas.filter((r) => r.primero).length;
  const share = puntuadas.length ? aciertos / puntuadas.length : 0;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const marca = (ok: boolean) => (ok ? 'cumple' : 'NO cumple');
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
      `  - "${r.query}" [${r.tipo}] nDCG ${r.ndcg!.toFixed(2)}, ${r.nbHits} resultados${r.sinRestriccion ? ' (sin restricción)' : ''}; 1.º: ${primero}; esperado: ${r.esperado.join(' | ')}`,
    );
  }
  if (sinPuntuar.length)
    console.log(
      `\n  Sin puntuar (ningún producto juzgado a la venta en ${ZONA}): ${sinPuntuar.map((r) => `"${r.query}"`).join(', ')}`,
    );
  if (JSON_SALIDA) {
    writeFileSync(
      JSON_SALIDA,
      `${JSON.stringify({ ndcg: ndcgMedio, primero: share, resultados }, null, 2)}\n`,
    );
    console.log(`\n  Detalle en ${JSON_SALIDA}`);
  }
} finally {
  await app.close();
  await entorno.cerrar();
}
