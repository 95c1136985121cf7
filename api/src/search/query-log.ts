/**
 * The query log analytics read (the admin "buscador-historial", insights.ts): one entry per search
 * with words, queued and written in one insert per batch, after the responses, off their path.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { pgTextArray } from './filters.ts';
import { fold } from './text.ts';

export type QueryLogEntry = {
  index: string;
  query: string;
  nbHits: number;
  queryID: string | null;
  userToken: string | null;
  /** Algolia's analyticsTags of the search (the storefront's `zona:<slug>`). */
  tags: readonly string[];
};

export class QueryLog {
  private readonly db: Db;
  private pending: Promise<void> = Promise.resolve();
  private queue: QueryLogEntry[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(db: Db) {
    this.db = db;
  }

  /** Queues an entry: written within 250 ms, or at once when 100 are waiting. */
  record(e: QueryLogEntry): void {
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

  /** Resolves once the query log writes started so far are done (tests, shutdown). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.flushQueue();
  }

  /** Writes the queued query log entries in one insert (after the responses, off their path). */
  private flushQueue(): Promise<void> {
    const batch = this.queue.splice(0);
    if (batch.length === 0) return this.pending;
    this.pending = this.pending
      .then(async () => {
        await sql`insert into search_query_log (index_name, query, query_normalizada, nb_hits, query_id, user_token, analytics_tags)
          values ${sql.join(
            batch.map((e) => {
              const query = sinNul(e.query);
              const normalized = fold(query).trim().replace(/\s+/g, ' ');
              return sql`(${e.index}, ${query.slice(0, 512)}, ${normalized.slice(0, 512)}, ${e.nbHits}, ${e.queryID}, ${e.userToken}, ${pgTextArray(e.tags.map(sinNul))}::text[])`;
            }),
          )}`.execute(this.db);
      })
      .catch(() => {
        // Analytics never fail a search (e.g. the database closing during shutdown).
      });
    return this.pending;
  }
}

/**
 * PostgreSQL refuses a NUL in text, and one entry holding it would fail the whole batch's insert:
 * the query is recorded without it (a search box never sends one; a caller of /1/ may).
 */
const sinNul = (texto: string) => texto.replaceAll('\u0000', '');
