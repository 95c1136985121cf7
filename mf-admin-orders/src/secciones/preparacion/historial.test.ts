import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { formatoPreparacion } from './historial.ts';

describe("an order's picking history", () => {
  it('names each line by its product, as ordered', () => {
    const filas = filasDeCambio(
      {
        antes: { 'Café molido Fama de América': 'Preparado' },
        despues: { 'Café molido Fama de América': 'Sustituido por Café molido Café Madrid' },
      },
      formatoPreparacion(['Harina PAN', 'Café molido Fama de América']),
    );
    expect(filas.map((f) => `${f.etiqueta}: ${f.antes} → ${f.despues}`)).toEqual([
      'Café molido Fama de América: Preparado → Sustituido por Café molido Café Madrid',
    ]);
  });
});
