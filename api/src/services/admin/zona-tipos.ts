/**
 * The kinds of zone records (decision 0026): each one's query, its view and its own rule, read, saved
 * and audited by zona-registros.ts. A schedule keeps its booked slots (zona.ts's header).
 */
import {
  type AreaEntregaAdmin,
  type DireccionRetiroAdmin,
  type EnvioBloqueoAdmin,
  type HorarioAdmin,
  type HorarioPickupAdmin,
  type LinkMenuAdmin,
  MensajesAdmin,
  MensajesZona,
  type SectorAdmin,
} from '@mercado/shared/contracts';
import { caracasDay, formatDate, horaCorta, instanteCaracas } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Rechazado } from '../errores.ts';
import type { TipoRegistro } from './zona-registros.ts';

export const hoyCaracas = sql<string>`(now() at time zone 'America/Caracas')::date`;
/** "viernes, 27 de noviembre de 2026" for a YYYY-MM-DD date (noon, so no zone shifts the day). */
const fechaLarga = (fecha: string) => formatDate(instanteCaracas(fecha, '12:00'));

export const direccionRetiro: TipoRegistro<DireccionRetiroAdmin> = {
  tabla: 'zona_direccion',
  consulta: (db) =>
    db
      .selectFrom('zona_direccion')
      .select(['zona_direccion.id', 'nombre', 'direccion', 'orden', 'estatus', 'version']),
  vista: (f) => f as DireccionRetiroAdmin,
  alBorrar: async (trx, fila) => {
    const pedido = await trx
      .selectFrom('orden')
      .select('id')
      .where('pickup_id', '=', fila.id)
      .executeTakeFirst();
    if (pedido) throw new Rechazado(MensajesZona.DIRECCION_CON_PEDIDOS);
  },
};

