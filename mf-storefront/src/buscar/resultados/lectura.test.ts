import { describe, expect, it } from 'vitest';
import { palabrasUsadas, precioDeRegistro } from './lectura.ts';

const disponibilidad = (precio: string, oferta: string, impuesto = '16.0000') => ({
  existencia: 3,
  modalidad: { venta: 'unidad', minimo: '1.000', maximo: '10.000', grupo: '1.000', unidad: '1.000' },
  precio,
  oferta,
  impuesto,
});

describe('a hit’s price for the viewer', () => {
  it('is the offer when above 0, with IVA, in USD cents; null without the viewer’s key', () => {
    const hit = {
      disponibilidad: {
        caracas_1: disponibilidad('2.00', '1.50'),
        caracas_2: disponibilidad('1.00', '0.00'),
      },
    };
    expect(precioDeRegistro(hit, 'caracas_1')).toBe(174);
    expect(precioDeRegistro(hit, 'caracas_2')).toBe(116);
    expect(
      precioDeRegistro(
        { disponibilidad: { caracas_1: disponibilidad('2.00', '0.00', '0.0000') } },
        'caracas_1',
      ),
    ).toBe(200);
    expect(precioDeRegistro(hit, 'valencia_1')).toBeNull();
    expect(precioDeRegistro({}, 'caracas_1')).toBeNull();
  });
});

describe('the words a relaxed search stands for', () => {
  it('are the query’s words some hit matched, in the query’s order, accents and case aside', () => {
    const hits = [
      { _highlightResult: { nombre: { matchedWords: ['leche'] }, marca: { matchedWords: [] } } },
      { _highlightResult: { nombre: { matchedWords: ['cafe'] } } },
      { objectID: 'sin-resaltado' },
    ];
    expect(palabrasUsadas('Café con leche', hits)).toEqual(['Café', 'leche']);
    expect(palabrasUsadas('cafe con leche', [])).toEqual([]);
  });
});
