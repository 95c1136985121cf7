import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_CONTENIDO } from './historial.ts';

describe("a featured block's and a quick list's history", () => {
  it('shows a new quick list with its products by name, without its bookkeeping', () => {
    const filas = filasDeCambio(
      {
        antes: null,
        despues: {
          id: 3,
          zona_id: 1,
          nombre: 'Desayuno llanero',
          estatus: 1,
          version: 1,
          imagen_ancho: null,
          productos: ['Harina PAN × 2', 'Café Fama × 1'],
        },
      },
      FORMATO_CONTENIDO,
    );
    expect(filas.map((f) => `${f.etiqueta}: ${f.despues}`)).toEqual([
      'Nombre: Desayuno llanero',
      'Estatus: Activo',
      'Productos: Harina PAN × 2, Café Fama × 1',
    ]);
  });
});
