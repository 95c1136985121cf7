/**
 * An index's query rules as stored (search_rule, issue 37), with Algolia's Rules API: save one or a
 * batch (optionally clearing the others first), search, get, delete, clear; each write optionally
 * forwarded to the index's replicas (its `replicas` setting). The rules come checked by readRule
 * (rules-validation.ts). Every write bumps the index's data_version: cached results and the compiled
 * rules a query uses (rules.ts) are keyed on it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { pgTextArray } from './filters.ts';
import { reportWrites } from './hot-path.ts';
import { type JsonObject, SearchError } from './model.ts';
import { ANCHORINGS, type Anchoring, isObject, type Rule } from './rules-validation.ts';
import { requireIndexRow, targets, touch } from './store-writes.ts';
import { fold, tokenize } from './text.ts';

/** A rule's words (objectID, description, patterns, contexts), folded: what searchRules' query looks in. */
function textOf(r: Rule): string {
  const parts = [
    r.objectID,
    r.description ?? '',
    ...(r.conditions ?? []).flatMap((c) => [c.pattern ?? '', c.context ?? '']),
  ];
  return tokenize(parts.join(' '))
    .map((t) => t.word)
    .join(' ');
}

let taskSeq = Date.now();
const nextTaskID = () => ++taskSeq;

