/**
 * A customer's open orders not paid yet (decision 0034): not final, not paid (cash still to collect, a
 * reference still to verify) and, when waiting for a verification, not past its expiry (the sweep
 * expires it). The caps on placing count them (`registrar.ts`) and the customer reads them when a
 * placement meets a cap (GET /usuario/orden/sin-pagar), so the checkout names the orders waiting.
 */
import {
  type MetodoPagoCodigo,
  ORDEN_ESTATUS_EN_CURSO,
  ORDEN_ESTATUS_NOMBRES,
  type OrdenEstatusValor,
  type OrdenesSinPagar,
} from '@mercado/shared/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { numeroOrden } from './detalle.ts';

/** The filter on `orden`: the customer's open orders not paid yet, at `ahora`. */
export const abiertasSinPagar =
  (usuarioId: string, ahora: Date) => (eb: ExpressionBuilder<Database, 'orden'>) =>
    eb.and([
      eb('orden.usuario_id', '=', usuarioId),
      eb('orden.pago_verificado', '=', false),
      eb('orden.estatus', 'in', ORDEN_ESTATUS_EN_CURSO),
      eb.or([eb('orden.expira_en', 'is', null), eb('orden.expira_en', '>', ahora)]),
    ]);

export async function ordenesSinPagar(db: Db, usuarioId: string): Promise<OrdenesSinPagar> {
  const [filas, conf] = await Promise.all([
    db
      .selectFrom('orden')
      .innerJoin('zona', 'zona.id', 'orden.zona_id')
      .select(['orden.id', 'orden.pagina', 'orden.estatus', 'orden.metodo_pago', 'orden.total', 'zona.slug'])
      .where(abiertasSinPagar(usuarioId, new Date()))
      .orderBy('orden.id')
      .execute(),
    db
      .selectFrom('configuracion')
      .select(['max_ordenes_sin_pagar', 'max_ordenes_por_verificar'])
      .where('id', '=', 1)
      .executeTakeFirst(),
  ]);
  return {
    ordenes: filas.map((o) => ({
      id: o.id,
      numero: numeroOrden(o.id),
      zona: o.slug,
      pagina: o.pagina,
      estatus: o.estatus as OrdenEstatusValor,
      estatusNombre: ORDEN_ESTATUS_NOMBRES[o.estatus as OrdenEstatusValor],
      metodo: o.metodo_pago as MetodoPagoCodigo | null,
      total: o.total,
    })),
    maxSinPagar: conf?.max_ordenes_sin_pagar ?? 3,
    maxPorVerificar: conf?.max_ordenes_por_verificar ?? 2,
  };
}
