/**
 * The store's public reads cached in this process (issue 39, decision 0051): what is the same for
 * every visitor of a zone and user type (resolve's shared part, the zone's home, a category, a product,
 * the product list) is computed once and served from memory until the data behind it changes.
 *
 * Invalidation is by change, never by a timer: migration 0041's triggers send
 * `NOTIFY mercado_cache, '<schema>.<table>'` from every write to those tables, delivered when the
 * writing transaction commits, to every instance over the database; each instance LISTENs (a pg
 * client of its own on PostgreSQL, PGlite's `listen`) and drops the entries that read that table: each
 * entry carries the tables its queries named (recorded by a Kysely plugin while it was computed). While
 * it is not listening (starting, its connection lost) nothing is cached: every read goes to the
 * database, and on reconnecting the cache starts empty, so a notice missed meanwhile can serve nothing
 * stale.
 *
 * A hit does no database work. Instead, a write waits: before an API request that may have written
 * (any method but GET/HEAD/OPTIONS) answers, every instance listening has handled the notices of what
 * it committed (`sincronizar`): the next read anywhere shows the change.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { endpoints } from '@mercado/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { type KyselyPlugin, type OperationNode, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { type Db, pgliteOf } from '../db/index.ts';
import { instalarCabecerasLectura } from './http.ts';
import { marcar } from './respuesta.ts';

export const CANAL = 'mercado_cache';
/** Entries kept at most (least recently used dropped first): a few KB each, a few MB in all. */
const MAX_ENTRADAS = 2_000;
const REINTENTO_MS = 1_000;
/** How long a write waits for the other instances' acknowledgement (the issue's budget). */
const ESPERA_ACUSES_MS = 1_000;
/** An entry whose tables are unknown: any notice drops it. */
const TODAS = '*';

/** The tables a computation's queries named so far (a Set shared by its entry). */
const enCalculo = new AsyncLocalStorage<Set<string>>();

/**
 * The tables a query names: its table nodes, and identifiers and words of raw SQL that are tables of
 * the schema (`conocidas`). Over-counting (a column named like a table) only drops an entry more often.
 */
function anotarTablas(nodo: unknown, conocidas: ReadonlySet<string>, tablas: Set<string>): void {
  if (Array.isArray(nodo)) {
    for (const n of nodo) anotarTablas(n, conocidas, tablas);
    return;
  }
  if (typeof nodo !== 'object' || nodo === null) return;
  const n = nodo as OperationNode & {
    name?: unknown;
    sqlFragments?: readonly string[];
    table?: { identifier?: { name?: string } };
  };
  if (n.kind === 'TableNode' && n.table?.identifier?.name) tablas.add(n.table.identifier.name);
  if (n.kind === 'IdentifierNode' && typeof n.name === 'string' && conocidas.has(n.name)) tablas.add(n.name);
  if (n.kind === 'RawNode' && n.sqlFragments) {
    for (const trozo of n.sqlFragments)
      for (const palabra of trozo.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? [])
        if (conocidas.has(palabra)) tablas.add(palabra);
  }
  for (const valor of Object.values(n)) if (typeof valor === 'object') anotarTablas(valor, conocidas, tablas);
}

type Entrada = { tablas: Set<string>; valor: Promise<unknown> };

export class CacheLectura {
  private readonly entradas = new Map<string, Entrada>();
  private escuchando = false;
  private cerrada = false;
  private dejarDeEscuchar: (() => Promise<void>) | null = null;
  /** The schema's tables (raw SQL's words are matched against them). */
  private conocidas = new Set<string>();
  /** PostgreSQL: the listening connection, this instance's name, the writes' rounds (sincronizar). */
  private cliente: pg.Client | null = null;
  private prefijo = '';
  private esquema = '';
  private readonly id = randomBytes(6).toString('hex');
  private ronda = 0;
  /** The latest of our rounds this instance saw, and each other instance acknowledged. */
  private vista = 0;
  private readonly acuses = new Map<string, number>();
  private readonly esperas = new Set<() => void>();
  private pendiente: Promise<void> | null = null;
  private enCurso: Promise<void> | null = null;
  /** Counters for the tests and the decision's figures. */
  readonly cuenta = { aciertos: 0, calculos: 0, avisos: 0, descartadas: 0 };

  /** The database for the cached computations: the same, with each query's tables recorded. */
  readonly db: Db;
  private readonly base: Db;
  private readonly databaseUrl: string;