export class RuleStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
    // Searches keep the index rows between this process's writes (hot-path.ts).
    reportWrites(db, this, { all: ['save', 'delete', 'clear'] });
  }

  /** saveRules: upserts the rules; with `clear`, the index's other rules are removed first. */
  async save(
    name: string,
    rules: Rule[],
    opts: { forward?: boolean; clear?: boolean } = {},
  ): Promise<{ taskID: number; updatedAt: string }> {
    const ids = new Set<string>();
    for (const r of rules) {
      if (ids.has(r.objectID)) throw new SearchError(400, `Duplicate rule objectID: ${r.objectID}`);
      ids.add(r.objectID);
    }
    await this.db.transaction().execute(async (tx) => {
      for (const target of await targets(tx, name, opts.forward ?? false)) {
        await touch(tx, target);
        if (opts.clear) await sql`delete from search_rule where index_name = ${target}`.execute(tx);
        for (let i = 0; i < rules.length; i += 500) {
          const chunk = rules.slice(i, i + 500);
          await sql`insert into search_rule (index_name, object_id, body, habilitada, contextos, texto)
            values ${sql.join(
              chunk.map((r) => {
                const contexts = [
                  ...new Set((r.conditions ?? []).flatMap((c) => (c.context ? [c.context] : []))),
                ];
                return sql`(${target}, ${r.objectID}, ${JSON.stringify(r)}::jsonb, ${r.enabled}, ${pgTextArray(contexts)}::text[], ${textOf(r)})`;
              }),
            )}
            on conflict (index_name, object_id) do update set body = excluded.body,
              habilitada = excluded.habilitada, contextos = excluded.contextos, texto = excluded.texto`.execute(
            tx,
          );
        }
      }
    });
    return { taskID: nextTaskID(), updatedAt: new Date().toISOString() };
  }

  async get(name: string, objectID: string): Promise<Rule> {
    await requireIndexRow(this.db, name);
    const { rows } = await sql<{ body: Rule }>`
      select body from search_rule where index_name = ${name} and object_id = ${objectID}`.execute(this.db);
    if (!rows[0]) throw new SearchError(404, 'ObjectID does not exist');
    return rows[0].body;
  }

  async delete(
    name: string,
    objectID: string,
    forward: boolean,
  ): Promise<{ taskID: number; updatedAt: string; deletedAt: string }> {
    await requireIndexRow(this.db, name);
    await this.db.transaction().execute(async (tx) => {
      for (const target of await targets(tx, name, forward)) {
        const { numAffectedRows } = await sql`
          delete from search_rule where index_name = ${target} and object_id = ${objectID}`.execute(tx);
        if (target === name && !numAffectedRows) throw new SearchError(404, 'ObjectID does not exist');
        if (numAffectedRows) await touch(tx, target);
      }
    });
    const at = new Date().toISOString();
    return { taskID: nextTaskID(), updatedAt: at, deletedAt: at };
  }

  async clear(name: string, forward: boolean): Promise<{ taskID: number; updatedAt: string }> {
    await this.db.transaction().execute(async (tx) => {
      for (const target of await targets(tx, name, forward)) {
        await sql`delete from search_rule where index_name = ${target}`.execute(tx);
        await sql`update search_index set data_version = data_version + 1, actualizado_en = now() where name = ${target}`.execute(
          tx,
        );
      }
    });
    return { taskID: nextTaskID(), updatedAt: new Date().toISOString() };
  }

  /**
   * searchRules: the rules holding every word of `query` (the last may be unfinished) in their
   * objectID, description, patterns or contexts; with `anchoring`, those with a condition so
   * anchored; with `context`, those with a condition of that context; with `enabled`, those enabled
   * (true) or disabled (false). In objectID order, a page at a time.
   */
  async search(
    name: string,
    body: unknown,
  ): Promise<{ hits: Rule[]; nbHits: number; page: number; nbPages: number }> {
    const b = (body ?? {}) as JsonObject;
    if (!isObject(b)) throw new SearchError(400, 'Invalid body: expected a JSON object');
    const known = ['query', 'anchoring', 'context', 'page', 'hitsPerPage', 'enabled'];
    const unknown = Object.keys(b).find((k) => !known.includes(k));
    if (unknown) throw new SearchError(400, `Unknown parameter: ${unknown}`);
    if (b.query !== undefined && typeof b.query !== 'string')
      throw new SearchError(400, 'query must be a string');
    if (b.anchoring !== undefined && !ANCHORINGS.includes(b.anchoring as Anchoring))
      throw new SearchError(400, `anchoring must be one of ${ANCHORINGS.join(', ')}`);
    if (b.context !== undefined && typeof b.context !== 'string')
      throw new SearchError(400, 'context must be a string');
    if (b.enabled !== undefined && b.enabled !== null && typeof b.enabled !== 'boolean')
      throw new SearchError(400, 'enabled must be a boolean');
    const page = b.page ?? 0;
    const hitsPerPage = b.hitsPerPage ?? 20;
    if (!Number.isInteger(page) || (page as number) < 0)
      throw new SearchError(400, 'page must be a non-negative integer');
    if (!Number.isInteger(hitsPerPage) || (hitsPerPage as number) < 1 || (hitsPerPage as number) > 1000)
      throw new SearchError(400, 'hitsPerPage must be an integer between 1 and 1000');
    await requireIndexRow(this.db, name);
    const { rows } = await sql<{ body: Rule; texto: string }>`
      select body, texto from search_rule where index_name = ${name}
      ${typeof b.enabled === 'boolean' ? sql`and habilitada = ${b.enabled}` : sql``}
      ${b.context ? sql`and ${b.context as string} = any(contextos)` : sql``}
      order by object_id`.execute(this.db);
    const words = tokenize(fold(String(b.query ?? ''))).map((t) => t.word);
    const found = rows.filter((r) => {
      if (b.anchoring && !(r.body.conditions ?? []).some((c) => c.anchoring === b.anchoring)) return false;
      const texto = r.texto.split(' ');
      return words.every((w) => texto.some((t) => t.startsWith(w)));
    });
    const from = (page as number) * (hitsPerPage as number);
    return {
      hits: found.slice(from, from + (hitsPerPage as number)).map((r) => r.body),
      nbHits: found.length,
      page: page as number,
      nbPages: Math.ceil(found.length / (hitsPerPage as number)),
    };
  }
}

/** Copies an index's rules onto another (an index copy with the rules in its scope). */
export async function copyRules(tx: Db, from: string, to: string): Promise<void> {
  await sql`delete from search_rule where index_name = ${to}`.execute(tx);
  await sql`insert into search_rule (index_name, object_id, body, habilitada, contextos, texto)
    select ${to}, object_id, body, habilitada, contextos, texto from search_rule where index_name = ${from}`.execute(
    tx,
  );
}
