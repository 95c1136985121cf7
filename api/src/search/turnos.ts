/**
 * Long loops of the API's thread (a reindex's records, a batch's derivation, a memory's load) in
 * slices (decision 0056): searches answer from this thread, so no synchronous stretch of such a
 * loop should outlast a search's own time.
 */

/** How long a loop runs before it lets the event loop's other work (searches) have a turn. */
const TURNO_MS = 8;

/**
 * A function to await at each step of a loop: nothing (a microtask) until TURNO_MS of work have
 * passed since the last turn, then the event loop's queued work (setImmediate) runs first.
 */
export function turnos(ms = TURNO_MS): () => Promise<void> | undefined {
  let desde = performance.now();
  return () => {
    if (performance.now() - desde < ms) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        desde = performance.now();
        resolve();
      }),
    );
  };
}
