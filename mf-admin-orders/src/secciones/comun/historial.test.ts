import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_SOLICITUD } from './historial.ts';

describe("a request's history", () => {
  it('reads a credited referral: the status in words, the amounts as money', () => {
    const filas = filasDeCambio(
      {
        antes: { estatus: 'PENDIENTE', recompensa: null, saldoResultante: null },
        despues: { estatus: 'ACREDITADA', recompensa: '5.00', saldoResultante: '12.50' },
      },
      FORMATO_SOLICITUD,
    );
    expect(filas.map((f) => `${f.etiqueta}: ${f.antes} → ${f.despues}`)).toEqual([
      'Estado: Pendiente → Acreditada',
      'Recompensa: — → $ 5,00',
      'Saldo resultante: — → $ 12,50',
    ]);
  });
});
