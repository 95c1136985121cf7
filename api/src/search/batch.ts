/**
 * One batch of record writes on an index, inside the caller's transaction (indexes.ts): addObject,
 * updateObject, partialUpdateObject(NoCreate), deleteObject, clear/delete. Each written record gets
 * its derived words, tokens, ranking and filter projection (derived.ts); a deleted one leaves a
 * tombstone so every process drops it from its memory (memory.ts); a clear starts a new generation.
 *
 * A record saved again exactly as it is stored (same JSON text: its `huella`, a hash of it) is left
 * alone: not derived, not rewritten, not reloaded by any process. A bulk re-save after a change that
 * touched few records (a CSV whose rows mostly repeat what is there) writes only those.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { deriver } from './derived.ts';
import { pgTextArray } from './filters.ts';
import { renew } from './generations.ts';
import { type BatchOperation, type IndexRow, type JsonObject, SearchError } from './model.ts';
import { applyPartial, objectIdOf, validRecord } from './record.ts';
import { turnos } from './turnos.ts';

/** Records per insert statement: one array parameter per column (unnest), one round trip. */
const RECORDS_PER_STATEMENT = 1000;

/** A record to save: its body and, when known, the JSON text it was sent as. */
type Upsert = { body: JsonObject; text?: string };

const huellaOf = (text: string) => createHash('sha256').update(text).digest('base64');

/** Applies the operations in order; returns the objectIDs they named and whether the index changed. */
export async function applyBatch(
  tx: Db,
  index: IndexRow,
  operations: BatchOperation[],
): Promise<{ objectIDs: string[]; changed: boolean; cleared: boolean }> {
  const name = index.name;
  // A batch of hundreds of records is tens of ms of this thread's work: searches get turns within it.
  const turno = turnos();
  // The generation written: a clear gives the index a new one (generations.ts).
  let indexId = index.id;
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
        where index_id = ${indexId} and object_id = any(${pgTextArray([...new Set(ids)])}::text[]) for update`.execute(
      tx,
    );
    for (const r of rows) current.set(r.object_id, { body: r.body });
  }
  /** Records written or deleted. */
  let changed = 0;
  const upserts = new Map<string, Upsert>();
  const deletes = new Set<string>();
  let cleared = false;
  const flush = async () => {
    if (deletes.size) {
      const gone = await sql<{ object_id: string }>`delete from search_record
          where index_id = ${indexId} and object_id = any(${pgTextArray([...deletes])}::text[])
          returning object_id`.execute(tx);
      changed += gone.rows.length;
      if (gone.rows.length) {
        await sql`insert into search_tombstone (index_id, object_id)
            select ${indexId}, unnest(${pgTextArray(gone.rows.map((r) => r.object_id))}::text[])`.execute(tx);
      }
      deletes.clear();
    }
    if (upserts.size === 0) return;
    const saves: { id: string; body: JsonObject; text: string; huella: string }[] = [];
    for (const [id, { body, text = JSON.stringify(body) }] of upserts) {
      await turno();
      saves.push({ id, body, text, huella: huellaOf(text) });
    }
    upserts.clear();
    const { rows: stored } = await sql<{ object_id: string; huella: string | null }>`
        select object_id, huella from search_record
        where index_id = ${indexId} and object_id = any(${pgTextArray(saves.map((s) => s.id))}::text[])`.execute(
      tx,
    );
    const storedHuella = new Map(stored.map((r) => [r.object_id, r.huella]));
    const writes = saves.filter((s) => storedHuella.get(s.id) !== s.huella);
    changed += writes.length;
    const derive = deriver(index.settings);
    for (let i = 0; i < writes.length; i += RECORDS_PER_STATEMENT) {
      const chunk = writes.slice(i, i + RECORDS_PER_STATEMENT);
      const cols = {
        id: [] as string[],
        body: [] as string[],
        words: [] as string[],
        tokens: [] as string[],
      };
      const more = { ranking: [] as string[], filtro: [] as string[], huella: [] as string[] };
      for (const s of chunk) {
        await turno();
        const d = derive(s.body);
        cols.id.push(s.id);
        cols.body.push(s.text);
        cols.words.push(pgTextArray(d.words));
        cols.tokens.push(d.tokens);
        more.ranking.push(d.ranking);
        more.filtro.push(d.filtro);
        more.huella.push(s.huella);
      }
      // Each column one text[] parameter: a statement's parameters and parse are the same for 1
      // record or 1,000 (a VALUES list of 9 parameters per record is most of the time on PGlite).
      // Passed as arrays: the driver writes the array literal (PGlite in its worker thread, not
      // in this one: quoting a thousand bodies is tens of ms).
      const arr = (list: string[]) => sql`${list}::text[]`;
      await sql`insert into search_record (index_id, object_id, body, words, tokens, ranking, filtro, huella, actualizado_en)
          select ${indexId}, v.id, v.body::jsonb, v.words::text[], v.tokens, v.ranking::jsonb, v.filtro::jsonb, v.huella, now()
          from unnest(${arr(cols.id)}, ${arr(cols.body)}, ${arr(cols.words)}, ${arr(cols.tokens)},
            ${arr(more.ranking)}, ${arr(more.filtro)}, ${arr(more.huella)}) as v(id, body, words, tokens, ranking, filtro, huella)
          on conflict (index_id, object_id) do update
          set body = excluded.body, words = excluded.words, tokens = excluded.tokens, ranking = excluded.ranking,
            filtro = excluded.filtro, huella = excluded.huella, seq = nextval('search_seq'), actualizado_en = now()`.execute(
        tx,
      );
    }
  };
  for (const [i, op] of operations.entries()) {
    await turno();
    const where = `requests[${i}]`;
    switch (op?.action) {
      case 'addObject':
      case 'updateObject': {
        const { record, text } = validRecord(op.body, where);
        const body = { ...record };
        if (op.action === 'addObject' && body.objectID === undefined)
          body.objectID = randomBytes(8).toString('hex');
        const id = objectIdOf(body, where);
        body.objectID = id;
        deletes.delete(id);
        // The text as sent is the body's when it named the objectID as stored (a string).
        upserts.set(id, record.objectID === id ? { body, text } : { body });
        objectIDs.push(id);
        break;
      }
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const patch = validRecord(op.body, where).record;
        const id = objectIdOf(patch, where);
        const existing = deletes.has(id) ? undefined : (upserts.get(id)?.body ?? current.get(id)?.body);
        objectIDs.push(id);
        if (!existing && op.action === 'partialUpdateObjectNoCreate') break;
        deletes.delete(id);
        upserts.set(id, { body: { ...applyPartial(existing, patch), objectID: id } });
        break;
      }
      case 'deleteObject': {
        const id = objectIdOf(validRecord(op.body, where).record, where);
        upserts.delete(id);
        deletes.add(id);
        objectIDs.push(id);
        break;
      }
      case 'clear':
      case 'delete': {
        upserts.clear();
        deletes.clear();
        // A new generation: the old one's rows are deleted in the background (generations.ts).
        indexId = await renew(tx, name);
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
  return { objectIDs, changed: cleared || changed > 0, cleared };
}
