import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_CUPON } from './historial.ts';

describe("a coupon's history", () => {
  it('reads an edit in words: the kind of discount, days, limits, zones and types', () => {
    const filas = filasDeCambio(
      {
        antes: {
          porcentaje: true,
          fechaFin: '2026-12-31',
          limiteUsuario: 1,
          zonas: [],
          usuarioTipos: ['Prime'],
        },
        despues: {
          porcentaje: false,
          fechaFin: '2027-01-15',
          limiteUsuario: 0,
          zonas: ['Caracas', 'Valencia'],
          usuarioTipos: [],
        },
      },
      FORMATO_CUPON,
    );
    expect(filas.map((f) => `${f.etiqueta}: ${f.antes} → ${f.despues}`)).toEqual([
      'Tipo de descuento: Porcentaje → Monto fijo',
      'Hasta: 31 dic. 2026 → 15 ene. 2027',
      'Usos por cliente: 1 → Sin límite',
      'Zonas: — → Caracas, Valencia',
      'Tipos de usuario: Prime → —',
    ]);
  });
});
