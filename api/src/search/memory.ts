/**
 * An index's search data held by this process: its records' tokens, ranking values and filter
 * projections, the postings (word → objectIDs) and the sorted vocabulary, brought up to date at
 * every query from what was written since (seq, tombstones; nothing when the index's data_version is
 * unchanged). Retrieval reads it: a query word is expanded against the vocabulary (itself, the words
 * it begins for the last word, the words within Algolia's typo thresholds).
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { type AttrTokens, parseTokens } from './derived.ts';
import type { FilterProjection } from './filters.ts';
import type { IndexRow } from './model.ts';
import { allowedTypos, matchWord, type TypoOptions, type WordMatch } from './text.ts';
import { turnos } from './turnos.ts';

/**
 * Rows read per statement: a full load of 100,000 records is many short reads with the event loop's
 * other work (searches of the live generation) between them, not one read that holds it for seconds.
 */
const PAGE = 5000;

/** Expansions of one query word kept at most (a one-letter prefix matches much of the vocabulary). */
const MAX_EXPANSIONS = 2000;

/** A query word's expansions: each vocabulary word it matches, and how. */
export type Expansion = Map<string, WordMatch>;

type Vocabulary = { sorted: string[]; byLength: Map<number, string[]> };

/** One index's data in this process. */
export type Memory = {
  /** The generation held (search_index.id): a move or a clear gives the name another. */
  id: number;
  created: number;
  generation: number;
  dataVersion: number;
  seq: number;
  /** Each record's search data, and its seq when read (hit bodies kept at that seq: hot-path.ts). */
  docs: Map<
    string,
    { attrs: AttrTokens[]; ranking: unknown[]; filtro: FilterProjection; words: string[]; seq: number }
  >;
  /** word → objectIDs holding it */
  postings: Map<string, Set<string>>;
  vocab: Vocabulary | null;
  /** The refresh under way: concurrent queries wait for the same one (a full load is one read). */
  pending: Promise<void> | null;
};

export class IndexMemory {
  private readonly byIndex = new Map<string, Memory>();
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** An index was deleted, renamed or replaced: its next query loads it in full. */
  forget(name: string): void {
    this.byIndex.delete(name);
  }

  /**
   * A move's source was loaded (preload) before the move: its memory is the destination's now (the
   * same generation, so the destination's first query after the move reads only what changed since).
   */
  rename(from: string, to: string): void {
    const mem = this.byIndex.get(from);
    this.byIndex.delete(from);
    if (mem) this.byIndex.set(to, mem);
    else this.byIndex.delete(to);
  }

  /**
   * The index's search data in this process, brought up to date: a full load when the index was
   * re-created, its generation (id, vocab_version) changed, else the records and tombstones written
   * since the last look (seq), in one statement (one snapshot). Only the indexes searched are held: a
   * temporary index being filled (replaceAllObjects) is never loaded, and the live one's memory is
   * kept until the move points its name at the new generation.
   */
  async load(index: IndexRow): Promise<Memory> {
    const created = new Date(index.creado_en).getTime();
    let mem = this.byIndex.get(index.name);
    if (!mem || mem.id !== index.id || mem.created !== created || mem.generation !== index.vocab_version) {
      mem = {
        id: index.id,
        created,
        generation: index.vocab_version,
        dataVersion: -1,
        seq: 0,
        docs: new Map(),
        postings: new Map(),
        vocab: null,
        pending: null,
      };
      this.byIndex.set(index.name, mem);
    }
    const state = mem;
    while (state.dataVersion < index.data_version) {
      state.pending ??= this.refresh(state, index.data_version).finally(() => {
        state.pending = null;
      });
      await state.pending;
    }
    return state;
  }

  /**
   * What was written since `mem.seq`, a page at a time in seq order (writes to an index are
   * serialised by its row's lock, so seq order is commit order: no page misses a row). Records and
   * tombstones are read apart, each along its (index_id, seq) index with a limit (one ordered query
   * over both sorted every remaining row for each page), and merged here by seq.
   */
  private async refresh(mem: Memory, dataVersion: number): Promise<void> {
    // A page of 5,000 rows is tens of ms of work: searches of the other indexes get turns within it.
    const turno = turnos();
    for (;;) {
      const from = mem.seq;
      const { rows: records } = await sql<Row>`
        select object_id, tokens, ranking, filtro, seq from search_record
        where index_id = ${mem.id} and seq > ${from} order by seq limit ${PAGE}`.execute(this.db);
      const full = records.length === PAGE;
      // Tombstones up to the page's last record (all of them when the page is the last one).
      const upTo = full ? Number(records.at(-1)!.seq) : null;
      const { rows: tombstones } = await sql<Row>`
        select object_id, null as tokens, null as ranking, null as filtro, seq from search_tombstone
        where index_id = ${mem.id} and seq > ${from} ${upTo === null ? sql`` : sql`and seq <= ${upTo}`}
        order by seq`.execute(this.db);
      const rows = tombstones.length
        ? [...records, ...tombstones].sort((a, b) => Number(a.seq) - Number(b.seq))
        : records;
      for (const r of rows) {
        await turno();
        apply(mem, r);
      }
      if (!full) break;
    }
    mem.dataVersion = Math.max(mem.dataVersion, dataVersion);
  }
}

/** A record (or a tombstone: no tokens) as read into the memory. */
type Row = {
  object_id: string;
  tokens: string | null;
  ranking: unknown[] | null;
  filtro: FilterProjection | null;
  seq: number | string;
};

/** One record (or tombstone: no tokens) read into the memory: its postings replaced. */
function apply(mem: Memory, r: Row): void {
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
  if (r.tokens !== null) {
    const attrs = parseTokens(r.tokens);
    // The record's distinct words (its `words` column) are its tokens' words: not read twice.
    const words = [...new Set(attrs.flatMap((a) => a.words))];
    mem.docs.set(r.object_id, {
      attrs,
      ranking: r.ranking ?? [],
      filtro: r.filtro ?? {},
      words,
      seq: Number(r.seq),
    });
    for (const w of words) {
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

/** The index's words, sorted and by length (rebuilt only when a word appeared or disappeared). */
export function vocabulary(mem: Memory): Vocabulary {
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

/** A query word's expansions in the vocabulary (`prefix`: the last word, which may be unfinished). */
export function expand(vocab: Vocabulary, q: string, prefix: boolean, typo: TypoOptions): Expansion {
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
