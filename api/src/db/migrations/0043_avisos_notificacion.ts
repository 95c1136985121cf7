import type { Kysely } from 'kysely';

/** Issue 38: notices polled on the notifications path, back-office messages and web push. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
