/**
 * The products index (issue 6): one record per product in the shape of spec §3, kept in step with
 * the catalogue. Write paths that change a product, a category, a price or an inventory call
 * `BuscadorSync` (`productos(ids)`, `categoria(id)`, `todo()`); today the seed is the main writer, so
 * the server reindexes after seeding, and `pnpm --filter @mercado/api run reindex` rebuilds it all.
 *
 * The writer is the official algoliasearch v5 client in both set-ups: pointed (hosts) at this API's
 * own /1/ service by default, at Algolia when ALGOLIA_* credentials are configured.
 */
import {
  ajustesProductos,
  type BuscadorConfig,
  claveDisponibilidad,
  EstatusRegistro,
  filtroDisponibilidad,
  indiceOrden,
  ORDENES_PRODUCTOS,
  type ProductoBuscador,
  ProductoBuscadorSchema,
  type TokenPayload,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { precioConIva } from '@mercado/shared/rules';
import { algoliasearch } from 'algoliasearch';
import { sql } from 'kysely';
import { sha256 } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { SearchEngine } from '../search/engine.ts';
import { turnos } from '../search/turnos.ts';
import { fichaProducto, modalidadVenta } from './producto-vista.ts';

const ACTIVO = EstatusRegistro.ACTIVO;

/** "12.500" → 12.5 (stock is a number in the index, for numeric filters). */
const numero = (v: string): number => Number(v);

/**
 * The records of the given products (all when `ids` is undefined). A product missing from the
 * result must not be in the index: unknown, inactive, in an inactive category (or under an inactive
 * parent), or without stock for any active zone × user type.
 */
export async function registrosProductos(
  db: Db,
  config: Config,
  ids?: readonly number[],
): Promise<Map<number, ProductoBuscador>> {
  const out = new Map<number, ProductoBuscador>();
  if (ids && ids.length === 0) return out;
  const [categorias, zonas] = await Promise.all([
    db.selectFrom('categoria').select(['id', 'slug', 'nombre', 'padre_id', 'estatus']).execute(),
    db.selectFrom('zona').select(['id', 'slug', 'estatus']).execute(),
  ]);
  const porId = new Map(categorias.map((c) => [c.id, c]));
  const activa = (id: number): boolean => {
    const seen = new Set<number>();
    let cur = porId.get(id);
    if (!cur) return false;
    while (cur) {
      if (cur.estatus !== ACTIVO || seen.has(cur.id)) return false;
      seen.add(cur.id);
      cur = cur.padre_id === null ? undefined : porId.get(cur.padre_id);
    }
    return true;
  };
  const zonaSlug = new Map(zonas.filter((z) => z.estatus === ACTIVO).map((z) => [z.id, z.slug]));

  let q = db
    .selectFrom('producto')
    .select([
      'id',
      'slug',
      'nombre',
      'marca',
      'presentacion',
      'imagen',
      'imagen_ancho',
      'imagen_alto',
      'categoria_id',
      'estatus',
      'impuesto',
      'modalidad_venta',
      'minimo',
      'maximo',
      'grupo',
      'unidad',
      'popularidad',
    ])
    .where('estatus', '=', ACTIVO);
  if (ids) q = q.where('id', 'in', [...ids]);
  const productos = (await q.execute()).filter((p) => activa(p.categoria_id));
  if (productos.length === 0) return out;
  const pids = productos.map((p) => p.id);

  // Every zone's prices and stock of a product come as one JSON array per product, all the products
  // in one statement each (one scan, however many products): thousands of products have a hundred
  // thousand such rows, and one row each reads far faster (above all on PGlite). Paired in the
  // product's own few rows, not through a map of every (product, zone, type).
  const todos = sql<number>`any(${`{${pids.join(',')}}`}::int[])`;
  const [pp, ex, et] = await Promise.all([
    db
      .selectFrom('producto_precio')
      .select([
        'producto_id',
        sql<
          [number, number, string, string][]
        >`json_agg(json_build_array(zona_id, usuario_tipo, precio::text, oferta::text))`.as('filas'),
      ])
      .where('producto_id', '=', todos)
      .groupBy('producto_id')
      .execute(),
    db
      .selectFrom('producto_existencia')
      .select([
        'producto_id',
        sql<
          [number, number, string][]
        >`json_agg(json_build_array(zona_id, usuario_tipo, existencia::text))`.as('filas'),
      ])
      .where('producto_id', '=', todos)
      .where('existencia', '>', '0')
      .groupBy('producto_id')
      .execute(),
    db
      .selectFrom('producto_etiqueta as pe')
      .innerJoin('etiqueta as e', 'e.id', 'pe.etiqueta_id')
      .select(['pe.producto_id', 'e.slug'])
      .where('pe.producto_id', '=', todos)
      .where('e.estatus', '=', ACTIVO)
      .orderBy('e.orden')
      .execute(),
  ]);
  // A full reindex builds 100,000 records: searches get the event loop every few ms (turnos.ts).
  const turno = turnos();
  const precios = new Map<number, [number, number, string, string][]>();
  for (const r of pp) {
    await turno();
    precios.set(r.producto_id, r.filas);
  }
  const stock = new Map<number, [number, number, string][]>();
  for (const r of ex) {
    await turno();
    stock.set(
      r.producto_id,
      r.filas.sort((a, b) => a[0] - b[0] || a[1] - b[1]),
    );
  }
  const etiquetas = new Map<number, string[]>();
  for (const r of et) {
    await turno();
    const list = etiquetas.get(r.producto_id) ?? [];
    list.push(r.slug);
    etiquetas.set(r.producto_id, list);
  }

  for (const p of productos) {
    await turno();
    const disponibilidad: ProductoBuscador['disponibilidad'] = {};
    const precioUsdCents: Record<string, number> = {};
    const ofertas: string[] = [];
    const suyos = precios.get(p.id) ?? [];
    for (const [zonaId, tipo, existencia] of stock.get(p.id) ?? []) {
      const slug = zonaSlug.get(zonaId);
      const [, , precio, oferta] = suyos.find(([z, t]) => z === zonaId && t === tipo) ?? [];
      if (!slug || precio === undefined || oferta === undefined) continue;
      const clave = claveDisponibilidad(slug, tipo);
      const pagado = precioConIva({ precio, oferta, impuesto: p.impuesto }, null);
      precioUsdCents[clave] = pagado.cents;
      if (pagado.enOferta) ofertas.push(clave);
      disponibilidad[clave] = {
        existencia: numero(existencia),
        modalidad: {
          venta: modalidadVenta(p.modalidad_venta),
          minimo: p.minimo,
          maximo: p.maximo,
          grupo: p.grupo,
          unidad: p.unidad,
        },
        precio,
        oferta,
        impuesto: p.impuesto,
      };
    }
    if (Object.keys(disponibilidad).length === 0) continue;
    const cat = porId.get(p.categoria_id)!;
    out.set(p.id, {
      objectID: String(p.id),
      ...fichaProducto(config, p, { slug: cat.slug, nombre: cat.nombre }),
      popularidad: p.popularidad,
      etiquetas: etiquetas.get(p.id) ?? [],
      disponibilidad,
      precioUsdCents,
      ofertas,
    });
  }
  return out;
}

/** What the sync needs of a search service: the official client's calls. */
export type BuscadorWriter = {
  guardar(records: ProductoBuscador[]): Promise<void>;
  borrar(objectIDs: string[]): Promise<void>;
  /** `claves`: the `disponibilidad` keys of the active zones, whose price replicas the index has. */
  reemplazarTodo(records: ProductoBuscador[], claves: readonly string[]): Promise<void>;
};

type Host = { url: string; port?: number; protocol: 'http' | 'https'; accept: 'readWrite' };

function hostDe(origin: string): Host {
  const u = new URL(origin);
  return {
    url: u.hostname,
    ...(u.port ? { port: Number(u.port) } : {}),
    protocol: u.protocol === 'http:' ? 'http' : 'https',
    accept: 'readWrite',
  };
}

/**
 * How long a write to a service at `origin` may take. The client's connect timeout runs until the
 * answer's first byte, and the embedded service answers a batch once it is committed: a thousand
 * records on a busy database take seconds, not the client's default 2 (past it the client retries
 * the same write, then gives up).
 */
const ESCRITURA_MS = 60_000;

/** The algoliasearch v5 client as the writer (`origin` '' = Algolia's own hosts). */
export function clientWriter(config: Config, origin: string): BuscadorWriter {
  const { appId, adminKey, indexName } = config.buscador;
  const client = algoliasearch(
    appId,
    adminKey,
    origin
      ? {
          hosts: [hostDe(origin)],
          timeouts: { connect: ESCRITURA_MS, read: ESCRITURA_MS, write: ESCRITURA_MS },
        }
      : undefined,
  );
  // The primary first (it creates the replicas), then each replica's own ranking.
  const settings = async (claves: readonly string[]) => {
    const { principal, replicas } = ajustesProductos(indexName, claves);
    const { taskID } = await client.setSettings({ indexName, indexSettings: principal });
    await client.waitForTask({ indexName, taskID });
    for (const [replica, indexSettings] of Object.entries(replicas)) {
      const r = await client.setSettings({ indexName: replica, indexSettings });
      await client.waitForTask({ indexName: replica, taskID: r.taskID });
    }
  };
  return {
    async guardar(records) {
      if (records.length) await client.saveObjects({ indexName, objects: records, waitForTasks: true });
    },
    async borrar(objectIDs) {
      if (objectIDs.length) await client.deleteObjects({ indexName, objectIDs, waitForTasks: true });
    },
    async reemplazarTodo(records, claves) {
      await settings(claves);
      await client.replaceAllObjects({ indexName, objects: records, batchSize: 500 });
    },
  };
}

/** Straight into the embedded engine: only while this process has no listening address yet. */
export function engineWriter(engine: SearchEngine, indexName: string): BuscadorWriter {
  return {
    async guardar(records) {
      await engine.indexes.batch(
        indexName,
        records.map((body) => ({ action: 'updateObject', body })),
      );
    },
    async borrar(objectIDs) {
      await engine.indexes.batch(
        indexName,
        objectIDs.map((objectID) => ({ action: 'deleteObject', body: { objectID } })),
      );
    },
    async reemplazarTodo(records, claves) {
      const { principal, replicas } = ajustesProductos(indexName, claves);
      await engine.indexes.setSettings(indexName, principal);
      for (const [replica, ajustes] of Object.entries(replicas)) {
        await engine.indexes.setSettings(replica, ajustes);
      }
      await engine.indexes.batch(indexName, [
        { action: 'clear' },
        ...records.map((body) => ({ action: 'updateObject', body })),
      ]);
    },
  };
}

export type BuscadorSync = {
  /** Pushes these products (saved when findable somewhere, deleted otherwise). */
  productos(ids: readonly number[]): Promise<{ guardados: string[]; borrados: string[] }>;
  /** Every product of the category's subtree (after a status or name change of the category). */
  categoria(id: number): Promise<void>;
  /** Full reindex (settings, then every record, replacing the index atomically). */
  todo(): Promise<number>;
};

export function createBuscadorSync(opts: {
  db: Db;
  config: Config;
  writer: () => BuscadorWriter;
}): BuscadorSync {
  const { db, config, writer } = opts;
  const sync: BuscadorSync = {
    async productos(ids) {
      const records = await registrosProductos(db, config, ids);
      const guardados = [...records.values()];
      const borrados = ids.filter((id) => !records.has(id)).map(String);
      const w = writer();
      await w.guardar(guardados);
      await w.borrar(borrados);
      return { guardados: guardados.map((r) => r.objectID), borrados };
    },
    async categoria(id) {
      const categorias = await db.selectFrom('categoria').select(['id', 'padre_id']).execute();
      const subtree = new Set([id]);
      let grew = true;
      while (grew) {
        grew = false;
        for (const c of categorias) {
          if (c.padre_id !== null && subtree.has(c.padre_id) && !subtree.has(c.id)) {
            subtree.add(c.id);
            grew = true;
          }
        }
      }
      const rows = await db
        .selectFrom('producto')
        .select('id')
        .where('categoria_id', 'in', [...subtree])
        .execute();
      await sync.productos(rows.map((r) => r.id));
    },
    async todo() {
      const records = [...(await registrosProductos(db, config)).values()];
      const zonas = await db.selectFrom('zona').select('slug').where('estatus', '=', ACTIVO).execute();
      const claves = zonas.flatMap((z) =>
        Object.values(UsuarioTipo).map((tipo) => claveDisponibilidad(z.slug, tipo)),
      );
      await writer().reemplazarTodo(records, claves.sort());
      return records.length;
    },
  };
  return sync;
}

/**
 * What of a record every viewer may see: all but what holds every user type's prices (their own
 * `disponibilidad` key is added; the numeric prices are only sorted, filtered and faceted on).
 */
const POR_TIPO = new Set(['disponibilidad', 'precioUsdCents', 'ofertas']);
const ATRIBUTOS_COMUNES = Object.keys(ProductoBuscadorSchema.shape).filter((k) => !POR_TIPO.has(k));
/** A filter no record passes (no zone is active): a stock that no record has. */
const NINGUN_PRODUCTO = 'disponibilidad.ninguna_zona.existencia > 0';
/** Salted so the token is not the plain hash of the id another system might also compute. */
const SAL_USER_TOKEN = 'mercado-insights:';

export type ClaveBusqueda = Pick<BuscadorConfig, 'searchKey' | 'usuarioTipo' | 'userToken' | 'validoHasta'>;

/**
 * The browser's secured search keys (decision 0019), made with the algoliasearch client's
 * generateSecuredApiKey from the configured search key, so the same key works against Algolia and
 * against the embedded service. A viewer's key (a visitor's is a normal shopper's) finds only the
 * products with stock for their user type in an active zone, retrieves only those zones' availability
 * for that type, queries only the products index, expires after `buscadorClaveSegundos`, and, for a
 * signed-in shopper, is bound to their insights user token (a salted hash of their id, never the email).
 */
export function clavesBusqueda(
  db: Db,
  config: Config,
): (usuario: TokenPayload | null) => Promise<ClaveBusqueda> {
  const { appId, searchKey, indexName } = config.buscador;
  // Only its generateSecuredApiKey is used: it computes locally, the client sends nothing.
  const client = algoliasearch(appId, searchKey);
  return async (usuario) => {
    const tipo = usuario?.usuarioTipo.tipo ?? UsuarioTipo.NORMAL;
    const zonas = await db
      .selectFrom('zona')
      .select('slug')
      .where('estatus', '=', ACTIVO)
      .orderBy('slug')
      .execute();
    const userToken = usuario ? sha256(`${SAL_USER_TOKEN}${usuario.uid}`) : null;
    const validoHasta = Math.floor(Date.now() / 1000) + config.buscadorClaveSegundos;
    const clave = client.generateSecuredApiKey({
      parentApiKey: searchKey,
      restrictions: {
        searchParams: {
          filters: zonas.map((z) => filtroDisponibilidad(z.slug, tipo)).join(' OR ') || NINGUN_PRODUCTO,
          attributesToRetrieve: [
            ...ATRIBUTOS_COMUNES,
            ...zonas.map((z) => `disponibilidad.${claveDisponibilidad(z.slug, tipo)}`),
          ],
        },
        // The index and the sort replicas of this type's keys (ajustesProductos).
        restrictIndices: [
          ...new Set([
            indexName,
            ...zonas.flatMap((z) =>
              ORDENES_PRODUCTOS.map((o) => indiceOrden(indexName, o, claveDisponibilidad(z.slug, tipo))),
            ),
          ]),
        ],
        validUntil: validoHasta,
        ...(userToken ? { userToken } : {}),
      },
    });
    return { searchKey: clave, usuarioTipo: tipo, userToken, validoHasta };
  };
}
