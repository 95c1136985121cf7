/**
 * Every CSV the back-office writes goes through `escribirCsv`, and every one it reads back through
 * `leerCelda` (issue 31). A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is a
 * formula to a spreadsheet: a customer signed up as `=HYPERLINK("http://…","x")` was a live link in
 * staff's purchases report. Such a text cell is written with a single quote before it (OWASP's
 * advice), and so is one that already starts with a quote, so that reading strips exactly the quote
 * the writer added: an export read back gives every text as it was.
 *
 * Number columns (`numericas`) keep a cell that is only a number (`-12.50`, `1.234,56`): a negative
 * amount stays a number in the spreadsheet. Anything else in them is escaped like text.
 */
import { stringify } from 'csv-stringify/sync';

const PELIGROSA = /^[=+\-@\t\r']/;
const NUMERO = /^[+-]?\d[\d.,]*$/;
const ESCAPADA = /^'[=+\-@\t\r']/;

export function celdaSegura(valor: string, numerica = false): string {
  if (numerica && NUMERO.test(valor)) return valor;
  return PELIGROSA.test(valor) ? `'${valor}` : valor;
}

/** A cell of a CSV the back-office wrote, as it was before `celdaSegura` escaped it. */
export const leerCelda = (valor: string) => (ESCAPADA.test(valor) ? valor.slice(1) : valor);

export function escribirCsv(
  filas: readonly (readonly unknown[])[],
  opciones: { columnas: readonly string[]; numericas?: readonly string[]; delimitador?: string },
): string {
  const numericas = new Set(
    (opciones.numericas ?? []).map((c) => {
      const i = opciones.columnas.indexOf(c);
      if (i < 0) throw new Error(`escribirCsv: ${c} no es una columna`);
      return i;
    }),
  );
  return stringify(filas as unknown[][], {
    header: true,
    columns: [...opciones.columnas],
    delimiter: opciones.delimitador ?? ',',
    cast: {
      string: (valor, ctx) =>
        ctx.header ? valor : celdaSegura(valor, typeof ctx.column === 'number' && numericas.has(ctx.column)),
    },
  });
}
