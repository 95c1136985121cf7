import { ADMIN_ROLES } from '@mercado/shared/contracts';
import {
  DESCRIPTION_FORMAT,
  REGISTRY_OVERRIDE_KEY,
  type Registry,
  RegistrySchema,
  resolveRegistry,
} from '@mercado/shared/federation';
import { adminIndexLinks, adminPanelGroups, adminSectionIndex } from '@mercado/shared/rules/navegador';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildRouteTable,
  findPanel,
  findSlot,
  loadRegistry,
  panelOpenedFrom,
  readOverrides,
} from '../src/registry/registry.ts';
import { LIVE_REGISTRY } from './live-registry.ts';

const deployed = (name: string, description: Record<string, unknown>) => ({
  name,
  manifestUrl: `http://localhost/${name}/1.0.0/mf-manifest.json`,
  version: '1.0.0',
  description: { format: DESCRIPTION_FORMAT, name, ...description },
});
const raw = {
  remotes: [
    deployed('mf_storefront', {
      routes: [
        { path: '/:zona', page: 'zona', guards: ['refresh', 'phone', 'zone'] },
        { path: '/:zona/producto/:slug', page: 'producto' },
      ],
    }),
    deployed('mf_checkout', {
      routes: [{ path: '/:zona/pago/:pagina', page: 'pago', guards: ['refresh', 'login'] }],
      slots: [{ slot: 'minicart', expose: './minicart', page: 'minicart' }],
      panels: [{ id: 'carrito', titulo: 'Carrito', expose: './panels', page: 'carrito' }],
    }),
    deployed('mf_admin_catalog', {
      routes: [
        { path: '/admin/producto', page: 'seccion', layout: 'admin', roles: ['ROLE_ADMIN', 'ROLE_PRODUCTO'] },
        // Claimed twice (another name for the same pattern): first owner wins.
        { path: '/:z', page: 'otra' },
      ],
    }),
  ],
};
const registry: Registry = resolveRegistry(RegistrySchema.parse(raw));

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
    expect(findSlot(registry, 'carrito')).toBeNull();
  });

  it('finds the remote that renders a panel, with its title', () => {
    expect(findPanel(registry, 'carrito')).toMatchObject({
      remote: 'mf_checkout',
      expose: './panels',
      page: 'carrito',
      titulo: 'Carrito',
      forma: 'cajon',
    });
    expect(findPanel(registry, 'zona')).toBeNull();
  });
});

