/**
 * "Ya pagué" (issue 36): the shopper who placed an order to pay after placing sends the payment's
 * reference from the confirmation; it is saved on the order for staff to verify in /admin/pedido
 * (the same column a reference given at placement uses). Only while the order waits for
 * verification; sending another one before staff verify replaces a mistyped one.
 */
import { MensajesOrden, OrdenEstatus, type OrdenUsuario } from '@mercado/shared/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { ordenDeUsuario } from './consulta.ts';
import { expirarOrdenes } from './expiracion.ts';

/** POST /usuario/orden/{id}/referencia: `referencia` already passed `ReferenciaPagoSchema`. */
export async function registrarReferencia(
  db: Db,
  config: Config,
  usuarioId: string,
  id: number,
  referencia: string,
): Promise<OrdenUsuario> {
  await expirarOrdenes(db, { usuarioId });
  await db.transaction().execute(async (tx) => {
    const o = await tx
      .selectFrom('orden as o')
      .leftJoin('metodo_pago as m', 'm.codigo', 'o.metodo_pago')
      .select(['o.id', 'o.estatus', 'm.requiere_referencia', 'm.referencia_patron'])
      .where('o.id', '=', id)
      .where('o.usuario_id', '=', usuarioId)
      .forUpdate('o')
      .executeTakeFirst();
    if (!o) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
    if (o.estatus !== OrdenEstatus.POR_VERIFICAR || !o.requiere_referencia)
      throw new Rechazado(MensajesOrden.REFERENCIA_NO_APLICA);
    if (o.referencia_patron && !new RegExp(o.referencia_patron).test(referencia))
      throw new Rechazado(MensajesOrden.REFERENCIA_INVALIDA, {
        referencia: MensajesOrden.REFERENCIA_INVALIDA,
      });
    await tx.updateTable('orden').set({ referencia }).where('id', '=', id).execute();
  });
  return ordenDeUsuario(db, config, usuarioId, id);
}
