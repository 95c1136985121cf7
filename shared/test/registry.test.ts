import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyOverrides,
  RegistrySchema,
  RemoteEntrySchema,
  requiredExposes,
} from '../src/federation/registry.ts';

const base = JSON.parse(readFileSync(new URL('../../registry.base.json', import.meta.url), 'utf8')) as {
  remotes: Record<string, unknown>[];
};

function deployed(name: string) {
  const entry = base.remotes.find((remote) => remote.name === name)!;
  return RemoteEntrySchema.parse({
    ...entry,
    manifestUrl: 'http://localhost:3001/1.0.0-a/mf-manifest.json',
    version: '1.0.0-a',
  });
}

describe('remotes registry', () => {
  it('accepts every remote of registry.base.json once deployed', () => {
    const registry = RegistrySchema.parse({
      remotes: base.remotes.map((remote) => deployed(String(remote.name))),
    });
    expect(registry.remotes.map((remote) => remote.name)).toEqual([
      'mf_storefront',
      'mf_checkout',
      'mf_account',
      'mf_admin_catalog',
      'mf_admin_orders',
      'mf_admin_finance',
    ]);
  });

  it('refuses an entry without a valid manifest URL', () => {
    expect(() =>
      RegistrySchema.parse({ remotes: [{ name: 'mf_storefront', manifestUrl: 'nope', version: '1' }] }),
    ).toThrow();
  });

  it('asks each remote for ./app and its slot modules', () => {
    expect(requiredExposes(deployed('mf_checkout'))).toEqual(['./app', './minicart', './panels']);
    expect(requiredExposes(deployed('mf_account'))).toEqual(['./app']);
  });

  it('points only the overridden remote at another build', () => {
    const registry = { remotes: [deployed('mf_storefront'), deployed('mf_account')] };
    const result = applyOverrides(registry, { mf_storefront: 'http://localhost:3101/mf-manifest.json' });
    expect(result.remotes[0]!.manifestUrl).toBe('http://localhost:3101/mf-manifest.json');
    expect(result.remotes[1]!.manifestUrl).toBe(registry.remotes[1]!.manifestUrl);
  });

  it('gives every admin section route its section role', () => {
    const admin = ['mf_admin_catalog', 'mf_admin_orders', 'mf_admin_finance'].flatMap(
      (name) => deployed(name).routes,
    );
    const pedido = admin.find((route) => route.path === '/admin/pedido')!;
    expect(pedido.roles).toEqual(['ROLE_ADMIN', 'ROLE_PEDIDO']);
    expect(admin.filter((route) => route.zoneRole).every((route) => route.path.includes(':zona'))).toBe(true);
  });
});
