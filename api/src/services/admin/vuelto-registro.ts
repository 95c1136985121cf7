/**
 * One change owed (`vuelto`, issue 35): its page, registering a case by hand, and settling it once.
 * Settling locks the row, refuses one already settled (409) and, for the balance, credits it through
 * the ledger (tipo 'vuelto', decision 0045) in the same transaction as the state change: however many
 * staff settle it at once, the customer is credited once. Every change is in the history (auditoria).
 */
import {
  Mensajes,
  MensajesAdmin,
  MensajesVuelto,
  ORDEN_ESTATUS_FINALES,
  type OrdenEstatusValor,
  type TokenPayload,
  UsuarioEstatus,
  type VueltoLiquidarBodySchema,
  type VueltoRegistrarBodySchema,
  type VueltoRegistro,
} from '@mercado/shared/contracts';
import { convertCents, formatMoney, fromCents, toCents } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Conflicto, NoExiste, Prohibido, Rechazado } from '../errores.ts';
import { alcanceDeZonas } from '../orden/admin.ts';
import { numeroOrden } from '../orden/detalle.ts';
import { acreditarSaldo } from '../saldo.ts';
import { registrarCambio } from './auditoria.ts';
import { personaDe, vueltos } from './vuelto.ts';

const ENTIDAD = 'vuelto';

/** GET /admin/vuelto/{id} (the route checked its zone). */
export async function leerVuelto(db: Db, id: number): Promise<VueltoRegistro> {
  const v = await vueltos(db)
    .leftJoin('usuario as c', 'c.id', 'v.creado_por')
    .leftJoin('usuario as l', 'l.id', 'v.liquidado_por')
    .select([
      'v.id',
      'v.orden_id',
      'v.monto',
      'v.monto_bs',
      'v.metodo',
      'v.motivo',
      'v.nota',
      'v.estatus',
      'v.forma_liquidacion',
      'v.pagado_por',
      'v.saldo_movimiento_id',
      'v.creado_en',
      'v.entregado_en',
      'v.version',
      'u.id as cliente_id',
      'u.nombre as cliente_nombre',
      'u.email as cliente_email',
      'u.estatus as cliente_estatus',
      'z.slug as zona_slug',
      'z.nombre as zona_nombre',
      'o.estatus as orden_estatus',
      'o.total',
      'o.monto_metodo',
      'o.saldo_usado',
      'o.efectivo_recibido',
      'o.tasa',
      'o.creado_en as orden_creada',
      sql<string | null>`case when r.id is null then null else ${personaDe('r')} end`.as('repartidor'),
      sql<string | null>`case when c.id is null then null else ${personaDe('c')} end`.as('creador'),
      sql<string | null>`case when l.id is null then null else ${personaDe('l')} end`.as('liquidador'),
    ])
    .where('v.id', '=', id)
    .executeTakeFirst();
  if (!v) throw new NoExiste(MensajesVuelto.NO_EXISTE);
  const forma = v.forma_liquidacion as 'saldo' | 'efectivo' | null;
  return {
    id: v.id,
    orden: { id: v.orden_id, numero: numeroOrden(v.orden_id) },
    cliente: { id: v.cliente_id, nombre: v.cliente_nombre, email: v.cliente_email },
    zona: { slug: v.zona_slug, nombre: v.zona_nombre },
    repartidor: v.repartidor,
    monto: v.monto,
    montoBs: v.monto_bs,
    motivo: v.motivo,
    estatus: v.estatus as 'pendiente' | 'entregado',
    forma,
    creadoEn: v.creado_en.toISOString(),
    tasa: v.tasa,
    metodo: v.metodo,
    nota: v.nota,
    creadoPor: v.creador,
    pedido: {
      estatus: v.orden_estatus,
      total: v.total,
      montoMetodo: v.monto_metodo,
      saldoUsado: v.saldo_usado,
      efectivoRecibido: v.efectivo_recibido,
      creadoEn: v.orden_creada.toISOString(),
    },
    clienteEliminado: v.cliente_estatus === UsuarioEstatus.ELIMINADO,
    liquidacion:
      forma && v.entregado_en
        ? {
            forma,
            en: v.entregado_en.toISOString(),
            por: v.liquidador,
            pagadoPor: v.pagado_por,
            movimientoId: v.saldo_movimiento_id === null ? null : Number(v.saldo_movimiento_id),
          }
        : null,
    version: v.version,
  };
}

/**
 * POST /admin/vuelto: a change staff found by hand on an order that ended (delivered, cancelled,
 * rejected or expired) and was paid at least in part by a method, at most the order's total; one per
 * order and reason (409). The order's zone must be the caller's (403, as for orders).
 */
