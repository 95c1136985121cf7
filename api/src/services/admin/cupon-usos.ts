/**
 * How often a coupon was used and by whom (issue 35): its uses (cupon_uso) with the order and the
 * customer, newest first, 50 a page; a use released by a cancelled or expired order is listed as such
 * and does not count against the limits.
 */
import { type CuponUsos, MensajesCuponAdmin, POR_PAGINA_ADMIN } from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';
import { NoExiste } from '../errores.ts';
import { pagina as paginaDe } from './listado.ts';

export async function usosCupon(db: Db, id: number, pagina: number): Promise<CuponUsos> {
  const cupon = await db.selectFrom('cupon').select('id').where('id', '=', id).executeTakeFirst();
  if (!cupon) throw new NoExiste(MensajesCuponAdmin.NO_EXISTE);
  const [filas, cuenta] = await Promise.all([
    db
      .selectFrom('cupon_uso as cu')
      .innerJoin('usuario as u', 'u.id', 'cu.usuario_id')
      .leftJoin('orden as o', 'o.id', 'cu.orden_id')
      .select([
        'cu.id',
        'cu.creado_en',
        'cu.orden_id',
        'cu.liberado_en',
        'o.total',
        'o.descuento',
        'u.id as usuario_id',
        'u.nombre',
        'u.email',
      ])
      .where('cu.cupon_id', '=', id)
      .orderBy('cu.creado_en', 'desc')
      .orderBy('cu.id', 'desc')
      .limit(POR_PAGINA_ADMIN)
      .offset((pagina - 1) * POR_PAGINA_ADMIN)
      .execute(),
    db
      .selectFrom('cupon_uso')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.count<string>('id').filterWhere('liberado_en', 'is', null).as('vigentes'),
        eb.fn.count<string>('usuario_id').distinct().filterWhere('liberado_en', 'is', null).as('clientes'),
      ])
      .where('cupon_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const items = filas.map((f) => ({
    id: String(f.id),
    en: new Date(f.creado_en).toISOString(),
    ordenId: f.orden_id,
    ordenTotal: f.total ?? null,
    descuento: f.descuento ?? null,
    cliente: { id: f.usuario_id, nombre: f.nombre, email: f.email },
    liberado: f.liberado_en !== null,
  }));
  return {
    ...paginaDe(items, pagina, Number(cuenta.total)),
    vigentes: Number(cuenta.vigentes),
    clientes: Number(cuenta.clientes),
  };
}
