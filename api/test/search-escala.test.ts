/**
 * The search engine at scale (issue 37): records keyed by an index id, so a move (the end of the
 * official client's replaceAllObjects) points the name at the new generation at once and the old one
 * is deleted in the background, a restart mid-drop included. Through the official client, with a
 * requester that looks at the live index while replaceAllObjects is under way.
 */
import { algoliasearch } from 'algoliasearch';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  ADMIN_KEY,
  APP_ID,
  adminClient,
  hostsOf,
  prepararBuscador,
  searchClient,
  statusOf,
  t,
} from './search-contexto.ts';

prepararBuscador();

const idOf = async (name: string) =>
  (await sql<{ id: number }>`select id from search_index where name = ${name}`.execute(t.db)).rows[0]?.id;
const rowsOf = async (id: number) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from search_record where index_id = ${id}`.execute(t.db))
      .rows[0]!.n,
  );
const listed = async () =>
  (await sql<{ index_id: number }>`select index_id from search_generation_drop`.execute(t.db)).rows.map(
    (r) => r.index_id,
  );

/** What the client's requester is given (@algolia/client-common's EndRequest, the part used here). */
type Sent = { url: string; method: string; headers: Record<string, string>; data?: string | Uint8Array };

const texto = (data: Sent['data']) =>
  typeof data === 'string' ? data : new TextDecoder().decode(data ?? new Uint8Array());

/** The official client over fetch, calling `before` ahead of each request it sends. */
function clientWatching(before: (req: Sent) => Promise<void>) {
  const requester = {
    async send(req: Sent) {
      await before(req);
      const res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.data });
      return { status: res.status, content: await res.text(), isTimedOut: false };
    },
  };
  return algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsOf(), requester });
}

const nombres = async (indexName: string, query: string) =>
  (
    await searchClient().searchSingleIndex<{ nombre: string }>({
      indexName,
      searchParams: { query, hitsPerPage: 50 },
    })
  ).hits
    .map((h) => h.nombre)
    .sort();

const viejos = Array.from({ length: 30 }, (_, i) => ({ objectID: `v${i}`, nombre: `Caraotas viejas ${i}` }));
const nuevos = Array.from({ length: 30 }, (_, i) => ({ objectID: `n${i}`, nombre: `Caraotas nuevas ${i}` }));

describe('replaceAllObjects on records keyed by an index id', () => {
  it('serves the old records until the move, then the new; the old generation is dropped afterwards', async () => {
    const IDX = 'escala_reemplazo';
    const admin = adminClient();
    await admin.setSettings({ indexName: IDX, indexSettings: { searchableAttributes: ['nombre'] } });
    await admin.saveObjects({ indexName: IDX, objects: viejos, waitForTasks: true });
    const viejo = (await idOf(IDX))!;
    const antes = viejos.map((r) => r.nombre).sort();
    expect(await nombres(IDX, 'caraotas')).toEqual(antes);

    // Before each write replaceAllObjects sends, and right before its move, the live index still
    // answers with every old record (its memory is not reloaded by the temporary index's writes).
    const vistos: { paso: string; nombres: string[] }[] = [];
    const client = clientWatching(async (req) => {
      if (req.method !== 'POST' || !/\/1\/indexes\/[^/]+\/(batch|operation)/.test(req.url)) return;
      const paso = req.url.includes('operation') ? String(JSON.parse(texto(req.data)).operation) : 'batch';
      vistos.push({ paso, nombres: await nombres(IDX, 'caraotas') });
    });
    await client.replaceAllObjects({ indexName: IDX, objects: nuevos, batchSize: 10 });
    // (This client version copies settings, synonyms and rules again after the batches.)
    expect(vistos.map((v) => v.paso)).toEqual(['copy', 'batch', 'batch', 'batch', 'copy', 'move']);
    for (const v of vistos) expect(v.nombres).toEqual(antes);
    expect(await nombres(IDX, 'caraotas')).toEqual(nuevos.map((r) => r.nombre).sort());
    expect((await admin.listIndices()).items.map((i) => i.name)).not.toContain(
      expect.stringContaining(`${IDX}_tmp`),
    );

    // The name points at the temporary index's generation; the old one waits in the drop list,
    // its rows still there (the move touched none), until the background drop deletes them.
    const nuevo = (await idOf(IDX))!;
    expect(nuevo).not.toBe(viejo);
    expect(await listed()).toContain(viejo);
    expect(await rowsOf(viejo)).toBe(30);
    await t.app.busqueda.generations.idle();
    expect(await rowsOf(viejo)).toBe(0);
    expect(await listed()).not.toContain(viejo);
    expect(await rowsOf(nuevo)).toBe(30);
    expect(await admin.getObject({ indexName: IDX, objectID: 'n3' })).toMatchObject({
      nombre: 'Caraotas nuevas 3',
    });
  });

  it('a move carries the source settings, synonyms and rules; the destination keeps none of its own', async () => {
    const admin = adminClient();
    const SRC = 'escala_origen';
    const DEST = 'escala_destino';
    await admin.setSettings({
      indexName: SRC,
      indexSettings: { searchableAttributes: ['nombre'], customRanking: ['desc(popularidad)'] },
    });
    await admin.saveObjects({
      indexName: SRC,
      objects: [{ objectID: 's1', nombre: 'Frijoles negros Pantera', popularidad: 3 }],
      waitForTasks: true,
    });
    await admin.saveSynonyms({
      indexName: SRC,
      synonymHit: [{ objectID: 'caraotas', type: 'synonym', synonyms: ['caraotas', 'frijoles negros'] }],
    });
    await admin.saveRule({
      indexName: SRC,
      objectID: 'fijar',
      rule: {
        objectID: 'fijar',
        conditions: [{ pattern: 'caraotas', anchoring: 'contains' }],
        consequence: { userData: { banner: 'origen' } },
      },
    });
    await admin.setSettings({ indexName: DEST, indexSettings: { searchableAttributes: ['marca'] } });
    await admin.saveObjects({
      indexName: DEST,
      objects: [{ objectID: 'd1', nombre: 'Otro', marca: 'Otra' }],
      waitForTasks: true,
    });
    await admin.saveSynonyms({
      indexName: DEST,
      synonymHit: [{ objectID: 'propio', type: 'synonym', synonyms: ['otro', 'otra'] }],
    });
    const viejo = (await idOf(DEST))!;

    const { taskID } = await admin.operationIndex({
      indexName: SRC,
      operationIndexParams: { operation: 'move', destination: DEST },
    });
    await admin.waitForTask({ indexName: DEST, taskID });
    expect(await statusOf(admin.getSettings({ indexName: SRC }))).toBe(404);
    const settings = await admin.getSettings({ indexName: DEST });
    expect(settings.searchableAttributes).toEqual(['nombre']);
    expect(settings.customRanking).toEqual(['desc(popularidad)']);
    const syn = await admin.searchSynonyms({ indexName: DEST });
    expect(syn.hits.map((h) => h.objectID)).toEqual(['caraotas']);
    const rules = await admin.searchRules({ indexName: DEST });
    expect(rules.hits.map((h) => h.objectID)).toEqual(['fijar']);
    const res = await searchClient().searchSingleIndex({
      indexName: DEST,
      searchParams: { query: 'caraotas' },
    });
    expect(res.hits.map((h) => h.objectID)).toEqual(['s1']);
    expect(res.userData).toEqual([{ banner: 'origen' }]);
    await t.app.busqueda.generations.idle();
    expect(await rowsOf(viejo)).toBe(0);
  });

  it('copyIndex copies records that then live apart; clear and deleteIndex give their rows to the drop', async () => {
    const admin = adminClient();
    const A = 'escala_copia_a';
    const B = 'escala_copia_b';
    await admin.saveObjects({ indexName: A, objects: viejos.slice(0, 5), waitForTasks: true });
    const { taskID } = await admin.operationIndex({
      indexName: A,
      operationIndexParams: { operation: 'copy', destination: B },
    });
    await admin.waitForTask({ indexName: B, taskID });
    await admin.deleteObject({ indexName: A, objectID: 'v0' });
    expect((await nombres(A, 'caraotas')).length).toBe(4);
    expect((await nombres(B, 'caraotas')).length).toBe(5);

    const deA = (await idOf(A))!;
    await admin.clearObjects({ indexName: A });
    expect(await nombres(A, 'caraotas')).toEqual([]);
    await admin.saveObject({ indexName: A, body: { objectID: 'x', nombre: 'Caraotas tras vaciar' } });
    expect(await nombres(A, 'caraotas')).toEqual(['Caraotas tras vaciar']);

    const deB = (await idOf(B))!;
    await admin.deleteIndex({ indexName: B });
    expect(await statusOf(admin.getSettings({ indexName: B }))).toBe(404);
    await t.app.busqueda.generations.idle();
    expect(await rowsOf(deA)).toBe(0);
    expect(await rowsOf(deB)).toBe(0);
    expect(await listed()).toEqual([]);
    // A new index of the deleted one's name starts empty.
    await admin.saveObject({ indexName: B, body: { objectID: 'y', nombre: 'Caraotas nuevas' } });
    expect(await nombres(B, 'caraotas')).toEqual(['Caraotas nuevas']);
  });

  it('a restart in the middle of a drop finishes it at boot', async () => {
    const IDX = 'escala_reinicio';
    const engine = t.app.busqueda;
    // 5,000 records: a drop of three chunks.
    await engine.indexes.batch(
      IDX,
      Array.from({ length: 5000 }, (_, i) => ({
        action: 'addObject',
        body: { objectID: `r${i}`, nombre: `Harina ${i}` },
      })),
    );
    const viejo = (await idOf(IDX))!;
    // A second app over the same database, so this one can be closed mid-drop and the first one's
    // searches go on.
    const otra = await buildApp({ db: t.db, config: t.config, logger: false });
    await otra.ready();
    await otra.busqueda.indexes.batch(IDX, [{ action: 'clear' }]);
    let quedan = 5000;
    for (let i = 0; i < 2000 && quedan === 5000; i++) {
      await new Promise((r) => setTimeout(r, 5));
      quedan = await rowsOf(viejo);
    }
    await otra.close();
    quedan = await rowsOf(viejo);
    expect(quedan).toBeGreaterThan(0);
    expect(quedan).toBeLessThan(5000);
    expect(await listed()).toContain(viejo);

    // Booting again (a new engine over the same database) picks the listing up.
    const reinicio = await buildApp({ db: t.db, config: t.config, logger: false });
    await reinicio.ready();
    await reinicio.busqueda.generations.idle();
    expect(await rowsOf(viejo)).toBe(0);
    expect(await listed()).not.toContain(viejo);
    await reinicio.close();
  });
});
