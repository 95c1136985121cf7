import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_INVENTARIO } from './historial.ts';

const leer = (antes: Record<string, unknown> | null, despues: Record<string, unknown>) =>
  filasDeCambio({ antes, despues }, FORMATO_INVENTARIO).map(
    (f) => `${f.etiqueta}: ${f.antes} → ${f.despues}`,
  );

describe("the inventory's history", () => {
  it('reads a price change per user type as money, only the parts that changed', () => {
    expect(
      leer(
        { tipo1: { precio: '2.50', oferta: '0.00', ofertaHasta: null } },
        { tipo1: { precio: '2.90', oferta: '0.00', ofertaHasta: null } },
      ),
    ).toEqual(['Precio normal: $ 2,50 → $ 2,90']);
  });

  it('writes an offer and its last day', () => {
    expect(
      leer(
        { tipo2: { precio: '2.50', oferta: '0.00', ofertaHasta: null } },
        { tipo2: { precio: '2.50', oferta: '2.10', ofertaHasta: '2026-12-31' } },
      ),
    ).toEqual(['Oferta prime: $ 0,00 → $ 2,10', 'Oferta prime hasta: — → 31 de diciembre de 2026']);
  });

  it('names the branch and the product of new stock, with its cost as money', () => {
    expect(
      leer(null, {
        sucursal_id: 2,
        producto_id: 9,
        sucursal: 'Central Madeirense · Chacao',
        producto: 'Harina PAN 1 kg',
        existencia: '12.500',
        costo: '1.75',
      }),
    ).toEqual([
      'Producto: — → Harina PAN 1 kg',
      'Sucursal: — → Central Madeirense · Chacao',
      'Existencia: — → 12,5',
      'Costo: — → $ 1,75',
    ]);
  });
});
