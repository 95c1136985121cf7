/**
 * An index's synonyms as stored (search_synonym, issue 37; the four types and placeholders), with Algolia's synonym API: save one or a
 * batch (optionally replacing all), search, get, delete, clear; each write optionally forwarded to the
 * index's replicas (its `replicas` setting). Every write bumps the index's data_version: cached results
 * and the parsed synonyms a query uses (synonyms.ts) are keyed on it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { reportWrites } from './hot-path.ts';
import { type JsonObject, SearchError } from './model.ts';
import { isPlaceholderText } from './placeholders.ts';
import { requireIndexRow, targets, touch } from './store-writes.ts';
import { fold, tokenize } from './text.ts';

export type SynonymType = 'synonym' | 'onewaysynonym' | 'altcorrection1' | 'altcorrection2' | 'placeholder';

/** A synonym object as Algolia's API reads and returns it (SynonymHit). */
export type SynonymHit = {
  objectID: string;
  type: SynonymType;
  synonyms?: string[];
  input?: string;
  word?: string;
  corrections?: string[];
  /** A placeholder's token ("<unidad>", placeholders.ts) and the query words that match it. */
  placeholder?: string;
  replacements?: string[];
};

/** The types as the v5 client spells them, and the older camel case, to the stored (lower) form. */
const TYPES: Record<string, SynonymType> = {
  synonym: 'synonym',
  onewaysynonym: 'onewaysynonym',
  altcorrection1: 'altcorrection1',
  altcorrection2: 'altcorrection2',
  placeholder: 'placeholder',
};

/** Phrases in one synonym object at most, and characters in one phrase. */
const MAX_PHRASES = 100;
const MAX_PHRASE = 200;

function typeOf(raw: unknown, where: string): SynonymType {
  if (typeof raw !== 'string') throw new SearchError(400, `${where}: type is required`);
  const type = TYPES[raw.toLowerCase()];
  if (!type)
    throw new SearchError(
      400,
      `${where}: invalid type ${JSON.stringify(raw)}, expected synonym, onewaysynonym, altcorrection1, altcorrection2 or placeholder`,
    );
  return type;
}

function phrase(raw: unknown, field: string, where: string): string {
  if (typeof raw !== 'string' || tokenize(raw).length === 0 || raw.length > MAX_PHRASE)
    throw new SearchError(
      400,
      `${where}: ${field} must be a non-empty string of words (${MAX_PHRASE} characters at most)`,
    );
  return raw.trim();
}

function phrases(raw: unknown, field: string, min: number, where: string): string[] {
  if (!Array.isArray(raw) || raw.length < min || raw.length > MAX_PHRASES)
    throw new SearchError(400, `${where}: ${field} must be an array of ${min} to ${MAX_PHRASES} strings`);
  return raw.map((p) => phrase(p, field, where));
}

/** A synonym object from a request, checked and reduced to its type's fields. */
export function readSynonym(raw: unknown, objectID?: string): SynonymHit {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new SearchError(400, 'Invalid synonym: expected a JSON object');
  const o = raw as JsonObject;
  const id = objectID ?? o.objectID;
  if (typeof id !== 'string' || id.length === 0 || id.length > 512)
    throw new SearchError(400, 'Invalid synonym: objectID must be a non-empty string');
  if (objectID !== undefined && o.objectID !== undefined && o.objectID !== objectID)
    throw new SearchError(400, `Invalid synonym ${id}: the body's objectID differs from the path's`);
  const where = `Invalid synonym ${id}`;
  const type = typeOf(o.type, where);
  switch (type) {
    case 'synonym':
      return { objectID: id, type, synonyms: phrases(o.synonyms, 'synonyms', 2, where) };
    case 'onewaysynonym':
      return {
        objectID: id,
        type,
        input: phrase(o.input, 'input', where),
        synonyms: phrases(o.synonyms, 'synonyms', 1, where),
      };
    case 'placeholder':
      if (typeof o.placeholder !== 'string' || !isPlaceholderText(o.placeholder.trim()))
        throw new SearchError(
          400,
          `${where}: placeholder must be one word between angle brackets, as "<unidad>"`,
        );
      return {
        objectID: id,
        type,
        placeholder: o.placeholder.trim(),
        replacements: phrases(o.replacements, 'replacements', 1, where),
      };
    default:
      if (tokenize(String(o.word ?? '')).length > 1)
        throw new SearchError(400, `${where}: word must be a single word`);
      return {
        objectID: id,
        type,
        word: phrase(o.word, 'word', where),
        corrections: phrases(o.corrections, 'corrections', 1, where),
      };
  }
}

/** Every word of a synonym object, folded: what searchSynonyms' query is matched against. */
function textOf(s: SynonymHit): string {
  const parts = [
    s.objectID,
    s.input ?? '',
    s.word ?? '',
    ...(s.synonyms ?? []),
    ...(s.corrections ?? []),
    // The placeholder's name without its brackets, so searchSynonyms finds it by its word.
    (s.placeholder ?? '').replace(/[<>]/g, ' '),
    ...(s.replacements ?? []),
  ];
  return tokenize(parts.join(' '))
    .map((t) => t.word)
    .join(' ');
}

export class SynonymStore {
  private readonly db: Db;
  private taskSeq = Date.now();

  constructor(db: Db) {
    this.db = db;
    // Searches keep the index rows between this process's writes (hot-path.ts).
    reportWrites(db, this, { all: ['save', 'delete', 'clear'] });
  }

  private nextTaskID(): number {
    return ++this.taskSeq;
  }

