/**
 * The embedded Algolia-compatible search engine over PostgreSQL / PGlite (issue 6).
 *
 * Storage: records are JSONB rows of `search_record` with, derived at write time by text.ts, their
 * folded words (GIN), their tokens per searchable attribute and their custom ranking values.
 * Retrieval: a query word is expanded against the index vocabulary (itself, the words it begins for
 * the last word, the words within Algolia's typo thresholds). Each API process keeps the index's
 * derived data (postings word → objectIDs, tokens, ranking values) in memory and brings it up to date
 * at every query from what was written since (seq, tombstones; one indexed query, nothing when the
 * index's data_version is unchanged). The candidates (records holding an expansion of every query
 * word) go through the filters in SQL (JSONB, see filters.ts) by primary key; at most
 * MAX_RANKED of them are ranked in memory with Algolia's default criteria (typo, words, proximity,
 * attribute, exact, custom ranking), then the page's bodies are read and highlighted. Results are
 * cached per process, keyed by the index's data_version.
 */
import { randomBytes } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/index.ts';
import {
  type Cnf,
  cnfMatches,
  cnfSql,
  FilterError,
  type FilterProjection,
  facetAttributes,
  filterProjection,
  parseFilterArray,
  parseFilters,
  pgTextArray,
} from './filters.ts';
import { readSearchParams, type SearchParams } from './params.ts';
import {
  allowedTypos,
  fold,
  highlight,
  matchWord,
  queryWords,
  type Token,
  type TypoOptions,
  tokenize,
  type WordMatch,
} from './text.ts';

/** An error answered in Algolia's shape `{message, status}`. */
export class SearchError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export type JsonObject = Record<string, unknown>;
export type IndexSettings = JsonObject & {
  searchableAttributes?: string[] | null;
  attributesForFaceting?: string[];
  customRanking?: string[];
  hitsPerPage?: number;
  paginationLimitedTo?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  unretrievableAttributes?: string[];
  typoTolerance?: boolean | 'min' | 'strict';
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  allowTyposOnNumericTokens?: boolean;
};

const DEFAULT_SETTINGS = {
  searchableAttributes: null,
  attributesForFaceting: [],
  customRanking: [],
  ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
  hitsPerPage: 20,
  paginationLimitedTo: 1000,
  attributesToRetrieve: null,
  attributesToHighlight: null,
  unretrievableAttributes: null,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: true,
  queryType: 'prefixLast',
} as const;

/** Candidates ranked in full per query at most (beyond, the best by custom ranking are kept). */
export const MAX_RANKED = 20_000;
/** Results kept per process by the result cache. */
const CACHE_SIZE = 2000;
/** Expansions of one query word kept at most (a one-letter prefix matches much of the vocabulary). */
const MAX_EXPANSIONS = 2000;
const MAX_QUERY_WORDS = 10;
const MAX_OBJECT_ID = 512;
const MAX_RECORD_BYTES = 100_000;
const INDEX_NAME = /^[^\s/*][^/]{0,255}$/;

export type SearchResponse = {
  hits: JsonObject[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustive: { nbHits: boolean; typo: boolean };
  exhaustiveTypo: boolean;
  query: string;
  params: string;
  processingTimeMS: number;
  processingTimingsMS: { total: number };
  index?: string;
  queryID?: string;
  cursor?: string;
  facets?: Record<string, Record<string, number>>;
  renderingContent: JsonObject;
};

type IndexRow = {
  name: string;
  settings: IndexSettings;
  vocab_version: number;
  data_version: number;
  creado_en: Date;
};
type Vocabulary = { sorted: string[]; byLength: Map<number, string[]> };
/** An index's search data held by this process (see SearchEngine.memory). */
type Memory = {
  created: number;
  generation: number;
  dataVersion: number;
  seq: number;
  docs: Map<string, { attrs: AttrTokens[]; ranking: unknown[]; filtro: FilterProjection; words: string[] }>;
  /** word → objectIDs holding it */
  postings: Map<string, Set<string>>;
  vocab: Vocabulary | null;
};

type SearchableAttr = { path: string[]; rank: number; unordered: boolean };

/** A record's searchable tokens, per attribute, as stored in `tokens`. */
type AttrTokens = { rank: number; unordered: boolean; words: string[] };

export type BatchOperation = { action: string; body?: unknown; indexName?: string };

/* -------------------------------------------------------------------------------------------------
 * Records
 * ---------------------------------------------------------------------------------------------- */

function getPath(obj: unknown, path: readonly string[]): unknown {
  let cur = obj;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
    cur = (cur as JsonObject)[k];
  }
  return cur;
}

function setPath(obj: JsonObject, path: readonly string[], value: unknown): void {
  let cur = obj;
  path.forEach((k, i) => {
    if (i === path.length - 1) {
      cur[k] = value;
      return;
    }
    if (!cur[k] || typeof cur[k] !== 'object') cur[k] = {};
    cur = cur[k] as JsonObject;
  });
}

function stringsOf(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, out);
}

/** searchableAttributes → paths with their rank; "a,b" share a rank; unset → every attribute. */
function searchableOf(settings: IndexSettings, body?: JsonObject): SearchableAttr[] {
  const list = settings.searchableAttributes;
  if (!list || list.length === 0) {
    return Object.keys(body ?? {})
      .filter((k) => k !== 'objectID')
      .map((k) => ({ path: [k], rank: 0, unordered: false }));
  }
  const out: SearchableAttr[] = [];
  list.forEach((entry, rank) => {
    for (const part of entry.split(',')) {
      const m = /^\s*unordered\((.*)\)\s*$/.exec(part);
      const name = (m ? m[1]! : part).trim();
      if (name) out.push({ path: name.split('.'), rank, unordered: Boolean(m) });
    }
  });
  return out;
}

