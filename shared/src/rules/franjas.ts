/**
 * Delivery and pickup slots (issue 5): a zone's (or pickup address's) weekly schedule becomes dated
 * slots for the next days, Caracas time (UTC−4 all year: Venezuela has no daylight saving time),
 * skipping blocked dates. A slot closes `corteMinutos` before it starts and is full when its bookings
 * reach its capacity.
 */
import type { DiaCerrado, Franja, FranjaEstado } from '../contracts/franjas.ts';
import { caracasDay, formatTime, LOCALE, TIME_ZONE } from './dates.ts';

/** Caracas offset, fixed. */
export const CARACAS_OFFSET = '-04:00';
/** How many days (today included) the checkout offers. */
export const DIAS_FRANJAS = 7;

export interface HorarioFranja {
  id: number;
  /** 0 = Sunday … 6 = Saturday. */
  diaSemana: number;
  /** "08:00" */
  horaInicio: string;
  horaFin: string;
  capacidad: number;
  /** Minutes before the start when booking closes. */
  corteMinutos: number;
}

export const franjaId = (horarioId: number, fecha: string): string => `${horarioId}:${fecha}`;

/** "08:00:00" or "8:00" → "08:00". */
export function horaCorta(hora: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(hora);
  if (!m) throw new TypeError(`Hora inválida: ${hora}`);
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

/** The instant of a Caracas date and time. */
export function instanteCaracas(fecha: string, hora: string): Date {
  return new Date(`${fecha}T${horaCorta(hora)}:00${CARACAS_OFFSET}`);
}

/** Day of the week (0 Sunday) of a YYYY-MM-DD date. */
export function diaSemana(fecha: string): number {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}

/** YYYY-MM-DD + n days. */
export function sumarDias(fecha: string, n: number): string {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10);
}

const diaFmt = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** "jueves, 5 de marzo, 8:00 a. m. a 11:00 a. m." */
export function etiquetaFranja(fecha: string, horaInicio: string, horaFin: string): string {
  const inicio = instanteCaracas(fecha, horaInicio);
  return `${diaFmt.format(inicio)}, ${formatTime(inicio)} a ${formatTime(instanteCaracas(fecha, horaFin))}`;
}

/** State of a slot now: closed after its cut-off, full at capacity, else available. */
export function estadoFranja(
  h: Pick<HorarioFranja, 'horaInicio' | 'capacidad' | 'corteMinutos'>,
  fecha: string,
  reservados: number,
  ahora: Date,
): { estado: FranjaEstado; cierraEn: Date; disponibles: number } {
  const cierraEn = new Date(instanteCaracas(fecha, h.horaInicio).getTime() - h.corteMinutos * 60_000);
  const disponibles = Math.max(0, h.capacidad - reservados);
  const estado: FranjaEstado =
    ahora.getTime() >= cierraEn.getTime() ? 'cerrada' : disponibles <= 0 ? 'llena' : 'disponible';
  return { estado, cierraEn, disponibles };
}

export interface GenerarFranjasEntrada {
  horarios: readonly HorarioFranja[];
  /** Blocked dates (YYYY-MM-DD): no slots. */
  bloqueadas: ReadonlySet<string> | readonly string[];
  /** Bookings per slot id (`franjaId`). */
  reservas: ReadonlyMap<string, number>;
  ahora: Date;
  dias?: number;
}

/** Dated slots from today (Caracas) for `dias` days, by date then start time; blocked dates skipped. */
export function generarFranjas(e: GenerarFranjasEntrada): Franja[] {
  const bloqueadas = e.bloqueadas instanceof Set ? e.bloqueadas : new Set(e.bloqueadas as readonly string[]);
  const hoy = caracasDay(e.ahora);
  const out: Franja[] = [];
  for (let i = 0; i < (e.dias ?? DIAS_FRANJAS); i++) {
    const fecha = sumarDias(hoy, i);
    if (bloqueadas.has(fecha)) continue;
    const dia = diaSemana(fecha);
    const delDia = e.horarios
      .filter((h) => h.diaSemana === dia)
      .sort((a, b) => horaCorta(a.horaInicio).localeCompare(horaCorta(b.horaInicio)) || a.id - b.id);
    for (const h of delDia) {
      const id = franjaId(h.id, fecha);
      const { estado, cierraEn, disponibles } = estadoFranja(h, fecha, e.reservas.get(id) ?? 0, e.ahora);
      out.push({
        id,
        horarioId: h.id,
        fecha,
        horaInicio: horaCorta(h.horaInicio),
        horaFin: horaCorta(h.horaFin),
        etiqueta: etiquetaFranja(fecha, h.horaInicio, h.horaFin),
        capacidad: h.capacidad,
        disponibles,
        cierraEn: cierraEn.toISOString(),
        estado,
      });
    }
  }
  return out;
}

/**
 * The closed dates (date → staff's reason) inside the slots' window from today (Caracas), by date:
 * the days the checkout lists as closed, with their reason, instead of leaving them out unexplained.
 */
export function diasCerrados(
  bloqueos: ReadonlyMap<string, string | null>,
  ahora: Date,
  dias = DIAS_FRANJAS,
): DiaCerrado[] {
  const hoy = caracasDay(ahora);
  const ultimo = sumarDias(hoy, dias - 1);
  return [...bloqueos]
    .filter(([fecha]) => fecha >= hoy && fecha <= ultimo)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([fecha, motivo]) => ({ fecha, motivo: motivo?.trim() ? motivo.trim() : null }));
}
