/**
 * Query rules of the embedded search engine (issue 37), through the official algoliasearch v5
 * client: the Rules API (save, batch, search, get, delete, clear), admin key only; invalid or
 * unsupported rules answered 400 in Algolia's shape; writes forwarded to replicas and rules kept by a
 * full reindex; the store's demo rule as seeded. Their effect on queries: search-rules-query.test.ts.
 */

import type { Rule } from 'algoliasearch';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { REGLA_ARROZ_CARACAS, sembrarReglas } from '../src/db/seed-reglas.ts';
import { adminClient, INDEX, searchClient, statusOf, t } from './search-contexto.ts';
import { applied, ids, marker, prepararReglas, type Res } from './search-rules-contexto.ts';

prepararReglas();

/** The message and status of the client's ApiError. */
async function errorOf(p: Promise<unknown>): Promise<{ status?: number; message?: string }> {
  try {
    await p;
    return {};
  } catch (err) {
    return { status: (err as { status?: number }).status, message: (err as Error).message };
  }
}

describe('the Rules API', () => {
  it('saves, reads, searches, deletes and clears rules', async () => {
    const client = adminClient();
    const rule: Rule = {
      objectID: 'arroz-oferta',
      description: 'Arroz de la semana',
      conditions: [{ pattern: 'arroz', anchoring: 'contains', context: 'zona-caracas' }],
      consequence: { promote: [{ objectID: 'r3', position: 0 }], userData: { banner: 'Oferta' } },
    };
    const saved = await client.saveRule({ indexName: INDEX, objectID: rule.objectID, rule });
    expect(saved.taskID).toEqual(expect.any(Number));
    expect(saved.updatedAt).toEqual(expect.any(String));
    expect(await client.getRule({ indexName: INDEX, objectID: 'arroz-oferta' })).toEqual({
      ...rule,
      enabled: true,
    });

    await client.saveRules({
      indexName: INDEX,
      rules: [
        {
          objectID: 'azucar-is',
          conditions: [{ pattern: 'azucar', anchoring: 'is' }],
          consequence: marker('a'),
        },
        {
          objectID: 'apagada',
          enabled: false,
          conditions: [{ pattern: 'arroz blanco', anchoring: 'startsWith' }],
          consequence: marker('b'),
        },
      ],
    });
    const all = await client.searchRules({ indexName: INDEX, searchRulesParams: {} });
    expect(all.hits.map((r) => r.objectID)).toEqual(['apagada', 'arroz-oferta', 'azucar-is']);
    expect(all).toMatchObject({ nbHits: 3, page: 0, nbPages: 1 });
    const search = (p: Record<string, unknown>) =>
      client
        .searchRules({ indexName: INDEX, searchRulesParams: p })
        .then((r) => r.hits.map((h) => h.objectID));
    expect(await search({ query: 'arro' })).toEqual(['apagada', 'arroz-oferta']);
    expect(await search({ query: 'semana' })).toEqual(['arroz-oferta']);
    expect(await search({ anchoring: 'is' })).toEqual(['azucar-is']);
    expect(await search({ context: 'zona-caracas' })).toEqual(['arroz-oferta']);
    expect(await search({ enabled: false })).toEqual(['apagada']);
    expect(await search({ enabled: true })).toEqual(['arroz-oferta', 'azucar-is']);
    const page = await client.searchRules({
      indexName: INDEX,
      searchRulesParams: { hitsPerPage: 2, page: 1 },
    });
    expect(page).toMatchObject({ nbHits: 3, page: 1, nbPages: 2 });
    expect(page.hits.map((h) => h.objectID)).toEqual(['azucar-is']);

    // clearExistingRules replaces them all.
    await client.saveRules({
      indexName: INDEX,
      rules: [{ objectID: 'solo', conditions: [{ context: 'app' }], consequence: marker('s') }],
      clearExistingRules: true,
    });
    expect((await search({})).length).toBe(1);

    await client.deleteRule({ indexName: INDEX, objectID: 'solo' });
    expect(await statusOf(client.getRule({ indexName: INDEX, objectID: 'solo' }))).toBe(404);
    expect(await statusOf(client.deleteRule({ indexName: INDEX, objectID: 'solo' }))).toBe(404);

    await client.saveRule({
      indexName: INDEX,
      objectID: 'x',
      rule: { objectID: 'x', consequence: marker('x') },
    });
    await client.clearRules({ indexName: INDEX, forwardToReplicas: true });
    expect((await search({})).length).toBe(0);
    expect(await statusOf(client.searchRules({ indexName: 'no-existe', searchRulesParams: {} }))).toBe(404);
  });

  it('is for the admin key only', async () => {
    const client = searchClient();
    expect(await statusOf(client.searchRules({ indexName: INDEX, searchRulesParams: {} }))).toBe(403);
    expect(
      await statusOf(
        client.saveRule({
          indexName: INDEX,
          objectID: 'x',
          rule: { objectID: 'x', consequence: marker('x') },
        }),
      ),
    ).toBe(403);
  });

  it('refuses invalid or unsupported rules with a 400 in Algolia shape', async () => {
    const client = adminClient();
    const cases: [unknown, RegExp][] = [
      [{ objectID: 'x' }, /consequence is required/],
      [{ objectID: 'x', consequence: {} }, /consequence must have/],
      [{ objectID: 'x', conditions: [{ pattern: 'arroz' }], consequence: marker('x') }, /needs an anchoring/],
      [{ objectID: 'x', conditions: [{ anchoring: 'is' }], consequence: marker('x') }, /needs a pattern/],
      [
        { objectID: 'x', conditions: [{ pattern: 'a', anchoring: 'around' }], consequence: marker('x') },
        /anchoring/,
      ],
      [
        { objectID: 'x', conditions: [{ pattern: '', anchoring: 'contains' }], consequence: marker('x') },
        /empty pattern/,
      ],
      [
        {
          objectID: 'x',
          conditions: [{ pattern: '{facet:marca}', anchoring: 'is' }],
          consequence: marker('x'),
        },
        /facet patterns/,
      ],
      [
        {
          objectID: 'x',
          conditions: [{ pattern: 'a', anchoring: 'is', alternatives: true }],
          consequence: marker('x'),
        },
        /alternatives/,
      ],
      [
        { objectID: 'x', conditions: [{ filters: 'marca:Mary' }], consequence: marker('x') },
        /filters is not supported/,
      ],
      [{ objectID: 'x', conditions: [{ context: 'zona caracas' }], consequence: marker('x') }, /context/],
      [{ objectID: 'x', conditions: [{}], consequence: marker('x') }, /pattern .* or a context/],
      [{ objectID: 'x', consequence: { params: { hitsPerPage: 5 } } }, /hitsPerPage is not supported/],
      [{ objectID: 'x', consequence: { redirect: { indexName: 'y' } } }, /redirect is not supported/],
      [{ objectID: 'x', consequence: { params: { filters: 'marca:(' } } }, /Invalid rule x/],
      [{ objectID: 'x', consequence: { params: { optionalFilters: ['precio>2'] } } }, /invalid syntax/],
      [{ objectID: 'x', consequence: { promote: [{ objectID: 'a', position: -1 }] } }, /position/],
      [
        { objectID: 'x', consequence: { promote: [{ objectID: 'a', objectIDs: ['b'], position: 0 }] } },
        /not both/,
      ],
      [{ objectID: 'x', consequence: { userData: { texto: 'x'.repeat(2000) } } }, /1024 bytes/],
      [
        { objectID: 'x', consequence: { params: { query: 'x' } } },
        /query edit needs a condition with a pattern/,
      ],
      [
        { objectID: 'x', validity: [{ from: 10, until: 5 }], consequence: marker('x') },
        /until is before from/,
      ],
      [{ objectID: 'x', scope: 'redirect', consequence: marker('x') }, /scope is not supported/],
    ];
    for (const [rule, message] of cases) {
      const e = await errorOf(client.saveRules({ indexName: INDEX, rules: [rule as Rule] }));
      expect({ rule, status: e.status }).toEqual({ rule, status: 400 });
      expect(e.message).toMatch(message);
    }
    // The REST body itself, as Algolia answers it.
    const res = await client
      .customPut({
        path: `1/indexes/${INDEX}/rules/y`,
        body: { objectID: 'z', consequence: marker('y') },
      })
      .catch((err: { status: number; message: string }) => err);
    expect(res).toMatchObject({ status: 400, message: expect.stringMatching(/differs from the path/) });
    // Nothing of them was stored.
    expect((await client.searchRules({ indexName: INDEX, searchRulesParams: {} })).nbHits).toBe(0);
  });
});

