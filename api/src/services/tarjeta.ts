/**
 * Gift cards and the balance of the signed-in user (spec /tarjeta-saldo, issue 34). The balance and
 * its history read the ledger (services/saldo.ts). A gift code is taken with one conditional UPDATE
 * (unused, not expired): of two redemptions at the same moment one takes it and credits, the other
 * finds it used. Code attempts count against the shared throttle (services/intentos.ts) with the
 * coupon codes' limits, under keys of their own; a redeemed code gives its attempt back.
 */
import {
  type CodigoUsado,
  type ComprarBodySchema,
  type FormComprar,
  type HistorialSaldo,
  METODOS_TARJETA,
  MensajesOrden,
  MensajesTarjeta,
  MONTO_TARJETA_MAX,
  MONTO_TARJETA_MIN,
  MONTOS_SUGERIDOS,
  type MovimientoDetalle,
  type MovimientoSaldo,
  mensajeReferenciaInvalida,
  POR_PAGINA_TARJETA,
  RUTA_DE_TIPO,
  type Saldo,
  type SolicitudesTarjeta,
  type SolicitudTarjeta,
  TIPOS_MOVIMIENTO,
  type TipoMovimiento,
} from '@mercado/shared/contracts';
import { convertCents, fromCents, toCents } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import { type Selectable, sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { SaldoMovimiento, TarjetaSolicitud } from '../db/schema.generated.ts';
import { tasaActual } from './carrito/lectura.ts';
import { bancos, metodosPago } from './checkout.ts';
import { NoExiste, Rechazado } from './errores.ts';
import { contarIntento } from './intentos.ts';
import { numeroOrden } from './orden/detalle.ts';
import { acreditarSaldo, enBolivares, saldoDe } from './saldo.ts';

/** GET /usuario/tarjeta/saldo */
export async function saldoActual(db: Db, usuarioId: string): Promise<Saldo> {
  const [saldo, tasa] = await Promise.all([saldoDe(db, usuarioId), tasaActual(db)]);
  return { saldo, saldoBs: fromCents(convertCents(toCents(saldo), tasa)), tasa };
}

const esTipo = (t: string): t is TipoMovimiento => (TIPOS_MOVIMIENTO as readonly string[]).includes(t);

function movimientoDe(m: Selectable<SaldoMovimiento> & { tasa_orden: string | null }): MovimientoSaldo {
  if (!esTipo(m.tipo)) throw new Error(`saldo_movimiento ${m.id}: tipo ${m.tipo}`);
  // Rows from before the rate was recorded take their order's frozen rate.
  const tasa = m.tasa ?? m.tasa_orden;
  return {
    id: Number(m.id),
    tipo: m.tipo,
    monto: m.monto,
    montoBs: enBolivares(m.monto, tasa),
    tasa,
    saldoResultante: m.saldo_resultante,
    descripcion: m.descripcion,
    fecha: new Date(m.creado_en).toISOString(),
    reversoDe: m.reverso_de === null ? null : Number(m.reverso_de),
  };
}

const movimientos = (db: Db, usuarioId: string) =>
  db
    .selectFrom('saldo_movimiento as m')
    .leftJoin('orden as o', 'o.id', 'm.orden_id')
    .selectAll('m')
    .select('o.tasa as tasa_orden')
    .where('m.usuario_id', '=', usuarioId);

const paginas = (total: number) => Math.max(1, Math.ceil(total / POR_PAGINA_TARJETA));

/** GET /usuario/tarjeta/saldo/historial */
export async function historial(db: Db, usuarioId: string, pagina: number): Promise<HistorialSaldo> {
  const [filas, { total }] = await Promise.all([
    movimientos(db, usuarioId)
      .orderBy('m.id', 'desc')
      .limit(POR_PAGINA_TARJETA)
      .offset((pagina - 1) * POR_PAGINA_TARJETA)
      .execute(),
    db
      .selectFrom('saldo_movimiento')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('usuario_id', '=', usuarioId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: filas.map(movimientoDe),
    pagina,
    paginas: paginas(Number(total)),
    total: Number(total),
    porPagina: POR_PAGINA_TARJETA,
  };
}

/** GET /usuario/tarjeta/saldo/historial/{ruta}/{id}: another's movement, or one of another type, 404. */
export async function movimiento(
  db: Db,
  usuarioId: string,
  ruta: string,
  id: number,
): Promise<MovimientoDetalle> {
  const m = await movimientos(db, usuarioId).where('m.id', '=', id).executeTakeFirst();
  if (!m || !esTipo(m.tipo) || RUTA_DE_TIPO[m.tipo] !== ruta)
    throw new NoExiste(MensajesTarjeta.MOVIMIENTO_NO_EXISTE);
  const [regalo, solicitud] = await Promise.all([
    m.tarjeta_regalo_id === null
      ? null
      : db
          .selectFrom('tarjeta_regalo')
          .select(['codigo', 'monto'])
          .where('id', '=', m.tarjeta_regalo_id)
          .executeTakeFirst(),
    m.tarjeta_solicitud_id === null ? null : leerSolicitud(db, usuarioId, m.tarjeta_solicitud_id),
  ]);
  return {
    movimiento: movimientoDe(m),
    orden: m.orden_id === null ? null : { id: m.orden_id, numero: numeroOrden(m.orden_id) },
    tarjetaRegalo: regalo ?? null,
    solicitud,
  };
}

/** POST /usuario/tarjeta/regalo/usarcodigo */
export async function usarCodigo(
  db: Db,
  config: Config,
  usuarioId: string,
  ip: string,
  codigoEscrito: string,
): Promise<CodigoUsado> {
  const ventanaSegundos = config.cuponWindowSeconds;
  const intento = await contarIntento(db, MensajesTarjeta.DEMASIADOS_CODIGOS, [
    { clave: `tarjeta:usuario:${usuarioId}`, limite: { max: config.cuponMaxFailsUsuario, ventanaSegundos } },
    { clave: `tarjeta:direccion:${ip}`, limite: { max: config.cuponMaxFailsAddress, ventanaSegundos } },
  ]);
  const codigo = codigoEscrito.toUpperCase();
  const hecho = await db.transaction().execute(async (tx) => {
    const tomado = await tx
      .updateTable('tarjeta_regalo')
      .set({ usado_por: usuarioId, usado_en: sql<Date>`now()` })
      .where('codigo', '=', codigo)
      .where('usado_por', 'is', null)
      .where((eb) => eb.or([eb('vence_en', 'is', null), eb('vence_en', '>', sql<Date>`now()`)]))
      .returning(['id', 'monto'])
      .executeTakeFirst();
    if (!tomado) return null;
    const mov = await acreditarSaldo(tx, usuarioId, {
      monto: toCents(tomado.monto),
      tipo: 'tarjetaregalo',
      descripcion: `Tarjeta de regalo ${codigo}`,
      tarjetaRegaloId: tomado.id,
    });
    await tx
      .updateTable('tarjeta_regalo')
      .set({ saldo_movimiento_id: mov.id })
      .where('id', '=', tomado.id)
      .execute();
    return { monto: tomado.monto, movimientoId: mov.id };
  });
  if (!hecho) {
    const existe = await db
      .selectFrom('tarjeta_regalo')
      .select(['usado_por'])
      .where('codigo', '=', codigo)
      .executeTakeFirst();
    const mensaje = !existe
      ? MensajesTarjeta.CODIGO_NO_EXISTE
      : existe.usado_por
        ? MensajesTarjeta.CODIGO_USADO
        : MensajesTarjeta.CODIGO_VENCIDO;
    throw new Rechazado(mensaje, { codigo: mensaje });
  }
  await intento.devolver();
  const m = await movimientos(db, usuarioId).where('m.id', '=', hecho.movimientoId).executeTakeFirstOrThrow();
  return { monto: hecho.monto, saldo: await saldoActual(db, usuarioId), movimiento: movimientoDe(m) };
}

/** GET /usuario/tarjeta/solicitud/formcomprar */
export async function formComprar(db: Db): Promise<FormComprar> {
  const [metodos, listaBancos, tasa] = await Promise.all([metodosPago(db), bancos(db), tasaActual(db)]);
  return {
    metodosPago: metodos.filter((m) => (METODOS_TARJETA as readonly string[]).includes(m.codigo)),
    bancos: listaBancos,
    tasa,
    montoMinimo: MONTO_TARJETA_MIN,
    montoMaximo: MONTO_TARJETA_MAX,
    montosSugeridos: [...MONTOS_SUGERIDOS],
  };
}

const solicitudes = (db: Db, usuarioId: string) =>
  db
    .selectFrom('tarjeta_solicitud as s')
    .innerJoin('metodo_pago as mp', 'mp.codigo', 's.metodo_pago')
    .selectAll('s')
    .select('mp.nombre as metodo_nombre')
    .where('s.usuario_id', '=', usuarioId);

function solicitudDe(s: Selectable<TarjetaSolicitud> & { metodo_nombre: string }): SolicitudTarjeta {
  return {
    id: s.id,
    monto: s.monto,
    montoBs: fromCents(convertCents(toCents(s.monto), s.tasa)),
    tasa: s.tasa,
    destino: s.destino === 'regalo' ? 'regalo' : 'propio',
    emailDestino: s.email_destino,
    metodo: s.metodo_pago as SolicitudTarjeta['metodo'],
    metodoNombre: s.metodo_nombre,
    referencia: s.referencia,
    estatus: s.estatus as SolicitudTarjeta['estatus'],
    motivo: s.motivo,
    fecha: new Date(s.creado_en).toISOString(),
    decididaEn: s.decidido_en ? new Date(s.decidido_en).toISOString() : null,
  };
}

async function leerSolicitud(db: Db, usuarioId: string, id: number): Promise<SolicitudTarjeta | null> {
  const s = await solicitudes(db, usuarioId).where('s.id', '=', id).executeTakeFirst();
  return s ? solicitudDe(s) : null;
}

/** GET /usuario/tarjeta/solicitud/{id}: another's 404. */
export async function solicitud(db: Db, usuarioId: string, id: number): Promise<SolicitudTarjeta> {
  const s = await leerSolicitud(db, usuarioId, id);
  if (!s) throw new NoExiste(MensajesTarjeta.SOLICITUD_NO_EXISTE);
  return s;
}

/** GET /usuario/tarjeta/solicitud/listado/{n} */
export async function listarSolicitudes(
  db: Db,
  usuarioId: string,
  pagina: number,
): Promise<SolicitudesTarjeta> {
  const [filas, { total }] = await Promise.all([
    solicitudes(db, usuarioId)
      .orderBy('s.id', 'desc')
      .limit(POR_PAGINA_TARJETA)
      .offset((pagina - 1) * POR_PAGINA_TARJETA)
      .execute(),
    db
      .selectFrom('tarjeta_solicitud')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('usuario_id', '=', usuarioId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: filas.map(solicitudDe),
    pagina,
    paginas: paginas(Number(total)),
    total: Number(total),
    porPagina: POR_PAGINA_TARJETA,
  };
}

/** POST /usuario/tarjeta/solicitud/procesarcomprar: the request waits for staff (PENDIENTE). */
export async function comprar(
  db: Db,
  usuarioId: string,
  body: z.output<typeof ComprarBodySchema>,
): Promise<SolicitudTarjeta> {
  const campos: Record<string, string> = {};
  const cents = toCents(body.monto);
  if (cents < toCents(MONTO_TARJETA_MIN) || cents > toCents(MONTO_TARJETA_MAX))
    campos.monto = MensajesTarjeta.MONTO_FUERA;
  if (body.destino === 'regalo' && !body.emailDestino) campos.emailDestino = MensajesTarjeta.EMAIL_REQUERIDO;
  const [metodo] = (await metodosPago(db)).filter((m) => m.codigo === body.metodo);
  if (!metodo) campos.metodo = MensajesOrden.METODO_NO_DISPONIBLE;
  else {
    if (metodo.referenciaPatron && !new RegExp(metodo.referenciaPatron).test(body.referencia))
      campos.referencia = mensajeReferenciaInvalida(metodo.referenciaPatron);
    if (metodo.requiereBanco && !(await bancos(db)).some((b) => b.codigo === body.banco))
      campos.banco = MensajesOrden.BANCO_REQUERIDO;
    if (metodo.requiereTelefono && !body.telefono) campos.telefono = MensajesOrden.TELEFONO_PAGO_REQUERIDO;
  }
  const primero = Object.values(campos)[0];
  if (primero) throw new Rechazado(primero, campos);
  const { id } = await db
    .insertInto('tarjeta_solicitud')
    .values({
      usuario_id: usuarioId,
      monto: body.monto,
      tasa: await tasaActual(db),
      destino: body.destino,
      email_destino: body.destino === 'regalo' ? (body.emailDestino ?? null) : null,
      metodo_pago: body.metodo,
      referencia: body.referencia,
      banco: metodo?.requiereBanco ? (body.banco ?? null) : null,
      telefono: metodo?.requiereTelefono ? (body.telefono ?? null) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return solicitud(db, usuarioId, id);
}
