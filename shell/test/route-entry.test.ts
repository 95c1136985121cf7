import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRouteTable, routesFor } from '../src/registry/registry.ts';
import { remoteRouteAt, routeModules } from '../src/routing/route-entry.ts';
import { SHELL_PATHS } from '../src/routing/router.tsx';
import { LIVE_REGISTRY } from './live-registry.ts';

describe('the remote route a first visit enters (its work starts before the first render)', () => {
  const registry = LIVE_REGISTRY;
  const shellPaths = ['/', ...Object.values(SHELL_PATHS)];

  it("finds the store's route and its params", () => {
    expect(remoteRouteAt(registry, shellPaths, '/caracas')).toMatchObject({
      route: { remote: 'mf_storefront', page: 'zona', datos: '/api/website/inicio/:zona' },
      params: { zona: 'caracas' },
    });
    expect(remoteRouteAt(registry, shellPaths, '/caracas/producto/arroz-mary-1kg')).toMatchObject({
      route: { page: 'producto' },
      params: { zona: 'caracas', slug: 'arroz-mary-1kg' },
    });
  });

  it("leaves the shell's own pages alone ('/error' is not the zone 'error')", () => {
    expect(remoteRouteAt(registry, shellPaths, '/error')).toBeNull();
    expect(remoteRouteAt(registry, shellPaths, '/mantenimiento/maracaibo')).toBeNull();
    expect(remoteRouteAt(registry, shellPaths, '/auth/login')).toBeNull();
    expect(remoteRouteAt(registry, shellPaths, '/')).toBeNull();
    // The back-office home is the shell's, not the zone 'admin'.
    expect(remoteRouteAt(registry, shellPaths, '/admin')).toBeNull();
  });

  it("a store page's code is its page and the header's search box (the mini cart waits for the page); an admin page's, its page", () => {
    const store = remoteRouteAt(registry, shellPaths, '/caracas');
    expect(store && routeModules(registry, store.route)).toEqual([
      { remote: 'mf_storefront', expose: './app' },
      { remote: 'mf_storefront', expose: './buscador' },
    ]);
    const admin = remoteRouteAt(registry, shellPaths, '/admin/cupon');
    expect(admin?.route.layout).toBe('admin');
    expect(admin && routeModules(registry, admin.route)).toEqual([
      { remote: 'mf_admin_finance', expose: './app' },
    ]);
  });
});

describe('the routes the router ranks for a URL (routesFor)', () => {
  const routes = Object.values(buildRouteTable(LIVE_REGISTRY).byLayout).flat();
  /** A URL each route takes: its params filled, its splat given a segment. */
  const urls = [
    ...routes.map((route) => route.path.replace(/:[^/]+/g, 'caracas').replace(/\*$/, 'x/y')),
    '/ADMIN/producto',
    '/caracas',
    '/%61dmin',
    '/nada/que/ver',
  ];

  it('leaves the back office out of a store page, and keeps it for an admin page', () => {
    expect(routesFor(routes, '/caracas').some((route) => route.path.startsWith('/admin'))).toBe(false);
    expect(routesFor(routes, '/caracas').length).toBeLessThan(routes.length / 2);
    expect(routesFor(routes, '/admin/producto').some((route) => route.path.startsWith('/admin/'))).toBe(true);
  });

  it('never changes which route a URL matches', () => {
    for (const url of urls) {
      const all = matchRoutes(routes, url)?.at(-1)?.route.path ?? null;
      const pruned = matchRoutes(routesFor(routes, url), url)?.at(-1)?.route.path ?? null;
      expect(pruned, url).toBe(all);
    }
  });
});
