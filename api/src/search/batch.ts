/**
 * One batch of record writes on an index, inside the caller's transaction (indexes.ts): addObject,
 * updateObject, partialUpdateObject(NoCreate), deleteObject, clear/delete. Each written record gets
 * its derived words, tokens, ranking and filter projection (derived.ts); a deleted one leaves a
 * tombstone so every process drops it from its memory (memory.ts); a clear starts a new generation.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { tokensOf } from './derived.ts';
import { pgTextArray } from './filters.ts';
import { type BatchOperation, type IndexRow, type JsonObject, SearchError } from './model.ts';
import { applyPartial, objectIdOf, validRecord } from './record.ts';

/** Applies the operations in order; returns the objectIDs they named. */
export async function applyBatch(tx: Db, index: IndexRow, operations: BatchOperation[]): Promise<string[]> {
  const name = index.name;
  const objectIDs: string[] = [];
  // Current bodies of the records the batch's partial updates patch (a whole record replaces its
  // body: a bulk save need not read thousands of bodies it overwrites).
  const ids = operations.flatMap((op) => {
    const body = op?.action?.startsWith('partialUpdateObject')
      ? (op.body as JsonObject | undefined)
      : undefined;
    return body && (typeof body.objectID === 'string' || typeof body.objectID === 'number')
      ? [String(body.objectID)]
      : [];
  });
  const current = new Map<string, { body: JsonObject } | null>();
  if (ids.length) {
    const { rows } = await sql<{ object_id: string; body: JsonObject }>`
        select object_id, body from search_record
        where index_name = ${name} and object_id = any(${pgTextArray([...new Set(ids)])}::text[]) for update`.execute(
      tx,
    );
    for (const r of rows) current.set(r.object_id, { body: r.body });
  }
  let changed = 0;
  const upserts = new Map<string, JsonObject>();
  const deletes = new Set<string>();
  let cleared = false;
  const flush = async () => {
    if (deletes.size) {
      const gone = await sql<{ object_id: string }>`delete from search_record
          where index_name = ${name} and object_id = any(${pgTextArray([...deletes])}::text[])
          returning object_id`.execute(tx);
      if (gone.rows.length) {
        await sql`insert into search_tombstone (index_name, object_id)
            select ${name}, unnest(${pgTextArray(gone.rows.map((r) => r.object_id))}::text[])`.execute(tx);
      }
      deletes.clear();
    }
    const rows = [...upserts.entries()];
    changed += rows.length;
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200).map(([id, body]) => {
        const t = tokensOf(index.settings, body);
        current.set(id, { body });
        return sql`(${name}, ${id}, ${JSON.stringify(body)}::jsonb, ${pgTextArray(t.words)}::text[], ${t.tokens}, ${t.ranking}::jsonb, ${t.filtro}::jsonb, now())`;
      });
      await sql`insert into search_record (index_name, object_id, body, words, tokens, ranking, filtro, actualizado_en)
          values ${sql.join(chunk)}
          on conflict (index_name, object_id) do update
          set body = excluded.body, words = excluded.words, tokens = excluded.tokens, ranking = excluded.ranking,
            filtro = excluded.filtro, seq = nextval('search_seq'), actualizado_en = now()`.execute(tx);
    }
    upserts.clear();
  };
  for (const [i, op] of operations.entries()) {
    const where = `requests[${i}]`;
    switch (op?.action) {
      case 'addObject': {
        const body = { ...validRecord(op.body, where) };
        if (body.objectID === undefined) body.objectID = randomBytes(8).toString('hex');
        const id = objectIdOf(body, where);
        body.objectID = id;
        deletes.delete(id);
        upserts.set(id, body);
        objectIDs.push(id);
        break;
      }
      case 'updateObject': {
        const body = { ...validRecord(op.body, where) };
        const id = objectIdOf(body, where);
        body.objectID = id;
        deletes.delete(id);
        upserts.set(id, body);
        objectIDs.push(id);
        break;
      }
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const patch = validRecord(op.body, where);
        const id = objectIdOf(patch, where);
        const existing = deletes.has(id) ? undefined : (upserts.get(id) ?? current.get(id)?.body);
        objectIDs.push(id);
        if (!existing && op.action === 'partialUpdateObjectNoCreate') break;
        deletes.delete(id);
        upserts.set(id, { ...applyPartial(existing, patch), objectID: id });
        break;
      }
      case 'deleteObject': {
        const body = validRecord(op.body, where);
        const id = objectIdOf(body, where);
        upserts.delete(id);
        deletes.add(id);
        objectIDs.push(id);
        break;
      }
      case 'clear':
      case 'delete': {
        upserts.clear();
        deletes.clear();
        await sql`delete from search_record where index_name = ${name}`.execute(tx);
        await sql`delete from search_tombstone where index_name = ${name}`.execute(tx);
        for (const k of current.keys()) current.set(k, null);
        cleared = true;
        break;
      }
      default:
        throw new SearchError(400, `${where}: invalid action ${JSON.stringify(op?.action)}`);
    }
  }
  await flush();
  // A clear starts a new generation: every process reloads the index in full.
  if (cleared)
    await sql`update search_index set vocab_version = vocab_version + 1 where name = ${name}`.execute(tx);
  // Bulk loads: fresh statistics so the planner picks the GIN index (PGlite has no autovacuum).
  if (changed > 200) await sql`analyze search_record`.execute(tx);
  return objectIDs;
}
