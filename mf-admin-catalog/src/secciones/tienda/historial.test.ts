import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_TIENDA } from './historial.ts';

describe("a store's and a branch's history", () => {
  it("names a branch's zone, not its id, and reads the status", () => {
    const filas = filasDeCambio(
      {
        antes: { zona_id: 1, zona: 'Caracas', estatus: 1, version: 3 },
        despues: { zona_id: 2, zona: 'Valencia', estatus: 2, version: 4 },
      },
      FORMATO_TIENDA,
    );
    expect(filas.map((f) => `${f.etiqueta}: ${f.antes} → ${f.despues}`)).toEqual([
      'Zona: Caracas → Valencia',
      'Estatus: Activo → Inactivo',
    ]);
  });
});
