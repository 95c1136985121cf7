/**
 * The embedded Algolia-compatible search engine over PostgreSQL / PGlite (issue 6): the one object
 * an API process holds for it (`app.busqueda`), made of its parts:
 *   - `indexes` (indexes.ts): the indexes, their settings and records as stored: writes (batch.ts),
 *     copies, deletes, deleteBy, reads by objectID; records are JSONB rows with their search data
 *     derived at write time (derived.ts, text.ts); replicas (replicas.ts) store none and read their
 *     primary's;
 *   - `searcher` (query.ts): queries and browsing over this process's memory of each index
 *     (memory.ts), filters (filters.ts), ranking, sorts and distinct (ranking.ts), hits (hits.ts),
 *     facets and facet value searches (facets.ts); the parameters it takes (supported-params.ts);
 *   - `queryLog` (query-log.ts): the searches recorded for the analytics (insights.ts reads them).
 * The REST surface under /1/ is http.ts.
 */
import type { Db } from '../db/index.ts';
import { GenerationDropper } from './generations.ts';
import { reportWrites } from './hot-path.ts';
import { IndexStore } from './indexes.ts';
import { IndexMemory } from './memory.ts';
import { Searcher } from './query.ts';
import { QueryLog } from './query-log.ts';

export class SearchEngine {
  readonly db: Db;
  readonly indexes: IndexStore;
  readonly searcher: Searcher;
  readonly queryLog: QueryLog;
  readonly generations: GenerationDropper;

  constructor(db: Db) {
    this.db = db;
    // Both read and forget the same per-process memory of each index.
    const memory = new IndexMemory(db);
    // Old generations left by a move, clear or delete: dropped in the background (started with the
    // app, once the migrations ran: what a restart left is finished then).
    this.generations = new GenerationDropper(db);
    this.indexes = new IndexStore(db, memory, this.generations);
    // Its writes tell the searches which index rows they changed (hot-path.ts).
    reportWrites(db, this.indexes, {
      byName: ['batch'],
      all: ['setSettings', 'deleteIndex', 'operation'],
    });
    this.queryLog = new QueryLog(db);
    this.searcher = new Searcher(db, memory, this.queryLog);
  }
}
