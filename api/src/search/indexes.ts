/**
 * The indexes as stored (search_index; their records in search_record, deletions in
 * search_tombstone, both keyed by the index's id, its generation): index rows and settings (every
 * record re-derived when the settings it is derived from change), listing, delete, copy and move (as
 * replaceAllObjects uses them), batch writes (batch.ts) and reads by objectID. A move points the
 * destination's name at the source's id, whatever the number of records; the ids given up (the
 * destination's, a cleared or deleted index's) are dropped in the background (generations.ts). Every
 * write bumps the index's data_version, the key of the result cache (query.ts); a new generation
 * (id, vocab_version) makes each process reload its memory.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { applyBatch } from './batch.ts';
import { derivedChanged, deriver } from './derived.ts';
import { cnfSql, facetAttributes, parseFilterArray, parseFilters, pgTextArray } from './filters.ts';
import { dropLater, type GenerationDropper, renew } from './generations.ts';
import type { IndexMemory } from './memory.ts';
import {
  type BatchOperation,
  DEFAULT_SETTINGS,
  type IndexRow,
  type IndexSettings,
  type JsonObject,
  SearchError,
} from './model.ts';
import { checkRanking } from './ranking.ts';
import { project } from './record.ts';
import { checkReplicaPatch, replicaList, replicaNames, withoutLinks } from './replicas.ts';
import { copyRules } from './rules-store.ts';
import { copySynonyms } from './synonyms-store.ts';

const INDEX_NAME = /^[^\s/*][^/]{0,255}$/;

/** What deleteBy takes: filters and geo conditions (the latter not implemented here). */
const GEO = new Set(['aroundLatLng', 'aroundRadius', 'insideBoundingBox', 'insidePolygon']);
const DELETE_BY = new Set(['filters', 'facetFilters', 'numericFilters', 'tagFilters', ...GEO]);

export async function getIndex(db: Db, name: string): Promise<IndexRow | null> {
  const { rows } =
    await sql<IndexRow>`select id, name, settings, vocab_version, data_version, creado_en from search_index where name = ${name}`.execute(
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
  const id = await idOf(tx, name);
  const { rows } = await sql<{
    object_id: string;
    body: JsonObject;
  }>`select object_id, body from search_record where index_id = ${id}`.execute(tx);
  const derive = deriver(settings);
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => ({ id: r.object_id, ...derive(r.body) }));
    await sql`update search_record r set words = v.words::text[], tokens = v.tokens, ranking = v.ranking::jsonb,
        filtro = v.filtro::jsonb, seq = nextval('search_seq')
      from (values ${sql.join(chunk.map((c) => sql`(${c.id}, ${pgTextArray(c.words)}, ${c.tokens}, ${c.ranking}, ${c.filtro})`))}) as v(id, words, tokens, ranking, filtro)
      where r.index_id = ${id} and r.object_id = v.id`.execute(tx);
  }
  await sql`update search_index set vocab_version = vocab_version + 1 where name = ${name}`.execute(tx);
}

async function idOf(tx: Db, name: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`select id from search_index where name = ${name}`.execute(tx);
  if (!rows[0]) throw new SearchError(404, 'Index does not exist');
  return rows[0].id;
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
    await sql<IndexRow>`select id, name, settings, vocab_version, data_version, creado_en from search_index where name = ${name} for update`.execute(
      tx,
    );
  return rows[0]!;
}

async function writeSettings(tx: Db, current: IndexRow, settings: IndexSettings): Promise<void> {
  await sql`update search_index set settings = ${JSON.stringify(settings)}::jsonb, actualizado_en = now() where name = ${current.name}`.execute(
    tx,
  );
  if (derivedChanged(current.settings, settings)) await retokenize(tx, current.name, settings);
  await bumpData(tx, current.name);
}

/**
 * A primary's replicas list changed: each new replica gets `primary` (a new standard replica a copy
 * of the primary's settings, a new virtual one only overrides) and loses records of its own; each
 * removed one is detached. Returns the indexes whose memory is stale.
 */
