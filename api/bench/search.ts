/**
 * Search bench (issues 6, 37): 10,000 generated products in a fresh database (base.ts), indexed through
 * the real sync (algoliasearch client → this API's /1/), with the store's seed synonyms and a set of
 * merchandising rules on (relevancia-preparar.ts; "sinónimos: no disponibles" where the service has no
 * such API), then a few hundred mixed queries (prefix, typo, multi-word, filtered by zone availability
 * with the zone as rule context as the storefront sends them, Venezuelan words that synonyms expand,
 * words that trigger rules, optional words and filters with snippets). Prints the engine's
 * processingTimeMS p50/p95 per kind and overall, the HTTP latency under concurrent clients, and the
 * scale figures: the full reindex's time, its final
 * `move`'s time (server side), and a second full reindex with searches running meanwhile (their
 * p50/p95 against the same queries before). Budgets it is read against: processingTimeMS p50 ≤ 10 ms,
 * p95 ≤ 30 ms; HTTP p95 ≤ 50 ms with 20 clients; at 100,000 products a full reindex ≤ 60 s, a constant
 * time move, searches' p95 unchanged during it. It asserts nothing.
 * Usage: node bench/search.ts [--products 10000] [--queries 400] [--rules 40] [--duration 10]
 *   [--connections 20] [--reindex-busquedas si|no]
 */
import type { IncomingMessage } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { contextoZona, filtroDisponibilidad, UsuarioTipo } from '@mercado/shared/contracts';
import { algoliasearch } from 'algoliasearch';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { generarProductos } from '../src/db/seed.ts';
import { arg, baseDeBench } from './base.ts';
import { percentil as pct } from './relevancia-metricas.ts';
import { guardarReglas, reglasDeTienda, sembrarSinonimos } from './relevancia-preparar.ts';

const PRODUCTS = Number(arg('products', '10000'));
const QUERIES = Number(arg('queries', '400'));
const RULES = Number(arg('rules', '40'));
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '20'));
const REINDEX_CON_BUSQUEDAS = arg('reindex-busquedas', 'si') !== 'no';

