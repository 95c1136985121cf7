/**
 * Prime requests (spec §2 `membresia/solicitud`, ROLE_MEMBRESIA; issue 19). A normal customer asks
 * (one request in review at a time); staff approve it — the account becomes prime and a `membresia`
 * row runs until the chosen end — or reject it with a reason the customer reads. The customer's
 * session keeps working: the API reads the account's type on every call, and the shell, finding the
 * resolved type different from its token's, says 'Plan de Usuario actualizado' and asks to sign in again.
 */
import {
  type MembresiaSolicitud,
  MensajesClientes,
  MensajesPrime,
  type MiSolicitud,
  type TokenPayload,
  UsuarioEstatus,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { toCents } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Conflicto, Rechazado } from '../errores.ts';
import { debitarSaldo } from '../saldo.ts';
import { registrarCambio } from './auditoria.ts';
import { esDuplicado } from './sincronizar.ts';
import {
  cierre,
  consultaSolicitudes,
  decisionDe,
  fechaIso,
  lecturaDeSolicitudes,
  personaDe,
  rechazarPendiente,
  tomarPendiente,
} from './solicitud.ts';

const ORDEN = { creado: 's.creado_en', nombre: 'c.nombre', id: 's.id' } as const;

const consulta = (db: Db) =>
  consultaSolicitudes(db, 'membresia_solicitud')
    .leftJoin('membresia_plan as p', 'p.id', 's.plan_id')
    .select([
      's.fin',
      's.metodo_pago',
      's.referencia',
      'p.nombre as plan_nombre',
      'p.meses as plan_meses',
      's.monto',
    ]);
type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['executeTakeFirstOrThrow']>>;
const vista = (f: Fila): MembresiaSolicitud => ({
  ...decisionDe(f),
  cliente: personaDe(f),
  estatus: f.estatus as MembresiaSolicitud['estatus'],
  fin: fechaIso(f.fin),
  plan:
    f.plan_nombre && f.plan_meses && f.monto
      ? { nombre: f.plan_nombre, meses: f.plan_meses, precio: f.monto }
      : null,
  metodoPago: f.metodo_pago,
  referencia: f.referencia,
});

const lectura = lecturaDeSolicitudes(consulta, vista, ORDEN);
export const listarSolicitudesPrime = lectura.listar;
export const leerSolicitudPrime = lectura.leer;

/** Approves: the customer becomes prime for the plan's months (or `meses`); returns the customer's id. */
export async function aprobarSolicitudPrime(
  db: Db,
  usuario: TokenPayload,
  id: number,
  datos: { meses?: number | undefined; version: number },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const s = await tomarPendiente(trx, 'membresia_solicitud', id, datos.version);
    const { usuario_id } = await trx
      .selectFrom('membresia_solicitud')
      .select('usuario_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const cliente = await trx
      .selectFrom('usuario')
      .select(['usuario_tipo', 'estatus'])
      .where('id', '=', usuario_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (cliente.estatus !== UsuarioEstatus.ACTIVO)
      throw new Rechazado(MensajesClientes.CLIENTE_NO_ACTIVO, {
        solicitud: MensajesClientes.CLIENTE_NO_ACTIVO,
      });
    const { movimiento, meses } = await cobrar(trx, id, usuario_id, datos.meses);
    const { fin } = await trx
      .insertInto('membresia')
      .values({ usuario_id, fin: sql<Date>`now() + make_interval(months => ${meses})` })
      .returning('fin')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('usuario')
      .set({ usuario_tipo: UsuarioTipo.PRIME })
      .where('id', '=', usuario_id)
      .execute();
    await trx
      .updateTable('membresia_solicitud')
      .set({ ...cierre(usuario, 'APROBADA', s.version, null), fin, saldo_movimiento_id: movimiento })
      .where('id', '=', id)
      .execute();
    const finIso = new Date(fin).toISOString();
    await registrarCambio(trx, usuario, {
      entidad: 'membresia_solicitud',
      entidadId: id,
      accion: 'estatus',
      antes: { estatus: 'PENDIENTE' },
      despues: { estatus: 'APROBADA', meses, fin: finIso },
    });
    await registrarCambio(trx, usuario, {
      entidad: 'cliente',
      entidadId: usuario_id,
      accion: 'editar',
      antes: { usuarioTipo: cliente.usuario_tipo },
      despues: { usuarioTipo: UsuarioTipo.PRIME, membresiaFin: finIso, solicitudPrime: id },
    });
    return usuario_id;
  });
}