/** What a record's search needs besides its body: words (GIN), tokens per attribute, custom ranking values. */
function tokensOf(
  settings: IndexSettings,
  body: JsonObject,
): { words: string[]; tokens: string; ranking: string; filtro: string } {
  const filtro = JSON.stringify(filterProjection(body, facetAttributes(settings.attributesForFaceting)));
  const ranking = JSON.stringify(
    customRankingOf(settings).map((c) => {
      const v = getPath(body, c.path);
      return typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? v : null;
    }),
  );
  const attrs: AttrTokens[] = [];
  const all = new Set<string>();
  for (const a of searchableOf(settings, body)) {
    const strings: string[] = [];
    stringsOf(getPath(body, a.path), strings);
    const words = strings.flatMap((s) => tokenize(s).map((t) => t.word));
    for (const w of words) all.add(w);
    if (words.length) attrs.push({ rank: a.rank, unordered: a.unordered, words });
  }
  return {
    words: [...all],
    tokens: JSON.stringify(attrs.map((a) => [a.rank, a.unordered ? 1 : 0, a.words.join(' ')])),
    ranking,
    filtro,
  };
}

function parseTokens(tokens: string): AttrTokens[] {
  const raw = JSON.parse(tokens) as [number, number, string][];
  return raw.map(([rank, unordered, words]) => ({
    rank,
    unordered: unordered === 1,
    words: words.split(' '),
  }));
}

function validRecord(body: unknown, where: string): JsonObject {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new SearchError(400, `${where}: the record must be a JSON object`);
  }
  if (JSON.stringify(body).length > MAX_RECORD_BYTES) {
    throw new SearchError(400, `${where}: record is too big (${MAX_RECORD_BYTES} bytes at most)`);
  }
  return body as JsonObject;
}

function objectIdOf(body: JsonObject, where: string): string {
  const id = body.objectID;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id !== 'string' || id === '' || id.length > MAX_OBJECT_ID) {
    throw new SearchError(400, `${where}: objectID is missing or invalid`);
  }
  return id;
}

function applyPartial(existing: JsonObject | undefined, patch: JsonObject): JsonObject {
  const out: JsonObject = { ...(existing ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'objectID') continue;
    if (v && typeof v === 'object' && !Array.isArray(v) && '_operation' in v) {
      const op = (v as JsonObject)._operation;
      const value = (v as JsonObject).value;
      const cur = out[k];
      const arr = Array.isArray(cur) ? [...cur] : cur === undefined ? [] : [cur];
      switch (op) {
        case 'Increment':
          out[k] = (typeof cur === 'number' ? cur : 0) + Number(value ?? 0);
          break;
        case 'Decrement':
          out[k] = (typeof cur === 'number' ? cur : 0) - Number(value ?? 0);
          break;
        case 'IncrementFrom':
          if (typeof cur !== 'number' ? value === 0 : cur === value) out[k] = Number(value) + 1;
          break;
        case 'IncrementSet':
          if (typeof cur !== 'number' || Number(value) > cur) out[k] = value;
          break;
        case 'Add':
          out[k] = [...arr, value];
          break;
        case 'AddUnique':
          out[k] = arr.some((x) => JSON.stringify(x) === JSON.stringify(value)) ? arr : [...arr, value];
          break;
        case 'Remove':
          out[k] = arr.filter((x) => JSON.stringify(x) !== JSON.stringify(value));
          break;
        default:
          throw new SearchError(400, `Unknown built-in operation: ${String(op)}`);
      }
    } else {
      out[k] = v;
    }
  }
  return out;
}

/** attributesToRetrieve (with '*' and '-attr'), minus unretrievableAttributes; objectID always. */
function project(
  body: JsonObject,
  retrieve: readonly string[] | null | undefined,
  hidden: readonly string[] | null | undefined,
): JsonObject {
  let out: JsonObject;
  if (!retrieve || retrieve.includes('*')) {
    out = { ...body };
    for (const a of retrieve ?? []) if (a.startsWith('-')) delete out[a.slice(1)];
  } else {
    out = {};
    for (const a of retrieve) {
      const path = a.split('.');
      const v = getPath(body, path);
      if (v === undefined) continue;
      setPath(out, path, v);
    }
  }
  for (const a of hidden ?? []) delete out[a];
  out.objectID = body.objectID;
  return out;
}

/* -------------------------------------------------------------------------------------------------
 * Ranking
 * ---------------------------------------------------------------------------------------------- */

type Expansion = Map<string, WordMatch>;
type CustomRank = { path: string[]; desc: boolean };

function customRankingOf(settings: IndexSettings): CustomRank[] {
  return (settings.customRanking ?? []).flatMap((c) => {
    const m = /^(asc|desc)\((.+)\)$/.exec(c.trim());
    return m ? [{ path: m[2]!.split('.'), desc: m[1] === 'desc' }] : [];
  });
}

