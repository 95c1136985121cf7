import type { Kysely } from 'kysely';

/** Issue 37: the search engine's synonyms and query rules, per index. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