describe('rules with replicas and index copies', () => {
  it('forwardToReplicas writes to the replicas too; a full reindex (replaceAllObjects) keeps the rules', async () => {
    const client = adminClient();
    const primary = 'pruebas-reglas';
    await client.setSettings({ indexName: primary, indexSettings: { replicas: ['pruebas-reglas-precio'] } });
    await client.saveObjects({
      indexName: primary,
      objects: [{ objectID: 'uno', nombre: 'Arroz' }],
      waitForTasks: true,
    });
    const rule: Rule = { objectID: 'r', conditions: [{ context: 'app' }], consequence: marker('r') };
    await client.saveRule({ indexName: primary, objectID: 'r', rule, forwardToReplicas: true });
    expect((await client.getRule({ indexName: 'pruebas-reglas-precio', objectID: 'r' })).objectID).toBe('r');
    await client.saveRule({
      indexName: primary,
      objectID: 's',
      rule: { ...rule, objectID: 's', consequence: marker('s') },
    });
    expect(await statusOf(client.getRule({ indexName: 'pruebas-reglas-precio', objectID: 's' }))).toBe(404);
    await client.deleteRule({ indexName: primary, objectID: 'r', forwardToReplicas: true });
    expect(await statusOf(client.getRule({ indexName: 'pruebas-reglas-precio', objectID: 'r' }))).toBe(404);

    await client.replaceAllObjects({ indexName: primary, objects: [{ objectID: 'dos', nombre: 'Azúcar' }] });
    expect((await client.getRule({ indexName: primary, objectID: 's' })).objectID).toBe('s');
    const res = (await client.searchSingleIndex({
      indexName: primary,
      searchParams: { query: '', ruleContexts: ['app'] },
    })) as unknown as Res;
    expect(ids(res)).toEqual(['dos']);
    expect(applied(res)).toEqual(['s']);
  });
});

