import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_CLIENTE } from './historial.ts';

const leer = (antes: Record<string, unknown>, despues: Record<string, unknown>) =>
  filasDeCambio({ antes, despues }, FORMATO_CLIENTE).map((f) => `${f.etiqueta}: ${f.antes} → ${f.despues}`);

describe("a customer's history", () => {
  it('reads a block as statuses in words, with its reason', () => {
    expect(leer({ estatus: 1, motivo: null }, { estatus: 2, motivo: 'Pagos rechazados' })).toEqual([
      'Estatus: Activo → Bloqueado',
      'Motivo: — → Pagos rechazados',
    ]);
  });

  it('reads PRIME granted by a request', () => {
    expect(
      leer(
        { usuarioTipo: 1, membresiaFin: null, solicitudPrime: null },
        { usuarioTipo: 2, membresiaFin: null, solicitudPrime: 12 },
      ),
    ).toEqual(['Tipo de cliente: Normal → PRIME', 'Por la solicitud PRIME: — → Solicitud n.º 12']);
  });
});