  /** saveSynonyms: upserts the objects; with `replace`, the ones not sent are removed first. */
  async save(
    name: string,
    hits: SynonymHit[],
    opts: { forward?: boolean; replace?: boolean } = {},
  ): Promise<{ taskID: number; updatedAt: string }> {
    const ids = new Set<string>();
    for (const h of hits) {
      if (ids.has(h.objectID)) throw new SearchError(400, `Duplicate synonym objectID: ${h.objectID}`);
      ids.add(h.objectID);
    }
    await this.db.transaction().execute(async (tx) => {
      for (const target of await targets(tx, name, opts.forward ?? false)) {
        await touch(tx, target);
        if (opts.replace) await sql`delete from search_synonym where index_name = ${target}`.execute(tx);
        for (let i = 0; i < hits.length; i += 500) {
          const chunk = hits.slice(i, i + 500);
          await sql`insert into search_synonym (index_name, object_id, tipo, body, texto)
            values ${sql.join(chunk.map((h) => sql`(${target}, ${h.objectID}, ${h.type}, ${JSON.stringify(h)}::jsonb, ${textOf(h)})`))}
            on conflict (index_name, object_id) do update set tipo = excluded.tipo, body = excluded.body, texto = excluded.texto`.execute(
            tx,
          );
        }
      }
    });
    return { taskID: this.nextTaskID(), updatedAt: new Date().toISOString() };
  }

  async get(name: string, objectID: string): Promise<SynonymHit> {
    await requireIndexRow(this.db, name);
    const { rows } = await sql<{ body: SynonymHit }>`
      select body from search_synonym where index_name = ${name} and object_id = ${objectID}`.execute(
      this.db,
    );
    if (!rows[0]) throw new SearchError(404, 'Synonym set does not exist');
    return rows[0].body;
  }

  async delete(
    name: string,
    objectID: string,
    forward: boolean,
  ): Promise<{ taskID: number; deletedAt: string }> {
    await requireIndexRow(this.db, name);
    await this.db.transaction().execute(async (tx) => {
      for (const target of await targets(tx, name, forward)) {
        const { numAffectedRows } = await sql`
          delete from search_synonym where index_name = ${target} and object_id = ${objectID}`.execute(tx);
        if (target === name && !numAffectedRows) throw new SearchError(404, 'Synonym set does not exist');
        if (numAffectedRows) await touch(tx, target);
      }
    });
    return { taskID: this.nextTaskID(), deletedAt: new Date().toISOString() };
  }

  async clear(name: string, forward: boolean): Promise<{ taskID: number; updatedAt: string }> {
    await this.db.transaction().execute(async (tx) => {
      for (const target of await targets(tx, name, forward)) {
        await sql`delete from search_synonym where index_name = ${target}`.execute(tx);
        await sql`update search_index set data_version = data_version + 1, actualizado_en = now() where name = ${target}`.execute(
          tx,
        );
      }
    });
    return { taskID: this.nextTaskID(), updatedAt: new Date().toISOString() };
  }

  /**
   * searchSynonyms: the objects (of `type`, if given) holding every word of `query` (the last may be
   * unfinished), in objectID order, a page at a time.
   */
  async search(name: string, body: unknown): Promise<{ hits: SynonymHit[]; nbHits: number }> {
    const b = (body ?? {}) as JsonObject;
    if (typeof b !== 'object' || Array.isArray(b))
      throw new SearchError(400, 'Invalid body: expected a JSON object');
    const known = new Set(['query', 'type', 'page', 'hitsPerPage']);
    const unknown = Object.keys(b).find((k) => !known.has(k));
    if (unknown) throw new SearchError(400, `Unknown parameter: ${unknown}`);
    if (b.query !== undefined && typeof b.query !== 'string')
      throw new SearchError(400, 'query must be a string');
    const type = b.type === undefined || b.type === '' ? null : typeOf(b.type, 'Invalid search');
    const page = b.page ?? 0;
    const hitsPerPage = b.hitsPerPage ?? 100;
    if (!Number.isInteger(page) || (page as number) < 0)
      throw new SearchError(400, 'page must be a non-negative integer');
    if (!Number.isInteger(hitsPerPage) || (hitsPerPage as number) < 1 || (hitsPerPage as number) > 1000)
      throw new SearchError(400, 'hitsPerPage must be an integer between 1 and 1000');
    await requireIndexRow(this.db, name);
    const { rows } = await sql<{ body: SynonymHit; texto: string }>`
      select body, texto from search_synonym where index_name = ${name}
      ${type ? sql`and tipo = ${type}` : sql``} order by object_id`.execute(this.db);
    const words = tokenize(fold(String(b.query ?? ''))).map((t) => t.word);
    const found = rows.filter((r) => {
      const texto = r.texto.split(' ');
      return words.every((w) => texto.some((t) => t.startsWith(w)));
    });
    const from = (page as number) * (hitsPerPage as number);
    return {
      hits: found.slice(from, from + (hitsPerPage as number)).map((r) => r.body),
      nbHits: found.length,
    };
  }
}

/** Copies an index's synonyms onto another (an index copy with the synonyms in its scope). */
export async function copySynonyms(tx: Db, from: string, to: string): Promise<void> {
  await sql`delete from search_synonym where index_name = ${to}`.execute(tx);
  await sql`insert into search_synonym (index_name, object_id, tipo, body, texto)
    select ${to}, object_id, tipo, body, texto from search_synonym where index_name = ${from}`.execute(tx);
}
