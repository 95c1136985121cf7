/**
 * After a catalogue write commits: the search index follows at once (issue 18: a change is in search
 * within a second). A failing index does not undo the saved change; it is logged, and staff can push
 * the product again (POST/PUT /admin/algolia/productobase/:id).
 */
import type { FastifyBaseLogger } from 'fastify';

export async function sincronizarBuscador(
  log: FastifyBaseLogger,
  sync: () => Promise<unknown>,
): Promise<void> {
  try {
    await sync();
  } catch (err) {
    log.error({ err }, 'search index sync after a catalogue write failed');
  }
}

/** A unique constraint refused the row (PostgreSQL and PGlite both say 23505). */
export const esDuplicado = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
