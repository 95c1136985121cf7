import { describe, expect, it } from 'vitest';
import { remoteRouteAt, routeDataPath, routeModules } from '../src/routing/route-entry.ts';
import { SHELL_PATHS } from '../src/routing/router.tsx';
import { LIVE_REGISTRY } from './live-registry.ts';

describe('a route data hint filled with the route params', () => {
  it('fills every :param, encoded as the remote encodes it', () => {
    expect(
      routeDataPath('/api/website/producto/:zona/:slug', { zona: 'caracas', slug: 'arroz mary/1kg' }),
    ).toBe('/api/website/producto/caracas/arroz%20mary%2F1kg');
  });

  it('asks for nothing when a param is missing or empty', () => {
    expect(routeDataPath('/api/website/producto/:zona/:slug', { zona: 'caracas' })).toBeNull();
    expect(routeDataPath('/api/website/inicio/:zona', { zona: '' })).toBeNull();
  });
});

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

  it("a store page's code is its page and the header's search box and mini cart; an admin page's, its page", () => {
    const store = remoteRouteAt(registry, shellPaths, '/caracas');
    expect(store && routeModules(registry, store.route)).toEqual([
      { remote: 'mf_storefront', expose: './app' },
      { remote: 'mf_storefront', expose: './buscador' },
      { remote: 'mf_checkout', expose: './minicart' },
    ]);
    const admin = remoteRouteAt(registry, shellPaths, '/admin/cupon');
    expect(admin?.route.layout).toBe('admin');
    expect(admin && routeModules(registry, admin.route)).toEqual([
      { remote: 'mf_admin_finance', expose: './app' },
    ]);
  });
});
