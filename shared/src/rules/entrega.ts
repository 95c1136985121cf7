/**
 * How slots read to the shopper (issue 36): the next one that can be booked first, the places left on
 * every slot, the days staff closed with their reason, and the store's "Próxima entrega: hoy 5–8 p. m.
 * · quedan 3 cupos", all from the slots the checkout offers (`generarFranjas`, `diasCerrados`).
 */
import type { DiaCerrado, Franja } from '../contracts/franjas.ts';
import { caracasDay } from './dates.ts';
import { diaSemana, sumarDias } from './franjas.ts';

const porInicio = (a: Franja, b: Franja) =>
  a.fecha.localeCompare(b.fecha) || a.horaInicio.localeCompare(b.horaInicio) || a.id.localeCompare(b.id);

/** The earliest slot that can still be booked, or null. */
export function proximaFranja(franjas: readonly Franja[]): Franja | null {
  return [...franjas].filter((f) => f.estado === 'disponible').sort(porInicio)[0] ?? null;
}

/** "quedan 3 cupos", "queda 1 cupo", "Completo". */
export function textoCupos(f: Pick<Franja, 'disponibles' | 'estado'>): string {
  if (f.estado === 'llena' || f.disponibles <= 0) return 'Completo';
  return f.disponibles === 1 ? 'queda 1 cupo' : `quedan ${f.disponibles} cupos`;
}

export interface DiaSelector {
  fecha: string;
  /** Closed by staff: no slots; the reason, when they gave one. */
  cerrado: boolean;
  motivo: string | null;
  franjas: Franja[];
}

/**
 * The slot picker: the next bookable slot apart (it comes first), then every day of the window by
 * date, closed days with their reason. Slots past their cut-off are left out (they can no longer be
 * booked); full ones stay, marked "Completo".
 */
export function selectorFranjas(
  franjas: readonly Franja[],
  cerrados: readonly DiaCerrado[],
): { proxima: Franja | null; dias: DiaSelector[] } {
  const proxima = proximaFranja(franjas);
  const dias = new Map<string, DiaSelector>();
  for (const c of cerrados)
    dias.set(c.fecha, { fecha: c.fecha, cerrado: true, motivo: c.motivo, franjas: [] });
  for (const f of [...franjas].sort(porInicio)) {
    if (f.estado === 'cerrada' || f.id === proxima?.id || dias.get(f.fecha)?.cerrado) continue;
    const dia = dias.get(f.fecha) ?? { fecha: f.fecha, cerrado: false, motivo: null, franjas: [] };
    dia.franjas.push(f);
    dias.set(f.fecha, dia);
  }
  return { proxima, dias: [...dias.values()].sort((a, b) => a.fecha.localeCompare(b.fecha)) };
}

/** "Cerrado: Feriado", or "Cerrado" without a reason. */
export const textoCerrado = (motivo: string | null): string => (motivo ? `Cerrado: ${motivo}` : 'Cerrado');

const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "hoy", "mañana" or the weekday ("jueves") of a date, seen from `ahora` in Caracas. */
export function diaRelativo(fecha: string, ahora: Date): string {
  const hoy = caracasDay(ahora);
  if (fecha === hoy) return 'hoy';
  if (fecha === sumarDias(hoy, 1)) return 'mañana';
  return DIAS[diaSemana(fecha)] ?? fecha;
}

/** "17:00" → { hora: "5", meridiano: "p. m." }; "09:30" → "9:30 a. m.". */
function hora12(hhmm: string): { hora: string; meridiano: string } {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hora = `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
  return { hora, meridiano: h < 12 ? 'a. m.' : 'p. m.' };
}

/** "5–8 p. m.", "11 a. m.–2 p. m.", "7:30–9 a. m.". */
export function rangoHoras(inicio: string, fin: string): string {
  const a = hora12(inicio);
  const b = hora12(fin);
  return a.meridiano === b.meridiano
    ? `${a.hora}–${b.hora} ${b.meridiano}`
    : `${a.hora} ${a.meridiano}–${b.hora} ${b.meridiano}`;
}

/** The store's promise of its next slot: "hoy 5–8 p. m. · quedan 3 cupos". */
export function textoProximaEntrega(f: Franja, ahora: Date): string {
  return `${diaRelativo(f.fecha, ahora)} ${rangoHoras(f.horaInicio, f.horaFin)} · ${textoCupos(f)}`;
}
