import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_USUARIO } from './historial.ts';

describe("a staff user's history", () => {
  it('names the roles in Spanish, a zone role by its zone', () => {
    const [fila] = filasDeCambio(
      {
        antes: { roles: ['ROLE_ADMIN', 'ROLE_CATEGORIA'] },
        despues: { roles: ['ROLE_ADMIN', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas'] },
      },
      FORMATO_USUARIO,
    );
    expect(fila).toMatchObject({
      etiqueta: 'Roles',
      antes: 'Administración, Categorías',
      despues: 'Administración, Zonas, Zona Caracas',
    });
  });
});
