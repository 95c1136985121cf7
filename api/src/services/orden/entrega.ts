/**
 * Where an order goes and when, as placing it decides (inside its transaction, registrar.ts): the
 * delivery address (saved, or new and saved when asked) or the pickup store, the shipping cost, and
 * the booking of the delivery or pickup slot.
 */
import {
  EstatusRegistro,
  MensajesOrden,
  type OrdenRegistrarRequest,
  type TipoEnvio,
} from '@mercado/shared/contracts';
import {
  caracasDay,
  costoEnvio,
  DIAS_FRANJAS,
  diaSemana,
  estadoFranja,
  etiquetaFranja,
  horaCorta,
  sumarDias,
} from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { ContextoCarrito } from '../carrito/contexto.ts';
import type { reglasEnvio } from '../checkout.ts';
import { Rechazado } from '../errores.ts';

const ACTIVO = EstatusRegistro.ACTIVO;

type Destino = {
  costo: number;
  direccionId: number | null;
  sectorId: number | null;
  areaId: number | null;
  pickupId: number | null;
  texto: string;
};

/**
 * Delivery address (saved, or new and saved when asked) or pickup store; the shipping cost, by the
 * band the products with IVA (`productosCents`, before the coupon) reach.
 */
export async function destino(
  tx: Db,
  ctx: ContextoCarrito,
  body: OrdenRegistrarRequest,
  productosCents: number,
  reglas: Awaited<ReturnType<typeof reglasEnvio>>,
): Promise<Destino> {
  const { comprador: c, zona } = ctx;
  if (body.tipoEnvio === 'pickup') {
    const tienda = await tx
      .selectFrom('zona_direccion')
      .select(['id', 'nombre', 'direccion'])
      .where('id', '=', body.pickupId ?? 0)
      .where('zona_id', '=', zona.id)
      .where('estatus', '=', ACTIVO)
      .executeTakeFirst();
    if (!tienda)
      throw new Rechazado(MensajesOrden.PICKUP_INVALIDO, { pickupId: MensajesOrden.PICKUP_INVALIDO });
    return {
      costo: 0,
      direccionId: null,
      sectorId: null,
      areaId: null,
      pickupId: tienda.id,
      texto: `${tienda.nombre}: ${tienda.direccion}`,
    };
  }
  const sectorDeZona = (sectorId: number) =>
    tx
      .selectFrom('zona_sector as s')
      .innerJoin('zona_area as a', 'a.id', 's.area_id')
      .select(['s.id as sector_id', 's.nombre as sector', 'a.id as area_id', 'a.nombre as area'])
      .where('s.id', '=', sectorId)
      .where('a.zona_id', '=', zona.id)
      .where('s.estatus', '=', ACTIVO)
      .where('a.estatus', '=', ACTIVO)
      .executeTakeFirst();
  let direccionId: number | null = null;
  let sector: Awaited<ReturnType<typeof sectorDeZona>>;
  let linea: string;
  let referencia: string | null;
  if (body.direccionId !== undefined) {
    const d = await tx
      .selectFrom('usuario_direccion')
      .select(['id', 'sector_id', 'direccion', 'referencia'])
      .where('id', '=', body.direccionId)
      .where('usuario_id', '=', c.id)
      .where('estatus', '=', ACTIVO)
      .executeTakeFirst();
    sector = d ? await sectorDeZona(d.sector_id) : undefined;
    if (!d || !sector)
      throw new Rechazado(MensajesOrden.DIRECCION_INVALIDA, {
        direccionId: MensajesOrden.DIRECCION_INVALIDA,
      });
    direccionId = d.id;
    linea = d.direccion;
    referencia = d.referencia;
  } else {
    const n = body.direccionNueva!;
    sector = await sectorDeZona(n.sectorId);
    if (!sector)
      throw new Rechazado(MensajesOrden.SECTOR_INVALIDO, {
        'direccionNueva.sectorId': MensajesOrden.SECTOR_INVALIDO,
      });
    linea = n.direccion;
    referencia = n.referencia?.trim() || null;
    if (n.guardar) {
      const tiene = await tx
        .selectFrom('usuario_direccion')
        .select('id')
        .where('usuario_id', '=', c.id)
        .where('estatus', '=', ACTIVO)
        .executeTakeFirst();
      const nueva = await tx
        .insertInto('usuario_direccion')
        .values({
          usuario_id: c.id,
          sector_id: sector.sector_id,
          direccion: linea,
          referencia,
          predeterminada: !tiene,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      direccionId = nueva.id;
    }
  }
  return {
    costo: costoEnvio(reglas, sector.area_id, productosCents),
    direccionId,
    sectorId: sector.sector_id,
    areaId: sector.area_id,
    pickupId: null,
    texto: `${linea}, ${sector.sector}, ${sector.area}, ${ctx.zona.nombre}${referencia ? ` (${referencia})` : ''}`,
  };
}

/**
 * Books the slot: it must belong to the zone (delivery) or to the chosen store (pickup), fall on its
 * weekday within the offered days, not on a blocked date, before its cut-off; then one conditional
 * upsert takes a place only while `reservados < capacidad` (the row lock serialises concurrent
 * bookings), else it is full. The schedule is read `for share`: a back-office save of it (which
 * takes it `for update`) waits for the booking, or the booking for the save, so a lowered capacity
 * is never passed by a booking that read the old one.
 */
export async function reservarFranja(tx: Db, zonaId: number, body: OrdenRegistrarRequest, ahora: Date) {
  const { horarioId, fecha } = body.franja;
  const tipo: TipoEnvio = body.tipoEnvio;
  const h =
    tipo === 'delivery'
      ? await tx
          .selectFrom('zona_horario')
          .select(['id', 'dia_semana', 'hora_inicio', 'hora_fin', 'capacidad', 'corte_minutos'])
          .where('id', '=', horarioId)
          .where('zona_id', '=', zonaId)
          .where('estatus', '=', ACTIVO)
          .forShare()
          .executeTakeFirst()
      : await tx
          .selectFrom('zona_horario_pickup')
          .select(['id', 'dia_semana', 'hora_inicio', 'hora_fin', 'capacidad', 'corte_minutos'])
          .where('id', '=', horarioId)
          .where('direccion_id', '=', body.pickupId ?? 0)
          .where('estatus', '=', ACTIVO)
          .forShare()
          .executeTakeFirst();
  const campo = { franja: MensajesOrden.FRANJA_INVALIDA };
  const hoy = caracasDay(ahora);
  if (!h || Number.isNaN(Date.parse(`${fecha}T00:00:00Z`)) || diaSemana(fecha) !== h.dia_semana) {
    throw new Rechazado(MensajesOrden.FRANJA_INVALIDA, campo);
  }
  if (fecha < hoy || fecha > sumarDias(hoy, DIAS_FRANJAS - 1))
    throw new Rechazado(MensajesOrden.FRANJA_INVALIDA, campo);
  const bloqueada = await tx
    .selectFrom('zona_envio_bloqueo')
    .select('id')
    .where('zona_id', '=', zonaId)
    .where('fecha', '=', fecha)
    .executeTakeFirst();
  if (bloqueada)
    throw new Rechazado(MensajesOrden.FECHA_BLOQUEADA, { franja: MensajesOrden.FECHA_BLOQUEADA });
  const { estado } = estadoFranja(
    { horaInicio: h.hora_inicio, capacidad: h.capacidad, corteMinutos: h.corte_minutos },
    fecha,
    0,
    ahora,
  );
  if (estado === 'cerrada')
    throw new Rechazado(MensajesOrden.FRANJA_CERRADA, { franja: MensajesOrden.FRANJA_CERRADA });
  const tomada = await sql<{ reservados: number }>`
    insert into franja_reserva (tipo, horario_id, fecha, reservados) values (${tipo}, ${h.id}, ${fecha}::date, 1)
    on conflict (tipo, horario_id, fecha) do update set reservados = franja_reserva.reservados + 1
    where franja_reserva.reservados < ${h.capacidad}
    returning reservados`.execute(tx);
  if (tomada.rows.length === 0)
    throw new Rechazado(MensajesOrden.FRANJA_LLENA, { franja: MensajesOrden.FRANJA_LLENA });
  return {
    horarioId: h.id,
    fecha,
    inicio: horaCorta(h.hora_inicio),
    fin: horaCorta(h.hora_fin),
    etiqueta: etiquetaFranja(fecha, h.hora_inicio, h.hora_fin),
  };
}
