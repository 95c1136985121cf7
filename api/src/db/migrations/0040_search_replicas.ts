import type { Kysely } from 'kysely';

/** Issue 37: replicas of a search index. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
