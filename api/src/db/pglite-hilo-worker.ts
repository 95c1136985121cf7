/**
 * The worker thread that runs PGlite for pglite-hilo.ts (decision 0056): the database's WebAssembly
 * work (a reindex's statements of 500 records, a read of 100,000 rows) runs here, not in the API's
 * thread, whose searches need no database on PGlite.
 *
 * Messages in: a call `{ id, op, … }`, or `{ more: id }`; out: its answer `{ id, ok, value | error }`,
 * a part of a long result `{ id, part }`, a notice `{ notice, payload }`, or `{ ready }` /
 * `{ startError }` once. A notice is posted when PGlite hands it over, before the answer of the query
 * that committed it (one port keeps the order).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PARSERS } from './parsers.ts';
import type { ErrorFields, Request } from './pglite-hilo.ts';

const port = parentPort!;
const { dataDir } = workerData as { dataDir?: string };

/**
 * Rows per message of a long result (a reindex reads 100,000 products): the API's thread reads one
 * message in one go (about 1 ms per thousand rows), so it gets the rows a part at a time, each sent
 * once it asked for more, with its other work between parts.
 */
const PART = 5000;
const asked = new Map<number, () => void>();

/** What an error says, as plain data: PGlite's DatabaseError fields (code, detail, constraint…). */
function fieldsOf(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name };
  // Own fields of simple values only: a failed statement's `params` can be thousands of records.
  for (const [k, v] of Object.entries(error))
    if (v === undefined || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  return fields;
}

/** A transaction the main thread holds open: its queries, and how it ends. */
type Open = { tx: Transaction | null; end: (commit: boolean) => void; settled: Promise<unknown> };
const open = new Map<number, Open>();
/** Thrown inside PGlite's transaction so that it rolls back; not an error for the caller. */
const ROLLBACK = Symbol('rollback');
const unlisten = new Map<string, () => Promise<void>>();

const pg = new PGlite({
  ...(dataDir ? { dataDir } : {}),
  parsers: PARSERS,
});

async function run(m: Request): Promise<unknown> {
  switch (m.op) {
    case 'query': {
      const on = m.tx === undefined ? pg : open.get(m.tx)?.tx;
      if (!on) throw new Error('Transaction is not open');
      const { rows, fields, affectedRows } = await on.query(m.sql, m.params, {
        ...(m.rowMode ? { rowMode: m.rowMode } : {}),
      });
      let from = 0;
      for (; rows.length - from > PART; from += PART) {
        const more = new Promise<void>((resolve) => asked.set(m.id, resolve));
        port.postMessage({ id: m.id, part: rows.slice(from, from + PART) });
        await more;
      }
      return { rows: from ? rows.slice(from) : rows, fields, affectedRows };
    }
    case 'begin':
      return new Promise<void>((begun, failed) => {
        let end!: (commit: boolean) => void;
        const ended = new Promise<boolean>((resolve) => {
          end = resolve;
        });
        const entry: Open = { tx: null, end, settled: Promise.resolve() };
        entry.settled = pg.transaction(async (tx) => {
          entry.tx = tx;
          open.set(m.id, entry);
          begun();
          if (!(await ended)) throw ROLLBACK;
        });
        // Failed before it began (closed): the begin's error; after, the end's.
        entry.settled.catch((error) => {
          if (!entry.tx) failed(error);
        });
      });
    case 'end': {
      const entry = open.get(m.tx);
      if (!entry) throw new Error('Transaction is not open');
      entry.end(m.commit);
      try {
        await entry.settled;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      } finally {
        open.delete(m.tx);
      }
      return undefined;
    }
    case 'rollback': {
      const tx = open.get(m.tx)?.tx;
      if (!tx) throw new Error('Transaction is not open');
      await tx.rollback();
      return undefined;
    }
    case 'listen':
      if (!unlisten.has(m.channel)) {
        const channel = m.channel;
        unlisten.set(
          channel,
          await pg.listen(channel, (payload) => port.postMessage({ notice: channel, payload })),
        );
      }
      return undefined;
    case 'unlisten': {
      const stop = unlisten.get(m.channel);
      unlisten.delete(m.channel);
      await stop?.();
      return undefined;
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return undefined;
  }
}

port.on('message', (m: Request | { more: number }) => {
  if ('more' in m) {
    asked.get(m.more)?.();
    asked.delete(m.more);
    return;
  }
  run(m).then(
    (value) => port.postMessage({ id: m.id, ok: true, value }),
    (error: unknown) => port.postMessage({ id: m.id, ok: false, error: fieldsOf(error) }),
  );
});

pg.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error: unknown) => port.postMessage({ startError: fieldsOf(error) }),
);
