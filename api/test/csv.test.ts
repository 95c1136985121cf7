/**
 * The back-office's CSV cells (issue 31): a text a spreadsheet would run as a formula is written with a
 * quote before it, a number stays a number, and what was written reads back exactly.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { leerRegistros } from '../src/services/admin/inventario-revision.ts';
import { celdaSegura, escribirCsv, leerCelda } from '../src/services/csv.ts';

const leer = (csv: string, delimiter = ',') =>
  parse(csv, { delimiter, cast: (v, ctx) => (ctx.header ? v : leerCelda(v)) }) as string[][];

describe('CSV cells', () => {
  it('a text starting with = + - @, a tab or a carriage return is written after a quote; others as they are', () => {
    for (const v of ['=HYPERLINK("http://x.test","x")', '+58 414', '-5', '@SUM(A1)', '\tx', '\rx', "'=1"])
      expect(celdaSegura(v)).toBe(`'${v}`);
    for (const v of ['Arroz', '5', 'a=b', ' =1', 'ñame', '']) expect(celdaSegura(v)).toBe(v);
  });

  it('a number column keeps its numbers, negative ones too, and escapes anything else', () => {
    const csv = escribirCsv(
      [
        ['-12.50', '-12.50'],
        ['1.234,56', '+3'],
        ['-1+cmd|x', '=1+1'],
      ],
      { columnas: ['monto', 'texto'], numericas: ['monto'], delimitador: ';' },
    );
    expect(csv.split('\n').slice(1, 4)).toEqual(["-12.50;'-12.50", "1.234,56;'+3", "'-1+cmd|x;'=1+1"]);
  });

  it('what the writer escaped reads back exactly; a quote it did not add stays', () => {
    const textos = [
      '=HYPERLINK("http://x.test","x")',
      '+58 414',
      '-5',
      '@SUM(A1)',
      '\tx',
      '\rx',
      "'=x",
      "'",
      "''",
      "'hola",
      'normal',
      '=',
      'a,b;c"d',
    ];
    const csv = escribirCsv(
      textos.map((t) => [t]),
      { columnas: ['nombre'] },
    );
    expect(leer(csv).slice(1).flat()).toEqual(textos);
    expect(leerCelda("'hola")).toBe("'hola");
  });

  it('the inventory import reads an export’s cells as they were before the writer escaped them', () => {
    const csv = escribirCsv([['cafe-1', '=HYPERLINK("http://x.test","x")', 3, "'hola"]], {
      columnas: ['producto', 'nombre', 'sucursal', 'nota'],
      numericas: ['sucursal'],
    });
    expect(leerRegistros(csv)).toEqual({
      registros: [
        { producto: 'cafe-1', nombre: '=HYPERLINK("http://x.test","x")', sucursal: '3', nota: "'hola" },
      ],
      anchas: new Map(),
      encabezado: 4,
    });
  });
});
