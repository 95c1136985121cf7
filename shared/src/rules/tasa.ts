/**
 * The BCV rate line every screen with prices shows (issue 36): "Tasa BCV: Bs. 36,50 · actualizada
 * hoy 8:00 a. m.". The rate is a decimal string (Bs per USD, up to 4 decimals), never a float.
 */
import { caracasDay, formatDateTimeShort, formatTime } from './dates.ts';
import { sumarDias } from './franjas.ts';

/** "36.5000" → "36,50"; "1234.4512" → "1.234,4512": at least 2 decimals, the rest when not zero. */
export function formatTasa(tasa: string): string {
  const [entero = '0', fraccion = ''] = tasa.trim().split('.');
  const decimales = fraccion.padEnd(2, '0').replace(/(\d{2,}?)0+$/, '$1');
  const miles = entero.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${miles},${decimales}`;
}

/** When the rate was set, as the shopper reads it: "hoy 8:00 a. m.", "ayer 8:00 a. m." or the date. */
export function cuandoTasa(actualizada: string, ahora: Date): string {
  const dia = caracasDay(actualizada);
  const hoy = caracasDay(ahora);
  if (dia === hoy) return `hoy ${formatTime(actualizada)}`;
  if (dia === sumarDias(hoy, -1)) return `ayer ${formatTime(actualizada)}`;
  return `el ${formatDateTimeShort(actualizada)}`;
}

/** The whole line; without the time when the rate has no history yet. */
export function textoTasa(tasa: string, actualizada: string | null, ahora: Date): string {
  const base = `Tasa BCV: Bs. ${formatTasa(tasa)}`;
  return actualizada ? `${base} · actualizada ${cuandoTasa(actualizada, ahora)}` : base;
}
