/** Dates in Spanish (es-VE) on Caracas time (spec §9), whatever the device's time zone. */

export const LOCALE = 'es-VE';
export const TIME_ZONE = 'America/Caracas';

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new TypeError(`Fecha inválida: ${String(value)}`);
  return date;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let fmt = cache.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options });
    cache.set(key, fmt);
  }
  return fmt;
}

/** "5 de marzo de 2026". */
export function formatDate(value: DateInput): string {
  return formatter({ day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(value));
}

/** "jueves, 5 de marzo de 2026". */
export function formatDateLong(value: DateInput): string {
  return formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(value));
}

/** "05/03/2026". */
export function formatDateShort(value: DateInput): string {
  return formatter({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(toDate(value));
}

/** "5 de marzo de 2026, 3:04 p. m." (12-hour clock as used in Venezuela). */
export function formatDateTime(value: DateInput): string {
  return formatter({
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(toDate(value));
}

/**
 * "5 mar. 2026, 3:04 p. m.": a moment in a list or a table, where the long form does not fit. With
 * `formatDateTime` (the long one) the only two ways a moment is written.
 */
export function formatDateTimeShort(value: DateInput): string {
  return formatter({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(toDate(value));
}

/**
 * A calendar day as the API sends it ("2026-12-31", an offer's last day) → "31 dic. 2026", the date
 * part of `formatDateTimeShort`. Read as that day in Caracas, so no time zone moves it a day.
 */
export function formatCalendarDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new TypeError(`Fecha inválida: ${day}`);
  return formatter({ day: 'numeric', month: 'short', year: 'numeric' }).format(
    toDate(`${day}T12:00:00-04:00`),
  );
}

/** "3:04 p. m.". */
export function formatTime(value: DateInput): string {
  return formatter({ hour: 'numeric', minute: '2-digit', hour12: true }).format(toDate(value));
}

/** The calendar day in Caracas as "YYYY-MM-DD" (for grouping and comparisons). */
export function caracasDay(value: DateInput): string {
  const parts = formatter({ year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(toDate(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
