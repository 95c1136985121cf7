/**
 * Index generations (issue 37, scale; decision 0056): an index's records are keyed by its id
 * (search_index.id), so replacing them all is a change of id. A move points the destination's name
 * at the source's id, a clear or a delete gives up its id; the old id's rows are listed in
 * search_generation_drop in the same transaction and deleted here, in the background, a chunk at a
 * time with a pause between chunks, so searches and writes sharing the connection (PGlite has one)
 * keep answering. What a restart left is picked up when the app is ready (after the migrations).
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** Rows deleted per statement, and the pause after each (room for the queries waiting). */
const CHUNK = 2000;
const PAUSE_MS = 15;
/** Searches under way when a generation is replaced still read it (their hits) for a moment. */
const GRACE_MS = 2000;

/** A new id for the index `name` (in the caller's transaction); the old one is dropped later. */
export async function renew(tx: Db, name: string): Promise<number> {
  const { rows } = await sql<{ id: number; old: number }>`
    update search_index i set id = nextval(pg_get_serial_sequence('search_index', 'id'))
    from search_index o where o.name = i.name and i.name = ${name}
    returning i.id, o.id as old`.execute(tx);
  const row = rows[0];
  if (!row) throw new Error(`search index ${name} does not exist`);
  await dropLater(tx, row.old);
  return row.id;
}

/** The generation `id` no index names any longer: its rows are deleted in the background. */
export async function dropLater(tx: Db, id: number): Promise<void> {
  await sql`insert into search_generation_drop (index_id) values (${id}) on conflict do nothing`.execute(tx);
}

export class GenerationDropper {
  private readonly db: Db;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  /** Ends the current pause early (the engine closing). */
  private interrupt: (() => void) | null = null;

  constructor(db: Db) {
    this.db = db;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.interrupt = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Something was listed to drop (or the engine started): the loop runs if it is not running. */
  wake(delayMs = GRACE_MS): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      await this.sleep(delayMs);
      if (this.closed) return;
      do {
        this.again = false;
        await this.dropAll();
      } while (this.again && !this.closed);
    })()
      .catch((err: unknown) => {
        // The database closed under the loop (the app shutting down): what is left stays listed.
        if (!this.closed) console.error('search: dropping an old index generation failed', err);
      })
      .finally(() => {
        this.running = null;
      });
  }

  /** Resolves once nothing is being dropped (tests; the app's close). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.interrupt?.();
    await this.idle();
  }

  private async dropAll(): Promise<void> {
    while (!this.closed) {
      const { rows } = await sql<{ index_id: number }>`
        select index_id from search_generation_drop order by creado_en, index_id limit 1`.execute(this.db);
      const id = rows[0]?.index_id;
      if (id === undefined) return;
      await this.drop(id);
    }
  }

  private async drop(id: number): Promise<void> {
    // Never the rows of an id an index still names (listed by mistake): only the listing goes.
    const { rows } = await sql`select 1 from search_index where id = ${id}`.execute(this.db);
    if (rows.length === 0) {
      for (const table of ['search_record', 'search_tombstone'] as const) {
        while (!this.closed) {
          const res = await sql`delete from ${sql.table(table)} where ctid = any(array(
              select ctid from ${sql.table(table)} where index_id = ${id} limit ${CHUNK}))`.execute(this.db);
          if (Number(res.numAffectedRows ?? 0) < CHUNK) break;
          await this.sleep(PAUSE_MS);
        }
      }
      if (this.closed) return;
    }
    // No ANALYZE here: on PGlite it holds the one connection for seconds, and
    // lookups by (index_id, object_id) or (index_id, seq) need no fresh figures to use their indexes.
    await sql`delete from search_generation_drop where index_id = ${id}`.execute(this.db);
  }
}
