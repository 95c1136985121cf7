/**
 * A user's orders: one of them (404 when not theirs) and the list, newest first. Due unverified
 * orders are expired first, so what the user reads is never past its deadline (expiracion.ts).
 */
import { MensajesOrden, type OrdenDetalle, type OrdenPagina } from '@mercado/shared/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste } from '../errores.ts';
import { ordenDetalle } from './detalle.ts';
import { expirarOrdenes } from './expiracion.ts';
import { paginaDeOrdenes } from './pagina.ts';

/** GET /usuario/orden/{id}/usuario: only the owner's (404 otherwise). */
export async function ordenDeUsuario(
  db: Db,
  config: Config,
  usuarioId: string,
  id: number,
): Promise<OrdenDetalle> {
  await expirarOrdenes(db, { usuarioId });
  const own = await db
    .selectFrom('orden')
    .select('id')
    .where('id', '=', id)
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
  if (!own) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
  return ordenDetalle(db, config, id);
}

/** GET /usuario/orden/pagina/{n}: newest first. */
export async function ordenesDeUsuario(db: Db, usuarioId: string, pagina: number): Promise<OrdenPagina> {
  await expirarOrdenes(db, { usuarioId });
  return paginaDeOrdenes(db, (eb) => eb('o.usuario_id', '=', usuarioId), pagina);
}
