import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_SECTION_CATALOGUE, ADMIN_SECTION_ROLES } from '@mercado/shared/contracts';
import { REGISTRY_OVERRIDE_KEY, type Registry, RegistrySchema } from '@mercado/shared/federation';
import { adminIndexLinks, adminSectionIndex, sectionRoles } from '@mercado/shared/rules/navegador';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildRouteTable, findSlot, loadRegistry, readOverrides } from '../src/registry/registry.ts';

const raw = {
  remotes: [
    {
      name: 'mf_storefront',
      manifestUrl: 'http://localhost:3001/1.0.0/mf-manifest.json',
      version: '1.0.0',
      routes: [
        { path: '/:zona', page: 'zona', guards: ['refresh', 'phone', 'zone'] },
        { path: '/:zona/producto/:slug', page: 'producto' },
      ],
    },
    {
      name: 'mf_checkout',
      manifestUrl: 'http://localhost:3002/1.0.0/mf-manifest.json',
      version: '1.0.0',
      routes: [{ path: '/:zona/pago/:pagina', page: 'pago', guards: ['refresh', 'login'] }],
      slots: [{ slot: 'minicart', expose: './minicart', page: 'minicart' }],
    },
    {
      name: 'mf_admin_catalog',
      manifestUrl: 'http://localhost:3004/1.0.0/mf-manifest.json',
      version: '1.0.0',
      routes: [
        { path: '/admin/producto', page: 'seccion', layout: 'admin', roles: ['ROLE_ADMIN', 'ROLE_PRODUCTO'] },
        // Claimed twice (another name for the same pattern): first owner wins.
        { path: '/:z', page: 'otra' },
      ],
    },
  ],
};
const registry: Registry = RegistrySchema.parse(raw);

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('route table', () => {
  it('groups remote routes by layout with their owner and defaults', () => {
    const { byLayout, duplicates } = buildRouteTable(registry);
    expect(byLayout.normal.map((r) => [r.remote, r.path])).toEqual([
      ['mf_storefront', '/:zona'],
      ['mf_storefront', '/:zona/producto/:slug'],
      ['mf_checkout', '/:zona/pago/:pagina'],
    ]);
    expect(byLayout.admin[0]).toMatchObject({
      remote: 'mf_admin_catalog',
      page: 'seccion',
      roles: ['ROLE_ADMIN', 'ROLE_PRODUCTO'],
      zoneRole: false,
      guards: [],
    });
    expect(duplicates).toEqual(['/:z']);
  });

  it('finds the remote that fills a slot', () => {
    expect(findSlot(registry, 'minicart')).toEqual({
      remote: 'mf_checkout',
      expose: './minicart',
      page: 'minicart',
    });
    expect(findSlot(registry, 'panel:carrito')).toBeNull();
  });
});

describe('route table of registry.base.json', () => {
  // The committed routes, as deploy publishes them (versions and URLs do not change the ranking).
  const base = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../registry.base.json'), 'utf8'),
  ) as { remotes: { name: string }[] };
  const { byLayout, duplicates } = buildRouteTable(
    RegistrySchema.parse({
      remotes: base.remotes.map((remote) => ({
        ...remote,
        manifestUrl: `http://localhost/${remote.name}/mf-manifest.json`,
        version: '1.0.0',
      })),
    }),
  );
  // Flat, like the router's branches once its pathless layout routes are left out.
  const routes = [...Object.values(byLayout).flat(), { path: '*', remote: 'shell', zoneRole: false }];
  const match = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

  it('has no path claimed twice', () => {
    expect(duplicates).toEqual([]);
  });

  it('gives /admin/zona/registrar to the section route, not to the per-zone one', () => {
    expect(match('/admin/zona/registrar')?.route).toMatchObject({
      path: '/admin/zona/registrar',
      zoneRole: false,
      roles: ['ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR'],
    });
    expect(match('/admin/zona/caracas/editar')).toMatchObject({
      params: { zona: 'caracas' },
      route: { path: '/admin/zona/:zona/*', zoneRole: true },
    });
  });

  it('serves every page of the admin catalogue from its owner, with the zone role only on zone pages', () => {
    const roles = ['ROLE_ADMIN', ...ADMIN_SECTION_ROLES, 'ROLE_ZONA_caracas'];
    for (const seccion of ADMIN_SECTION_CATALOGUE) {
      const indice = adminSectionIndex(seccion, roles);
      const porZona = new Set((indice?.zonas ?? []).flatMap((grupo) => grupo.paginas.map((p) => p.href)));
      for (const { href } of indice ? adminIndexLinks(indice) : []) {
        const found = match(href);
        expect(found?.route, href).toMatchObject({
          remote: seccion.owner,
          roles: sectionRoles(seccion.slug),
          zoneRole: porZona.has(href),
        });
        if (porZona.has(href)) expect(found?.params.zona, href).toBe('caracas');
      }
    }
  });
});

describe('registry loading', () => {
  it('fetches without cache, validates and applies the local override', async () => {
    const fetch = vi.fn(async () => jsonResponse(raw));
    const storage = {
      getItem: (key: string) =>
        key === REGISTRY_OVERRIDE_KEY
          ? JSON.stringify({ mf_storefront: 'http://localhost:3999/x/mf-manifest.json' })
          : null,
    };
    const loaded = await loadRegistry('/registry.json', { fetch, storage });
    expect(fetch).toHaveBeenCalledWith('/registry.json', expect.objectContaining({ cache: 'no-store' }));
    expect(loaded.remotes[0]?.manifestUrl).toBe('http://localhost:3999/x/mf-manifest.json');
    expect(loaded.remotes[1]?.manifestUrl).toBe('http://localhost:3002/1.0.0/mf-manifest.json');
  });

  it('refuses an invalid or unreachable registry', async () => {
    await expect(
      loadRegistry('/r', { fetch: async () => jsonResponse({ remotes: [{ name: 'x' }] }), storage: null }),
    ).rejects.toThrow(/invalid/);
    await expect(
      loadRegistry('/r', { fetch: async () => jsonResponse({}, 503), storage: null }),
    ).rejects.toThrow(/503/);
    await expect(
      loadRegistry('/r', {
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
        storage: null,
      }),
    ).rejects.toThrow(/unreachable/);
  });

  it('ignores malformed overrides', () => {
    expect(readOverrides({ getItem: () => 'no json' })).toEqual({});
    expect(readOverrides({ getItem: () => '["x"]' })).toEqual({});
    expect(
      readOverrides({
        getItem: () => JSON.stringify({ a: 'javascript:alert(1)', b: 'https://cdn/x.json', c: 3 }),
      }),
    ).toEqual({
      b: 'https://cdn/x.json',
    });
    expect(readOverrides(null)).toEqual({});
  });
});
