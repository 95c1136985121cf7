import { seccionesConOtrosRoles } from '@mercado/shared/contracts/secciones-admin';
import { describe, expect, it } from 'vitest';
import { descripcion } from './descripcion.ts';

describe('the roles of its sections', () => {
  it('are the ones the API gates each section with (SECCIONES_ADMIN)', () => {
    const secciones = descripcion.navigation.admin.secciones;
    expect(secciones.length).toBeGreaterThan(0);
    expect(seccionesConOtrosRoles(secciones)).toEqual([]);
    // Every route of a section asks for the section's roles.
    for (const seccion of secciones) {
      const rutas = descripcion.routes.filter((r) => r.path.startsWith(`/admin/${seccion.slug}`));
      for (const ruta of rutas) expect(ruta.roles, ruta.path).toEqual(seccion.roles);
    }
  });
});
