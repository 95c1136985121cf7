/**
 * The store's public reads cached in this process (issue 39, decision 0051): what is the same for
 * every visitor of a zone and user type (resolve's shared part, the zone's home, a category, a product,
 * the product list) is computed once and served from memory until the data behind it changes.
 *
 * Invalidation is by change, never by a timer: migration 0041's triggers send
 * `NOTIFY mercado_cache, '<schema>.<table>'` from every write to those tables, delivered when the
 * writing transaction commits, to every instance over the database; each instance LISTENs (a pg
 * client of its own on PostgreSQL, PGlite's `listen`) and empties its cache. While it is not listening
 * (starting, its connection lost) nothing is cached: every read goes to the database, and on
 * reconnecting the cache starts empty, so a notice missed meanwhile can serve nothing stale.
 *
 * A read that started before a notice is not stored (the generation it started at is no longer the
 * current one): it may have read the database before the write committed.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { type Db, pgliteOf } from '../db/index.ts';
import { instalarCabecerasLectura } from './http.ts';

export const CANAL = 'mercado_cache';
/** Entries kept at most (least recently used dropped first): a few KB each, a few MB in all. */
const MAX_ENTRADAS = 2_000;
const REINTENTO_MS = 1_000;

type Entrada = { generacion: number; valor: Promise<unknown> };

export class CacheLectura {
  private readonly entradas = new Map<string, Entrada>();
  private generacion = 0;
  private escuchando = false;
  private cerrada = false;
  private dejarDeEscuchar: (() => Promise<void>) | null = null;
  /** PostgreSQL: the listening connection, and the round trips that bring its notices (alDia). */
  private cliente: pg.Client | null = null;
  private pendiente: Promise<void> | null = null;
  private enCurso: Promise<void> | null = null;
  /** Counters for the tests and the decision's figures. */
  readonly cuenta = { aciertos: 0, calculos: 0, avisos: 0 };

  private readonly db: Db;
  private readonly databaseUrl: string;

  private constructor(db: Db, databaseUrl: string) {
    this.db = db;
    this.databaseUrl = databaseUrl;
  }

  /** A cache over `db`, listening before it answers. */
  static async abrir(db: Db, databaseUrl: string): Promise<CacheLectura> {
    const cache = new CacheLectura(db, databaseUrl);
    await cache.escuchar();
    return cache;
  }

  /** Whether entries are kept (listening for changes). */
  get activa(): boolean {
    return this.escuchando && !this.cerrada;
  }

  /**
   * The value under `clave`, or `calcular()`'s, stored while no change arrives meanwhile. Concurrent
   * reads of one key share one computation; a failure is not kept (errors are read again).
   */
  async leer<T>(clave: string, calcular: () => Promise<T>): Promise<T> {
    try {
      await this.alDia();
    } catch {
      return calcular();
    }
    if (!this.activa) return calcular();
    const hallada = this.entradas.get(clave);
    if (hallada && hallada.generacion === this.generacion) {
      this.cuenta.aciertos++;
      // Most recently used goes last (Map keeps insertion order).
      this.entradas.delete(clave);
      this.entradas.set(clave, hallada);
      return hallada.valor as Promise<T>;
    }
    this.cuenta.calculos++;
    const entrada: Entrada = { generacion: this.generacion, valor: calcular() };
    this.entradas.set(clave, entrada);
    if (this.entradas.size > MAX_ENTRADAS) this.entradas.delete(this.entradas.keys().next().value!);
    entrada.valor.catch(() => {
      if (this.entradas.get(clave) === entrada) this.entradas.delete(clave);
    });
    return entrada.valor as Promise<T>;
  }

  /**
   * PostgreSQL: a round trip on the listening connection that started after the caller arrived. A
   * commit signals the listeners before it returns to its writer, and a signalled backend sends its
   * notices before answering a query, so after it every change committed before this read is known
   * here: the next read after a change shows it, on every instance. Reads arriving while a round trip
   * is waiting to start share it (one in flight at a time). PGlite hands notices over before the
   * writing query returns: nothing to wait for.
   */
  private alDia(): Promise<void> {
    const cliente = this.cliente;
    if (!cliente) return Promise.resolve();
    if (this.pendiente) return this.pendiente;
    const ping: Promise<void> = (this.enCurso ?? Promise.resolve())
      .catch(() => {})
      .then(() => {
        if (this.pendiente === ping) this.pendiente = null;
        return cliente.query('select 1');
      })
      .then(() => {});
    this.pendiente = ping;
    this.enCurso = ping;
    return ping;
  }

