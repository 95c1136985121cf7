/** Counts in Spanish words: one formatter for every "1 fila", "3 errores" the platform writes. */

/** 1 → '1 fila'; 3 → '3 filas'; 1234 → '1.234 filas' (es-VE thousands). */
export function contar(cantidad: number, singular: string, plural: string): string {
  return `${cantidad.toLocaleString('es-VE')} ${cantidad === 1 ? singular : plural}`;
}