export const areaEntrega: TipoRegistro<AreaEntregaAdmin> = {
  tabla: 'zona_area',
  consulta: (db) =>
    db
      .selectFrom('zona_area')
      .select(['zona_area.id', 'nombre', 'orden', 'estatus', 'version'])
      .select((eb) =>
        eb
          .selectFrom('zona_sector')
          .whereRef('zona_sector.area_id', '=', 'zona_area.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('sectores'),
      ),
  vista: (f) => ({ ...(f as AreaEntregaAdmin), sectores: Number(f.sectores ?? 0) }),
  unico: {
    restriccion: 'zona_area_zona_id_nombre_key',
    campo: 'nombre',
    mensaje: MensajesAdmin.NOMBRE_EN_USO,
  },
};

export const sectorEntrega: TipoRegistro<SectorAdmin> = {
  tabla: 'zona_sector',
  consulta: (db) =>
    db
      .selectFrom('zona_sector')
      .select(['zona_sector.id', 'area_id', 'nombre', 'orden', 'estatus', 'version']),
  vista: ({ area_id, ...f }) => ({ ...(f as Omit<SectorAdmin, 'areaId'>), areaId: area_id as number }),
  unico: {
    restriccion: 'zona_sector_area_id_nombre_key',
    campo: 'nombre',
    mensaje: MensajesAdmin.NOMBRE_EN_USO,
  },
};

type FilaHorario = {
  id: number;
  dia_semana: number;
  hora_inicio: string;
  hora_fin: string;
  capacidad: number;
  corte_minutos: number;
  estatus: number;
  version: number;
  reservas_maximas: number | null;
};
const vistaHorario = (f: FilaHorario): HorarioAdmin => ({
  id: f.id,
  diaSemana: f.dia_semana,
  horaInicio: horaCorta(f.hora_inicio),
  horaFin: horaCorta(f.hora_fin),
  capacidad: f.capacidad,
  corteMinutos: f.corte_minutos,
  estatus: f.estatus as HorarioAdmin['estatus'],
  version: f.version,
  reservasMaximas: Number(f.reservas_maximas ?? 0),
});

/** The most places booked on one of the schedule's coming dates (today included, Caracas). */
const reservasMaximas = (tipo: 'delivery' | 'pickup', tabla: 'zona_horario' | 'zona_horario_pickup') =>
  sql<number>`(select coalesce(max(fr.reservados), 0)::int from franja_reserva fr
    where fr.tipo = ${tipo} and fr.horario_id = ${sql.ref(`${tabla}.id`)} and fr.fecha >= ${hoyCaracas})`;

/**
 * A schedule's save keeps its booked slots (decision 0026): its coming bookings are locked (a checkout
 * booking one of its slots waits for this save, and then sees the new capacity); moving a schedule
 * that has any is refused on the moved field, and a capacity below the busiest date's bookings is
 * refused on `capacidad`.
 */
const conservarReservas =
  (tipo: 'delivery' | 'pickup') =>
  async (trx: Db, antes: Record<string, unknown>, despues: Record<string, unknown>): Promise<void> => {
    const movidos = (
      [
        ['diaSemana', 'dia_semana'],
        ['horaInicio', 'hora_inicio'],
        ['horaFin', 'hora_fin'],
      ] as const
    ).filter(([, col]) =>
      col === 'dia_semana'
        ? antes[col] !== despues[col]
        : horaCorta(String(antes[col])) !== horaCorta(String(despues[col])),
    );
    const baja = Number(despues.capacidad) < Number(antes.capacidad);
    if (movidos.length === 0 && !baja) return;
    const reservas = await trx
      .selectFrom('franja_reserva')
      .select(['fecha', 'reservados'])
      .where('tipo', '=', tipo)
      .where('horario_id', '=', Number(antes.id))
      .where('fecha', '>=', hoyCaracas)
      .where('reservados', '>', 0)
      .orderBy('reservados', 'desc')
      .orderBy('fecha')
      .forUpdate()
      .execute();
    const mayor = reservas[0];
    if (!mayor) return;
    if (movidos.length > 0) {
      const mensaje = MensajesZona.franjaConReservas(fechaLarga(mayor.fecha));
      throw new Rechazado(mensaje, Object.fromEntries(movidos.map(([campo]) => [campo, mensaje])));
    }
    if (Number(despues.capacidad) < mayor.reservados) {
      const mensaje = MensajesZona.capacidadBajoReservas(mayor.reservados, fechaLarga(mayor.fecha));
      throw new Rechazado(mensaje, { capacidad: mensaje });
    }
  };

export const horarioEntrega: TipoRegistro<HorarioAdmin> = {
  tabla: 'zona_horario',
  consulta: (db) =>
    db
      .selectFrom('zona_horario')
      .select([
        'zona_horario.id',
        'dia_semana',
        'hora_inicio',
        'hora_fin',
        'capacidad',
        'corte_minutos',
        'estatus',
        'version',
        sql<string>`dia_semana::text || hora_inicio::text`.as('dia'),
        reservasMaximas('delivery', 'zona_horario').as('reservas_maximas'),
      ]),
  vista: (f) => vistaHorario(f as FilaHorario),
  alGuardar: conservarReservas('delivery'),
};

export const horarioRetiro: TipoRegistro<HorarioPickupAdmin> = {
  tabla: 'zona_horario_pickup',
  consulta: (db) =>
    db
      .selectFrom('zona_horario_pickup')
      .innerJoin('zona_direccion', 'zona_direccion.id', 'zona_horario_pickup.direccion_id')
      .select([
        'zona_horario_pickup.id',
        'zona_horario_pickup.dia_semana',
        'zona_horario_pickup.hora_inicio',
        'zona_horario_pickup.hora_fin',
        'zona_horario_pickup.capacidad',
        'zona_horario_pickup.corte_minutos',
        'zona_horario_pickup.estatus',
        'zona_horario_pickup.version',
        'zona_horario_pickup.direccion_id',
        'zona_direccion.nombre as direccion',
        sql<string>`zona_horario_pickup.dia_semana::text || zona_horario_pickup.hora_inicio::text`.as('dia'),
        reservasMaximas('pickup', 'zona_horario_pickup').as('reservas_maximas'),
      ]),
  vista: (f) => ({
    ...vistaHorario(f as FilaHorario),
    direccionId: f.direccion_id as number,
    direccion: f.direccion as string,
  }),
  alGuardar: conservarReservas('pickup'),
};

/** A blocked date is today or later (Caracas); a past one has no slots to block. */
export function exigirFechaFutura(fecha: string, ahora = new Date()): void {
  if (fecha < caracasDay(ahora))
    throw new Rechazado(MensajesZona.FECHA_PASADA, { fecha: MensajesZona.FECHA_PASADA });
}

export const envioBloqueo: TipoRegistro<EnvioBloqueoAdmin> = {
  tabla: 'zona_envio_bloqueo',
  consulta: (db) =>
    db.selectFrom('zona_envio_bloqueo').select(['zona_envio_bloqueo.id', 'fecha', 'motivo', 'version']),
  vista: (f) => f as EnvioBloqueoAdmin,
  unico: {
    restriccion: 'zona_envio_bloqueo_zona_id_fecha_key',
    campo: 'fecha',
    mensaje: MensajesZona.FECHA_BLOQUEADA,
  },
};

export const linkMenu: TipoRegistro<LinkMenuAdmin> = {
  tabla: 'zona_link_menu',
  consulta: (db) =>
    db
      .selectFrom('zona_link_menu')
      .select(['zona_link_menu.id', 'nombre', 'url', 'externo', 'prioridad', 'version']),
  vista: (f) => f as LinkMenuAdmin,
};
