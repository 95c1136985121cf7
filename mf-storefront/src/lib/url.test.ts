// @vitest-environment jsdom

import { describe, expect, it } from 'vitest';
import { queryIdDeUrl } from './analitica.ts';
import { ordenDeUrl, paginaDeUrl, paginasVisibles, urlCategoria, urlConOrden, urlListado } from './url.ts';

const ORDENES = ['relevancia', 'precio_asc', 'precio_desc', 'nombre'] as const;

describe('page and sort from the URL', () => {
  it('reads ?pag, page 1 for anything malformed', () => {
    expect(paginaDeUrl('?pag=3')).toBe(3);
    expect(paginaDeUrl('')).toBe(1);
    expect(paginaDeUrl('?pag=0')).toBe(1);
    expect(paginaDeUrl('?pag=-2')).toBe(1);
    expect(paginaDeUrl('?pag=2x')).toBe(1);
    expect(paginaDeUrl('?pag=1e3')).toBe(1);
    expect(paginaDeUrl('?orden=nombre&pag=12')).toBe(12);
  });

  it('reads ?orden only when it is a known order', () => {
    expect(ordenDeUrl('?orden=precio_asc', ORDENES, 'relevancia')).toBe('precio_asc');
    expect(ordenDeUrl('?orden=barato', ORDENES, 'relevancia')).toBe('relevancia');
    expect(ordenDeUrl('', ORDENES, 'relevancia')).toBe('relevancia');
  });
});

describe('listing URLs', () => {
  const path = '/caracas/supermercado/viveres';

  it('leaves out page 1 and the default order', () => {
    expect(urlListado(path, { pag: 1, orden: 'relevancia' }, 'relevancia')).toBe(path);
    expect(urlListado(path, { pag: 3, orden: 'relevancia' }, 'relevancia')).toBe(`${path}?pag=3`);
  });

  it('keeps the order while paging', () => {
    expect(urlListado(path, { pag: 2, orden: 'precio_desc' }, 'relevancia')).toBe(
      `${path}?orden=precio_desc&pag=2`,
    );
  });

  it('keeps extra query values', () => {
    expect(urlListado(path, { pag: 2, orden: 'nombre' }, 'relevancia', { queryID: 'abc' })).toBe(
      `${path}?queryID=abc&orden=nombre&pag=2`,
    );
  });

  it('starts again at page 1 when the order changes', () => {
    expect(urlConOrden(path, 'nombre', 'relevancia')).toBe(`${path}?orden=nombre`);
    expect(urlConOrden(path, 'relevancia', 'relevancia')).toBe(path);
  });
});

describe('pager numbers', () => {
  it('shows every page when there are few', () => {
    expect(paginasVisibles(1, 1)).toEqual([1]);
    expect(paginasVisibles(2, 3)).toEqual([1, 2, 3]);
    expect(paginasVisibles(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows first, last and neighbours with gaps', () => {
    expect(paginasVisibles(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(paginasVisibles(1, 20)).toEqual([1, 2, null, 20]);
    expect(paginasVisibles(20, 20)).toEqual([1, null, 19, 20]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(paginasVisibles(4, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
  });

  it('clamps an out-of-range current page', () => {
    expect(paginasVisibles(99, 5)).toEqual([1, null, 4, 5]);
  });
});

describe('category URLs', () => {
  it('uses one segment for a root category and root/sub below it', () => {
    expect(urlCategoria('caracas', ['viveres'])).toBe('/caracas/supermercado/viveres');
    expect(urlCategoria('caracas', ['viveres', 'arroz'])).toBe('/caracas/supermercado/viveres/arroz');
    expect(urlCategoria('caracas', ['viveres', 'granos', 'caraotas'])).toBe(
      '/caracas/supermercado/viveres/caraotas',
    );
    expect(urlCategoria('caracas', [])).toBe('/caracas/supermercado');
  });
});

describe('search queryID', () => {
  it('keeps a valid queryID and ignores anything else', () => {
    expect(queryIdDeUrl('?queryID=0123456789abcdef0123456789ABCDEF')).toBe(
      '0123456789abcdef0123456789ABCDEF',
    );
    expect(queryIdDeUrl('?queryID=abc')).toBeUndefined();
    expect(queryIdDeUrl('')).toBeUndefined();
  });
});
