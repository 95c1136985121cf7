import { describe, expect, it } from 'vitest';
import { esSeccionAdmin, SECCIONES_ADMIN, type SeccionAdmin } from '../src/contracts/secciones-admin.ts';
import type { carrito } from '../src/endpoints/carrito.ts';
import { type EndpointInput, endpointFields, endpoints, pathParams, ROLES } from '../src/endpoints/index.ts';

const entries = Object.entries(endpoints).flatMap(([domain, list]) =>
  Object.entries(list).map(([name, e]) => ({ id: `${domain}.${name}`, name, e })),
);

describe('the endpoint table', () => {
  it('declares each method and path once, with camelCase names', () => {
    const keys = entries.map(({ e }) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { id, name } of entries) expect(name, id).toMatch(/^[a-z][A-Za-z]+$/);
  });

  it("names exactly the path's params in its params schema", () => {
    for (const { id, e } of entries) {
      expect(endpointFields(e).params.toSorted(), id).toEqual(pathParams(e.path).toSorted());
    }
  });

  it('keeps the params, query and body field names apart (a client merges them into one input)', () => {
    for (const { id, e } of entries) {
      const { params, query, body } = endpointFields(e);
      const all = [...params, ...query, ...body];
      expect(new Set(all).size, id).toBe(all.length);
      if (e.query) expect(query.length, id).toBeGreaterThan(0);
      if (e.body) expect(body.length, id).toBeGreaterThan(0);
    }
  });

  it('asks only for known roles, and every staff entry for at least one', () => {
    for (const { id, e } of entries) {
      if (typeof e.access === 'object') {
        expect(e.access.roles.length, id).toBeGreaterThan(0);
        for (const rol of e.access.roles) expect(ROLES, id).toContain(rol);
      }
    }
  });

  it("gates every back-office entry by its section's role (SECCIONES_ADMIN), named by the section", () => {
    for (const { id, e } of entries) {
      if (!e.path.startsWith('/admin/')) continue;
      expect(typeof e.access, id).toBe('object');
      if (typeof e.access !== 'object') continue;
      const { roles, seccion }: { roles: readonly string[]; seccion?: SeccionAdmin } = e.access;
      if (!seccion) {
        // Only the panel's own entries (its home) are for ROLE_ADMIN alone.
        expect(roles, id).toEqual(['ROLE_ADMIN']);
        continue;
      }
      expect(roles, id).toEqual([SECCIONES_ADMIN[seccion]]);
      // '/admin/tienda/…' is the tienda section's; '/admin/orden/…' (pedido) names its section itself.
      const primerSegmento = e.path.split('/')[2] ?? '';
      if (esSeccionAdmin(primerSegmento)) expect(seccion, id).toBe(primerSegmento);
    }
  });

  it('types a call as one input object: params, query and body fields together', () => {
    const input: EndpointInput<typeof carrito.aplicarCupon> = { id: 7, code: 'ahorra5' };
    // The path and the parse take the same object a typed client is given.
    expect(endpoints.carrito.aplicarCupon.params.parse(input)).toEqual({ id: 7, code: 'AHORRA5' });
    // @ts-expect-error the code is required
    const sinCodigo: EndpointInput<typeof carrito.aplicarCupon> = { id: 7 };
    expect(sinCodigo).toBeDefined();
  });
});