/** Do two settings give records different words, tokens or ranking? */
function derivedChanged(a: IndexSettings, b: IndexSettings): boolean {
  return (
    JSON.stringify(a.searchableAttributes ?? null) !== JSON.stringify(b.searchableAttributes ?? null) ||
    JSON.stringify(a.customRanking ?? null) !== JSON.stringify(b.customRanking ?? null) ||
    JSON.stringify(a.attributesForFaceting ?? null) !== JSON.stringify(b.attributesForFaceting ?? null)
  );
}

function compareCustom(a: unknown, b: unknown, desc: boolean): number {
  const norm = (v: unknown) => (typeof v === 'boolean' ? Number(v) : typeof v === 'string' ? fold(v) : v);
  const x = norm(a);
  const y = norm(b);
  const missingX = x === undefined || x === null || typeof x === 'object';
  const missingY = y === undefined || y === null || typeof y === 'object';
  if (missingX || missingY) return missingX === missingY ? 0 : missingX ? 1 : -1;
  if (x === y) return 0;
  const less =
    typeof x === typeof y ? (x as number | string) < (y as number | string) : typeof x === 'number';
  return (less ? -1 : 1) * (desc ? -1 : 1);
}

type Scored = {
  objectID: string;
  typos: number;
  proximity: number;
  attribute: number;
  exact: number;
  custom: unknown[];
  matched: number;
};

function score(objectID: string, attrs: AttrTokens[], expansions: Expansion[], custom: unknown[]): Scored {
  let typos = 0;
  let exact = 0;
  let attribute = Number.MAX_SAFE_INTEGER;
  // Best position of each query word: [attribute index, word position].
  const where: ([number, number] | null)[] = [];
  for (const exp of expansions) {
    let best: { m: WordMatch; a: number; p: number; key: number } | null = null;
    attrs.forEach((attr, ai) => {
      attr.words.forEach((w, p) => {
        const m = exp.get(w);
        if (!m) return;
        const key = m.typos * 1e6 + attr.rank * 1e3 + (attr.unordered ? 0 : Math.min(p, 999));
        if (!best || key < best.key) best = { m, a: ai, p, key };
      });
    });
    if (!best) {
      where.push(null);
      continue;
    }
    const b = best as { m: WordMatch; a: number; p: number; key: number };
    typos += b.m.typos;
    if (b.m.exact) exact++;
    const attr = attrs[b.a]!;
    attribute = Math.min(attribute, attr.rank * 1000 + (attr.unordered ? 0 : Math.min(b.p, 999)));
    where.push([b.a, b.p]);
  }
  let proximity = 0;
  for (let i = 1; i < where.length; i++) {
    const a = where[i - 1];
    const b = where[i];
    if (!a || !b || a[0] !== b[0]) proximity += 8;
    else proximity += Math.min(8, Math.max(1, Math.abs(b[1] - a[1])));
  }
  return { objectID, typos, proximity, attribute, exact, custom, matched: where.filter(Boolean).length };
}

function compareScored(a: Scored, b: Scored, custom: CustomRank[]): number {
  return (
    a.typos - b.typos ||
    b.matched - a.matched ||
    a.proximity - b.proximity ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    custom.reduce((acc, c, i) => acc || compareCustom(a.custom[i], b.custom[i], c.desc), 0) ||
    (a.objectID < b.objectID ? -1 : a.objectID > b.objectID ? 1 : 0)
  );
}

/* -------------------------------------------------------------------------------------------------
 * Highlighting
 * ---------------------------------------------------------------------------------------------- */

type HighlightContext = {
  words: string[];
  expansions: Expansion[];
  pre: string;
  post: string;
  prefixLast: boolean;
};

/** The end (in the original string) of the first `n` folded characters of a token. */
function prefixEnd(value: string, t: Token, n: number): number {
  let folded = 0;
  for (let i = t.start; i < t.end; i++) {
    folded += fold(value[i]!).length;
    if (folded >= n) return i + 1;
  }
  return t.end;
}

function highlightValue(value: string, ctx: HighlightContext): JsonObject {
  const tokens = tokenize(value);
  const hit = new Set<number>();
  const matched = new Set<number>();
  const parts: Token[] = [];
  tokens.forEach((t, i) => {
    ctx.expansions.forEach((exp, qi) => {
      const m = exp.get(t.word);
      if (!m) return;
      matched.add(qi);
      hit.add(i);
      if (m.prefix && m.typos === 0 && qi === ctx.words.length - 1) {
        parts[i] = { word: t.word, start: t.start, end: prefixEnd(value, t, ctx.words[qi]!.length) };
      }
    });
  });
  const shown = tokens.map((t, i) => parts[i] ?? t);
  const matchedWords = [...matched].sort((a, b) => a - b).map((qi) => ctx.words[qi]!);
  return {
    value: highlight(value, shown, hit, ctx.pre, ctx.post),
    matchLevel: matched.size === 0 ? 'none' : matched.size === new Set(ctx.words).size ? 'full' : 'partial',
    matchedWords,
    ...(matched.size > 0
      ? { fullyHighlighted: tokens.length > 0 && hit.size === tokens.length && parts.every((p) => !p) }
      : {}),
  };
}

function highlightAny(value: unknown, ctx: HighlightContext): unknown {
  if (typeof value === 'string') return highlightValue(value, ctx);
  if (typeof value === 'number' || typeof value === 'boolean') return highlightValue(String(value), ctx);
  if (Array.isArray(value)) return value.map((v) => highlightAny(v, ctx));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, highlightAny(v, ctx)]));
  }
  return undefined;
}

