/**
 * PGlite in a worker thread (decision 0056, "Scale"): PGlite is WebAssembly and runs in the thread that
 * calls it, so in the API's thread a statement writing 500 records held the event loop for its whole
 * length, and searches (which need no database on PGlite, search/hot-path.ts) waited behind it. The
 * database runs in pglite-hilo-worker.ts; this object is what the API sees of it: what Kysely's
 * PGliteDialect calls (query, transaction with tx.query / tx.rollback, close, closed, ready,
 * waitReady) and listen / unlisten for the read cache (cache/lectura.ts).
 *
 * Same behaviour as PGlite in the thread: the same type parsers (set in the worker); an error carries
 * PGlite's fields (code, detail, constraint, table, column…), so callers' `code === '23505'` holds; a
 * notice reaches its listener before the answer of the query that committed it; one statement at a
 * time (PGlite's own lock, in the worker). The worker keeps the process alive only while a call waits
 * for its answer: an open database does not stop a script or a test run from ending.
 */
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/** An error as the worker sends it: its message and PGlite's fields. */
export type ErrorFields = { message: string; [field: string]: unknown };

/** The calls the worker answers. */
export type Request = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'rollback'; tx: number }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
);

/** A call before its id is given (each kind of request without it). */
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;
type Call = WithoutId<Request>;

type Answer =
  | { id: number; part: unknown[] }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorFields }
  | { notice: string; payload: string }
  | { ready: true }
  | { startError: ErrorFields };

type QueryOptions = { rowMode?: 'array' | 'object' };

/** What a transaction's callback gets: its queries run inside it. */
export type PGliteHiloTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  rollback(): Promise<void>;
};

/** The error the worker reported, with PGlite's fields. */
function errorFrom(fields: ErrorFields): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

export class PGliteHilo {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  /** A long result's rows received so far (the worker sends them in parts). */
  private readonly parts = new Map<number, unknown[]>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private isReady = false;
  private isClosed = false;
  private closing: Promise<void> | null = null;
  readonly waitReady: Promise<void>;

  /** `dataDir` undefined: in memory. */
  constructor(dataDir?: string) {
    this.worker = new Worker(new URL('./pglite-hilo-worker.ts', import.meta.url), {
      workerData: { dataDir },
    });
    this.waitReady = new Promise<void>((resolve, reject) => {
      const started = (a: Answer) => {
        if ('ready' in a) {
          this.isReady = true;
          this.settled();
          resolve();
        } else if ('startError' in a) {
          this.isClosed = true;
          this.settled();
          reject(errorFrom(a.startError));
          void this.worker.terminate();
        }
      };
      this.worker.on('message', (a: Answer) => {
        if ('id' in a) this.answer(a);
        else if ('notice' in a) this.notice(a.notice, a.payload);
        else started(a);
      });
      // The worker died (out of memory, a crash): every call waiting fails, the database is closed.
      const lost = (error: Error) => {
        this.isClosed = true;
        if (!this.isReady) reject(error);
        for (const w of this.waiting.values()) w.reject(error);
        this.waiting.clear();
        this.parts.clear();
        this.worker.unref();
      };
      this.worker.on('error', lost);
      this.worker.on('exit', (code) => lost(new Error(`PGlite worker exited (${code})`)));
    });
  }

  get ready(): boolean {
    return this.isReady && !this.isClosed;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode }) as Promise<Results<T>>;
  }

  /**
   * Runs `callback` in a transaction (PGlite's, in the worker, held open until the callback ends):
   * committed when it resolves, rolled back when it throws; other queries wait behind it.
   */
  async transaction<T>(callback: (tx: PGliteHiloTransaction) => Promise<T>): Promise<T> {
    const id = (await this.call({ op: 'begin' }, true)) as number;
    const tx: PGliteHiloTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.call({ op: 'query', sql, params, rowMode: options?.rowMode, tx: id }) as Promise<Results<R>>,
      rollback: async () => {
        await this.call({ op: 'rollback', tx: id });
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** `callback` gets each notice on `channel`; returns what stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      set.add(callback);
      try {
        await this.call({ op: 'listen', channel });
      } catch (error) {
        this.listeners.delete(channel);
        throw error;
      }
    } else set.add(callback);
    return () => this.unlisten(channel, callback);
  }

  /** Stops `callback` (every listener of `channel` when omitted). */
  async unlisten(channel: string, callback?: (payload: string) => void): Promise<void> {
    const set = this.listeners.get(channel);
    if (!set) return;
    if (callback) set.delete(callback);
    else set.clear();
    if (set.size > 0) return;
    this.listeners.delete(channel);
    await this.call({ op: 'unlisten', channel });
  }

  /** Closes PGlite (its data directory stays usable) and ends the worker. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      try {
        if (!this.isClosed) await this.call({ op: 'close' });
      } finally {
        this.isClosed = true;
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }

  private call(call: Call, begin = false): Promise<unknown> {
    if (this.isClosed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // A begin's answer is the transaction's id: the worker knows it by the begin's.
      this.waiting.set(id, { resolve: begin ? () => resolve(id) : resolve, reject });
      this.worker.ref();
      try {
        this.worker.postMessage({ ...call, id });
      } catch (error) {
        // A parameter the worker cannot receive (a function, a class instance with private state).
        this.waiting.delete(id);
        this.settled();
        reject(error as Error);
      }
    });
  }

  private answer(a: Extract<Answer, { id: number }>): void {
    if ('part' in a) {
      const rows = this.parts.get(a.id) ?? [];
      for (const r of a.part) rows.push(r);
      this.parts.set(a.id, rows);
      this.worker.postMessage({ more: a.id });
      return;
    }
    const w = this.waiting.get(a.id);
    const before = this.parts.get(a.id);
    this.parts.delete(a.id);
    if (!w) return;
    this.waiting.delete(a.id);
    this.settled();
    if (!a.ok) w.reject(errorFrom(a.error));
    else if (before) {
      const value = a.value as Results<unknown>;
      for (const r of value.rows) before.push(r);
      w.resolve({ ...value, rows: before });
    } else w.resolve(a.value);
  }

  /** Nothing waits for the worker: it no longer keeps the process alive. */
  private settled(): void {
    if (this.waiting.size === 0 && this.isReady) this.worker.unref();
  }

  private notice(channel: string, payload: string): void {
    // As PGlite does: each listener in a microtask of its own, before the committing query's answer.
    for (const callback of this.listeners.get(channel) ?? []) queueMicrotask(() => callback(payload));
  }
}
