import { describe, expect, it } from 'vitest';
import {
  agregarLinea,
  cacheVacio,
  cambiarCantidad,
  contarLineas,
  escribirCache,
  leerCache,
  lineasDe,
  quitarLinea,
} from './modelo.ts';
import { CLAVE_CACHE_CARRITO, crearRepositorioLocal } from './repositorio.ts';

const base = { zona: 'caracas', pagina: 0 };

describe('cart model', () => {
  it('adds new lines in order and merges repeated products by summing thousandths', () => {
    let cache = agregarLinea(cacheVacio(), { ...base, productoId: 1, cantidad: '1' });
    cache = agregarLinea(cache, { ...base, productoId: 2, cantidad: '0.5' });
    cache = agregarLinea(cache, { ...base, productoId: 2, cantidad: '0.250' });
    cache = agregarLinea(cache, { ...base, productoId: 1, cantidad: '2' });
    expect(lineasDe(cache, 'caracas', 0)).toEqual([
      { productoId: 1, cantidad: '3' },
      { productoId: 2, cantidad: '0.75' },
    ]);
    expect(contarLineas(cache, 'caracas', 0)).toBe(2);
  });

  it('keeps zones and cart pages apart', () => {
    let cache = agregarLinea(cacheVacio(), { ...base, productoId: 1, cantidad: '1' });
    cache = agregarLinea(cache, { zona: 'valencia', pagina: 0, productoId: 1, cantidad: '1' });
    cache = agregarLinea(cache, { zona: 'caracas', pagina: 1, productoId: 5, cantidad: '1' });
    expect(contarLineas(cache, 'caracas', 0)).toBe(1);
    expect(contarLineas(cache, 'valencia', 0)).toBe(1);
    expect(lineasDe(cache, 'caracas', 1)).toEqual([{ productoId: 5, cantidad: '1' }]);
  });

  it('caps a merged quantity at the known limit', () => {
    let cache = agregarLinea(cacheVacio(), { ...base, productoId: 1, cantidad: '10' });
    cache = agregarLinea(cache, { ...base, productoId: 1, cantidad: '5' }, 12_000);
    expect(lineasDe(cache, 'caracas', 0)).toEqual([{ productoId: 1, cantidad: '12' }]);
  });

  it('ignores a zero quantity add and returns the same value', () => {
    const cache = cacheVacio();
    expect(agregarLinea(cache, { ...base, productoId: 1, cantidad: '0' })).toBe(cache);
  });

  it('changes a quantity, removes with 0 and drops an emptied cart', () => {
    let cache = agregarLinea(cacheVacio(), { ...base, productoId: 1, cantidad: '1' });
    cache = agregarLinea(cache, { ...base, productoId: 2, cantidad: '1' });
    cache = cambiarCantidad(cache, 'caracas', 0, 2, '4.000');
    expect(lineasDe(cache, 'caracas', 0)[1]).toEqual({ productoId: 2, cantidad: '4' });
    cache = quitarLinea(cache, 'caracas', 0, 1);
    cache = cambiarCantidad(cache, 'caracas', 0, 2, '0');
    expect(cache.carritos).toEqual([]);
    expect(cambiarCantidad(cache, 'caracas', 0, 99, '1')).toBe(cache);
  });

  it('round-trips through storage text and treats garbage as an empty cache', () => {
    const cache = agregarLinea(cacheVacio(), { ...base, productoId: 7, cantidad: '1.5' });
    expect(leerCache(escribirCache(cache))).toEqual(cache);
    expect(leerCache(null)).toEqual(cacheVacio());
    expect(leerCache('{no json')).toEqual(cacheVacio());
    expect(leerCache(JSON.stringify({ v: 1, carritos: [{ zona: 'x', pagina: 9, lineas: [] }] }))).toEqual(
      cacheVacio(),
    );
  });
});

function memoria() {
  const datos = new Map<string, string>();
  return {
    datos,
    getItem: (k: string) => datos.get(k) ?? null,
    setItem: (k: string, v: string) => void datos.set(k, v),
  };
}

describe('local cart repository', () => {
  it('persists every change so a reload (new repository) sees the cart', () => {
    const almacen = memoria();
    const repo = crearRepositorioLocal(almacen);
    repo.agregar({ ...base, productoId: 3, cantidad: '2' });
    expect(almacen.datos.has(CLAVE_CACHE_CARRITO)).toBe(true);
    const recargado = crearRepositorioLocal(almacen);
    expect(recargado.lineas('caracas', 0)).toEqual([{ productoId: 3, cantidad: '2' }]);
    expect(recargado.contar('caracas', 0)).toBe(1);
  });

  it('notifies subscribers on change and on a reload that finds another tab’s write', () => {
    const almacen = memoria();
    const repo = crearRepositorioLocal(almacen);
    const otraPestana = crearRepositorioLocal(almacen);
    let avisos = 0;
    repo.subscribe(() => {
      avisos += 1;
    });
    repo.agregar({ ...base, productoId: 3, cantidad: '1' });
    expect(avisos).toBe(1);
    otraPestana.recargar();
    otraPestana.agregar({ ...base, productoId: 4, cantidad: '1' });
    repo.recargar();
    expect(avisos).toBe(2);
    expect(repo.contar('caracas', 0)).toBe(2);
    repo.recargar();
    expect(avisos).toBe(2);
  });

  it('keeps working in memory when the storage refuses access', () => {
    const repo = crearRepositorioLocal({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    repo.agregar({ ...base, productoId: 1, cantidad: '1' });
    expect(repo.contar('caracas', 0)).toBe(1);
  });
});