  private constructor(db: Db, databaseUrl: string) {
    this.base = db;
    this.databaseUrl = databaseUrl;
    const conocidas = () => this.conocidas;
    const registro: KyselyPlugin = {
      transformQuery({ node }) {
        const tablas = enCalculo.getStore();
        if (tablas) anotarTablas(node, conocidas(), tablas);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    this.db = db.withPlugin(registro);
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

  /** The tables each kept entry read (tests). */
  tablasDe(clave: string): ReadonlySet<string> | undefined {
    return this.entradas.get(clave)?.tablas;
  }

  /**
   * The value under `clave`, or `calcular()`'s, kept until a table it read changes. Concurrent reads
   * of one key share one computation; a failure is not kept (errors are read again). `calcular` must
   * query through `this.db`, whose queries are recorded.
   */
  leer<T>(clave: string, calcular: () => Promise<T>): Promise<T> {
    // Inside another computation: computed as part of it, so its queries count among that one's tables.
    if (!this.activa || enCalculo.getStore()) return calcular();
    const hallada = this.entradas.get(clave);
    if (hallada) {
      this.cuenta.aciertos++;
      // Most recently used goes last (Map keeps insertion order).
      this.entradas.delete(clave);
      this.entradas.set(clave, hallada);
      return hallada.valor as Promise<T>;
    }
    this.cuenta.calculos++;
    // Kept while it computes, so concurrent reads share it; a notice about a table it already named
    // drops it (its query may have run before the commit), one about a table it names later cannot
    // matter (that query starts after the commit).
    const tablas = new Set<string>();
    const entrada: Entrada = { tablas, valor: enCalculo.run(tablas, calcular) };
    this.entradas.set(clave, entrada);
    if (this.entradas.size > MAX_ENTRADAS) this.entradas.delete(this.entradas.keys().next().value!);
    entrada.valor.then(
      (valor) => {
        // Nothing recorded (no query seen): unknown tables, any notice drops it.
        if (tablas.size === 0) tablas.add(TODAS);
        marcar(valor);
      },
      () => {
        if (this.entradas.get(clave) === entrada) this.entradas.delete(clave);
      },
    );
    return entrada.valor as Promise<T>;
  }

  /** `tabla` changed: the entries that read it go (all of them for TODAS). */
  invalidar(tabla: string = TODAS): void {
    this.cuenta.avisos++;
    if (tabla === TODAS) {
      this.cuenta.descartadas += this.entradas.size;
      this.entradas.clear();
      return;
    }
    for (const [clave, e] of this.entradas) {
      if (e.tablas.has(tabla) || e.tablas.has(TODAS)) {
        this.entradas.delete(clave);
        this.cuenta.descartadas++;
      }
    }
  }

  /**
   * PostgreSQL: resolves once every instance listening over the schema has handled the notices of
   * everything committed before the call (at most ESPERA_ACUSES_MS for one that does not answer). A
   * round: this instance notifies a ping on the channel and reads who listens (pg_stat_activity's
   * application names); notices reach each listener in commit order, so a listener that sees the ping
   * has handled the changes committed before it, and acknowledges it with a notice of its own. Calls
   * arriving while a round waits to start share it (one in flight at a time). PGlite hands notices
   * over before the writing query returns: nothing to wait for.
   */
  sincronizar(): Promise<void> {
    if (!this.cliente || !this.activa) return Promise.resolve();
    if (this.pendiente) return this.pendiente;
    const ronda: Promise<void> = (this.enCurso ?? Promise.resolve())
      .catch(() => {})
      .then(() => {
        if (this.pendiente === ronda) this.pendiente = null;
        return this.unaRonda();
      });
    this.pendiente = ronda;
    this.enCurso = ronda;
    return ronda;
  }

  private async unaRonda(): Promise<void> {
    const cliente = this.cliente;
    if (!cliente) return;
    const n = ++this.ronda;
    const { rows } = await cliente.query<{ oyentes: string[] }>(
      `select pg_notify($1, $2),
        array(select application_name::text from pg_stat_activity where starts_with(application_name, $3)) as oyentes`,
      [CANAL, `${this.prefijo}!ping ${this.id} ${n}`, this.nombreBase],
    );
    const otros = (rows[0]?.oyentes ?? [])
      .map((nombre) => nombre.slice(this.nombreBase.length))
      .filter((id) => id !== this.id);
    const listo = () => this.vista >= n && otros.every((id) => (this.acuses.get(id) ?? 0) >= n);
    if (listo()) return;
    await new Promise<void>((resolve) => {
      const fin = () => {
        clearTimeout(plazo);
        this.esperas.delete(revisar);
        resolve();
      };
      const revisar = () => {
        if (listo() || !this.activa) fin();
      };
      const plazo = setTimeout(fin, ESPERA_ACUSES_MS);
      this.esperas.add(revisar);
    });
  }

  /** The listening connections' application names: `mercado_cache <schema> <instance id>`. */
  private get nombreBase(): string {
    return `${CANAL} ${this.esquema} `;
  }

  /** A notice for this schema: a table changed, or a round's ping or acknowledgement. */
  private aviso(cuerpo: string): void {
    if (!cuerpo.startsWith('!')) {
      this.invalidar(cuerpo);
      return;
    }
    const [tipo, origen, n, de] = cuerpo.split(' ');
    if (tipo === '!ping' && origen === this.id) this.vista = Math.max(this.vista, Number(n));
    else if (tipo === '!ping' && origen)
      this.cliente
        ?.query('select pg_notify($1, $2)', [CANAL, `${this.prefijo}!acuse ${origen} ${n} ${this.id}`])
        .catch(() => {});
    else if (tipo === '!acuse' && origen === this.id && de)
      this.acuses.set(de, Math.max(this.acuses.get(de) ?? 0, Number(n)));
    else return;
    for (const revisar of [...this.esperas]) revisar();
  }

  private async escuchar(): Promise<void> {
    const { rows: tablas } = await sql<{ tabla: string }>`
      select table_name::text as tabla from information_schema.tables
      where table_schema = current_schema()`.execute(this.base);
    this.conocidas = new Set(tablas.map((t) => t.tabla));
    const pgl = pgliteOf(this.base);
    if (pgl) {
      // One process owns a PGlite: its notices come back on the same object, after the committing query.
      const dejar = await pgl.listen(CANAL, (cuerpo) =>
        this.invalidar(cuerpo.slice(cuerpo.indexOf('.') + 1)),
      );
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
    const { rows } = await sql<{ esquema: string }>`select current_schema() as esquema`.execute(this.base);
    this.esquema = rows[0]?.esquema ?? 'public';
    this.prefijo = `${this.esquema}.`;
    await this.conectar();
  }

  /** A connection of its own that only listens; lost, the cache empties and stops until it is back. */
  private async conectar(): Promise<void> {
    const cliente = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: this.nombreBase + this.id,
    });
    const perdida = () => {
      if (!this.escuchando && this.dejarDeEscuchar === null) return;
      this.escuchando = false;
      this.dejarDeEscuchar = null;
      this.cliente = null;
      this.invalidar();
      for (const revisar of [...this.esperas]) revisar();
      cliente.end().catch(() => {});
      if (!this.cerrada) setTimeout(() => this.reconectar(), REINTENTO_MS).unref();
    };
    cliente.on('notification', (n) => {
      if (n.channel === CANAL && n.payload?.startsWith(this.prefijo))
        this.aviso(n.payload.slice(this.prefijo.length));
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

  private reconectar(): void {
    if (this.cerrada) return;
    this.conectar().catch(() => {
      if (!this.cerrada) setTimeout(() => this.reconectar(), REINTENTO_MS).unref();
    });
  }

  async cerrar(): Promise<void> {
    this.cerrada = true;
    this.escuchando = false;
    this.entradas.clear();
    for (const revisar of [...this.esperas]) revisar();
    const fin = this.dejarDeEscuchar;
    this.dejarDeEscuchar = null;
    await fin?.();
  }
}

/** One cache per database object: the app's handlers find it here (apps sharing a PGlite share it). */
const registro = new WeakMap<Db, { cache: CacheLectura; usos: number }>();

/**
 * The read cache of `db`, and the database its computations must query (`db` with their tables
 * recorded); a pass-through over `db` itself when no app installed it (scripts, the seed).
 */
export function cacheDe(db: Db): Pick<CacheLectura, 'leer' | 'db'> {
  return registro.get(db)?.cache ?? { db, leer: (_clave, calcular) => calcular() };
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
  // A request that may have written answers once every instance has handled its notices.
  // A callback, not an async hook: every answer passes here, and most are reads.
  app.addHook('onSend', (request, _reply, payload, listo) => {
    if (!ESCRITURAS.has(`${request.method} ${request.routeOptions.url}`)) return listo(null, payload);
    usado.cache.sincronizar().then(
      () => listo(null, payload),
      () => listo(null, payload),
    );
  });
}

/** The endpoint table's entries that may write (`METHOD /path`); the search service's /1/ are not. */
const ESCRITURAS = new Set(
  Object.values(endpoints).flatMap((domain) =>
    Object.values(domain)
      .filter((e) => e.method !== 'GET')
      .map((e) => `${e.method} ${e.path}`),
  ),
);