/**
 * What the request's plan (issue 34) says at approval: its months (staff's for a request made without
 * a plan) and, paid with the balance, its debit (the balance may have been spent since).
 */
async function cobrar(
  trx: Db,
  id: number,
  usuarioId: string,
  mesesPedidos: number | undefined,
): Promise<{ movimiento: number | null; meses: number }> {
  const s = await trx
    .selectFrom('membresia_solicitud as s')
    .leftJoin('membresia_plan as p', 'p.id', 's.plan_id')
    .select(['s.metodo_pago', 's.monto', 'p.nombre', 'p.meses'])
    .where('s.id', '=', id)
    .executeTakeFirstOrThrow();
  // A paid plan lasts what was paid for: other months are refused beside the field, not applied.
  if (s.meses !== null && mesesPedidos !== undefined && mesesPedidos !== s.meses) {
    const mensaje = MensajesPrime.MESES_DEL_PLAN(s.nombre ?? 'PRIME', s.meses);
    throw new Rechazado(mensaje, { meses: mensaje });
  }
  const meses = s.meses ?? mesesPedidos ?? 12;
  if (s.metodo_pago !== 'saldo' || !s.monto) return { movimiento: null, meses };
  const hecho = await debitarSaldo(trx, usuarioId, {
    monto: toCents(s.monto),
    tipo: 'membresiapago',
    descripcion: `${s.nombre ?? 'Membresía PRIME'} (solicitud #${id})`,
  });
  if (!hecho)
    throw new Rechazado(MensajesPrime.SALDO_INSUFICIENTE_APROBAR, {
      solicitud: MensajesPrime.SALDO_INSUFICIENTE_APROBAR,
    });
  return { movimiento: hecho.id, meses };
}

export const rechazarSolicitudPrime = (
  db: Db,
  usuario: TokenPayload,
  id: number,
  datos: { motivo: string; version: number },
) => rechazarPendiente(db, usuario, 'membresia_solicitud', id, datos);

/* ---- the customer's side ---------------------------------------------------------------------- */

const miSolicitud = (f: {
  id: number;
  estatus: string;
  creado_en: Date;
  decidido_en: Date | null;
  motivo: string | null;
}): MiSolicitud => ({
  id: f.id,
  estatus: f.estatus,
  creadoEn: new Date(f.creado_en).toISOString(),
  decididoEn: fechaIso(f.decidido_en),
  motivo: f.motivo,
});

/** The customer's latest request of `tabla`, or null. */
export async function ultimaSolicitud(
  db: Db,
  tabla: 'membresia_solicitud' | 'borrar_cuenta_solicitud',
  usuarioId: string,
): Promise<MiSolicitud | null> {
  const f = await db
    .selectFrom(tabla as 'membresia_solicitud')
    .select(['id', 'estatus', 'creado_en', 'decidido_en', 'motivo'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return f ? miSolicitud(f) : null;
}

/**
 * Files a request of `tabla` for the customer (409 `pendiente` while one is in review: the partial
 * unique index decides between two clicks at once).
 */
export async function crearSolicitud(
  db: Db,
  tabla: 'membresia_solicitud' | 'borrar_cuenta_solicitud',
  usuarioId: string,
  pendiente: string,
  valores: Record<string, unknown> = {},
): Promise<MiSolicitud> {
  try {
    const f = await db
      .insertInto(tabla as 'membresia_solicitud')
      .values({ usuario_id: usuarioId, ...valores })
      .returning(['id', 'estatus', 'creado_en', 'decidido_en', 'motivo'])
      .executeTakeFirstOrThrow();
    return miSolicitud(f);
  } catch (err) {
    if (esDuplicado(err)) throw new Conflicto(pendiente);
    throw err;
  }
}
