/**
 * Orders as staff (ROLE_PEDIDO) read them: the list and one order, each with what a payment check
 * needs (the customer, the other orders paid with the same reference).
 *
 * Zones: an order belongs to its zone. A staff member who holds zone roles (ROLE_ZONA_<slug>) sees
 * and changes only those zones' orders — another zone's order is "not found", as if it did not exist,
 * and naming another zone in a filter is refused (403); one who holds none keeps the whole store, as
 * in every back-office section the spec does not flag for zones. `alcanceDeZonas` says which.
 */
import {
  Mensajes,
  MensajesOrden,
  type OrdenAdmin,
  type OrdenAdminPagina,
  type OrdenEstatusValor,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { type FiltroOrdenes, paginaDeOrdenes } from './consulta.ts';
import { numeroOrden, ordenDetalle } from './detalle.ts';

/** The zones whose orders a staff member reaches: those of their zone roles, or null for every zone. */
export type AlcanceZonas = readonly string[] | null;

export function alcanceDeZonas(roles: readonly string[]): AlcanceZonas {
  const zonas = zoneRoleSlugs(roles);
  return zonas.length > 0 ? zonas : null;
}

/** Whether the order exists within the caller's zones (the check before reading or changing it). */
export async function ordenEnAlcance(db: Db, alcance: AlcanceZonas, id: number): Promise<boolean> {
  let q = db.selectFrom('orden as o').innerJoin('zona as z', 'z.id', 'o.zona_id').select('o.id');
  q = q.where('o.id', '=', id);
  if (alcance) q = q.where('z.slug', 'in', alcance);
  return (await q.executeTakeFirst()) !== undefined;
}

type Revision = Pick<OrdenAdmin, 'cliente' | 'referenciaUsadaEn'>;

/**
 * The customer of each order and the other orders whose payment gave the same method and reference
 * (compared trimmed and case-insensitive): a reference used twice is shown to staff, who decide.
 */
async function revisiones(db: Db, ids: readonly number[]): Promise<Map<number, Revision>> {
  const out = new Map<number, Revision>();
  if (ids.length === 0) return out;
  const [clientes, repetidas] = await Promise.all([
    db
      .selectFrom('orden as o')
      .innerJoin('usuario as u', 'u.id', 'o.usuario_id')
      .select(['o.id', 'u.nombre', 'u.email', 'u.telefono'])
      .where('o.id', 'in', ids)
      .execute(),
    db
      .selectFrom('orden as o')
      .innerJoin('orden as otra', (join) =>
        join
          .onRef('otra.metodo_pago', '=', 'o.metodo_pago')
          .onRef('otra.id', '<>', 'o.id')
          .on((eb) =>
            eb(
              eb.fn('upper', [eb.fn('btrim', ['otra.referencia'])]),
              '=',
              eb.fn('upper', [eb.fn('btrim', ['o.referencia'])]),
            ),
          ),
      )
      .select(['o.id', 'otra.id as otra'])
      .where('o.id', 'in', ids)
      .where('o.referencia', 'is not', null)
      .orderBy('otra.id')
      .execute(),
  ]);
  for (const c of clientes) {
    out.set(c.id, {
      cliente: { nombre: c.nombre, email: c.email, telefono: c.telefono },
      referenciaUsadaEn: [],
    });
  }
  for (const r of repetidas) out.get(r.id)?.referenciaUsadaEn.push(numeroOrden(r.otra));
  return out;
}

/** GET /admin/orden: newest first, within the caller's zones (and the zone and status asked for). */
export async function ordenesAdmin(
  db: Db,
  alcance: AlcanceZonas,
  filtros: { pag: number; zona?: string | undefined; estatus?: number | undefined },
): Promise<OrdenAdminPagina> {
  if (filtros.zona !== undefined && alcance && !alcance.includes(filtros.zona)) {
    throw forbidden(Mensajes.SIN_PERMISO_ZONA);
  }
  const { zona, estatus } = filtros;
  const filtro: FiltroOrdenes = (eb) =>
    eb.and([
      ...(alcance ? [eb('z.slug', 'in', alcance)] : []),
      ...(zona !== undefined ? [eb('z.slug', '=', zona)] : []),
      ...(estatus !== undefined ? [eb('o.estatus', '=', estatus as OrdenEstatusValor)] : []),
    ]);
  const pagina = await paginaDeOrdenes(db, filtro, filtros.pag);
  const revision = await revisiones(
    db,
    pagina.items.map((o) => o.id),
  );
  return { ...pagina, items: pagina.items.map((o) => ({ ...o, ...revision.get(o.id)! })) };
}

/** GET /admin/orden/{id}/full (and the answer of a status change): 404 outside the caller's zones. */
export async function ordenAdmin(
  db: Db,
  config: Config,
  alcance: AlcanceZonas,
  id: number,
): Promise<OrdenAdmin> {
  if (!(await ordenEnAlcance(db, alcance, id))) throw notFound(MensajesOrden.ORDEN_NO_EXISTE);
  const [detalle, revision] = await Promise.all([ordenDetalle(db, config, id), revisiones(db, [id])]);
  return { ...detalle, ...revision.get(id)! };
}
