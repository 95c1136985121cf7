/**
 * A search's database work, none or one round trip (decision 0056): on PGlite every statement waits
 * behind the transaction holding its one connection (a reindex's batch), so each round trip of a search
 * costs up to a batch's time. What a search reads:
 *   - the index's row and, for a replica, its primary's: one statement (`rowsOf`). On PGlite (one
 *     process owns the database: every writer is in this process) they are kept (`IndexRows`) until
 *     a writer of this process says it wrote them (`wrote`); on PostgreSQL (other instances write)
 *     that statement is the check of the index's version, made by every search;
 *   - its rules and synonyms: per process, keyed by the row's data_version (rules.ts, synonyms.ts);
 *   - its records' search data: this process's memory (memory.ts), refreshed only when the row's
 *     data_version moved;
 *   - the page's hit bodies: from `BodyCache` when this process read them before at the same seq
 *     (the memory says each record's seq), else one statement;
 *   - the query log: buffered, written off the answer's path (query-log.ts).
 */
import { sql } from 'kysely';
import { type Db, pgliteOf } from '../db/index.ts';
import { pgTextArray } from './filters.ts';
import type { Memory } from './memory.ts';
import { type IndexRow, type JsonObject, SearchError } from './model.ts';

/**
 * The index named `name` and, when its settings name a primary, that primary's row, in one statement
 * (`primary` undefined: not a replica; null: its primary is gone).
 */
async function rowsOf(db: Db, name: string): Promise<Rows> {
  const { rows } = await sql<IndexRow>`
    select id, name, settings, vocab_version, data_version, creado_en from search_index
    where name = ${name}
       or name = (select settings ->> 'primary' from search_index where name = ${name})`.execute(db);
  const index = rows.find((r) => r.name === name);
  if (!index) throw new SearchError(404, 'Index does not exist');
  const primaryName = index.settings.primary;
  if (typeof primaryName !== 'string') return { index };
  return { index, primary: rows.find((r) => r.name === primaryName) ?? null };
}

type Rows = { index: IndexRow; primary?: IndexRow | null };

/** Writes made by this process to the indexes of one PGlite: to all (`all`), to one name. */
type Writes = { total: number; all: number; byName: Map<string, number> };
const writesByDb = new WeakMap<object, Writes>();

function writesOf(db: Db): Writes | null {
  const pgl = pgliteOf(db);
  if (!pgl) return null;
  let w = writesByDb.get(pgl);
  if (!w) {
    w = { total: 0, all: 0, byName: new Map() };
    writesByDb.set(pgl, w);
  }
  return w;
}

/**
 * A writer of this process changed the index `name` (undefined: any index, e.g. a move, settings
 * with replicas, rules or synonyms forwarded). Called once the write committed: a search that reads
 * the rows after it sees the write.
 */
export function wrote(db: Db, name?: string): void {
  const w = writesOf(db);
  if (!w) return;
  w.total++;
  if (name === undefined) w.all++;
  else w.byName.set(name, (w.byName.get(name) ?? 0) + 1);
}

type Writer = (name: string, ...rest: never[]) => Promise<unknown>;

/**
 * A store's write methods say what they changed once they end (committed or not): `byName`, the index
 * named by their first argument (a batch; deleteBy is batches); `all`, any index (settings, a delete,
 * a copy or a move: replicas linked or detached, a move's two names; rules and synonyms, forwarded).
 */
export function reportWrites<T extends object>(
  db: Db,
  store: T,
  methods: { byName?: (keyof T)[]; all: (keyof T)[] },
): void {
  const wrap = (m: keyof T, perName: boolean) => {
    const write = (store[m] as Writer).bind(store);
    const wrapped: Writer = async (name, ...rest) => {
      try {
        return await write(name, ...rest);
      } finally {
        wrote(db, perName ? name : undefined);
      }
    };
    (store as Record<keyof T, unknown>)[m] = wrapped;
  };
  for (const m of methods.byName ?? []) wrap(m, true);
  for (const m of methods.all) wrap(m, false);
}

/** What the rows read depend on: all the writes, the index's and its primary's. */
function stampOf(w: Writes, rows: Rows): string {
  const primary = rows.primary?.name;
  return `${w.all}:${w.byName.get(rows.index.name) ?? 0}:${primary ? (w.byName.get(primary) ?? 0) : ''}`;
}

/** The rows a search reads, kept on PGlite between this process's writes (read every time otherwise). */
export class IndexRows {
  private readonly kept = new Map<string, { stamp: string; rows: Rows }>();

  async read(db: Db, name: string): Promise<Rows> {
    const w = writesOf(db);
    if (!w) return rowsOf(db, name);
    const kept = this.kept.get(name);
    if (kept && kept.stamp === stampOf(w, kept.rows)) return kept.rows;
    const before = w.total;
    const rows = await rowsOf(db, name);
    // A write that ended during the read may or may not be in it: not kept, read again next time.
    if (w.total === before) this.kept.set(name, { stamp: stampOf(w, rows), rows });
    return rows;
  }
}

/** Bodies kept per process (a page is 20 of them; a few thousand are the pages searched lately). */
const BODIES = 5_000;

/**
 * Hit bodies this process read, by index generation and objectID, with the record's seq when read:
 * one is served while the memory (up to date with the row the search read) holds that record at
 * that seq; a write gives the record a new seq, so a changed record is read again.
 */
export class BodyCache {
  private readonly bodies = new Map<string, { seq: number; body: JsonObject }>();

  /** The bodies of `ids` in the index generation `indexId`; `mem`: its memory when loaded. */
  async read(db: Db, indexId: number, ids: string[], mem: Memory | null): Promise<Map<string, JsonObject>> {
    const out = new Map<string, JsonObject>();
    const missing: string[] = [];
    for (const id of ids) {
      const key = `${indexId}\u0000${id}`;
      const kept = this.bodies.get(key);
      const seq = mem?.id === indexId ? mem.docs.get(id)?.seq : undefined;
      if (kept && seq !== undefined && kept.seq === seq) {
        // Most recently used goes last (Map keeps insertion order).
        this.bodies.delete(key);
        this.bodies.set(key, kept);
        out.set(id, kept.body);
      } else missing.push(id);
    }
    if (missing.length === 0) return out;
    const { rows } = await sql<{ object_id: string; body: JsonObject; seq: number | string }>`
      select object_id, body, seq from search_record
      where index_id = ${indexId} and object_id = any(${pgTextArray(missing)}::text[])`.execute(db);
    for (const r of rows) {
      out.set(r.object_id, r.body);
      this.bodies.set(`${indexId}\u0000${r.object_id}`, { seq: Number(r.seq), body: r.body });
    }
    while (this.bodies.size > BODIES) this.bodies.delete(this.bodies.keys().next().value!);
    return out;
  }
}
