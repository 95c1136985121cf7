/**
 * Account deletion requests (spec §2 `borrar-cuenta`, ROLE_CLIENTE; issue 19, decision 0031). The
 * customer asks; staff carry it out or reject it with a reason. Carrying it out removes the person
 * and keeps the books: the account row stays (orders, balance movements and coupon uses point at it)
 * under a placeholder name and a free, undeliverable email, status ELIMINADO; its phone, document,
 * addresses, sessions, carts, membership and sent mail go; its orders keep their lines, totals,
 * payment references, zone and slot, with the delivery address reduced to its sector and area and the
 * payer's phone and the order's note removed; their ratings keep the score and date (the store's
 * rating figures) without the comment. Not while an order is in progress.
 */
import {
  type BorrarCuentaSolicitud,
  MensajesClientes,
  NOMBRE_CUENTA_ELIMINADA,
  ORDEN_ESTATUS_EN_CURSO,
  type TokenPayload,
  UsuarioEstatus,
} from '@mercado/shared/contracts';
import { sql } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import { randomToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { registrarCambio } from './auditoria.ts';
import {
  cierre,
  consultaSolicitudes,
  decisionDe,
  lecturaDeSolicitudes,
  personaDe,
  rechazarPendiente,
  tomarPendiente,
} from './solicitud.ts';
import { exigirCuentaAlAlcance } from './usuarios.ts';

const ORDEN = { creado: 's.creado_en', id: 's.id' } as const;

const consulta = (db: Db) =>
  consultaSolicitudes(db, 'borrar_cuenta_solicitud').select([
    sql<string | null>`s.motivo_cliente`.as('motivo_cliente'),
    sql<number>`(select count(*) from orden o
      where o.usuario_id = c.id and o.estatus in (${sql.join(ORDEN_ESTATUS_EN_CURSO)}))::int`.as(
      'pedidos_en_curso',
    ),
  ]);
type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['executeTakeFirstOrThrow']>>;
const vista = (f: Fila): BorrarCuentaSolicitud => ({
  ...decisionDe(f),
  cliente: personaDe(f),
  estatus: f.estatus as BorrarCuentaSolicitud['estatus'],
  motivoCliente: f.motivo_cliente,
  pedidosEnCurso: f.pedidos_en_curso,
});

const lectura = lecturaDeSolicitudes(consulta, vista, ORDEN);
export const listarSolicitudesBorrado = lectura.listar;
export const leerSolicitudBorrado = lectura.leer;

/** Carries out the request: the customer's personal data removed, the orders kept. Returns their id. */
export async function ejecutarSolicitudBorrado(
  db: Db,
  usuario: TokenPayload,
  id: number,
  version: number,
): Promise<string> {
  // An unusable password: nobody knows it, and it is a real hash (sign-in compares it as any other).
  const claveHash = await hashPassword(randomToken());
  return db.transaction().execute(async (trx) => {
    const s = await tomarPendiente(trx, 'borrar_cuenta_solicitud', id, version);
    const { usuario_id: uid } = await trx
      .selectFrom('borrar_cuenta_solicitud')
      .select('usuario_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const cliente = await trx
      .selectFrom('usuario')
      .select(['email', 'estatus'])
      .where('id', '=', uid)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // A staff account that asked to be deleted: only by someone holding all its roles, and never the
    // last one able to manage users.
    await exigirCuentaAlAlcance(trx, usuario, uid);
    const enCurso = await trx
      .selectFrom('orden')
      .select('id')
      .where('usuario_id', '=', uid)
      .where('estatus', 'in', ORDEN_ESTATUS_EN_CURSO)
      .executeTakeFirst();
    if (enCurso)
      throw new Rechazado(MensajesClientes.PEDIDOS_EN_CURSO, {
        solicitud: MensajesClientes.PEDIDOS_EN_CURSO,
      });

    // The orders: what the books need stays; the street address, the payer's phone and the note go.
    await trx
      .updateTable('orden')
      .set({
        direccion_id: null,
        telefono_pago: null,
        nota: null,
        direccion_texto: sql<string>`coalesce((
          select sec.nombre || ', ' || ar.nombre from zona_sector sec
          join zona_area ar on ar.id = sec.area_id where sec.id = orden.sector_id), 'Dirección eliminada')`,
      })
      .where('usuario_id', '=', uid)
      .where('tipo_envio', '=', 'delivery')
      .execute();
    await trx
      .updateTable('orden')
      .set({ telefono_pago: null, nota: null })
      .where('usuario_id', '=', uid)
      .where('tipo_envio', '<>', 'delivery')
      .execute();
    // The ratings: the score and date stay with the order; the comment is the customer's own words.
    await trx
      .updateTable('orden_calificacion')
      .set({ comentario: null })
      .where('orden_id', 'in', (eb) => eb.selectFrom('orden').select('id').where('usuario_id', '=', uid))
      .execute();
    for (const tabla of [
      'usuario_direccion',
      'refresh_token',
      'token_email',
      'carrito',
      'membresia',
    ] as const)
      await trx.deleteFrom(tabla).where('usuario_id', '=', uid).execute();
    await trx
      .deleteFrom('email_saliente')
      .where(sql`lower(para)`, '=', cliente.email.toLowerCase())
      .execute();
    await trx
      .updateTable('usuario')
      .set({
        nombre: NOMBRE_CUENTA_ELIMINADA,
        // Frees the email for a new account; `.invalid` never delivers (RFC 2606).
        email: `eliminada-${uid}@cuenta.invalid`,
        telefono: null,
        documento: '0',
        clave_hash: claveHash,
        estatus: UsuarioEstatus.ELIMINADO,
        sesion_version: sql<number>`sesion_version + 1`,
      })
      .where('id', '=', uid)
      .execute();
    await trx
      .updateTable('borrar_cuenta_solicitud')
      .set({ ...cierre(usuario, 'EJECUTADA', s.version, null), motivo_cliente: null })
      .where('id', '=', id)
      .execute();
    // The records hold no personal data: statuses only.
    await registrarCambio(trx, usuario, {
      entidad: 'borrar_cuenta_solicitud',
      entidadId: id,
      accion: 'estatus',
      antes: { estatus: 'PENDIENTE' },
      despues: { estatus: 'EJECUTADA' },
    });
    await registrarCambio(trx, usuario, {
      entidad: 'cliente',
      entidadId: uid,
      accion: 'borrar',
      antes: { estatus: cliente.estatus },
      despues: { estatus: UsuarioEstatus.ELIMINADO, solicitudBorrado: id },
    });
    return uid;
  });
}

export const rechazarSolicitudBorrado = (
  db: Db,
  usuario: TokenPayload,
  id: number,
  datos: { motivo: string; version: number },
) => rechazarPendiente(db, usuario, 'borrar_cuenta_solicitud', id, datos);

/**
 * DELETE /usuario/borrar-cuenta/solicitud: the customer withdraws the pending request (issue 34). It
 * goes, as if never asked (no decision was made, nothing to keep); staff deciding it meanwhile wait
 * for the row lock, then find it gone (404). 404 when nothing is pending.
 */
export async function retirarSolicitudBorrado(db: Db, usuarioId: string): Promise<void> {
  const res = await db
    .deleteFrom('borrar_cuenta_solicitud')
    .where('usuario_id', '=', usuarioId)
    .where('estatus', '=', 'PENDIENTE')
    .executeTakeFirst();
  if (res.numDeletedRows === 0n) throw new NoExiste('No tiene una solicitud de borrado en revisión');
}
