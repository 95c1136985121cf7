/**
 * The indexes as stored (search_index; their records in search_record, deletions in
 * search_tombstone): index rows and settings (every record re-derived when the settings it is derived
 * from change), listing, delete, copy and move (as replaceAllObjects uses them), batch writes
 * (batch.ts) and reads by objectID. Every write bumps the index's data_version, the key of the
 * result cache (query.ts); a new generation (vocab_version) makes each process reload its memory.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { applyBatch } from './batch.ts';
import { derivedChanged, deriver } from './derived.ts';
import { pgTextArray } from './filters.ts';
import type { IndexMemory } from './memory.ts';
import {
  type BatchOperation,
  DEFAULT_SETTINGS,
  type IndexRow,
  type IndexSettings,
  type JsonObject,
  SearchError,
} from './model.ts';
import { project } from './record.ts';

const INDEX_NAME = /^[^\s/*][^/]{0,255}$/;

export async function getIndex(db: Db, name: string): Promise<IndexRow | null> {
  const { rows } =
    await sql<IndexRow>`select name, settings, vocab_version, data_version, creado_en from search_index where name = ${name}`.execute(
      db,
    );
  return rows[0] ?? null;
}

export async function requireIndex(db: Db, name: string): Promise<IndexRow> {
  const row = await getIndex(db, name);
  if (!row) throw new SearchError(404, 'Index does not exist');
  return row;
}

function checkName(name: string): void {
  if (!INDEX_NAME.test(name)) throw new SearchError(400, `Invalid index name: ${name}`);
}

/** searchableAttributes or customRanking changed: every record's words, tokens and ranking again. */
async function retokenize(tx: Db, name: string, settings: IndexSettings): Promise<void> {
  const { rows } = await sql<{
    object_id: string;
    body: JsonObject;
  }>`select object_id, body from search_record where index_name = ${name}`.execute(tx);
  const derive = deriver(settings);
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => ({ id: r.object_id, ...derive(r.body) }));
    await sql`update search_record r set words = v.words::text[], tokens = v.tokens, ranking = v.ranking::jsonb,
        filtro = v.filtro::jsonb, seq = nextval('search_seq')
      from (values ${sql.join(chunk.map((c) => sql`(${c.id}, ${pgTextArray(c.words)}, ${c.tokens}, ${c.ranking}, ${c.filtro})`))}) as v(id, words, tokens, ranking, filtro)
      where r.index_name = ${name} and r.object_id = v.id`.execute(tx);
  }
  await sql`update search_index set vocab_version = vocab_version + 1 where name = ${name}`.execute(tx);
}

/** Every write: the result cache keyed on data_version forgets this index's results. */
async function bumpData(tx: Db, name: string): Promise<void> {
  await sql`update search_index set data_version = data_version + 1, actualizado_en = now() where name = ${name}`.execute(
    tx,
  );
}

async function ensureIndex(tx: Db, name: string): Promise<IndexRow> {
  checkName(name);
  await sql`insert into search_index (name) values (${name}) on conflict (name) do nothing`.execute(tx);
  const { rows } =
    await sql<IndexRow>`select name, settings, vocab_version, data_version, creado_en from search_index where name = ${name} for update`.execute(
      tx,
    );
  return rows[0]!;
}

export class IndexStore {
  private readonly db: Db;
  private readonly memory: IndexMemory;
  private taskSeq = Date.now();

  constructor(db: Db, memory: IndexMemory) {
    this.db = db;
    this.memory = memory;
  }

  /** Writes are synchronous here: a task is published when its call returns. */
  private nextTaskID(): number {
    return ++this.taskSeq;
  }

  getIndex(name: string): Promise<IndexRow | null> {
    return getIndex(this.db, name);
  }

  async listIndices(): Promise<JsonObject> {
    const { rows } = await sql<{ name: string; creado_en: Date; actualizado_en: Date; entries: number }>`
      select i.name, i.creado_en, i.actualizado_en,
             (select count(*) from search_record r where r.index_name = i.name) as entries
      from search_index i order by i.name`.execute(this.db);
    return {
      items: rows.map((r) => ({
        name: r.name,
        createdAt: new Date(r.creado_en).toISOString(),
        updatedAt: new Date(r.actualizado_en).toISOString(),
        entries: Number(r.entries),
        dataSize: 0,
        fileSize: 0,
        lastBuildTimeS: 0,
        numberOfPendingTasks: 0,
        pendingTask: false,
      })),
      nbPages: 1,
    };
  }

  async getSettings(name: string): Promise<JsonObject> {
    const row = await requireIndex(this.db, name);
    return { ...DEFAULT_SETTINGS, ...row.settings };
  }

