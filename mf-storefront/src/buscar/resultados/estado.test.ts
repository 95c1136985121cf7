import { describe, expect, it } from 'vitest';
import { alternar, aUsd, cambiar, estadoDeUrl, filtrosActivos, sinFiltros, urlDeEstado } from './estado.ts';

const BS = { tipo: 'bolivar' as const, simbolo: 'Bs.', tasa: '36.5000' };

describe('the results page state in its URL', () => {
  it('reads query, repeated facets, offer, price range, sort and page, and writes them back the same', () => {
    const search =
      '?q=arroz&categoria=Granos+y+Cereales&marca=Mary&marca=Primor&oferta=1&pmin=100&pmax=450&orden=precio_asc&pag=2';
    const e = estadoDeUrl(search, 'arroz');
    expect(e).toEqual({
      q: 'arroz',
      categorias: ['Granos y Cereales'],
      marcas: ['Mary', 'Primor'],
      oferta: true,
      precioMin: 100,
      precioMax: 450,
      orden: 'precio_asc',
      pag: 2,
    });
    expect(urlDeEstado('caracas', e)).toBe(`/caracas/buscar${search}`);
    expect(estadoDeUrl(new URL(urlDeEstado('caracas', e), 'http://x').search, 'arroz')).toEqual(e);
  });

  it('leaves out what is malformed or the default, and swaps a reversed range', () => {
    const e = estadoDeUrl(
      '?q=x&orden=precio&pag=-3&pmin=abc&pmax=1.5&oferta=si&marca=&marca=+Mary+&marca=Mary',
      'x',
    );
    expect(e).toMatchObject({ orden: 'relevancia', pag: 1, precioMin: null, precioMax: null, oferta: false });
    expect(e.marcas).toEqual(['Mary']);
    expect(urlDeEstado('valencia', e)).toBe('/valencia/buscar?q=x&marca=Mary');
    expect(estadoDeUrl('?pmin=900&pmax=100', 'x')).toMatchObject({ precioMin: 100, precioMax: 900 });
  });

  it('a change of filter or sort goes back to page 1; counts and clears the filters', () => {
    const e = estadoDeUrl('?q=a&marca=Mary&categoria=Granos&oferta=1&pmax=300&pag=4', 'a');
    expect(filtrosActivos(e)).toBe(4);
    expect(cambiar(e, { orden: 'nombre' })).toMatchObject({ orden: 'nombre', pag: 1, marcas: ['Mary'] });
    const limpio = sinFiltros(e);
    expect(filtrosActivos(limpio)).toBe(0);
    expect(urlDeEstado('caracas', limpio)).toBe('/caracas/buscar?q=a');
    expect(alternar(['Mary'], 'Primor')).toEqual(['Mary', 'Primor']);
    expect(alternar(['Mary', 'Primor'], 'Mary')).toEqual(['Primor']);
  });
});

describe('a typed price bound back in USD cents', () => {
  it('is the same figure in dollars', () => {
    expect(aUsd(1234, null, 'min')).toBe(1234);
    expect(aUsd(1234, { tipo: 'dolar', tasa: '1.0000' }, 'max')).toBe(1234);
  });

  it('in bolívares, a minimum rounds down and a maximum up; an exact figure stays', () => {
    // Bs. 100,00 at 36.5 = USD 2.7397…
    expect(aUsd(10000, BS, 'min')).toBe(273);
    expect(aUsd(10000, BS, 'max')).toBe(274);
    // Bs. 365,00 = USD 10.00 exactly.
    expect(aUsd(36500, BS, 'min')).toBe(1000);
    expect(aUsd(36500, BS, 'max')).toBe(1000);
  });
});