/** Words shoppers type that the store's seed synonyms expand (one-word and multi-word). */
const PALABRAS_SINONIMOS = [
  'caraotas',
  'frijoles negros',
  'cambur',
  'banano',
  'harina pan',
  'lechosa',
  'papaya',
  'parchita',
  'auyama',
  'jojoto',
  'queso llanero',
  'papelon',
  'refresco',
  'pasta',
  'champu',
  'tocineta',
];

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seedValue: number): () => number {
  let a = seedValue;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(20261106);

/** Why the client gave up on a request: the last try's answer ("Connection timeout"), else its message. */
function motivo(error: unknown): string {
  const e = error as { message?: string; stackTrace?: { response?: { content?: string } }[] };
  const ultimo = e.stackTrace?.at(-1)?.response?.content;
  return (ultimo ?? e.message ?? String(error)).split('\n')[0]!.slice(0, 100);
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const VARIANTES = [
  'clásico',
  'light',
  'familiar',
  'económico',
  'premium',
  'integral',
  'natural',
  'tradicional',
  'extra',
  'suave',
  'picante',
  'dulce',
  'sin sal',
  'orgánico',
  'importado',
  'criollo',
  'andino',
  'llanero',
  'oriental',
  'zuliano',
  'guayanés',
  'margariteño',
  'de temporada',
  'edición especial',
  'paquete ahorro',
  'dúo',
  'trío',
  'pack x6',
  'pack x12',
  'bandeja',
  'granel',
  'reducido en grasa',
  'sabor original',
  'con vitaminas',
  'instantáneo',
  'concentrado',
  'en polvo',
  'líquido',
  'en trozos',
  'rallado',
];

const entorno = await baseDeBench('search', { config: { port: 0, host: '127.0.0.1' }, passwordHash: 'x' });
const { db, config } = entorno;

// Grow the catalogue to PRODUCTS products: seeded templates × variants, with prices and stock.
const generated = generarProductos();
const existing = await db.selectFrom('producto').select(['id', 'categoria_id']).orderBy('id').execute();
const zonas = await db.selectFrom('zona').select(['id']).execute();
const tipos = [UsuarioTipo.NORMAL, UsuarioTipo.PRIME, UsuarioTipo.MAYORISTA];
const missing = Math.max(0, PRODUCTS - existing.length);
let t0 = performance.now();
for (let i = 0; i < missing; i += 500) {
  const batch = Array.from({ length: Math.min(500, missing - i) }, (_, j) => {
    const n = i + j;
    const g = generated[n % generated.length]!;
    const variante = VARIANTES[Math.floor(n / generated.length) % VARIANTES.length]!;
    return {
      slug: `${g.slug}-${n}`,
      nombre: `${g.nombre} ${variante}`,
      marca: g.marca,
      presentacion: g.presentacion,
      imagen: `/media/producto/${g.slug}.svg`,
      categoria_id: existing[n % existing.length]!.categoria_id,
      estatus: 1,
      impuesto: `${g.iva}.0000`,
      modalidad_venta: g.peso ? 'peso' : 'unidad',
      minimo: g.peso ? '0.500' : '1.000',
      maximo: g.peso ? '5.000' : '12.000',
      grupo: g.peso ? '0.250' : '1.000',
      unidad: '1.000',
      popularidad: Math.floor(rand() * 1000),
    };
  });
  const rows = await db.insertInto('producto').values(batch).returning('id').execute();
  await db
    .insertInto('producto_precio')
    .values(
      rows.flatMap((r) =>
        zonas.flatMap((z) =>
          tipos.map((tipo) => ({
            producto_id: r.id,
            zona_id: z.id,
            usuario_tipo: tipo,
            precio: (1 + rand() * 20).toFixed(2),
            oferta: '0.00',
          })),
        ),
      ),
    )
    .execute();
  await db
    .insertInto('producto_existencia')
    .values(
      rows.flatMap((r) =>
        zonas.flatMap((z) =>
          tipos.map((tipo) => ({
            producto_id: r.id,
            zona_id: z.id,
            usuario_tipo: tipo,
            existencia: rand() < 0.15 ? '0' : String(Math.floor(rand() * 200)),
          })),
        ),
      ),
    )
    .execute();
}
const total = Number(
  (
    await db
      .selectFrom('producto')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
console.log(
  `\nSearch bench: ${total} products generated in ${((performance.now() - t0) / 1000).toFixed(1)} s (${entorno.motor})`,
);

const app = await buildApp({ db, config, logger: false });
// Server-side time of each index operation (copy, move) the client's replaceAllObjects sends.
const operaciones: { ms: number; fin: number }[] = [];
app.server.on('request', (req: IncomingMessage, res) => {
  if (req.method !== 'POST' || !/^\/1\/indexes\/[^/?]+\/operation/.test(req.url ?? '')) return;
  const inicio = performance.now();
  res.on('finish', () => operaciones.push({ ms: performance.now() - inicio, fin: performance.now() }));
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}`;

try {
  // The move's request: this process's warm-up of the new generation (read in pages while the old
  // one answers), then the move's transaction, whose time does not depend on the number of records.
  const movimiento = (desde: number) => {
    const ops = operaciones.filter((o) => o.fin >= desde);
    const m = app.busqueda.indexes.lastMove;
    const partes = m
      ? ` = warm-up ${m.warmupMs.toFixed(0)} ms + transaction ${m.transactionMs.toFixed(0)} ms`
      : '';
    return ops.length ? `${ops.at(-1)!.ms.toFixed(0)} ms${partes}` : 'no medido';
  };
  t0 = performance.now();
  const indexed = await app.buscador.todo();
  console.log(
    `  full reindex through the algoliasearch client: ${indexed} records in ${((performance.now() - t0) / 1000).toFixed(1)} s (final move: ${movimiento(t0)})`,
  );
  const indexName = config.buscador.indexName;
  const hosts = [
    { url: '127.0.0.1', port: address.port, protocol: 'http' as const, accept: 'readWrite' as const },
  ];
  const admin = algoliasearch(config.buscador.appId, config.buscador.adminKey, { hosts });
  console.log(`  ${await sembrarSinonimos(admin, indexName)}`);
  const productos = await db.selectFrom('producto').select(['id', 'nombre', 'marca']).orderBy('id').execute();
  const reglas = reglasDeTienda(
    productos.map((p) => ({ objectID: String(p.id), nombre: p.nombre, marca: p.marca })),
    contextoZona('caracas'),
    RULES,
  );
  console.log(`  ${await guardarReglas(admin, indexName, reglas)}`);

  // Query mix from the indexed vocabulary.
  const nombres = (await db.selectFrom('producto').select('nombre').execute()).map((r) => r.nombre);
  const palabras = [
    ...new Set(nombres.flatMap((n) => n.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length >= 5)),
  ];
  const typo = (w: string): string => {
    const i = 1 + Math.floor(rand() * (w.length - 2));
    return rand() < 0.5
      ? `${w.slice(0, i)}${w[i + 1]}${w[i]}${w.slice(i + 2)}`
      : `${w.slice(0, i)}x${w.slice(i + 1)}`;
  };
  const zona = (): Pick<Q, 'filters' | 'ruleContexts'> => {
    const slug = pick(['caracas', 'valencia']);
    return { filters: filtroDisponibilidad(slug, pick(tipos)), ruleContexts: [contextoZona(slug)] };
  };
  const palabrasReglas = reglas
    .flatMap((r) => r.conditions?.map((c) => c.pattern ?? '') ?? [])
    .filter(Boolean);
  type Q = {
    kind: string;
    query: string;
    filters?: string;
    ruleContexts?: string[];
    params?: Record<string, unknown>;
  };
  const marcas = [...new Set(productos.map((p) => p.marca).filter(Boolean))];
  const kinds: (() => Q)[] = [
    () => ({ kind: 'prefix', query: pick(palabras).slice(0, 3 + Math.floor(rand() * 3)) }),
    () => ({ kind: 'typo', query: `${typo(pick(palabras))} ` }),
    () => {
      const words = pick(nombres).split(' ');
      const k = Math.min(words.length, 2 + Math.floor(rand() * 2));
      const q = words.slice(0, k).join(' ');
      return { kind: 'multi-word', query: q.slice(0, q.length - Math.floor(rand() * 3)) };
    },
    () => ({ kind: 'filtered', query: pick(palabras).slice(0, 3 + Math.floor(rand() * 4)), ...zona() }),
    () => ({ kind: 'synonyms', query: pick(PALABRAS_SINONIMOS), ...zona() }),
    () => ({ kind: 'rules', query: pick(palabrasReglas.length ? palabrasReglas : palabras), ...zona() }),
    // Optional words and filters, snippets (issue 37): a product's first words, all but the first optional.
    () => {
      const words = pick(nombres).split(' ').slice(0, 3);
      return {
        kind: 'params',
        query: `${words.join(' ')} `,
        params: {
          optionalWords: words.slice(1),
          optionalFilters: [`marca:${pick(marcas)}<score=2>`, 'marca:-Polar'],
          attributesToSnippet: ['nombre:4'],
        },
      };
    },
  ];
  const queries: Q[] = Array.from({ length: QUERIES }, (_, i) => kinds[i % kinds.length]!());

  const client = algoliasearch(config.buscador.appId, config.buscador.searchKey, { hosts });
  // The first query loads the index into the process (a cold start): timed apart, with room for it.
  t0 = performance.now();
  await client.searchSingleIndex(
    { indexName, searchParams: { query: 'warm' } },
    { timeouts: { connect: 300_000, read: 300_000 } },
  );
  console.log(`  first query after the reindex (loads the index): ${Math.round(performance.now() - t0)} ms`);
  const buscar = (q: Q) =>
    client.searchSingleIndex({
      indexName,
      searchParams: {
        query: q.query,
        hitsPerPage: 10,
        ...(q.filters ? { filters: q.filters } : {}),
        ...(q.ruleContexts ? { ruleContexts: q.ruleContexts } : {}),
        ...q.params,
      },
    });
  const times = new Map<string, number[]>();
  const httpAntes: number[] = [];
  let empty = 0;
  let fallos = 0;
  let motivoFallo = '';
  for (const q of queries) {
    const t = performance.now();
    const res = await buscar(q).catch((error: unknown) => {
      motivoFallo ||= `; first: ${motivo(error)}`;
      return null;
    });
    if (!res) {
      fallos++;
      continue;
    }
    httpAntes.push(performance.now() - t);
    if (res.nbHits === 0) empty++;
    for (const k of [q.kind, 'all']) {
      const list = times.get(k) ?? [];
      list.push(res.processingTimeMS ?? 0);
      times.set(k, list);
    }
  }
  console.log(
    `  ${queries.length} queries, one at a time (${empty} without results${fallos ? `, ${fallos} failed${motivoFallo}` : ''}): processingTimeMS`,
  );
  console.table(
    [...times.entries()].map(([kind, list]) => {
      const s = [...list].sort((a, b) => a - b);
      return {
        kind,
        queries: s.length,
        'p50 ms': pct(s, 50),
        'p95 ms': pct(s, 95),
        'max ms': s[s.length - 1],
      };
    }),
  );

  // HTTP under concurrent clients: the same mix, as the browser sends it (multi-index endpoint).
  const bodies = queries.map((q) =>
    JSON.stringify({
      requests: [
        {
          indexName,
          query: q.query,
          hitsPerPage: 10,
          clickAnalytics: true,
          ...(q.filters ? { filters: q.filters } : {}),
          ...(q.ruleContexts ? { ruleContexts: q.ruleContexts } : {}),
          ...q.params,
        },
      ],
    }),
  );
  let next = 0;
  const httpTimes: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            path: `/1/indexes/*/queries?x-algolia-application-id=${config.buscador.appId}&x-algolia-api-key=${config.buscador.searchKey}`,
            headers: { 'content-type': 'text/plain' },
            setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_c, _s, _b, responseTime) => httpTimes.push(responseTime));
  });
  httpTimes.sort((a, b) => a - b);
  console.log(`  HTTP POST /1/indexes/*/queries, ${connections} concurrent clients, ${duration} s:`);
  console.table([
    {
      'req/s': Math.round(result.requests.average),
      'p50 ms': Math.round(pct(httpTimes, 50)),
      'p95 ms': Math.round(pct(httpTimes, 95)),
      'p99 ms': Math.round(pct(httpTimes, 99)),
      requests: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
    },
  ]);
  console.log('  budgets: processingTimeMS p50 ≤ 10 ms, p95 ≤ 30 ms; HTTP p95 ≤ 50 ms');

  if (REINDEX_CON_BUSQUEDAS) {
    // A second full reindex (the index exists now and is replaced by the move) while one client keeps
    // searching the same mix, one query at a time: the searches' times against the same ones before.
    let buscando = true;
    const durante: number[] = [];
    const httpDurante: number[] = [];
    let fallidas = 0;
    let primerFallo = '';
    const bucle = (async () => {
      for (let i = 0; buscando; i++) {
        const t = performance.now();
        try {
          durante.push((await buscar(queries[i % queries.length]!)).processingTimeMS ?? 0);
          httpDurante.push(performance.now() - t);
        } catch (error) {
          fallidas++;
          primerFallo ||= `; first: ${motivo(error)}`;
        }
      }
    })();
    // How long the event loop's work waited while the reindex ran (a search waits as long).
    const demora = monitorEventLoopDelay({ resolution: 5 });
    demora.enable();
    t0 = performance.now();
    const n = await app.buscador.todo();
    const s = (performance.now() - t0) / 1000;
    demora.disable();
    buscando = false;
    await bucle;
    const antes = [...(times.get('all') ?? [])].sort((a, b) => a - b);
    const httpAntesOrden = [...httpAntes].sort((a, b) => a - b);
    durante.sort((a, b) => a - b);
    httpDurante.sort((a, b) => a - b);
    console.log(
      `  full reindex with searches running: ${n} records in ${s.toFixed(1)} s (final move: ${movimiento(t0)}); ${durante.length} searches meanwhile (${fallidas} failed${primerFallo}):`,
    );
    console.table([
      {
        when: 'before (one at a time)',
        'p50 ms': pct(antes, 50),
        'p95 ms': pct(antes, 95),
        'HTTP p50 ms': Math.round(pct(httpAntesOrden, 50)),
        'HTTP p95 ms': Math.round(pct(httpAntesOrden, 95)),
        failed: fallos,
      },
      {
        when: 'during the reindex',
        'p50 ms': pct(durante, 50),
        'p95 ms': pct(durante, 95),
        'HTTP p50 ms': Math.round(pct(httpDurante, 50)),
        'HTTP p95 ms': Math.round(pct(httpDurante, 95)),
        failed: fallidas,
      },
    ]);
    const ms = (ns: number) => Math.round(ns / 1e6);
    console.log(
      `  event loop delay during the reindex: p50 ${ms(demora.percentile(50))} / p99 ${ms(demora.percentile(99))} / max ${ms(demora.max)} ms`,
    );
    console.log(
      '  budgets at 100,000 products: full reindex ≤ 60 s, a constant-time move, search p95 unchanged',
    );
  }
} finally {
  await app.close();
  await entorno.cerrar();
}
