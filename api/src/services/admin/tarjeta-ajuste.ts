/**
 * Staff adjustments of a customer's balance (spec §2 `tarjeta/saldo/ajuste`, issue 35): an amount, a
 * sign and a reason, kept in `saldo_ajuste` (migration 0034) and moved through the ledger as an
 * 'ajuste' row. At or below `configuracion.ajuste_umbral_aprobacion` it applies at once; above it waits
 * for a second staff member, never its requester (the two-person rule is checked on the account id,
 * so a second session or token of the same person is the same person). The approval takes the pending
 * row with one conditional UPDATE in the ledger's transaction: approving twice applies once. A debit
 * that would take the balance below zero is refused (422) and writes nothing, when asked and again
 * when approved.
 */
import {
  type Ajuste,
  type AjustesQuerySchema,
  MensajesAdminTarjeta,
  POR_PAGINA_ADMIN,
  type TokenPayload,
} from '@mercado/shared/contracts';
import { fromCents, toCents } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Conflicto, NoExiste, Prohibido, Rechazado } from '../errores.ts';
import { acreditarSaldo, bloquearSaldo, debitarSaldo } from '../saldo.ts';
import { registrarCambio } from './auditoria.ts';
import { type Pagina, pagina, patronTexto, plegar, plegarTexto } from './listado.ts';
import { personaDe } from './solicitud.ts';
import { persona, umbralAprobacion } from './tarjeta-saldo.ts';

const consulta = (db: Db) =>
  db
    .selectFrom('saldo_ajuste as a')
    .innerJoin('usuario as c', 'c.id', 'a.usuario_id')
    .selectAll('a')
    .select([
      'c.id as c_id',
      'c.nombre as c_nombre',
      'c.email as c_email',
      'c.estatus as c_estatus',
      'c.usuario_tipo as c_tipo',
    ])
    .select((eb) => [
      eb
        .selectFrom('usuario as s')
        .select('s.email')
        .whereRef('s.id', '=', 'a.solicitado_por')
        .as('solicitado_email'),
      eb
        .selectFrom('usuario as d')
        .select('d.email')
        .whereRef('d.id', '=', 'a.decidido_por')
        .as('decidido_email'),
    ]);
type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const vista = (f: Fila): Ajuste => ({
  id: f.id,
  cliente: personaDe(f),
  monto: f.monto,
  signo: f.signo === 'debito' ? 'debito' : 'credito',
  motivo: f.motivo,
  estatus: f.estatus as Ajuste['estatus'],
  requiereAprobacion: f.requiere_aprobacion,
  solicitadoPor: f.solicitado_email,
  creadoEn: new Date(f.creado_en).toISOString(),
  decididoPor: f.decidido_email,
  decididoEn: iso(f.decidido_en),
  motivoRechazo: f.motivo_rechazo,
  movimientoId: f.saldo_movimiento_id === null ? null : Number(f.saldo_movimiento_id),
  version: f.version,
});

const ORDEN = { creado: 'a.creado_en', monto: 'a.monto', id: 'a.id' } as const;