describe('the demo rule of the store (seed-reglas.ts)', () => {
  it('pins a rice product on offer with stock in Caracas, once', async () => {
    expect(await sembrarReglas(t.db, 'sin-indice')).toBe(false);
    expect(await sembrarReglas(t.db, INDEX)).toBe(true);
    const rule = await adminClient().getRule({ indexName: INDEX, objectID: REGLA_ARROZ_CARACAS });
    expect(rule.conditions).toEqual([{ pattern: 'arroz', anchoring: 'is', context: 'zona-caracas' }]);
    expect(rule.consequence.userData).toEqual({ banner: 'Oferta de la semana' });
    expect(rule.consequence.filterPromotes).toBe(true);
    const id = Number((rule.consequence.promote![0] as { objectID: string }).objectID);
    const { rows } = await sql<{ nombre: string; oferta: string; existencia: string }>`
      select p.nombre, pp.oferta, iz.existencia from producto p
      join producto_precio pp on pp.producto_id = p.id
      join zona z on z.id = pp.zona_id and z.slug = 'caracas'
      join inventario_zona iz on iz.producto_id = p.id and iz.zona_id = z.id
      where p.id = ${id}`.execute(t.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.nombre).toMatch(/^Arroz/);
    expect(rows.some((r) => Number(r.oferta) > 0)).toBe(true);
    expect(Number(rows[0]!.existencia)).toBeGreaterThan(0);
    // Deleted by staff, it does not come back.
    await adminClient().deleteRule({ indexName: INDEX, objectID: REGLA_ARROZ_CARACAS });
    expect(await sembrarReglas(t.db, INDEX)).toBe(false);
  });
});
