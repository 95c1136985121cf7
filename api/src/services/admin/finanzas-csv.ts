/**
 * The daily summary as a CSV (issue 35): one row per day and a last one with the period's totals;
 * for each measure its count, USD and bolívares. Written as the store writes numbers (spec §9:
 * 1.234,56), separated by semicolons, with a byte-order mark, through the formula-safe writer (a
 * negative amount stays a number; a header label, never a formula, is escaped all the same).
 */
import type { ResumenDiario, ResumenQuery } from '@mercado/shared/endpoints/admin-finanzas';
import { formatAmount, toCents } from '@mercado/shared/rules';
import type { Db } from '../../db/index.ts';
import { celdaSegura, escribirCsv } from '../csv.ts';
import { resumenDiario } from './finanzas-resumen.ts';

export function resumenEnCsv(r: ResumenDiario): string {
  const columnas = [
    'Día',
    'Tasa (Bs/USD)',
    // The writer leaves the header as given: a label is made safe here (it starts with the measure's).
    ...r.medidas.flatMap((m) => ['cantidad', 'USD', 'Bs'].map((u) => celdaSegura(`${m.etiqueta} (${u})`))),
  ];
  const fila = (dia: string, tasa: string, cifras: ResumenDiario['totales']) => [
    dia,
    tasa.replace('.', ','),
    ...r.medidas.flatMap((m) => {
      const c = cifras[m.clave]!;
      return [c.cantidad, formatAmount(toCents(c.usd)), formatAmount(toCents(c.bs))];
    }),
  ];
  const filas = [...r.dias.map((d) => fila(d.dia, d.tasa, d.cifras)), fila('Total', '', r.totales)];
  return `\uFEFF${escribirCsv(filas, {
    columnas,
    numericas: columnas.slice(1),
    delimitador: ';',
  })}`;
}

export async function resumenCsv(db: Db, q: ResumenQuery): Promise<string> {
  return resumenEnCsv(await resumenDiario(db, q));
}