describe('route table of the live registry (every remote described as it is built)', () => {
  const { byLayout, duplicates } = buildRouteTable(LIVE_REGISTRY);
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

  it('serves every page of every admin section from the remote that describes it, with the zone role only on zone pages', () => {
    const roles = [...ADMIN_ROLES, 'ROLE_ZONA_caracas'];
    for (const remote of LIVE_REGISTRY.remotes) {
      for (const seccion of remote.navigation.admin?.secciones ?? []) {
        const indice = adminSectionIndex(seccion, roles);
        expect(indice, seccion.slug).not.toBeNull();
        const porZona = new Set((indice?.zonas ?? []).flatMap((grupo) => grupo.paginas.map((p) => p.href)));
        for (const { href } of indice ? adminIndexLinks(indice) : []) {
          const found = match(href);
          expect(found?.route, href).toMatchObject({
            remote: remote.name,
            roles: seccion.roles,
            zoneRole: porZona.has(href),
          });
          if (porZona.has(href)) expect(found?.params.zona, href).toBe('caracas');
        }
      }
    }
  });

  it('gives every section of spec §6 once, and a user with every role the 23 side-panel entries of spec §2, the finance summary and the search merchandising', () => {
    const grupos = adminPanelGroups(LIVE_REGISTRY.remotes, ADMIN_ROLES);
    const secciones = LIVE_REGISTRY.remotes.flatMap((remote) => remote.navigation.admin?.secciones ?? []);
    expect(secciones.map((seccion) => seccion.slug).sort()).toEqual(
      [
        'borrar-cuenta',
        'buscador-historial',
        'busqueda',
        'categoria',
        'cliente',
        'config',
        'cupon',
        'envio',
        'etiqueta',
        'finanzas',
        'inventario',
        'lista-rapida',
        'membresia',
        'onesignal',
        'pedido',
        'producto',
        'publicidad',
        'referido',
        'reporte',
        'tarjeta',
        'tienda',
        'usuario',
        'vuelto',
        'zona',
      ].sort(),
    );
    expect(grupos.map((grupo) => [grupo.etiqueta, grupo.enlaces.map((enlace) => enlace.etiqueta)])).toEqual([
      [
        'Catálogo',
        [
          'Tiendas',
          'Categorías',
          'Etiquetas',
          'Productos',
          'Zonas',
          'Listas rápidas',
          'Publicidad',
          'Buscador Historial',
          'Sinónimos y reglas',
          'Inventario y precios',
        ],
      ],
      [
        'Pedidos y clientes',
        [
          'Pedidos',
          'Solicitudes PRIME',
          'Clientes',
          'Borrar Cuentas',
          'Referidos',
          'Usuarios',
          'Segmentos de Notificaciones',
          'Compras por cliente',
        ],
      ],
      [
        'Finanzas',
        [
          'Resumen financiero',
          'Solicitudes de saldo',
          'Saldo de usuarios',
          'Vuelto',
          'Cupones',
          'Envíos',
          'Configuraciones',
        ],
      ],
    ]);
    expect(grupos[1]?.enlaces.find((enlace) => enlace.seccion.slug === 'reporte')?.href).toBe(
      '/admin/reporte/compra-usuario',
    );
  });

  it("shows catalogo@demo.test only Categorías and Productos, and a section's role is the one spec §6 gives", () => {
    const grupos = adminPanelGroups(LIVE_REGISTRY.remotes, [
      'ROLE_USER',
      'ROLE_ADMIN',
      'ROLE_CATEGORIA',
      'ROLE_PRODUCTO',
    ]);
    expect(grupos.flatMap((grupo) => grupo.enlaces.map((enlace) => enlace.href))).toEqual([
      '/admin/categoria',
      '/admin/producto',
    ]);
    const pedido = LIVE_REGISTRY.remotes
      .flatMap((remote) => remote.routes)
      .find((r) => r.path === '/admin/pedido');
    expect(pedido?.roles).toEqual(['ROLE_ADMIN', 'ROLE_PEDIDO']);
  });

  it('lists the profile menu links and panels the remotes add, each with a panel or page of the registry', () => {
    const menu = LIVE_REGISTRY.remotes
      .flatMap((remote) => remote.navigation.menu)
      .sort((a, b) => a.orden - b.orden);
    expect(menu.map((entrada) => entrada.etiqueta)).toEqual([
      'Mi cuenta',
      'Mis pedidos',
      'Mis favoritos',
      'Prime',
      'Calificaciones',
      'Comparte y gana',
      'Tarjeta saldo',
      'Rastrear pedidos',
      'Mis cupones',
    ]);
    for (const entrada of menu) {
      if ('panel' in entrada)
        expect(findPanel(LIVE_REGISTRY, entrada.panel), entrada.etiqueta).not.toBeNull();
      else expect(match(entrada.href)?.route.path, entrada.etiqueta).toBe(entrada.href);
    }
  });

  it("names the shell's hooks into remotes: the bottom bar's cart panel and the search box it focuses", () => {
    expect(panelOpenedFrom(LIVE_REGISTRY, 'barra-inferior')).toMatchObject({
      remote: 'mf_checkout',
      id: 'carrito',
      titulo: 'Carrito',
    });
    expect(findSlot(LIVE_REGISTRY, 'buscador')).toMatchObject({ remote: 'mf_storefront', foco: 'mv-buscar' });
    // A description without them (a 1.1 one): the bottom bar draws no cart button, Buscar focuses the shell's box.
    expect(panelOpenedFrom(registry, 'barra-inferior')).toBeNull();
    expect(findSlot(registry, 'minicart')?.foco).toBeUndefined();
  });
});

describe('registry loading', () => {
  const overridden = {
    getItem: (key: string) =>
      key === REGISTRY_OVERRIDE_KEY
        ? JSON.stringify({ mf_storefront: 'http://localhost:3999/x/mf-manifest.json' })
        : null,
  };
  afterEach(() => vi.unstubAllEnvs());

  it('in a development build, fetches without cache, validates and applies the local override', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const fetch = vi.fn(async () => jsonResponse(raw));
    const loaded = await loadRegistry('/registry.json', { fetch, storage: overridden });
    expect(fetch).toHaveBeenCalledWith('/registry.json', expect.objectContaining({ cache: 'no-store' }));
    expect(loaded.remotes[0]?.entry).toBe('http://localhost:3999/x/mf-manifest.json');
    expect(loaded.remotes[1]?.entry).toBe('http://localhost/mf_checkout/1.0.0/mf-manifest.json');
    expect(loaded.remotes[1]?.panels.map((panel) => panel.id)).toEqual(['carrito']);
  });

  it('in a production build, ignores the override: every remote is the deployed one', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const loaded = await loadRegistry('/registry.json', {
      fetch: async () => jsonResponse(raw),
      storage: overridden,
    });
    expect(loaded).toEqual(registry);
    expect(loaded.remotes[0]?.entry).toBe('http://localhost/mf_storefront/1.0.0/mf-manifest.json');
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
