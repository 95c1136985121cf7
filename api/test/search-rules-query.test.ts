/**
 * Query rules of the embedded search engine at query time (issue 37), through the official
 * algoliasearch v5 client: anchoring, contexts, validity, enabled, promote, hide, filters,
 * optionalFilters, query edits, userData; nbHits and pages with pinned records; rules on a virtual
 * replica; the store's demo rule on its products index. The Rules API itself: search-rules-api.test.ts.
 */

import { contextoZona, filtroDisponibilidad, UsuarioTipo } from '@mercado/shared/contracts';
import type { Rule } from 'algoliasearch';
import { describe, expect, it } from 'vitest';
import { REGLA_ARROZ_CARACAS, sembrarReglas } from '../src/db/seed-reglas.ts';
import { adminClient, INDEX, searchClient, t } from './search-contexto.ts';
import { applied, ids, marker, prepararReglas, type Res } from './search-rules-contexto.ts';

prepararReglas();

async function save(...rules: Rule[]): Promise<void> {
  const client = adminClient();
  const { taskID } = await client.saveRules({ indexName: INDEX, rules, clearExistingRules: true });
  await client.waitForTask({ indexName: INDEX, taskID });
}

async function query(params: Record<string, unknown>): Promise<Res> {
  return (await searchClient().searchSingleIndex({
    indexName: INDEX,
    searchParams: params,
  })) as unknown as Res;
}

describe('rules on a virtual replica', () => {
  it("apply with the replica's relevant sort: a pinned record counts among the sorted hits", async () => {
    const client = adminClient();
    await client.setSettings({
      indexName: 'pruebas-v',
      indexSettings: { searchableAttributes: ['nombre'], replicas: ['virtual(pruebas-v-precio)'] },
    });
    await client.saveObjects({
      indexName: 'pruebas-v',
      objects: [
        { objectID: 'a', nombre: 'Arroz blanco', precio: 2 },
        { objectID: 'b', nombre: 'Arroz integral', precio: 3 },
        { objectID: 'c', nombre: 'Pasta corta', precio: 1 },
      ],
      waitForTasks: true,
    });
    await client.setSettings({
      indexName: 'pruebas-v-precio',
      indexSettings: { customRanking: ['desc(precio)'] },
    });
    await client.saveRule({
      indexName: 'pruebas-v-precio',
      objectID: 'pin',
      rule: {
        objectID: 'pin',
        conditions: [{ pattern: 'arroz', anchoring: 'is' }],
        consequence: { promote: [{ objectID: 'c', position: 0 }] },
      },
    });
    const res = (await client.searchSingleIndex({
      indexName: 'pruebas-v-precio',
      searchParams: { query: 'arroz' },
    })) as unknown as Res & { nbSortedHits: number };
    expect(ids(res)).toEqual(['c', 'b', 'a']);
    expect(res).toMatchObject({ nbHits: 3, nbSortedHits: 3, nbPages: 1 });
    // The primary has no such rule.
    const primary = await client.searchSingleIndex({
      indexName: 'pruebas-v',
      searchParams: { query: 'arroz' },
    });
    expect(ids(primary as unknown as Res)).toEqual(['a', 'b']);
  });
});

