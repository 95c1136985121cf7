/**
 * A user's orders: one of them (404 when not theirs) and the list, newest first. Due unverified
 * orders are expired first, so what the user reads is never past its deadline (expiracion.ts).
 */
import {
  MensajesOrden,
  type OrdenEstatusValor,
  type OrdenPagina,
  type OrdenUsuario,
} from '@mercado/shared/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste } from '../errores.ts';
import { ordenDetalle } from './detalle.ts';
import { expirarOrdenes } from './expiracion.ts';
import { paginaDeOrdenes } from './pagina.ts';
import { marcasDeOrden, reintegrosDeOrden } from './preparacion-pedido.ts';

/** Whether the order is the user's (another's reads as not existing). */
export async function esDelUsuario(db: Db, usuarioId: string, id: number): Promise<boolean> {
  const own = await db
    .selectFrom('orden')
    .select('id')
    .where('id', '=', id)
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
  return Boolean(own);
}

/**
 * GET /usuario/orden/{id}/usuario: only the owner's (404 otherwise), with what picking did to each
 * line and the refunds to the balance as staff's order page reads them, less who did them.
 */
export async function ordenDeUsuario(
  db: Db,
  config: Config,
  usuarioId: string,
  id: number,
): Promise<OrdenUsuario> {
  await expirarOrdenes(db, { usuarioId });
  if (!(await esDelUsuario(db, usuarioId, id))) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
  const [detalle, marcas, reintegros] = await Promise.all([
    ordenDetalle(db, config, id),
    marcasDeOrden(db, id),
    reintegrosDeOrden(db, id),
  ]);
  return {
    ...detalle,
    lineas: detalle.lineas.map((l) => {
      const m = marcas.get(l.producto.id);
      const cambio =
        m && m.estado !== 'recogido'
          ? {
              estado: m.estado === 'sustituido' ? ('sustituido' as const) : ('faltante' as const),
              sustituto: m.sustituto,
              diferencia: m.diferencia,
            }
          : null;
      return { ...l, cambio };
    }),
    reintegros: reintegros.map(({ usuario: _staff, ...r }) => r),
  };
}

/** GET /usuario/orden/pagina/{n}[?estatus=]: newest first, all or those in one status. */
export async function ordenesDeUsuario(
  db: Db,
  usuarioId: string,
  pagina: number,
  estatus?: number,
): Promise<OrdenPagina> {
  await expirarOrdenes(db, { usuarioId });
  return paginaDeOrdenes(
    db,
    (eb) =>
      estatus === undefined
        ? eb('o.usuario_id', '=', usuarioId)
        : eb.and([eb('o.usuario_id', '=', usuarioId), eb('o.estatus', '=', estatus as OrdenEstatusValor)]),
    pagina,
  );
}
