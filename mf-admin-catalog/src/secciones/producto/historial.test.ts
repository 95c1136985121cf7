import { filasDeCambio } from '@mercado/admin-kit';
import { describe, expect, it } from 'vitest';
import { FORMATO_PRODUCTO } from './historial.ts';

const leer = (antes: Record<string, unknown>, despues: Record<string, unknown>) =>
  filasDeCambio({ antes, despues }, FORMATO_PRODUCTO).map((f) => `${f.etiqueta}: ${f.antes} → ${f.despues}`);

describe("a product's history", () => {
  it('names the category and the tags, not their ids, and writes the tax and the sale mode in words', () => {
    expect(
      leer(
        {
          categoriaId: 3,
          categoria: 'Harinas',
          etiquetaIds: [],
          etiquetas: [],
          impuesto: '16.0000',
          modalidadVenta: 'unidad',
        },
        {
          categoriaId: 4,
          categoria: 'Café',
          etiquetaIds: [2],
          etiquetas: ['Oferta'],
          impuesto: '0.0000',
          modalidadVenta: 'peso',
        },
      ),
    ).toEqual([
      'Categoría: Harinas → Café',
      'Etiquetas: — → Oferta',
      'Clase de IVA: IVA 16 % → Exento',
      'Modalidad de venta: Por unidad → Por peso (precio por kg)',
    ]);
  });

  it('counts the images and reads the status', () => {
    expect(
      leer({ imagenes: ['a.webp'], estatus: 1 }, { imagenes: ['a.webp', 'b.webp'], estatus: 2 }),
    ).toEqual(['Estatus: Activo → Inactivo', 'Imágenes: 1 imagen → 2 imágenes']);
  });
});