describe('rules at query time', () => {
  it('anchoring on the folded words of the query: is, startsWith, endsWith, contains', async () => {
    await save(
      ...(['is', 'startsWith', 'endsWith', 'contains'] as const).map((anchoring) => ({
        objectID: anchoring,
        conditions: [{ pattern: 'Arroz Blanco', anchoring }],
        consequence: marker(anchoring),
      })),
      {
        objectID: 'acento',
        conditions: [{ pattern: 'azúcar', anchoring: 'is' }],
        consequence: marker('acento'),
      },
    );
    expect(applied(await query({ query: 'arroz blanco' }))).toEqual([
      'is',
      'startsWith',
      'endsWith',
      'contains',
    ]);
    expect(applied(await query({ query: 'ARROZ BLANCO primor' }))).toEqual(['startsWith', 'contains']);
    expect(applied(await query({ query: 'el arroz blanco' }))).toEqual(['endsWith', 'contains']);
    expect(applied(await query({ query: 'el arroz blanco primor' }))).toEqual(['contains']);
    expect(applied(await query({ query: 'arroz' }))).toEqual([]);
    // Whole words only: an unfinished word does not trigger the rule.
    expect(applied(await query({ query: 'arroz blan' }))).toEqual([]);
    expect(applied(await query({ query: 'Azucar' }))).toEqual(['acento']);
  });

  it('contexts: a condition with a context needs it in ruleContexts; a context alone is a condition', async () => {
    await save(
      {
        objectID: 'caracas',
        conditions: [{ pattern: 'arroz', anchoring: 'contains', context: 'zona-caracas' }],
        consequence: marker('caracas'),
      },
      { objectID: 'zona', conditions: [{ context: 'zona-valencia' }], consequence: marker('zona') },
      { objectID: 'vacia', conditions: [{ pattern: '', anchoring: 'is' }], consequence: marker('vacia') },
    );
    expect(applied(await query({ query: 'arroz' }))).toEqual([]);
    expect(applied(await query({ query: 'arroz', ruleContexts: ['zona-caracas'] }))).toEqual(['caracas']);
    expect(applied(await query({ query: 'arroz', ruleContexts: ['zona-valencia'] }))).toEqual(['zona']);
    expect(applied(await query({ query: '', ruleContexts: ['zona-valencia'] }))).toEqual(['vacia', 'zona']);
    expect(applied(await query({ query: '' }))).toEqual(['vacia']);
  });

  it('enabled, validity and enableRules', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cond = [{ pattern: 'arroz', anchoring: 'is' as const }];
    await save(
      { objectID: 'apagada', enabled: false, conditions: cond, consequence: marker('apagada') },
      {
        objectID: 'vencida',
        validity: [{ from: now - 7200, until: now - 3600 }],
        conditions: cond,
        consequence: marker('vencida'),
      },
      {
        objectID: 'futura',
        validity: [{ from: now + 3600, until: now + 7200 }],
        conditions: cond,
        consequence: marker('futura'),
      },
      {
        objectID: 'vigente',
        validity: [
          { from: now - 7200, until: now - 3600 },
          { from: now - 60, until: now + 3600 },
        ],
        conditions: cond,
        consequence: marker('vigente'),
      },
      { objectID: 'siempre', conditions: cond, consequence: marker('siempre') },
    );
    expect(applied(await query({ query: 'arroz' }))).toEqual(['siempre', 'vigente']);
    const off = await query({ query: 'arroz', enableRules: false });
    expect(off.userData).toBeUndefined();
  });

  it('promote and hide: pinned at their positions, nbHits counts each record once', async () => {
    const plain = await query({ query: 'arroz' });
    expect(plain.nbHits).toBe(3);
    const [first, second, third] = ids(plain);
    await save({
      objectID: 'r',
      conditions: [{ pattern: 'arroz', anchoring: 'contains' }],
      consequence: {
        promote: [
          { objectID: 'm1', position: 0 },
          { objectID: third!, position: 1 },
        ],
        hide: [{ objectID: second! }],
      },
    });
    const res = await query({ query: 'arroz' });
    // m1 does not match "arroz" but is promoted; `second` is hidden; `third` moves up, not twice.
    expect(ids(res)).toEqual(['m1', third, first]);
    expect(res.nbHits).toBe(3);
    expect(res.nbPages).toBe(1);

    // Pages with pins: every record once across the pages, each page its share.
    const pages = await Promise.all([0, 1, 2].map((page) => query({ query: 'arroz', hitsPerPage: 1, page })));
    expect(pages.map(ids)).toEqual([['m1'], [third], [first]]);
    expect(pages[0]!.nbPages).toBe(3);

    // A promoted record that does not exist is not shown nor counted; a group takes consecutive places.
    await save({
      objectID: 'g',
      conditions: [{ pattern: 'arroz', anchoring: 'contains' }],
      consequence: { promote: [{ objectIDs: ['g1', 'no-existe', 'h1'], position: 1 }] },
    });
    const group = await query({ query: 'arroz' });
    expect(ids(group)).toEqual([first, 'g1', 'h1', second, third]);
    expect(group.nbHits).toBe(5);
  });

  it('pins show even when nothing else matches, but never past a secured key filter; filterPromotes', async () => {
    await save({
      objectID: 'p',
      conditions: [{ pattern: 'oferta', anchoring: 'is' }],
      consequence: { promote: [{ objectID: 'm1', position: 3 }] },
    });
    const res = await query({ query: 'oferta' });
    expect(ids(res)).toEqual(['m1']);
    expect(res.nbHits).toBe(1);
    // Without filterPromotes the query's filters do not hide the pin.
    expect(ids(await query({ query: 'oferta', filters: 'marca:Primor' }))).toEqual(['m1']);
    await save({
      objectID: 'p',
      conditions: [{ pattern: 'arroz', anchoring: 'is' }],
      consequence: { promote: [{ objectID: 'm1', position: 0 }], filterPromotes: true },
    });
    const filtered = await query({ query: 'arroz', filters: 'marca:Primor' });
    expect(ids(filtered)).not.toContain('m1');
    expect(filtered.nbHits).toBe(2);
    expect(ids(await query({ query: 'arroz', filters: 'marca:Mavesa OR marca:Primor' }))[0]).toBe('m1');

    // A secured key limited to Primor never sees the promoted Mavesa record.
    const key = searchClient().generateSecuredApiKey({
      parentApiKey: 'local-search-key',
      restrictions: { filters: 'marca:Primor' },
    });
    await save({
      objectID: 'p',
      conditions: [{ pattern: 'arroz', anchoring: 'is' }],
      consequence: { promote: [{ objectID: 'm1', position: 0 }] },
    });
    const { algoliasearch } = await import('algoliasearch');
    const { hostsOf } = await import('./search-contexto.ts');
    const secured = algoliasearch('local', await key, { hosts: hostsOf() });
    const res2 = (await secured.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'arroz' },
    })) as unknown as Res;
    expect(ids(res2)).not.toContain('m1');
    expect(res2.nbHits).toBe(2);
  });

  it('filters are ANDed with the query; optionalFilters boost and bury among equally relevant records', async () => {
    await save({
      objectID: 'f',
      conditions: [{ pattern: 'arroz', anchoring: 'is' }],
      consequence: { params: { filters: 'marca:Primor' } },
    });
    const res = await query({ query: 'arroz' });
    expect(ids(res).sort()).toEqual(['r1', 'r3']);
    expect(ids(await query({ query: 'arroz', filters: 'NOT marca:Primor' }))).toEqual([]);

    // r1, r2, r3 match "arroz" alike; by popularity r1/r2 (70) come before r3 (20).
    const plain = ids(await query({ query: 'arroz', enableRules: false }));
    expect(plain[2]).toBe('r3');
    const boost = async (optionalFilters: unknown) => {
      await save({
        objectID: 'o',
        conditions: [{ pattern: 'arroz', anchoring: 'is' }],
        consequence: { params: { optionalFilters } as Record<string, unknown> },
      });
      return ids(await query({ query: 'arroz' }));
    };
    expect(await boost(['marca:Primor'])).toEqual(['r1', 'r3', 'r2']);
    expect((await boost('marca:Mary'))[0]).toBe('r2');
    // Negative filter and negative score bury.
    expect(await boost(['marca:-Primor'])).toEqual(['r2', 'r1', 'r3']);
    expect(await boost(['marca:Primor<score=-1>'])).toEqual(['r2', 'r1', 'r3']);
    // Scores: the higher wins; an OR group counts its best match.
    expect(await boost(['marca:Primor<score=1>', 'marca:Mary<score=2>'])).toEqual(['r2', 'r1', 'r3']);
    expect(await boost([['marca:Primor<score=3>', 'marca:Mary<score=2>']])).toEqual(['r1', 'r3', 'r2']);

    // Without query words (a context rule), the boost comes before the custom ranking.
    await save({
      objectID: 'ctx',
      conditions: [{ context: 'portada' }],
      consequence: { params: { optionalFilters: ['marca:Puig'] } },
    });
    expect(ids(await query({ query: '', ruleContexts: ['portada'] }))[0]).toBe('g1');
    expect(ids(await query({ query: '' }))[0]).not.toBe('g1');
  });

  it('query edits: replaced, words removed, words replaced; the response keeps the query sent', async () => {
    await save({
      objectID: 'quitar',
      conditions: [{ pattern: 'barato', anchoring: 'endsWith' }],
      consequence: { params: { query: { remove: ['barato'] } } },
    });
    expect((await query({ query: 'arroz barato', enableRules: false })).nbHits).toBe(0);
    const removed = await query({ query: 'arroz barato' });
    expect(removed.nbHits).toBe(3);
    expect((removed as unknown as { query: string }).query).toBe('arroz barato');

    await save({
      objectID: 'cambiar',
      conditions: [{ pattern: 'arroz', anchoring: 'contains' }],
      consequence: { params: { query: { edits: [{ type: 'replace', delete: 'arroz', insert: 'azúcar' }] } } },
    });
    expect(ids(await query({ query: 'arroz morena' }))).toEqual(['a2']);

    await save({
      objectID: 'todo',
      conditions: [{ pattern: 'dulce', anchoring: 'is' }],
      consequence: { params: { query: 'galleta' } },
    });
    expect(ids(await query({ query: 'dulce' }))).toEqual(['g1']);

    await save({
      objectID: 'borrar',
      conditions: [{ pattern: 'ofertas', anchoring: 'is' }],
      consequence: { params: { query: { edits: [{ type: 'remove', delete: 'ofertas' }] } } },
    });
    // Nothing left of the query: every record.
    expect((await query({ query: 'ofertas' })).nbHits).toBe(9);
  });

  it('several rules: userData in precedence order, appliedRules with getRankingInfo, conflicts left out', async () => {
    await save(
      {
        objectID: 'z-general',
        conditions: [{ pattern: 'arroz', anchoring: 'contains' }],
        consequence: marker('contains'),
      },
      {
        objectID: 'y-exacta',
        conditions: [{ pattern: 'arroz', anchoring: 'is' }],
        consequence: marker('is'),
      },
      {
        objectID: 'x-zona',
        conditions: [{ pattern: 'arroz', anchoring: 'is', context: 'zona-caracas' }],
        consequence: {
          ...marker('zona'),
          promote: [{ objectID: 'h1', position: 0 }],
          params: { renderingContent: { redirect: { url: '/ofertas' } } },
        },
      },
      {
        objectID: 'w-choca',
        conditions: [{ pattern: 'arroz', anchoring: 'contains' }],
        consequence: { ...marker('choca'), promote: [{ objectID: 'g1', position: 0 }] },
      },
    );
    const res = await query({ query: 'arroz', ruleContexts: ['zona-caracas'], getRankingInfo: true });
    // is with a context > is > contains; w-choca pins position 0 again: left out.
    expect(applied(res)).toEqual(['zona', 'is', 'contains']);
    expect(res.appliedRules).toEqual([
      { objectID: 'x-zona' },
      { objectID: 'y-exacta' },
      { objectID: 'z-general' },
    ]);
    expect(res.renderingContent).toMatchObject({ redirect: { url: '/ofertas' } });
    expect(ids(res)[0]).toBe('h1');
    expect((await query({ query: 'arroz' })).appliedRules).toBeUndefined();
    // Without the context, w-choca's pin is the one.
    expect(ids(await query({ query: 'arroz' }))[0]).toBe('g1');
  });
});

