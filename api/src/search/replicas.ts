/**
 * Replicas (issue 37), as Algolia's: a primary's `replicas` setting lists them ("name" a standard
 * replica, "virtual(name)" a virtual one); each replica's settings carry `primary`. A replica stores
 * no records: it reads its primary's (search_record under the primary's name, this process's memory of
 * the primary), so every write to the primary reaches it at once, with no copy. It keeps its own
 * settings: a standard replica's are its own (copied from the primary when it is created), a virtual
 * replica's are overrides of its primary's. Records are derived with the primary's
 * searchableAttributes and attributesForFaceting, so a replica searches and filters with those.
 * Removing a replica from the list detaches it: it becomes a regular index with a copy of the records.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { type IndexRow, type IndexSettings, type JsonObject, SearchError } from './model.ts';

export type ReplicaRef = { name: string; virtual: boolean };

/** Settings a replica takes from its primary, whatever its own say (the records are derived so). */
const DERIVED_FROM_PRIMARY = ['searchableAttributes', 'attributesForFaceting'] as const;

/** The `replicas` setting read: names, "virtual(name)" for a virtual replica. */
export function replicaList(value: unknown): ReplicaRef[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) {
    throw new SearchError(400, 'Invalid value for replicas: expected an array of index names');
  }
  const out: ReplicaRef[] = [];
  for (const v of value as string[]) {
    const m = /^virtual\((.+)\)$/.exec(v.trim());
    const ref = { name: m ? m[1]!.trim() : v.trim(), virtual: Boolean(m) };
    if (out.some((r) => r.name === ref.name))
      throw new SearchError(400, `Replica ${ref.name} is listed twice`);
    out.push(ref);
  }
  return out;
}

export type Resolved = {
  /** The index whose records are searched: the primary for a replica, else the index itself. */
  data: IndexRow;
  /** The settings the query runs with. */
  settings: IndexSettings;
  virtual: boolean;
};

/**
 * What a query on `index` reads: its primary's records when it is a replica, and its settings.
 * `data`: the primary's row, read with the index's in one statement (hot-path.ts; null: gone).
 */
export function resolveFrom(index: IndexRow, data: IndexRow | null): Resolved {
  if (typeof index.settings.primary !== 'string')
    return { data: index, settings: index.settings, virtual: false };
  // The primary was deleted under it (a detach normally prevents it): nothing to search.
  if (!data) throw new SearchError(404, 'Index does not exist');
  const ref = replicaList(data.settings.replicas).find((r) => r.name === index.name);
  const virtual = ref?.virtual ?? false;
  const own: JsonObject = virtual ? { ...data.settings, ...index.settings } : { ...index.settings };
  for (const k of DERIVED_FROM_PRIMARY) {
    if (data.settings[k] === undefined) delete own[k];
    else own[k] = data.settings[k];
  }
  delete own.replicas;
  return { data, settings: own as IndexSettings, virtual };
}

/**
 * A settings patch checked against what the index is: `primary` is read-only, a replica has no
 * replicas, its searchableAttributes/attributesForFaceting are its primary's, and relevancyStrictness
 * belongs to virtual replicas.
 */
export async function checkReplicaPatch(tx: Db, current: IndexRow, patch: JsonObject): Promise<void> {
  const primary = current.settings.primary;
  if (patch.primary !== undefined && patch.primary !== primary) {
    throw new SearchError(400, 'primary is read-only: add the index to the replicas of its primary');
  }
  if (typeof primary !== 'string') {
    if (patch.relevancyStrictness !== undefined)
      throw new SearchError(400, 'relevancyStrictness can only be set on a virtual replica');
    if (patch.replicas !== undefined) {
      for (const r of replicaList(patch.replicas)) {
        if (r.name === current.name) throw new SearchError(400, 'An index cannot be its own replica');
      }
    }
    return;
  }
  if (patch.replicas !== undefined && replicaList(patch.replicas).length > 0) {
    throw new SearchError(400, 'A replica index cannot have replicas');
  }
  const { rows } = await sql<{
    settings: IndexSettings;
  }>`select settings from search_index where name = ${primary}`.execute(tx);
  const primarySettings = rows[0]?.settings ?? {};
  for (const k of DERIVED_FROM_PRIMARY) {
    if (patch[k] !== undefined && JSON.stringify(patch[k]) !== JSON.stringify(primarySettings[k] ?? null)) {
      throw new SearchError(
        400,
        `${k} of a replica are its primary's: set them on ${primary} with forwardToReplicas`,
      );
    }
  }
  if (patch.relevancyStrictness !== undefined) {
    const virtual = replicaList(primarySettings.replicas).some((r) => r.name === current.name && r.virtual);
    if (!virtual) throw new SearchError(400, 'relevancyStrictness can only be set on a virtual replica');
    const n = patch.relevancyStrictness;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 100) {
      throw new SearchError(
        400,
        'Invalid value for relevancyStrictness: expected an integer between 0 and 100',
      );
    }
  }
}

/** The replicas' names of an index's settings (none for a replica or a regular index). */
export function replicaNames(settings: IndexSettings): string[] {
  return replicaList(settings.replicas).map((r) => r.name);
}

/** Settings as copied to another index (copy, replaceAllObjects): never its replicas' links. */
export function withoutLinks(settings: IndexSettings): IndexSettings {
  const { replicas: _r, primary: _p, ...rest } = settings;
  return rest as IndexSettings;
}
