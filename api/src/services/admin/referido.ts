/**
 * Referrals (spec §2 `referido`, ROLE_ATENCION_CLIENTE; issue 19, decision 0031): who referred whom,
 * when, and the referred customer's first delivered order, which earns both a reward. The delivery
 * credits it (services/referidos.ts, issue 34); staff may credit it to both balances (a `saldo_movimiento`
 * each, exactly once: the row is locked and must still be pending) or reject it with a reason.
 */
import {
  MensajesClientes,
  OrdenEstatus,
  type Referido,
  type ReferidoListadoQuerySchema,
  type TokenPayload,
  UsuarioEstatus,
} from '@mercado/shared/contracts';
import type { z } from '@mercado/shared/zod';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { numeroOrden } from '../orden/detalle.ts';
import { acreditarAmbos } from '../referidos.ts';
import { registrarCambio } from './auditoria.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { cierre, fechaIso, personaDe, rechazarPendiente, tomarPendiente } from './solicitud.ts';

type ListadoReferidos = z.output<typeof ReferidoListadoQuerySchema>;
const ORDEN = { creado: 'f.creado_en', id: 'f.id', recompensa: 'f.recompensa' } as const;

/** The referred customer's first delivered order (`f` the referral). */
const primerPedido = (eb: ExpressionBuilder<Database & { f: Database['referido'] }, 'f'>) =>
  eb
    .selectFrom('orden as o')
    .whereRef('o.usuario_id', '=', 'f.referido_id')
    .where('o.estatus', '=', OrdenEstatus.ENTREGADA)
    .orderBy('o.creado_en')
    .orderBy('o.id')
    .limit(1);

const consulta = (db: Db) =>
  db
    .selectFrom('referido as f')
    .innerJoin('usuario as r', 'r.id', 'f.referidor_id')
    .innerJoin('usuario as c', 'c.id', 'f.referido_id')
    .select([
      'f.id',
      'f.creado_en',
      'f.recompensa',
      'f.estatus',
      'f.decidido_en',
      'f.motivo',
      'f.version',
      'r.id as r_id',
      'r.nombre as r_nombre',
      'r.email as r_email',
      'r.estatus as r_estatus',
      'r.usuario_tipo as r_tipo',
      'c.id as c_id',
      'c.nombre as c_nombre',
      'c.email as c_email',
      'c.estatus as c_estatus',
      'c.usuario_tipo as c_tipo',
    ])
    .select((eb) => [
      eb
        .selectFrom('usuario as quien')
        .select('quien.email')
        .whereRef('quien.id', '=', 'f.decidido_por')
        .as('decidido_por_email'),
      primerPedido(eb).select('o.id').as('primer_pedido_id'),
      primerPedido(eb).select('o.creado_en').as('primer_pedido_en'),
    ]);
type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['executeTakeFirstOrThrow']>>;

function vista(f: Fila): Referido {
  return {
    id: f.id,
    referidor: personaDe(f, 'r'),
    referido: personaDe(f, 'c'),
    creadoEn: new Date(f.creado_en).toISOString(),
    primerPedido: f.primer_pedido_id
      ? {
          id: f.primer_pedido_id,
          numero: numeroOrden(f.primer_pedido_id),
          fecha: new Date(f.primer_pedido_en as Date).toISOString(),
        }
      : null,
    recompensa: f.recompensa,
    estatus: f.estatus as Referido['estatus'],
    decididoEn: fechaIso(f.decidido_en),
    decididoPor: f.decidido_por_email,
    motivo: f.motivo,
    version: f.version,
  };
}

export async function listarReferidos(db: Db, q: ListadoReferidos): Promise<Pagina<Referido>> {
  let c = consulta(db);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    c = c.where(
      sql<boolean>`(${plegar('r.nombre')} like ${patron} or lower(r.email) like ${patron}
        or ${plegar('c.nombre')} like ${patron} or lower(c.email) like ${patron})`,
    );
  }
  if (q.estado) c = c.where('f.estatus', '=', q.estado);
  const pagina = await paginar(c, {
    pagina: q.pagina,
    columna: ORDEN[q.orden],
    dir: q.dir,
    idColumna: 'f.id',
  });
  return { ...pagina, items: pagina.items.map(vista) };
}

export async function leerReferido(db: Db, id: number): Promise<Referido> {
  const f = await consulta(db).where('f.id', '=', id).executeTakeFirst();
  if (!f) throw new NoExiste();
  return vista(f);
}

const noAcreditable = (mensaje: string) => new Rechazado(mensaje, { referido: mensaje });

/** Credits the reward to the referrer's and the friend's balances, once (409 for whoever comes second). */
export async function acreditarReferido(
  db: Db,
  usuario: TokenPayload,
  id: number,
  version: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const s = await tomarPendiente(trx, 'referido', id, version);
    const f = await consulta(trx).where('f.id', '=', id).executeTakeFirstOrThrow();
    if (!f.primer_pedido_id) throw noAcreditable(MensajesClientes.SIN_PEDIDO_ENTREGADO);
    if (f.r_estatus !== UsuarioEstatus.ACTIVO) throw noAcreditable(MensajesClientes.REFERIDOR_NO_ACTIVO);
    // Both balances, as a delivery credits them (issue 34).
    const { paraReferidor: movimiento, paraReferido } = await acreditarAmbos(
      trx,
      id,
      f.r_id,
      f.c_id,
      f.recompensa,
    );
    await trx
      .updateTable('referido')
      .set({
        ...cierre(usuario, 'ACREDITADA', s.version, null),
        saldo_movimiento_id: movimiento.id,
        saldo_movimiento_referido_id: paraReferido.id,
      })
      .where('id', '=', id)
      .execute();
    await registrarCambio(trx, usuario, {
      entidad: 'referido',
      entidadId: id,
      accion: 'estatus',
      antes: { estatus: 'PENDIENTE' },
      despues: {
        estatus: 'ACREDITADA',
        recompensa: f.recompensa,
        saldoResultante: movimiento.saldoResultante,
      },
    });
  });
}

export const rechazarReferido = (
  db: Db,
  usuario: TokenPayload,
  id: number,
  datos: { motivo: string; version: number },
) => rechazarPendiente(db, usuario, 'referido', id, datos);
