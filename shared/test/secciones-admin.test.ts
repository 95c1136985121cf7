import { describe, expect, it } from 'vitest';
import {
  accesoDe,
  rolesDeSeccion,
  SECCIONES_ADMIN,
  seccionesConOtrosRoles,
} from '../src/contracts/secciones-admin.ts';

describe('the back-office sections and their roles', () => {
  it("derives a section's roles and an endpoint's access from the one table", () => {
    expect(rolesDeSeccion('vuelto')).toEqual(['ROLE_ADMIN', 'ROLE_TARJETA']);
    expect(accesoDe('borrar-cuenta')).toEqual({ roles: ['ROLE_CLIENTE'], seccion: 'borrar-cuenta' });
    expect(SECCIONES_ADMIN['buscador-historial']).toBe('ROLE_PUBLICIDAD');
  });

  it('finds the sections of a description whose roles are not the table’s', () => {
    expect(
      seccionesConOtrosRoles([
        { slug: 'tienda', roles: ['ROLE_ADMIN', 'ROLE_TIENDA'] },
        { slug: 'cupon', roles: ['ROLE_ADMIN', 'ROLE_TARJETA'] },
        { slug: 'envio', roles: ['ROLE_ADMIN'] },
        { slug: 'pedido', roles: ['ROLE_ADMIN', 'ROLE_PEDIDO', 'ROLE_CLIENTE'] },
        // A section the table does not know (no endpoint of its own yet) is not judged here.
        { slug: 'nueva', roles: ['ROLE_ADMIN', 'ROLE_CUPON'] },
      ]),
    ).toEqual(['cupon', 'envio', 'pedido']);
  });
});