export async function registrarVuelto(
  db: Db,
  usuario: TokenPayload,
  body: z.output<typeof VueltoRegistrarBodySchema>,
): Promise<VueltoRegistro> {
  const o = await db
    .selectFrom('orden as o')
    .innerJoin('zona as z', 'z.id', 'o.zona_id')
    .select([
      'o.id',
      'o.usuario_id',
      'o.zona_id',
      'z.slug',
      'o.estatus',
      'o.metodo_pago',
      'o.total',
      'o.tasa',
    ])
    .where('o.id', '=', body.pedido)
    .executeTakeFirst();
  if (!o) throw new Rechazado(MensajesVuelto.PEDIDO_NO_EXISTE, { pedido: MensajesVuelto.PEDIDO_NO_EXISTE });
  const alcance = alcanceDeZonas(usuario.roles);
  if (alcance && !alcance.includes(o.slug)) throw new Prohibido(Mensajes.SIN_PERMISO_ZONA);
  if (!ORDEN_ESTATUS_FINALES.includes(o.estatus as OrdenEstatusValor))
    throw new Rechazado(MensajesVuelto.PEDIDO_EN_CURSO, { pedido: MensajesVuelto.PEDIDO_EN_CURSO });
  if (!o.metodo_pago)
    throw new Rechazado(MensajesVuelto.PEDIDO_SIN_METODO, { pedido: MensajesVuelto.PEDIDO_SIN_METODO });
  const centavos = toCents(body.monto);
  if (centavos > toCents(o.total)) {
    const mensaje = `${MensajesVuelto.MONTO_EXCEDE} (${formatMoney(toCents(o.total), null)})`;
    throw new Rechazado(mensaje, { monto: mensaje });
  }
  const id = await db.transaction().execute(async (tx) => {
    const fila = await tx
      .insertInto('vuelto')
      .values({
        orden_id: o.id,
        usuario_id: o.usuario_id,
        monto: fromCents(centavos),
        monto_bs: fromCents(convertCents(centavos, o.tasa)),
        metodo: o.metodo_pago as string,
        motivo: body.motivo,
        nota: body.nota,
        creado_por: usuario.uid,
      })
      .onConflict((oc) => oc.columns(['orden_id', 'motivo']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fila) throw new Conflicto(MensajesVuelto.DUPLICADO, { motivo: MensajesVuelto.DUPLICADO });
    await registrarCambio(tx, usuario, {
      entidad: ENTIDAD,
      entidadId: fila.id,
      accion: 'crear',
      zonaId: o.zona_id,
      antes: null,
      despues: {
        pedido: numeroOrden(o.id),
        monto: fromCents(centavos),
        motivo: body.motivo,
        nota: body.nota,
        estatus: 'pendiente',
      },
    });
    return fila.id;
  });
  return leerVuelto(db, id);
}

/**
 * PUT /admin/vuelto/{id}/liquidar (the route checked its zone): once. The row is locked and changed
 * only while pending at the version the page showed, in the transaction that credits the balance.
 */
export async function liquidarVuelto(
  db: Db,
  usuario: TokenPayload,
  id: number,
  body: z.output<typeof VueltoLiquidarBodySchema>,
): Promise<VueltoRegistro> {
  await db.transaction().execute(async (tx) => {
    const v = await tx
      .selectFrom('vuelto as v')
      .innerJoin('orden as o', 'o.id', 'v.orden_id')
      .innerJoin('usuario as u', 'u.id', 'v.usuario_id')
      .select([
        'v.id',
        'v.orden_id',
        'v.usuario_id',
        'v.monto',
        'v.estatus',
        'v.version',
        'o.zona_id',
        'o.tasa',
      ])
      .select('u.estatus as cliente_estatus')
      .where('v.id', '=', id)
      .forUpdate('v')
      .executeTakeFirst();
    if (!v) throw new NoExiste(MensajesVuelto.NO_EXISTE);
    if (v.estatus !== 'pendiente') throw new Conflicto(MensajesVuelto.YA_LIQUIDADO);
    if (v.version !== body.version) throw new Conflicto(MensajesAdmin.CONFLICTO);
    if (body.forma === 'saldo' && v.cliente_estatus === UsuarioEstatus.ELIMINADO)
      throw new Rechazado(MensajesVuelto.CUENTA_ELIMINADA, { forma: MensajesVuelto.CUENTA_ELIMINADA });
    const movimiento =
      body.forma === 'saldo'
        ? await acreditarSaldo(tx, v.usuario_id, {
            monto: toCents(v.monto),
            tipo: 'vuelto',
            descripcion: `Vuelto del pedido ${numeroOrden(v.orden_id)}`,
            ordenId: v.orden_id,
            tasa: v.tasa,
          })
        : null;
    const pagadoPor = body.forma === 'efectivo' ? (body.pagadoPor ?? null) : null;
    const hecho = await tx
      .updateTable('vuelto')
      .set({
        estatus: 'entregado',
        entregado_en: sql<Date>`now()`,
        forma_liquidacion: body.forma,
        liquidado_por: usuario.uid,
        pagado_por: pagadoPor,
        saldo_movimiento_id: movimiento?.id ?? null,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', id)
      .where('estatus', '=', 'pendiente')
      .where('version', '=', body.version)
      .executeTakeFirst();
    // Unreachable under the row lock; kept so a change can never be settled twice.
    if (hecho.numUpdatedRows !== 1n) throw new Conflicto(MensajesVuelto.YA_LIQUIDADO);
    await registrarCambio(tx, usuario, {
      entidad: ENTIDAD,
      entidadId: id,
      accion: 'estatus',
      zonaId: v.zona_id,
      antes: { estatus: 'pendiente' },
      despues: {
        estatus: 'entregado',
        forma: body.forma,
        ...(pagadoPor ? { pagadoPor } : {}),
        ...(movimiento ? { movimiento: movimiento.id } : {}),
      },
    });
  });
  return leerVuelto(db, id);
}
