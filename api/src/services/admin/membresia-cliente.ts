/**
 * A customer's prime membership ended or restored by staff from the customer's page (issue 33). Ending
 * it makes the account normal and its membership end now, keeping the end it had (`fin_previsto`), who
 * ended it and why (migration 0025); restoring it, while that end has not passed and the customer is
 * not prime again by a new request, gives the membership back until that end. The customer's session
 * is not ended: the API reads the type on every call and the shell asks them to sign in again
 * ('Plan de Usuario actualizado', decision 0031). Both are recorded in the customer's history. The
 * intent is the concurrency check, as in blocking: ending a membership another person already ended,
 * or restoring one twice, is a 409.
 */
import {
  type MembresiaTerminada,
  MensajesClientes,
  ROLE_ADMIN,
  type TokenPayload,
  UsuarioEstatus,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Conflicto, NoExiste, Rechazado } from '../errores.ts';
import { registrarCambio } from './auditoria.ts';

/** The customer's last membership, when staff ended it early; with whether it can be restored now. */
export async function membresiaTerminadaDe(
  db: Db,
  id: string,
  usuarioTipo: number,
): Promise<MembresiaTerminada | null> {
  const m = await ultimaMembresia(db, id);
  if (!m?.fin_previsto) return null;
  const finPrevisto = new Date(m.fin_previsto);
  return {
    terminadaEn: new Date(m.fin).toISOString(),
    finPrevisto: finPrevisto.toISOString(),
    por: m.por,
    motivo: m.terminada_motivo,
    restablecible: usuarioTipo === UsuarioTipo.NORMAL && finPrevisto.getTime() > Date.now(),
  };
}

const ultimaMembresia = (db: Db, id: string) =>
  db
    .selectFrom('membresia as m')
    .leftJoin('usuario as quien', 'quien.id', 'm.terminada_por')
    .select(['m.id', 'm.fin', 'm.fin_previsto', 'm.terminada_motivo', 'quien.email as por'])
    .where('m.usuario_id', '=', id)
    .orderBy('m.id', 'desc')
    .executeTakeFirst();

/** Ends the customer's prime membership now (`terminar`) or restores the one staff ended. */
export async function membresiaCliente(
  db: Db,
  usuario: TokenPayload,
  id: string,
  datos: { terminar: boolean; motivo: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const c = await trx
      .selectFrom('usuario as u')
      .select(['u.estatus', 'u.usuario_tipo'])
      .where('u.id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('usuario_rol as ur')
              .innerJoin('rol as r', 'r.id', 'ur.rol_id')
              .select('ur.usuario_id')
              .whereRef('ur.usuario_id', '=', 'u.id')
              .where('r.nombre', '=', ROLE_ADMIN),
          ),
        ),
      )
      .forUpdate()
      .executeTakeFirst();
    if (!c) throw new NoExiste(MensajesClientes.CLIENTE_NO_EXISTE);
    if (c.estatus === UsuarioEstatus.ELIMINADO) throw new Rechazado(MensajesClientes.CLIENTE_ELIMINADO);
    const motivo = datos.motivo || null;
    if (datos.terminar) await terminar(trx, usuario, id, c.usuario_tipo, motivo);
    else await restablecer(trx, usuario, id, c.usuario_tipo, motivo);
  });
}

async function terminar(trx: Db, usuario: TokenPayload, id: string, tipo: number, motivo: string | null) {
  if (tipo !== UsuarioTipo.PRIME) throw new Conflicto(MensajesClientes.NO_ES_PRIME);
  const vigentes = await trx
    .updateTable('membresia')
    .set({
      fin_previsto: sql<Date>`fin`,
      fin: sql<Date>`now()`,
      terminada_por: usuario.uid,
      terminada_motivo: motivo,
    })
    .where('usuario_id', '=', id)
    .where('fin', '>', sql<Date>`now()`)
    .returning(['fin', 'fin_previsto'])
    .execute();
  await trx.updateTable('usuario').set({ usuario_tipo: UsuarioTipo.NORMAL }).where('id', '=', id).execute();
  const fin =
    vigentes
      .map((v) => new Date(v.fin_previsto ?? v.fin).toISOString())
      .sort()
      .at(-1) ?? null;
  await registrarCambio(trx, usuario, {
    entidad: 'cliente',
    entidadId: id,
    accion: 'editar',
    antes: { usuarioTipo: tipo, membresiaFin: fin },
    despues: {
      usuarioTipo: UsuarioTipo.NORMAL,
      membresiaFin: vigentes[0] ? new Date(vigentes[0].fin).toISOString() : null,
      membresia: 'terminada',
      motivo,
    },
  });
}

async function restablecer(trx: Db, usuario: TokenPayload, id: string, tipo: number, motivo: string | null) {
  if (tipo === UsuarioTipo.PRIME) throw new Conflicto(MensajesClientes.YA_ES_PRIME_CLIENTE);
  const m = await ultimaMembresia(trx, id);
  if (!m?.fin_previsto || tipo !== UsuarioTipo.NORMAL)
    throw new Conflicto(MensajesClientes.SIN_MEMBRESIA_TERMINADA);
  if (new Date(m.fin_previsto).getTime() <= Date.now())
    throw new Rechazado(MensajesClientes.MEMBRESIA_VENCIDA);
  // Every membership that ending closed (one, unless two were running: the same `fin`), back to its
  // own end. The end is compared in the database: PostgreSQL keeps microseconds a JS Date drops.
  await trx
    .updateTable('membresia')
    .set({ fin: sql<Date>`fin_previsto`, fin_previsto: null, terminada_por: null, terminada_motivo: null })
    .where('usuario_id', '=', id)
    .where('fin_previsto', '>', sql<Date>`now()`)
    .where('fin', '=', (eb) =>
      eb.selectFrom('membresia as ultima').select('ultima.fin').where('ultima.id', '=', m.id),
    )
    .execute();
  await trx.updateTable('usuario').set({ usuario_tipo: UsuarioTipo.PRIME }).where('id', '=', id).execute();
  await registrarCambio(trx, usuario, {
    entidad: 'cliente',
    entidadId: id,
    accion: 'editar',
    antes: { usuarioTipo: tipo, membresiaFin: new Date(m.fin).toISOString() },
    despues: {
      usuarioTipo: UsuarioTipo.PRIME,
      membresiaFin: new Date(m.fin_previsto).toISOString(),
      membresia: 'restablecida',
      motivo,
    },
  });
}
