import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_ETIQUETA } from './historial.ts';

describe("a tag's history", () => {
  it('lists its products by name and reads the status', () => {
    const filas = filasDeCambio(
      {
        antes: { productos: ['Harina PAN'], estatus: 1 },
        despues: { productos: ['Harina PAN', 'Café Fama'], estatus: 2 },
      },
      FORMATO_ETIQUETA,
    );
    expect(filas.map((f) => `${f.etiqueta}: ${f.antes} → ${f.despues}`)).toEqual([
      'Estatus: Activo → Inactivo',
      'Productos: Harina PAN → Harina PAN, Café Fama',
    ]);
  });
});