function highlightResult(body: JsonObject, attributes: string[], ctx: HighlightContext): JsonObject {
  const out: JsonObject = {};
  const list = attributes.includes('*') ? Object.keys(body).filter((k) => k !== 'objectID') : attributes;
  for (const a of list) {
    const path = a.split('.');
    const v = getPath(body, path);
    if (v === undefined) continue;
    setPath(out, path, highlightAny(v, ctx));
  }
  return out;
}

/* -------------------------------------------------------------------------------------------------
 * The engine
 * ---------------------------------------------------------------------------------------------- */

export type QueryLogEntry = {
  index: string;
  query: string;
  nbHits: number;
  queryID: string | null;
  userToken: string | null;
};

export class SearchEngine {
  private readonly mem = new Map<string, Memory>();
  private taskSeq = Date.now();
  private pending: Promise<void> = Promise.resolve();
  private queue: QueryLogEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  /**
   * Results by index, its data version and the query's parameters (least recently used out first):
   * autocomplete repeats the same prefixes, and any write to the index changes the key.
   */
  private readonly cache = new Map<string, SearchResponse>();

  readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  nextTaskID(): number {
    return ++this.taskSeq;
  }

  /** Resolves once the query log writes started so far are done (tests, shutdown). */
  async flushAnalytics(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.flushQueue();
  }

  /* ---------------------------------------------------------------- indexes & settings */

  async getIndex(name: string): Promise<IndexRow | null> {
    const { rows } =
      await sql<IndexRow>`select name, settings, vocab_version, data_version, creado_en from search_index where name = ${name}`.execute(
        this.db,
      );
    return rows[0] ?? null;
  }

  private async requireIndex(name: string): Promise<IndexRow> {
    const row = await this.getIndex(name);
    if (!row) throw new SearchError(404, 'Index does not exist');
    return row;
  }

  private checkName(name: string): void {
    if (!INDEX_NAME.test(name)) throw new SearchError(400, `Invalid index name: ${name}`);
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
    const row = await this.requireIndex(name);
    return { ...DEFAULT_SETTINGS, ...row.settings };
  }

