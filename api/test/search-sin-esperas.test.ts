/**
 * A search without waits (issue 37, decision 0056): a search of an index this process already holds
 * makes no database round trip on PGlite (whose one connection a reindex's batches hold) and one on
 * PostgreSQL (the index's version); what this process writes (records, settings, synonyms, rules, a
 * move) is seen by the next search all the same.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { pgliteOf, poolOf } from '../src/db/index.ts';
import { adminClient, prepararBuscador, RECORDS, t } from './search-contexto.ts';

prepararBuscador();

const IDX = 'sin_esperas';
const search = (query: string, extra: Record<string, unknown> = {}) =>
  adminClient().searchSingleIndex<Record<string, unknown>>({
    indexName: IDX,
    searchParams: { query, analytics: false, ...extra },
  });

/** Statements sent to the database while `run` runs: PGlite's queries, or PostgreSQL's connections. */
async function statements(run: () => Promise<unknown>): Promise<number> {
  const pgl = pgliteOf(t.db);
  const spy = pgl ? vi.spyOn(pgl, 'query') : vi.spyOn(poolOf(t.db)!, 'connect' as never);
  spy.mockClear();
  await run();
  const n = spy.mock.calls.length;
  spy.mockRestore();
  return n;
}

afterEach(() => vi.restoreAllMocks());

describe('a search without waits', () => {
  it('reads nothing (PGlite) or the index version only (PostgreSQL) once the index and its hits are held', async () => {
    const client = adminClient();
    await client.setSettings({
      indexName: IDX,
      indexSettings: { searchableAttributes: ['nombre', 'marca'], customRanking: ['desc(popularidad)'] },
    });
    await client.saveObjects({ indexName: IDX, objects: RECORDS, waitForTasks: true });
    // The first search loads the memory and reads its page's bodies.
    expect((await search('arroz')).hits.map((h) => h.objectID)).toEqual(['r1', 'r2', 'r3']);
    const expected = pgliteOf(t.db) ? 0 : 1;
    // Other queries (not in the result cache) whose hits were read already.
    expect(await statements(() => search('arroz primor'))).toBe(expected);
    expect(await statements(() => search('arroz blanco'))).toBe(expected);
    // A hit not read yet: one more statement for its body.
    expect(await statements(() => search('mayonesa'))).toBe(expected + 1);
  });

  it('sees at once what this process writes: a record, settings, synonyms, rules, a move', async () => {
    const client = adminClient();
    await search('arroz');
    // A record changed: its new body (its seq moved), not the one held.
    await client.partialUpdateObject({
      indexName: IDX,
      objectID: 'r2',
      attributesToUpdate: { nombre: 'Arroz blanco Mary premium 1 kg' },
    });
    const changed = await search('arroz premium');
    expect(changed.hits.map((h) => [h.objectID, h.nombre])).toEqual([
      ['r2', 'Arroz blanco Mary premium 1 kg'],
    ]);
    // Settings: the custom ranking reversed.
    await client.setSettings({ indexName: IDX, indexSettings: { customRanking: ['asc(popularidad)'] } });
    expect((await search('arroz')).hits.map((h) => h.objectID)).toEqual(['r3', 'r1', 'r2']);
    // A synonym, then a rule.
    await client.saveSynonym({
      indexName: IDX,
      objectID: 'cereal',
      synonymHit: { objectID: 'cereal', type: 'onewaysynonym', input: 'cereal', synonyms: ['arroz'] },
    });
    expect((await search('cereal')).nbHits).toBe(3);
    await client.saveRule({
      indexName: IDX,
      objectID: 'mary',
      rule: {
        objectID: 'mary',
        conditions: [{ pattern: 'arroz', anchoring: 'is' }],
        consequence: { promote: [{ objectID: 'r2', position: 0 }] },
      },
    });
    expect((await search('arroz')).hits[0]!.objectID).toBe('r2');
    // A move onto the name (replaceAllObjects' last step): the new generation's records.
    await client.saveObjects({
      indexName: `${IDX}_tmp`,
      objects: [{ objectID: 'n1', nombre: 'Arroz nuevo', marca: 'Nueva', popularidad: 1 }],
      waitForTasks: true,
    });
    await client.operationIndex({
      indexName: `${IDX}_tmp`,
      operationIndexParams: { operation: 'move', destination: IDX },
    });
    expect((await search('arroz')).hits.map((h) => h.objectID)).toEqual(['n1']);
  });
});
