import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_SEGMENTO } from './historial.ts';

describe("a push segment's history", () => {
  it('shows a new segment by its zone name and its options in words', () => {
    const filas = filasDeCambio(
      {
        antes: null,
        despues: {
          id: 5,
          nombre: 'Prime de Caracas',
          zona_id: 1,
          zona: 'Caracas',
          usuario_tipo: 2,
          compra: 'no-compro',
          dias: 30,
          creado_en: '2026-12-01T12:00:00.000Z',
          version: 1,
        },
      },
      FORMATO_SEGMENTO,
    );
    expect(filas.map((f) => `${f.etiqueta}: ${f.despues}`)).toEqual([
      'Nombre: Prime de Caracas',
      'Zona: Caracas',
      'Tipo de usuario: Prime',
      'Compra reciente: No han comprado en los últimos días',
      'Días: 30',
    ]);
  });

  it('counts the recipients of a notification', () => {
    const filas = filasDeCambio(
      { antes: null, despues: { envio: 3, titulo: 'Ofertas', destinatarios: 1, resultado: 'Enviada' } },
      FORMATO_SEGMENTO,
    );
    expect(filas.map((f) => f.despues)).toEqual(['Ofertas', '1 cliente', 'Enviada']);
  });
});
