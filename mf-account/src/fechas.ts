/**
 * Dates as the spec asks (§9: Spanish names, America/Caracas). Temporary local helper until
 * `@mercado/shared/rules` lands.
 */
const FORMATO_FECHA = new Intl.DateTimeFormat('es-VE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Caracas',
});

/** '2026-12-31T12:00:00.000Z' → '31 de diciembre de 2026' (Caracas time). */
export function formatFecha(iso: string): string {
  const fecha = new Date(iso);
  return Number.isNaN(fecha.getTime()) ? iso : FORMATO_FECHA.format(fecha);
}
