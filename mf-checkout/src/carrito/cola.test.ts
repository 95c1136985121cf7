import { describe, expect, it } from 'vitest';
import {
  type CambioPendiente,
  cambiosDe,
  encolarCambio,
  leerCola,
  lineasConCambios,
  sinEnviados,
} from './cola.ts';

const c = (productoId: number, tipo: 'sumar' | 'fijar', cantidad: string, pagina = 0): CambioPendiente => ({
  uid: 'u-1',
  zona: 'caracas',
  pagina,
  productoId,
  tipo,
  cantidad,
});

const encolar = (...cambios: CambioPendiente[]) => cambios.reduce(encolarCambio, [] as CambioPendiente[]);

describe('offline queue: merging a product’s changes', () => {
  it('two adds of one product add up in its one entry', () => {
    expect(encolar(c(7, 'sumar', '1'), c(7, 'sumar', '2.5'))).toEqual([c(7, 'sumar', '3.5')]);
  });

  it('an add after a set quantity raises that quantity, and stays a set', () => {
    expect(encolar(c(7, 'fijar', '2'), c(7, 'sumar', '1'))).toEqual([c(7, 'fijar', '3')]);
  });

  it('a set quantity replaces what was queued before (0 removes)', () => {
    expect(encolar(c(7, 'sumar', '4'), c(7, 'fijar', '0'))).toEqual([c(7, 'fijar', '0')]);
    expect(encolar(c(7, 'sumar', '4'), c(7, 'fijar', '0'), c(7, 'sumar', '1'))).toEqual([c(7, 'fijar', '1')]);
  });

  it('keeps the order of each product’s first change', () => {
    const cola = encolar(c(1, 'sumar', '1'), c(2, 'sumar', '1'), c(1, 'sumar', '1'), c(3, 'fijar', '2'));
    expect(cola.map((x) => [x.productoId, x.cantidad])).toEqual([
      [1, '2'],
      [2, '1'],
      [3, '2'],
    ]);
  });

  it('another cart, zone or user is another entry', () => {
    const otroUsuario = { ...c(1, 'sumar', '1'), uid: 'u-2' };
    const otraZona = { ...c(1, 'sumar', '1'), zona: 'valencia' };
    const cola = encolar(c(1, 'sumar', '1'), c(1, 'sumar', '1', 1), otroUsuario, otraZona);
    expect(cola).toHaveLength(4);
    expect(cambiosDe(cola, 'u-1', 'caracas', 0)).toEqual([c(1, 'sumar', '1')]);
  });
});

describe('offline queue: what the cart shows', () => {
  it('applies the changes to the lines: in place, removed, new at the end', () => {
    const lineas = [
      { productoId: 1, cantidad: '2' },
      { productoId: 2, cantidad: '1' },
      { productoId: 3, cantidad: '1' },
    ];
    const cambios = encolar(c(4, 'sumar', '1'), c(1, 'sumar', '1'), c(2, 'fijar', '0'), c(5, 'fijar', '0'));
    expect(lineasConCambios(lineas, cambios)).toEqual([
      { productoId: 1, cantidad: '3' },
      { productoId: 3, cantidad: '1' },
      { productoId: 4, cantidad: '1' },
    ]);
  });
});

describe('offline queue: after sending', () => {
  it('drops what was sent, keeps a product changed again meanwhile', () => {
    const enviados = encolar(c(1, 'sumar', '1'), c(2, 'sumar', '1'));
    const ahora = encolarCambio(enviados, c(2, 'sumar', '1'));
    expect(sinEnviados(ahora, enviados)).toEqual([c(2, 'sumar', '2')]);
  });

  it('reads the stored queue, leaving out what is not a change', () => {
    const raw = JSON.stringify([c(1, 'sumar', '1'), { ...c(2, 'sumar', '1'), cantidad: '-1' }, { x: 1 }]);
    expect(leerCola(raw)).toEqual([c(1, 'sumar', '1')]);
    expect(leerCola('{no')).toEqual([]);
    expect(leerCola(null)).toEqual([]);
  });
});
