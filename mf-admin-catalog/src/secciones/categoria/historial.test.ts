import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_CATEGORIA } from './historial.ts';

describe("a category's history", () => {
  it('names the parent, the icon and the status in words', () => {
    const filas = filasDeCambio(
      {
        antes: { padreId: null, padre: null, icono: '/iconos/wheat.svg', estatus: 1 },
        despues: { padreId: 7, padre: 'Víveres', icono: '/iconos/coffee.svg', estatus: 2 },
      },
      FORMATO_CATEGORIA,
    );
    expect(filas.map((f) => `${f.etiqueta}: ${f.antes} → ${f.despues}`)).toEqual([
      'Categoría padre: — → Víveres',
      'Ícono: wheat → coffee',
      'Estatus: Activo → Inactivo',
    ]);
  });
});
