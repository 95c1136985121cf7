import { describe, expect, it } from 'vitest';
import { routeDataPath } from '../src/routing/route-data.ts';

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