/** GET /admin/tarjeta/saldo/ajuste/listado: pending first, then by the chosen order. */
export async function listarAjustes(db: Db, q: z.output<typeof AjustesQuerySchema>): Promise<Pagina<Ajuste>> {
  let c = consulta(db);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    c = c.where(sql<boolean>`(${plegar('c.nombre')} like ${patron} or lower(c.email) like ${patron})`);
  }
  if (q.estado) c = c.where('a.estatus', '=', q.estado);
  if (q.usuario) c = c.where('a.usuario_id', '=', q.usuario);
  const [filas, { n }] = await Promise.all([
    c
      .orderBy(sql`a.estatus = 'PENDIENTE'`, 'desc')
      .orderBy(sql.ref(ORDEN[q.orden]), q.dir)
      .orderBy('a.id', q.dir)
      .limit(POR_PAGINA_ADMIN)
      .offset((q.pagina - 1) * POR_PAGINA_ADMIN)
      .execute(),
    c.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return pagina(filas.map(vista), q.pagina, Number(n));
}

export async function leerAjuste(db: Db, id: number): Promise<Ajuste> {
  const f = await consulta(db).where('a.id', '=', id).executeTakeFirst();
  if (!f) throw new NoExiste(MensajesAdminTarjeta.AJUSTE_NO_EXISTE);
  return vista(f);
}

const refusarSaldoPropio = (usuario: TokenPayload, clienteId: string) => {
  if (usuario.uid === clienteId) throw new Prohibido(MensajesAdminTarjeta.SALDO_PROPIO);
};

const sinSaldo = (saldoCents: number) => {
  const mensaje = MensajesAdminTarjeta.SALDO_INSUFICIENTE(fromCents(saldoCents));
  return new Rechazado(mensaje, { monto: mensaje });
};

/** Writes the adjustment's ledger row under the customer's lock; a debit beyond the balance is refused. */
async function mover(
  trx: Db,
  a: { id: number; usuario_id: string; monto: string; signo: string; motivo: string },
) {
  const movimiento = {
    monto: toCents(a.monto),
    tipo: 'ajuste' as const,
    descripcion: `Ajuste #${a.id}: ${a.motivo}`,
  };
  if (a.signo === 'credito') return acreditarSaldo(trx, a.usuario_id, movimiento);
  const hecho = await debitarSaldo(trx, a.usuario_id, movimiento);
  if (!hecho) throw sinSaldo(await bloquearSaldo(trx, a.usuario_id));
  return hecho;
}

/** POST /admin/tarjeta/saldo/:usuario/ajuste */
export async function ajustarSaldo(
  db: Db,
  usuario: TokenPayload,
  clienteId: string,
  datos: { monto: string; signo: 'credito' | 'debito'; motivo: string },
): Promise<{ mensaje: string; ajuste: Ajuste }> {
  await persona(db, clienteId);
  refusarSaldoPropio(usuario, clienteId);
  const umbral = await umbralAprobacion(db);
  const pendiente = toCents(datos.monto) > toCents(umbral);
  const id = await db.transaction().execute(async (trx) => {
    const saldo = await bloquearSaldo(trx, clienteId);
    if (datos.signo === 'debito' && saldo < toCents(datos.monto)) throw sinSaldo(saldo);
    const { id } = await trx
      .insertInto('saldo_ajuste')
      .values({
        usuario_id: clienteId,
        monto: datos.monto,
        signo: datos.signo,
        motivo: datos.motivo,
        estatus: 'PENDIENTE',
        requiere_aprobacion: pendiente,
        solicitado_por: usuario.uid,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const registro: Record<string, unknown> = {
      ajuste: id,
      monto: datos.monto,
      signo: datos.signo,
      motivo: datos.motivo,
    };
    if (!pendiente) {
      const hecho = await mover(trx, { id, usuario_id: clienteId, ...datos });
      await trx
        .updateTable('saldo_ajuste')
        .set({ estatus: 'APLICADO', saldo_movimiento_id: hecho.id })
        .where('id', '=', id)
        .execute();
      registro.saldoResultante = hecho.saldoResultante;
    }
    await registrarCambio(trx, usuario, {
      entidad: 'saldo',
      entidadId: clienteId,
      accion: 'crear',
      antes: null,
      despues: { ...registro, estatus: pendiente ? 'PENDIENTE' : 'APLICADO' },
    });
    return id;
  });
  return {
    mensaje: pendiente ? MensajesAdminTarjeta.AJUSTE_PENDIENTE(umbral) : MensajesAdminTarjeta.AJUSTE_APLICADO,
    ajuste: await leerAjuste(db, id),
  };
}

/** PUT /admin/tarjeta/saldo/ajuste/:ajuste/estatus */
export async function decidirAjuste(
  db: Db,
  usuario: TokenPayload,
  id: number,
  datos: { estatus: 'APLICADO' | 'RECHAZADO'; motivo?: string | undefined; version: number },
): Promise<void> {
  const previo = await db
    .selectFrom('saldo_ajuste')
    .select(['usuario_id', 'solicitado_por'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!previo) throw new NoExiste(MensajesAdminTarjeta.AJUSTE_NO_EXISTE);
  if (datos.estatus === 'APLICADO') {
    if (previo.solicitado_por === usuario.uid) throw new Prohibido(MensajesAdminTarjeta.APROBAR_PROPIO);
    refusarSaldoPropio(usuario, previo.usuario_id);
  }
  await db.transaction().execute(async (trx) => {
    const motivo = datos.estatus === 'RECHAZADO' ? (datos.motivo ?? null) : null;
    const a = await trx
      .updateTable('saldo_ajuste')
      .set({
        estatus: datos.estatus === 'RECHAZADO' ? 'RECHAZADO' : 'PENDIENTE',
        motivo_rechazo: motivo,
        decidido_por: usuario.uid,
        decidido_en: sql<Date>`now()`,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', id)
      .where('estatus', '=', 'PENDIENTE')
      .where('version', '=', datos.version)
      .returning(['id', 'usuario_id', 'monto', 'signo', 'motivo'])
      .executeTakeFirst();
    if (!a)
      throw new Conflicto(MensajesAdminTarjeta.AJUSTE_DECIDIDO, {
        version: MensajesAdminTarjeta.AJUSTE_DECIDIDO,
      });
    const despues: Record<string, unknown> = { ajuste: id, estatus: datos.estatus };
    if (motivo) despues.motivoRechazo = motivo;
    else {
      const hecho = await mover(trx, a);
      await trx
        .updateTable('saldo_ajuste')
        .set({ estatus: 'APLICADO', saldo_movimiento_id: hecho.id })
        .where('id', '=', id)
        .execute();
      despues.saldoResultante = hecho.saldoResultante;
    }
    await registrarCambio(trx, usuario, {
      entidad: 'saldo',
      entidadId: a.usuario_id,
      accion: 'estatus',
      antes: { estatus: 'PENDIENTE' },
      despues,
    });
  });
}