async function linkReplicas(
  tx: Db,
  name: string,
  before: IndexSettings,
  after: IndexSettings,
): Promise<string[]> {
  const old = replicaNames(before);
  const now = replicaList(after.replicas);
  for (const gone of replicaList(before.replicas).filter((o) => !now.some((r) => r.name === o.name))) {
    await detach(tx, gone.name, after, gone.virtual);
  }
  for (const r of now.filter((x) => !old.includes(x.name))) {
    checkName(r.name);
    const existing = await getIndex(tx, r.name);
    if (existing && typeof existing.settings.primary === 'string' && existing.settings.primary !== name) {
      throw new SearchError(400, 'A replica index is already replica of another index');
    }
    if (existing && replicaNames(existing.settings).length > 0) {
      throw new SearchError(400, 'A primary index cannot be a replica of another index');
    }
    const own = existing ? existing.settings : r.virtual ? {} : withoutLinks(after);
    const settings = { ...own, primary: name };
    await ensureIndex(tx, r.name);
    await sql`update search_index set settings = ${JSON.stringify(settings)}::jsonb, vocab_version = vocab_version + 1,
      data_version = data_version + 1, actualizado_en = now() where name = ${r.name}`.execute(tx);
    // Its records are the primary's from now on: its own generation is dropped.
    await renew(tx, r.name);
  }
  return [...old, ...now.map((r) => r.name)];
}

/**
 * A replica unlinked (removed from its primary's list, or its primary deleted) becomes a regular
 * index, as in Algolia: the settings it searched with, and a copy of the primary's records derived
 * for them.
 */
async function detach(
  tx: Db,
  replica: string,
  primarySettings: IndexSettings,
  virtual: boolean,
): Promise<void> {
  const row = await getIndex(tx, replica);
  if (!row || typeof row.settings.primary !== 'string') return;
  const primary = row.settings.primary;
  const { primary: _p, relevancyStrictness: _r, ...own } = row.settings;
  const settings = (virtual ? { ...withoutLinks(primarySettings), ...own } : own) as IndexSettings;
  await sql`update search_index set settings = ${JSON.stringify(settings)}::jsonb, vocab_version = vocab_version + 1,
    data_version = data_version + 1, actualizado_en = now() where name = ${replica}`.execute(tx);
  const id = await renew(tx, replica);
  await sql`insert into search_record (index_id, object_id, body, words, tokens, ranking, filtro, huella)
    select ${id}, object_id, body, words, tokens, ranking, filtro, huella from search_record
    where index_id = ${await idOf(tx, primary)}`.execute(tx);
  if (derivedChanged(primarySettings, settings)) await retokenize(tx, replica, settings);
}

/**
 * After a move onto `dest`: the destination keeps the replicas it had (replaceAllObjects moves a
 * copy onto a primary), which now read the moved records; the source's own replicas follow it.
 */
async function keepReplicas(tx: Db, src: IndexRow, before: IndexRow | null, dest: string): Promise<void> {
  const kept = replicaList(before?.settings.replicas);
  const moved = replicaList(src.settings.replicas).filter((r) => !kept.some((k) => k.name === r.name));
  if (kept.length + moved.length === 0) return;
  const replicas = [...kept, ...moved].map((r) => (r.virtual ? `virtual(${r.name})` : r.name));
  await sql`update search_index set settings = settings || ${JSON.stringify({ replicas })}::jsonb where name = ${dest}`.execute(
    tx,
  );
  await sql`update search_index set settings = settings || ${JSON.stringify({ primary: dest })}::jsonb,
    data_version = data_version + 1 where name = any(${pgTextArray([...kept, ...moved].map((r) => r.name))}::text[])`.execute(
    tx,
  );
}

function pick(settings: IndexSettings, key: string): JsonObject {
  return settings[key] === undefined ? {} : { [key]: settings[key] };
}

/** Where an index's records are stored: its primary's generation for a replica. */
function recordsOf(index: IndexRow) {
  return typeof index.settings.primary === 'string'
    ? sql`(select id from search_index where name = ${index.settings.primary})`
    : sql`${index.id}`;
}

export class IndexStore {
  private readonly db: Db;
  private readonly memory: IndexMemory;
  private readonly dropper: GenerationDropper;
  private taskSeq = Date.now();
  /** The last move's times in this process (the search bench prints them). */
  lastMove: { warmupMs: number; transactionMs: number } | null = null;

  constructor(db: Db, memory: IndexMemory, dropper: GenerationDropper) {
    this.db = db;
    this.memory = memory;
    this.dropper = dropper;
  }

  /** Writes are synchronous here: a task is published when its call returns. */
  private nextTaskID(): number {
    return ++this.taskSeq;
  }

  getIndex(name: string): Promise<IndexRow | null> {
    return getIndex(this.db, name);
  }