  /** A table changed: every entry may hold it (the tables behind a read are not tracked per entry). */
  invalidar(): void {
    this.cuenta.avisos++;
    this.generacion++;
    this.entradas.clear();
  }

  private async escuchar(): Promise<void> {
    const pgl = pgliteOf(this.db);
    if (pgl) {
      // One process owns a PGlite: its notices come back on the same object, after the committing query.
      const dejar = await pgl.listen(CANAL, () => this.invalidar());
      // A database closed before the app (a test of its loss) has no listener left to remove: its
      // UNLISTEN would reject on a closed PGlite, unhandled.
      this.dejarDeEscuchar = async () => {
        if (!pgl.closed) await dejar();
      };
      this.escuchando = true;
      return;
    }
    // The schema the pool works in (tests and benches: one per run): notices of other schemas of the
    // database are not ours.
    const { rows } = await sql<{ esquema: string }>`select current_schema() as esquema`.execute(this.db);
    const prefijo = `${rows[0]?.esquema ?? 'public'}.`;
    await this.conectar(prefijo);
  }

  /** A connection of its own that only listens; lost, the cache empties and stops until it is back. */
  private async conectar(prefijo: string): Promise<void> {
    const cliente = new pg.Client({ connectionString: this.databaseUrl });
    const perdida = () => {
      if (!this.escuchando && this.dejarDeEscuchar === null) return;
      this.escuchando = false;
      this.dejarDeEscuchar = null;
      this.cliente = null;
      this.invalidar();
      cliente.end().catch(() => {});
      if (!this.cerrada) setTimeout(() => this.reconectar(prefijo), REINTENTO_MS).unref();
    };
    cliente.on('notification', (n) => {
      if (n.channel === CANAL && n.payload?.startsWith(prefijo)) this.invalidar();
    });
    cliente.on('error', perdida);
    cliente.on('end', perdida);
    await cliente.connect();
    await cliente.query(`listen ${CANAL}`);
    this.dejarDeEscuchar = async () => {
      cliente.removeListener('end', perdida);
      this.cliente = null;
      await cliente.end();
    };
    this.cliente = cliente;
    // Starts empty: a change committed before LISTEN took effect may have been missed.
    this.invalidar();
    this.escuchando = true;
  }

  private reconectar(prefijo: string): void {
    if (this.cerrada) return;
    this.conectar(prefijo).catch(() => {
      if (!this.cerrada) setTimeout(() => this.reconectar(prefijo), REINTENTO_MS).unref();
    });
  }

  async cerrar(): Promise<void> {
    this.cerrada = true;
    this.escuchando = false;
    this.entradas.clear();
    const fin = this.dejarDeEscuchar;
    this.dejarDeEscuchar = null;
    await fin?.();
  }
}

/** One cache per database object: the app's handlers find it here (apps sharing a PGlite share it). */
const registro = new WeakMap<Db, { cache: CacheLectura; usos: number }>();

const DIRECTA: Pick<CacheLectura, 'leer'> = { leer: (_clave, calcular) => calcular() };

/** The read cache of `db`; a pass-through one when no app installed it (scripts, the seed). */
export function cacheDe(db: Db): Pick<CacheLectura, 'leer'> {
  return registro.get(db)?.cache ?? DIRECTA;
}

/** The cache of `db` when an app installed it (tests read its counters). */
export function cacheInstalada(db: Db): CacheLectura | undefined {
  return registro.get(db)?.cache;
}

/**
 * Starts the read cache of `db` (listening before the app answers), closes it with the last app using
 * it, and adds the public reads' HTTP validators (ETag, 304, Cache-Control). Call it before the
 * compression plugin: the ETag is the hash of the JSON as sent.
 */
export async function instalarCacheLectura(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  let r = registro.get(db);
  if (!r) {
    r = { cache: await CacheLectura.abrir(db, config.databaseUrl), usos: 0 };
    registro.set(db, r);
  }
  r.usos++;
  const usado = r;
  app.addHook('onClose', async () => {
    usado.usos--;
    if (usado.usos > 0) return;
    if (registro.get(db) === usado) registro.delete(db);
    await usado.cache.cerrar();
  });
  instalarCabecerasLectura(app);
}