  async setSettings(name: string, patch: unknown): Promise<{ taskID: number; updatedAt: string }> {
    checkName(name);
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
      throw new SearchError(400, 'Invalid settings: expected a JSON object');
    }
    await this.db.transaction().execute(async (tx) => {
      const current = await ensureIndex(tx, name);
      const settings = { ...current.settings, ...(patch as JsonObject) } as IndexSettings;
      await sql`update search_index set settings = ${JSON.stringify(settings)}::jsonb, actualizado_en = now() where name = ${name}`.execute(
        tx,
      );
      if (derivedChanged(current.settings, settings)) await retokenize(tx, name, settings);
      await bumpData(tx, name);
    });
    return { taskID: this.nextTaskID(), updatedAt: new Date().toISOString() };
  }

  async deleteIndex(name: string): Promise<{ taskID: number; deletedAt: string }> {
    await this.db.transaction().execute(async (tx) => {
      await sql`delete from search_index where name = ${name}`.execute(tx);
      await sql`delete from search_tombstone where index_name = ${name}`.execute(tx);
    });
    this.memory.forget(name);
    return { taskID: this.nextTaskID(), deletedAt: new Date().toISOString() };
  }

  /** copy (optionally only settings: scope) or move an index, as replaceAllObjects uses them. */
  async operation(name: string, body: unknown): Promise<{ taskID: number; updatedAt: string }> {
    const b = (body ?? {}) as { operation?: unknown; destination?: unknown; scope?: unknown };
    if ((b.operation !== 'copy' && b.operation !== 'move') || typeof b.destination !== 'string') {
      throw new SearchError(400, 'operation must be copy or move, with a destination');
    }
    const dest = b.destination;
    checkName(dest);
    const scope = Array.isArray(b.scope) ? (b.scope as string[]) : null;
    if (dest === name) throw new SearchError(400, 'Source and destination are the same index');
    await this.db.transaction().execute(async (tx) => {
      const src = await getIndex(tx, name);
      if (b.operation === 'move') {
        if (!src) throw new SearchError(404, 'Index does not exist');
        await sql`delete from search_index where name = ${dest}`.execute(tx);
        await sql`delete from search_tombstone where index_name in (${name}, ${dest})`.execute(tx);
        await sql`update search_index set name = ${dest}, vocab_version = vocab_version + 1, data_version = data_version + 1,
          actualizado_en = now() where name = ${name}`.execute(tx);
        return;
      }
      if (!src) {
        await ensureIndex(tx, dest);
        return;
      }
      const withRecords = !scope || scope.includes('records');
      const withSettings = !scope || scope.includes('settings');
      const target = await ensureIndex(tx, dest);
      if (withSettings) {
        await sql`update search_index set settings = ${JSON.stringify(src.settings)}::jsonb where name = ${dest}`.execute(
          tx,
        );
      }
      if (withRecords) {
        await sql`delete from search_record where index_name = ${dest}`.execute(tx);
        await sql`delete from search_tombstone where index_name = ${dest}`.execute(tx);
        await sql`insert into search_record (index_name, object_id, body, words, tokens, ranking, filtro, huella)
          select ${dest}, object_id, body, words, tokens, ranking, filtro, huella from search_record where index_name = ${name}`.execute(
          tx,
        );
        await sql`update search_index set vocab_version = vocab_version + 1 where name = ${dest}`.execute(tx);
        // Records copied without the source's settings are tokenised for the destination's.
        if (!withSettings && derivedChanged(src.settings, target.settings)) {
          await retokenize(tx, dest, target.settings);
        }
      } else if (withSettings && derivedChanged(target.settings, src.settings)) {
        // Settings copied over records that stay (replaceAllObjects): re-derive them.
        await retokenize(tx, dest, src.settings);
      }
      await bumpData(tx, dest);
    });
    // Records renamed or copied in bulk: fresh statistics, or the planner keeps reading the old
    // index name's figures and scans instead of using the primary key (PGlite has no autovacuum).
    await sql`analyze search_record`.execute(this.db);
    this.memory.forget(name);
    this.memory.forget(dest);
    return { taskID: this.nextTaskID(), updatedAt: new Date().toISOString() };
  }

  /** Batch writes on one index, in one transaction (the operations: batch.ts). */
  async batch(name: string, operations: BatchOperation[]): Promise<{ taskID: number; objectIDs: string[] }> {
    checkName(name);
    if (!Array.isArray(operations)) throw new SearchError(400, 'requests must be an array');
    let objectIDs: string[] = [];
    await this.db.transaction().execute(async (tx) => {
      const applied = await applyBatch(tx, await ensureIndex(tx, name), operations);
      objectIDs = applied.objectIDs;
      // Records saved again as they were change nothing: cached results stay valid.
      if (applied.changed) await bumpData(tx, name);
    });
    return { taskID: this.nextTaskID(), objectIDs };
  }

  async getObject(name: string, objectID: string, attributesToRetrieve?: string[]): Promise<JsonObject> {
    const index = await requireIndex(this.db, name);
    const { rows } = await sql<{
      body: JsonObject;
    }>`select body from search_record where index_name = ${name} and object_id = ${objectID}`.execute(
      this.db,
    );
    if (!rows[0]) throw new SearchError(404, 'ObjectID does not exist');
    return project(
      rows[0].body,
      attributesToRetrieve ?? index.settings.attributesToRetrieve,
      index.settings.unretrievableAttributes,
    );
  }

  async getObjects(requests: unknown): Promise<{ results: (JsonObject | null)[] }> {
    if (!Array.isArray(requests)) throw new SearchError(400, 'requests must be an array');
    const results: (JsonObject | null)[] = [];
    for (const r of requests as {
      indexName?: unknown;
      objectID?: unknown;
      attributesToRetrieve?: unknown;
    }[]) {
      if (typeof r?.indexName !== 'string' || typeof r.objectID !== 'string') {
        throw new SearchError(400, 'each request needs indexName and objectID');
      }
      try {
        results.push(
          await this.getObject(
            r.indexName,
            r.objectID,
            Array.isArray(r.attributesToRetrieve) ? (r.attributesToRetrieve as string[]) : undefined,
          ),
        );
      } catch (err) {
        if (err instanceof SearchError && err.status === 404) results.push(null);
        else throw err;
      }
    }
    return { results };
  }
}