  async listIndices(): Promise<JsonObject> {
    const { rows } = await sql<{
      name: string;
      creado_en: Date;
      actualizado_en: Date;
      entries: number;
      settings: IndexSettings;
    }>`
      select i.name, i.creado_en, i.actualizado_en, i.settings,
             (select count(*) from search_record r where r.index_id = coalesce(
               (select p.id from search_index p where p.name = i.settings ->> 'primary'), i.id)) as entries
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
        ...pick(r.settings, 'primary'),
        ...(replicaNames(r.settings).length ? { replicas: replicaNames(r.settings) } : {}),
      })),
      nbPages: 1,
    };
  }

  async getSettings(name: string): Promise<JsonObject> {
    const row = await requireIndex(this.db, name);
    return { ...DEFAULT_SETTINGS, ...row.settings };
  }

  /**
   * Settings patched; `forwardToReplicas`: the same patch (but `replicas`) on each of the index's
   * replicas. A changed `replicas` list links the new replicas and detaches the removed ones.
   */
  async setSettings(
    name: string,
    patch: unknown,
    forwardToReplicas = false,
  ): Promise<{ taskID: number; updatedAt: string }> {
    checkName(name);
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
      throw new SearchError(400, 'Invalid settings: expected a JSON object');
    }
    const forgotten: string[] = [];
    await this.db.transaction().execute(async (tx) => {
      const current = await ensureIndex(tx, name);
      await checkReplicaPatch(tx, current, patch as JsonObject);
      checkRanking((patch as JsonObject).ranking);
      const settings = { ...current.settings, ...(patch as JsonObject) } as IndexSettings;
      await writeSettings(tx, current, settings);
      if ((patch as JsonObject).replicas !== undefined) {
        forgotten.push(...(await linkReplicas(tx, name, current.settings, settings)));
      }
      if (forwardToReplicas) {
        const { replicas: _ignored, ...forwarded } = patch as JsonObject;
        for (const replica of replicaNames(settings)) {
          const row = await ensureIndex(tx, replica);
          await checkReplicaPatch(tx, row, forwarded);
          await writeSettings(tx, row, { ...row.settings, ...forwarded } as IndexSettings);
        }
      }
    });
    for (const n of forgotten) this.memory.forget(n);
    // Replicas linked or detached gave up their own generations.
    if (forgotten.length) this.dropper.wake();
    return { taskID: this.nextTaskID(), updatedAt: new Date().toISOString() };
  }

  async deleteIndex(name: string): Promise<{ taskID: number; deletedAt: string }> {
    const detached: string[] = [];
    await this.db.transaction().execute(async (tx) => {
      const row = await getIndex(tx, name);
      if (row && typeof row.settings.primary === 'string') {
        throw new SearchError(
          400,
          `Cannot delete a replica index: remove it from the replicas of ${row.settings.primary} first`,
        );
      }
      // A deleted primary's replicas become regular indexes (Algolia detaches them).
      for (const r of row ? replicaList(row.settings.replicas) : []) {
        await detach(tx, r.name, row!.settings, r.virtual);
        detached.push(r.name);
      }
      // Its records go in the background (generations.ts), however many.
      if (row) await dropLater(tx, row.id);
      await sql`delete from search_index where name = ${name}`.execute(tx);
    });
    this.dropper.wake();
    this.memory.forget(name);
    for (const r of detached) this.memory.forget(r);
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
    const started = performance.now();
    if (b.operation === 'move') {
      // This process's memory of the source's generation, read (in pages) before the move while the
      // destination's current one keeps answering: the destination's first query after the move then
      // reads only what changed since, instead of every record.
      const src = await getIndex(this.db, name);
      if (src && typeof src.settings.primary !== 'string') await this.memory.load(src);
    }
    const warmed = performance.now();
    await this.db.transaction().execute(async (tx) => {
      const src = await getIndex(tx, name);
      const before = await getIndex(tx, dest);
      if (typeof before?.settings.primary === 'string') {
        throw new SearchError(400, `cannot ${b.operation} to a replica index`);
      }
      if (b.operation === 'move') {
        if (!src) throw new SearchError(404, 'Index does not exist');
        if (typeof src.settings.primary === 'string')
          throw new SearchError(400, 'cannot move a replica index');
        // Constant time: the destination's name points at the source's generation; the one it had
        // is dropped in the background. (Synonyms and rules, keyed by name, follow the rename.)
        if (before) await dropLater(tx, before.id);
        await sql`delete from search_index where name = ${dest}`.execute(tx);
        // (Its id tells every process's memory that the destination's generation changed.)
        await sql`update search_index set name = ${dest}, data_version = data_version + 1,
          actualizado_en = now() where name = ${name}`.execute(tx);
        await keepReplicas(tx, src, before, dest);
        return;
      }
      if (!src) {
        await ensureIndex(tx, dest);
        return;
      }
      const withRecords = !scope || scope.includes('records');
      const withSettings = !scope || scope.includes('settings');
      const target = await ensureIndex(tx, dest);
      if (!scope || scope.includes('synonyms')) await copySynonyms(tx, name, dest);
      if (!scope || scope.includes('rules')) await copyRules(tx, name, dest);
      if (withSettings) {
        // A copy never carries replica links; the destination keeps its own replicas.
        const copied = { ...withoutLinks(src.settings), ...pick(target.settings, 'replicas') };
        await sql`update search_index set settings = ${JSON.stringify(copied)}::jsonb where name = ${dest}`.execute(
          tx,
        );
      }
      if (withRecords) {
        const id = await renew(tx, dest);
        await sql`insert into search_record (index_id, object_id, body, words, tokens, ranking, filtro, huella)
          select ${id}, object_id, body, words, tokens, ranking, filtro, huella from search_record where index_id = ${recordsOf(src)}`.execute(
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
    this.dropper.wake();
    // The source's memory is still right after a copy (replaceAllObjects copies the live index's
    // settings onto the temporary one while the live one keeps answering).
    if (b.operation === 'move') {
      this.memory.rename(name, dest);
      this.lastMove = { warmupMs: warmed - started, transactionMs: performance.now() - warmed };
    } else this.memory.forget(dest);
    return { taskID: this.nextTaskID(), updatedAt: new Date().toISOString() };
  }

  /**
   * deleteBy: every record matching the filters, deleted in one batch. Only filters are taken, as
   * Algolia's endpoint (a text query could delete more than meant); none at all is refused too.
   */
  async deleteBy(name: string, body: unknown): Promise<{ taskID: number; updatedAt: string }> {
    const b = (body ?? {}) as JsonObject;
    const raw: JsonObject = {
      ...(typeof b.params === 'string' ? Object.fromEntries(new URLSearchParams(b.params)) : {}),
      ...b,
    };
    delete raw.params;
    const only =
      'DeleteByQuery endpoint only supports tagFilters, facetFilters, numericFilters and geoQuery condition';
    const keys = Object.keys(raw).filter((k) => raw[k] !== undefined && raw[k] !== '');
    if (keys.length === 0 || keys.some((k) => !DELETE_BY.has(k))) throw new SearchError(400, only);
    if (keys.some((k) => GEO.has(k)))
      throw new SearchError(400, 'Geo filters are not supported by this engine');
    const cnf = [
      ...parseFilters(typeof raw.filters === 'string' ? raw.filters : ''),
      ...parseFilterArray(raw.facetFilters, 'facetFilters'),
      ...parseFilterArray(raw.numericFilters, 'numericFilters'),
      ...parseFilterArray(raw.tagFilters, 'tagFilters'),
    ];
    if (cnf.length === 0) throw new SearchError(400, only);
    const index = await requireIndex(this.db, name);
    const where = cnfSql(cnf, facetAttributes(index.settings.attributesForFaceting));
    const { rows } = await sql<{
      object_id: string;
    }>`select object_id from search_record where index_id = ${recordsOf(index)} and ${where}`.execute(
      this.db,
    );
    const res = await this.batch(
      name,
      rows.map((r) => ({ action: 'deleteObject', body: { objectID: r.object_id } })),
    );
    return { taskID: res.taskID, updatedAt: new Date().toISOString() };
  }

  /** Batch writes on one index, in one transaction (the operations: batch.ts). */
  async batch(name: string, operations: BatchOperation[]): Promise<{ taskID: number; objectIDs: string[] }> {
    checkName(name);
    if (!Array.isArray(operations)) throw new SearchError(400, 'requests must be an array');
    let objectIDs: string[] = [];
    let cleared = false;
    await this.db.transaction().execute(async (tx) => {
      const index = await ensureIndex(tx, name);
      // A replica's records are its primary's: written there only (Algolia's words).
      if (typeof index.settings.primary === 'string' && operations.length > 0) {
        throw new SearchError(400, 'cannot apply the batch operation on a replica index');
      }
      const applied = await applyBatch(tx, index, operations);
      objectIDs = applied.objectIDs;
      cleared = applied.cleared;
      // Records saved again as they were change nothing: cached results stay valid.
      if (applied.changed) await bumpData(tx, name);
    });
    if (cleared) this.dropper.wake();
    return { taskID: this.nextTaskID(), objectIDs };
  }

  async getObject(name: string, objectID: string, attributesToRetrieve?: string[]): Promise<JsonObject> {
    const index = await requireIndex(this.db, name);
    const { rows } = await sql<{
      body: JsonObject;
    }>`select body from search_record where index_id = ${recordsOf(index)} and object_id = ${objectID}`.execute(
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