  async setSettings(name: string, patch: unknown): Promise<{ taskID: number; updatedAt: string }> {
    this.checkName(name);
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
      throw new SearchError(400, 'Invalid settings: expected a JSON object');
    }
    await this.db.transaction().execute(async (tx) => {
      const current = await this.ensureIndex(tx, name);
      const settings = { ...current.settings, ...(patch as JsonObject) } as IndexSettings;
      await sql`update search_index set settings = ${JSON.stringify(settings)}::jsonb, actualizado_en = now() where name = ${name}`.execute(
        tx,
      );
      if (derivedChanged(current.settings, settings)) await this.retokenize(tx, name, settings);
      await this.bumpData(tx, name);
    });
    return { taskID: this.nextTaskID(), updatedAt: new Date().toISOString() };
  }

  /** searchableAttributes or customRanking changed: every record's words, tokens and ranking again. */
  private async retokenize(tx: Db, name: string, settings: IndexSettings): Promise<void> {
    const { rows } = await sql<{
      object_id: string;
      body: JsonObject;
    }>`select object_id, body from search_record where index_name = ${name}`.execute(tx);
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500).map((r) => ({ id: r.object_id, ...tokensOf(settings, r.body) }));
      await sql`update search_record r set words = v.words::text[], tokens = v.tokens, ranking = v.ranking::jsonb,
          filtro = v.filtro::jsonb, seq = nextval('search_seq')
        from (values ${sql.join(chunk.map((c) => sql`(${c.id}, ${pgTextArray(c.words)}, ${c.tokens}, ${c.ranking}, ${c.filtro})`))}) as v(id, words, tokens, ranking, filtro)
        where r.index_name = ${name} and r.object_id = v.id`.execute(tx);
    }
    await sql`update search_index set vocab_version = vocab_version + 1 where name = ${name}`.execute(tx);
  }

  /** Every write: the result cache keyed on data_version forgets this index's results. */
  private async bumpData(tx: Db, name: string): Promise<void> {
    await sql`update search_index set data_version = data_version + 1, actualizado_en = now() where name = ${name}`.execute(
      tx,
    );
  }

  private async ensureIndex(tx: Db, name: string): Promise<IndexRow> {
    this.checkName(name);
    await sql`insert into search_index (name) values (${name}) on conflict (name) do nothing`.execute(tx);
    const { rows } =
      await sql<IndexRow>`select name, settings, vocab_version, data_version, creado_en from search_index where name = ${name} for update`.execute(
        tx,
      );
    return rows[0]!;
  }

  async deleteIndex(name: string): Promise<{ taskID: number; deletedAt: string }> {
    await this.db.transaction().execute(async (tx) => {
      await sql`delete from search_index where name = ${name}`.execute(tx);
      await sql`delete from search_tombstone where index_name = ${name}`.execute(tx);
    });
    this.mem.delete(name);
    return { taskID: this.nextTaskID(), deletedAt: new Date().toISOString() };
  }

  /** copy (optionally only settings: scope) or move an index, as replaceAllObjects uses them. */
  async operation(name: string, body: unknown): Promise<{ taskID: number; updatedAt: string }> {
    const b = (body ?? {}) as { operation?: unknown; destination?: unknown; scope?: unknown };
    if ((b.operation !== 'copy' && b.operation !== 'move') || typeof b.destination !== 'string') {
      throw new SearchError(400, 'operation must be copy or move, with a destination');
    }
    const dest = b.destination;
    this.checkName(dest);
    const scope = Array.isArray(b.scope) ? (b.scope as string[]) : null;
    if (dest === name) throw new SearchError(400, 'Source and destination are the same index');
    await this.db.transaction().execute(async (tx) => {
      const src = await this.getIndexTx(tx, name);
      if (b.operation === 'move') {
        if (!src) throw new SearchError(404, 'Index does not exist');
        await sql`delete from search_index where name = ${dest}`.execute(tx);
        await sql`delete from search_tombstone where index_name in (${name}, ${dest})`.execute(tx);
        await sql`update search_index set name = ${dest}, vocab_version = vocab_version + 1, data_version = data_version + 1,
          actualizado_en = now() where name = ${name}`.execute(tx);
        return;
      }
      if (!src) {
        await this.ensureIndex(tx, dest);
        return;
      }
      const withRecords = !scope || scope.includes('records');
      const withSettings = !scope || scope.includes('settings');
      const target = await this.ensureIndex(tx, dest);
      if (withSettings) {
        await sql`update search_index set settings = ${JSON.stringify(src.settings)}::jsonb where name = ${dest}`.execute(
          tx,
        );
      }
      if (withRecords) {
        await sql`delete from search_record where index_name = ${dest}`.execute(tx);
        await sql`delete from search_tombstone where index_name = ${dest}`.execute(tx);
        await sql`insert into search_record (index_name, object_id, body, words, tokens, ranking, filtro)
          select ${dest}, object_id, body, words, tokens, ranking, filtro from search_record where index_name = ${name}`.execute(
          tx,
        );
        await sql`update search_index set vocab_version = vocab_version + 1 where name = ${dest}`.execute(tx);
        // Records copied without the source's settings are tokenised for the destination's.
        if (!withSettings && derivedChanged(src.settings, target.settings)) {
          await this.retokenize(tx, dest, target.settings);
        }
      } else if (withSettings && derivedChanged(target.settings, src.settings)) {
        // Settings copied over records that stay (replaceAllObjects): re-derive them.
        await this.retokenize(tx, dest, src.settings);
      }
      await this.bumpData(tx, dest);
    });
    // Records renamed or copied in bulk: fresh statistics, or the planner keeps reading the old
    // index name's figures and scans instead of using the primary key (PGlite has no autovacuum).
    await sql`analyze search_record`.execute(this.db);
    this.mem.delete(name);
    this.mem.delete(dest);
    return { taskID: this.nextTaskID(), updatedAt: new Date().toISOString() };
  }

  private async getIndexTx(tx: Db, name: string): Promise<IndexRow | null> {
    const { rows } =
      await sql<IndexRow>`select name, settings, vocab_version, data_version, creado_en from search_index where name = ${name}`.execute(
        tx,
      );
    return rows[0] ?? null;
  }

  /* ---------------------------------------------------------------- writes */

  /**
   * Batch writes on one index, in one transaction: addObject, updateObject, partialUpdateObject,
   * partialUpdateObjectNoCreate, deleteObject, delete (the index), clear.
   */
  async batch(name: string, operations: BatchOperation[]): Promise<{ taskID: number; objectIDs: string[] }> {
    this.checkName(name);
    if (!Array.isArray(operations)) throw new SearchError(400, 'requests must be an array');
    const objectIDs: string[] = [];
    await this.db.transaction().execute(async (tx) => {
      const index = await this.ensureIndex(tx, name);
      // Current bodies of the records the batch touches (partial updates, vocabulary check).
      const ids = operations.flatMap((op) => {
        const body = op.body as JsonObject | undefined;
        return body && (typeof body.objectID === 'string' || typeof body.objectID === 'number')
          ? [String(body.objectID)]
          : [];
      });
      const current = new Map<string, { body: JsonObject; words: string[] } | null>();
      if (ids.length) {
        const { rows } = await sql<{ object_id: string; body: JsonObject; words: string[] }>`
          select object_id, body, words from search_record
          where index_name = ${name} and object_id = any(${pgTextArray([...new Set(ids)])}::text[]) for update`.execute(
          tx,
        );
        for (const r of rows) current.set(r.object_id, { body: r.body, words: r.words });
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
            current.set(id, { body, words: t.words });
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
      await this.bumpData(tx, name);
      // Bulk loads: fresh statistics so the planner picks the GIN index (PGlite has no autovacuum).
      if (changed > 200) await sql`analyze search_record`.execute(tx);
    });
    return { taskID: this.nextTaskID(), objectIDs };
  }

  async getObject(name: string, objectID: string, attributesToRetrieve?: string[]): Promise<JsonObject> {
    const index = await this.requireIndex(name);
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

  /* ---------------------------------------------------------------- vocabulary */

  /**
   * The index's search data in this process, brought up to date: a full load when the index was
   * re-created or its generation (vocab_version) moved, else the records and tombstones written since
   * the last look (seq), in one statement (one snapshot).
   */
  private async memory(index: IndexRow): Promise<Memory> {
    const created = new Date(index.creado_en).getTime();
    let mem = this.mem.get(index.name);
    if (!mem || mem.created !== created || mem.generation !== index.vocab_version) {
      mem = {
        created,
        generation: index.vocab_version,
        dataVersion: -1,
        seq: 0,
        docs: new Map(),
        postings: new Map(),
        vocab: null,
      };
      this.mem.set(index.name, mem);
    }
    if (mem.dataVersion === index.data_version) return mem;
    const { rows } = await sql<{
      object_id: string;
      tokens: string | null;
      ranking: unknown[] | null;
      filtro: FilterProjection | null;
      words: string[] | null;
      seq: number | string;
    }>`
      select object_id, tokens, ranking, filtro, words, seq from search_record
        where index_name = ${index.name} and seq > ${mem.seq}
      union all
      select object_id, null, null, null, null, seq from search_tombstone
        where index_name = ${index.name} and seq > ${mem.seq}
      order by seq`.execute(this.db);
    for (const r of rows) {
      const old = mem.docs.get(r.object_id);
      if (old) {
        for (const w of old.words) {
          const set = mem.postings.get(w);
          set?.delete(r.object_id);
          if (set && set.size === 0) {
            mem.postings.delete(w);
            mem.vocab = null;
          }
        }
        mem.docs.delete(r.object_id);
      }
      if (r.tokens !== null && r.words !== null) {
        mem.docs.set(r.object_id, {
          attrs: parseTokens(r.tokens),
          ranking: r.ranking ?? [],
          filtro: r.filtro ?? {},
          words: r.words,
        });
        for (const w of r.words) {
          let set = mem.postings.get(w);
          if (!set) {
            set = new Set();
            mem.postings.set(w, set);
            mem.vocab = null;
          }
          set.add(r.object_id);
        }
      }
      mem.seq = Math.max(mem.seq, Number(r.seq));
    }
    mem.dataVersion = index.data_version;
    return mem;
  }

  private vocabulary(mem: Memory): Vocabulary {
    if (mem.vocab) return mem.vocab;
    const sorted = [...mem.postings.keys()].sort();
    const byLength = new Map<number, string[]>();
    for (const w of sorted) {
      const list = byLength.get(w.length);
      if (list) list.push(w);
      else byLength.set(w.length, [w]);
    }
    mem.vocab = { sorted, byLength };
    return mem.vocab;
  }

  private expand(vocab: Vocabulary, q: string, prefix: boolean, typo: TypoOptions): Expansion {
    const out: Expansion = new Map();
    const max = allowedTypos(q, typo);
    // Exact word and (last word) every word it begins: a binary search in the sorted vocabulary.
    let lo = 0;
    let hi = vocab.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (vocab.sorted[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < vocab.sorted.length && out.size < MAX_EXPANSIONS; i++) {
      const w = vocab.sorted[i]!;
      if (w === q) out.set(w, { typos: 0, exact: true, prefix: false });
      else if (prefix && w.startsWith(q)) out.set(w, { typos: 0, exact: false, prefix: true });
      else break;
    }
    if (max === 0) return out;
    for (const [len, words] of vocab.byLength) {
      if (prefix ? len < q.length - max : Math.abs(len - q.length) > max) continue;
      for (const w of words) {
        if (out.has(w)) continue;
        const m = matchWord(q, w, max, prefix);
        if (m) out.set(w, m);
        if (out.size >= MAX_EXPANSIONS) return out;
      }
    }
    return out;
  }

  /* ---------------------------------------------------------------- search */

  private filtersOf(p: SearchParams): Cnf {
    return [
      ...parseFilters(p.filters),
      ...parseFilterArray(p.facetFilters, 'facetFilters'),
      ...parseFilterArray(p.numericFilters, 'numericFilters'),
      ...parseFilterArray(p.tagFilters, 'tagFilters'),
    ];
  }

  /** One query on one index, with the raw body of the request (flat JSON and/or `params`). */
  async search(name: string, body: unknown, opts: { browse?: boolean } = {}): Promise<SearchResponse> {
    const started = performance.now();
    let p = readSearchParams(body);
    if (opts.browse && p.cursor) p = this.fromCursor(p.cursor);
    const index = await this.requireIndex(name);
    const s = index.settings;
    let cnf: Cnf;
    try {
      cnf = this.filtersOf(p);
    } catch (err) {
      if (err instanceof FilterError) throw new SearchError(400, err.message);
      throw err;
    }
    const cacheKey = opts.browse
      ? null
      : JSON.stringify([
          name,
          new Date(index.creado_en).getTime(),
          index.data_version,
          {
            ...p,
            clickAnalytics: undefined,
            analytics: undefined,
            analyticsTags: undefined,
            userToken: undefined,
            paramsString: undefined,
          },
        ]);
    const cached = cacheKey ? this.cache.get(cacheKey) : undefined;
    if (cached && cacheKey) {
      this.cache.delete(cacheKey);
      this.cache.set(cacheKey, cached);
      return this.finish(name, p, { ...cached }, started, true);
    }
    const faceting = facetAttributes(s.attributesForFaceting);
    const where = cnfSql(cnf, faceting);
    const hitsPerPage =
      p.length ?? p.hitsPerPage ?? s.hitsPerPage ?? (opts.browse ? 1000 : DEFAULT_SETTINGS.hitsPerPage);
    const offset = p.offset ?? p.page * hitsPerPage;
    const limitedTo = opts.browse
      ? Number.MAX_SAFE_INTEGER
      : (s.paginationLimitedTo ?? DEFAULT_SETTINGS.paginationLimitedTo);
    const typo: TypoOptions = {
      enabled: (p.typoTolerance ?? s.typoTolerance ?? true) !== false,
      min1: p.minWordSizefor1Typo ?? s.minWordSizefor1Typo ?? DEFAULT_SETTINGS.minWordSizefor1Typo,
      min2: p.minWordSizefor2Typos ?? s.minWordSizefor2Typos ?? DEFAULT_SETTINGS.minWordSizefor2Typos,
      onNumeric: p.allowTyposOnNumericTokens ?? s.allowTyposOnNumericTokens ?? true,
    };
    const { words: allWords, lastIsPrefix } = queryWords(p.query);
    const words = allWords.slice(0, MAX_QUERY_WORDS);
    const custom = customRankingOf(s);
    const customSql = custom.map((_, i) => sql`(ranking -> ${sql.lit(i)})`);

    let ordered: string[] = [];
    let nbHits = 0;
    let expansions: Expansion[] = [];
    const wanted = Math.max(0, Math.min(offset + hitsPerPage, limitedTo));
    const afterId = opts.browse ? ((p as SearchParams & { after?: string }).after ?? null) : null;

    if (words.length === 0 && !opts.browse) {
      // No query: every record through the filters, in custom ranking order.
      const mem = await this.memory(index);
      const rankOf = (id: string) => mem.docs.get(id)?.ranking ?? [];
      const ids = [...mem.docs.keys()].filter((id) => cnfMatches(cnf, mem.docs.get(id)!.filtro, faceting));
      nbHits = ids.length;
      ordered = ids
        .sort(
          (a, b) =>
            custom.reduce((acc, c, i) => acc || compareCustom(rankOf(a)[i], rankOf(b)[i], c.desc), 0) ||
            (a < b ? -1 : a > b ? 1 : 0),
        )
        .slice(0, wanted);
    } else if (words.length === 0) {
      // Browse without a query: filters in SQL, objectID order, after the cursor.
      const orderBy = opts.browse
        ? sql`object_id`
        : sql.join([
            ...custom.map((c, i) =>
              c.desc ? sql`${customSql[i]!} desc nulls last` : sql`${customSql[i]!} asc nulls last`,
            ),
            sql`object_id`,
          ]);
      const { rows } = await sql<{ object_id: string; total: number }>`
        select object_id, count(*) over () as total from search_record
        where index_name = ${name} and ${where} ${afterId !== null ? sql`and object_id > ${afterId}` : sql``}
        order by ${orderBy} limit ${opts.browse ? hitsPerPage + 1 : wanted}`.execute(this.db);
      nbHits = Number(rows[0]?.total ?? 0);
      ordered = rows.map((r) => r.object_id);
    } else {
      const mem = await this.memory(index);
      const vocab = this.vocabulary(mem);
      expansions = words.map((w, i) => this.expand(vocab, w, lastIsPrefix && i === words.length - 1, typo));
      if (expansions.every((e) => e.size > 0)) {
        const wordConds = expansions.map((e) => sql`words && ${pgTextArray([...e.keys()])}::text[]`);
        if (opts.browse) {
          const { rows } = await sql<{ object_id: string; total: number }>`
            select object_id, count(*) over () as total from search_record
            where index_name = ${name} and ${sql.join(wordConds, sql` and `)} and ${where}
            ${afterId !== null ? sql`and object_id > ${afterId}` : sql``}
            order by object_id limit ${hitsPerPage + 1}`.execute(this.db);
          nbHits = Number(rows[0]?.total ?? 0);
          ordered = rows.map((r) => r.object_id);
        } else {
          // Candidates from this process's postings: for every query word, the records holding
          // one of its expansions (smallest set first); then the filters in SQL, on those ids only.
          const sets = expansions
            .map((e) => {
              const ids = new Set<string>();
              for (const w of e.keys()) for (const id of mem.postings.get(w) ?? []) ids.add(id);
              return ids;
            })
            .sort((a, b) => a.size - b.size);
          let ids = [...sets[0]!].filter((id) => sets.every((set) => set.has(id)));
          if (cnf.length > 0)
            ids = ids.filter((id) => cnfMatches(cnf, mem.docs.get(id)?.filtro ?? {}, faceting));
          nbHits = ids.length;
          if (ids.length > MAX_RANKED) {
            const rankOf = (id: string) => mem.docs.get(id)?.ranking ?? [];
            ids = ids
              .sort((a, b) =>
                custom.reduce((acc, c, i) => acc || compareCustom(rankOf(a)[i], rankOf(b)[i], c.desc), 0),
              )
              .slice(0, MAX_RANKED);
          }
          const scored = ids.flatMap((id) => {
            const doc = mem.docs.get(id);
            return doc ? [score(id, doc.attrs, expansions, doc.ranking)] : [];
          });
          scored.sort((a, b) => compareScored(a, b, custom));
          ordered = scored.slice(0, wanted).map((x) => x.objectID);
        }
      }
    }

    let pageIds: string[];
    let cursor: string | undefined;
    if (opts.browse) {
      pageIds = ordered.slice(0, hitsPerPage);
      if (ordered.length > hitsPerPage) cursor = this.toCursor(p, pageIds[pageIds.length - 1]!);
    } else {
      pageIds = offset < limitedTo ? ordered.slice(offset, Math.min(offset + hitsPerPage, limitedTo)) : [];
    }

    const hits = await this.hitsFor(name, pageIds, index.settings, p, words, expansions, lastIsPrefix);
    const reachable = Math.min(nbHits, limitedTo);
    const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
    const response: SearchResponse = {
      hits,
      nbHits,
      page: p.offset !== undefined ? Math.floor(offset / Math.max(1, hitsPerPage)) : p.page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustive: { nbHits: true, typo: true },
      exhaustiveTypo: true,
      query: p.query,
      params: p.paramsString,
      processingTimeMS: 0,
      processingTimingsMS: { total: 0 },
      renderingContent: {},
      ...(cursor ? { cursor } : {}),
    };
    if (p.facets.length && !opts.browse) response.facets = await this.facetCounts(name, p, where, expansions);
    if (cacheKey) {
      this.cache.set(cacheKey, response);
      if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    }
    return this.finish(name, p, { ...response }, started, !opts.browse);
  }

  /** Per-request parts of a response (fresh or cached): timing, queryID, params; logs the query. */
  private finish(
    name: string,
    p: SearchParams,
    res: SearchResponse,
    started: number,
    search: boolean,
  ): SearchResponse {
    const processingTimeMS = Math.max(1, Math.round(performance.now() - started));
    res.processingTimeMS = processingTimeMS;
    res.processingTimingsMS = { total: processingTimeMS };
    res.params = p.paramsString;
    const queryID = search && p.clickAnalytics ? randomBytes(16).toString('hex') : undefined;
    if (queryID) res.queryID = queryID;
    if (search && p.analytics && queryWords(p.query).words.length > 0) {
      this.logQuery({
        index: name,
        query: p.query,
        nbHits: res.nbHits,
        queryID: queryID ?? null,
        userToken: p.userToken ?? null,
      });
    }
    return res;
  }

  private async facetCounts(
    name: string,
    p: SearchParams,
    where: RawBuilder<boolean>,
    expansions: Expansion[],
  ): Promise<Record<string, Record<string, number>>> {
    const out: Record<string, Record<string, number>> = {};
    const wordConds = expansions.map((e) => sql`words && ${pgTextArray([...e.keys()])}::text[]`);
    for (const f of p.facets.filter((x) => x !== '*').slice(0, 10)) {
      const path = pgTextArray(f.split('.'));
      const { rows } = await sql<{ v: string; n: number }>`
        select v, count(*) as n from search_record,
          jsonb_array_elements_text(case jsonb_typeof(body #> ${path}::text[]) when 'array' then body #> ${path}::text[]
            else jsonb_build_array(body #> ${path}::text[]) end) as v
        where index_name = ${name} ${wordConds.length ? sql`and ${sql.join(wordConds, sql` and `)}` : sql``} and ${where}
          and body #> ${path}::text[] is not null
        group by v order by n desc, v limit ${p.maxValuesPerFacet}`.execute(this.db);
      out[f] = Object.fromEntries(rows.map((r) => [r.v, Number(r.n)]));
    }
    return out;
  }

  private async hitsFor(
    name: string,
    ids: string[],
    settings: IndexSettings,
    p: SearchParams,
    words: string[],
    expansions: Expansion[],
    prefixLast: boolean,
  ): Promise<JsonObject[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<{ object_id: string; body: JsonObject }>`
      select object_id, body from search_record where index_name = ${name} and object_id = any(${pgTextArray(ids)}::text[])`.execute(
      this.db,
    );
    const byId = new Map(rows.map((r) => [r.object_id, r.body]));
    const highlightAttrs =
      p.attributesToHighlight ??
      settings.attributesToHighlight ??
      (settings.searchableAttributes?.length ? searchableOf(settings).map((a) => a.path.join('.')) : ['*']);
    const ctx: HighlightContext = {
      words,
      expansions,
      pre: p.highlightPreTag,
      post: p.highlightPostTag,
      prefixLast,
    };
    return ids.flatMap((id) => {
      const body = byId.get(id);
      if (!body) return [];
      const hit = project(
        body,
        p.attributesToRetrieve ?? settings.attributesToRetrieve,
        settings.unretrievableAttributes,
      );
      if (highlightAttrs.length) hit._highlightResult = highlightResult(body, highlightAttrs, ctx);
      return [hit];
    });
  }

  private toCursor(p: SearchParams, after: string): string {
    return Buffer.from(JSON.stringify({ q: p.paramsString, a: after })).toString('base64url');
  }

  private fromCursor(cursor: string): SearchParams & { after: string } {
    try {
      const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { q: string; a: string };
      return { ...readSearchParams({ params: c.q }), after: c.a };
    } catch {
      throw new SearchError(400, 'Invalid cursor');
    }
  }

  /* ---------------------------------------------------------------- analytics */

  private logQuery(e: QueryLogEntry): void {
    this.queue.push(e);
    if (this.queue.length >= 100) void this.flushQueue();
    else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flushQueue();
      }, 250);
      this.timer.unref();
    }
  }

  /** Writes the queued query log entries in one insert (after the responses, off their path). */
  private flushQueue(): Promise<void> {
    const batch = this.queue.splice(0);
    if (batch.length === 0) return this.pending;
    this.pending = this.pending
      .then(async () => {
        await sql`insert into search_query_log (index_name, query, query_normalizada, nb_hits, query_id, user_token)
          values ${sql.join(
            batch.map((e) => {
              const normalized = fold(e.query).trim().replace(/\s+/g, ' ');
              return sql`(${e.index}, ${e.query.slice(0, 512)}, ${normalized.slice(0, 512)}, ${e.nbHits}, ${e.queryID}, ${e.userToken})`;
            }),
          )}`.execute(this.db);
      })
      .catch(() => {
        // Analytics never fail a search (e.g. the database closing during shutdown).
      });
    return this.pending;
  }
}