describe("the demo rule on the store's products index", () => {
  it("pins the rice on offer first for Caracas' shoppers searching 'arroz', with its banner", async () => {
    await t.app.buscador.todo();
    expect(await sembrarReglas(t.db, 'productos')).toBe(true);
    const rule = await adminClient().getRule({ indexName: 'productos', objectID: REGLA_ARROZ_CARACAS });
    const pinned = (rule.consequence.promote![0] as { objectID: string }).objectID;
    const find = async (zona: string, ruleContexts: string[], q = 'arroz') =>
      (await searchClient().searchSingleIndex({
        indexName: 'productos',
        searchParams: {
          query: q,
          filters: filtroDisponibilidad(zona, UsuarioTipo.NORMAL),
          ruleContexts,
          hitsPerPage: 50,
        },
      })) as unknown as Res;
    const plain = await find('caracas', []);
    const caracas = await find('caracas', [contextoZona('caracas')]);
    expect(ids(caracas)[0]).toBe(pinned);
    expect(caracas.userData).toEqual([{ banner: 'Oferta de la semana' }]);
    expect(caracas.nbHits).toBe(plain.nbHits);
    expect(ids(caracas).filter((id) => id === pinned)).toHaveLength(1);
    expect(plain.userData).toBeUndefined();
    expect((await find('valencia', [contextoZona('valencia')])).userData).toBeUndefined();
    expect((await find('caracas', [contextoZona('caracas')], 'arroz blanco')).userData).toBeUndefined();
  });
});
