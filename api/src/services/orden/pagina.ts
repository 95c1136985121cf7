/**
 * Pages of orders, the one way every orders list is paged: a customer's own (consulta.ts), staff's
 * (admin.ts) and a customer's orders in the back-office (admin/clientes.ts).
 */
import {
  type MetodoPagoCodigo,
  ORDEN_ESTATUS_NOMBRES,
  type OrdenEstatusValor,
  PAGE_SIZE,
  type TipoEnvio,
} from '@mercado/shared/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { numeroOrden } from './detalle.ts';

/** Which orders a page lists (the orders table is `o`, its zone `z`). */
export type FiltroOrdenes = (
  eb: ExpressionBuilder<Database & { o: Database['orden']; z: Database['zona'] }, 'o' | 'z'>,
) => Expression<SqlBool>;

/** How a page is sorted: a column of `o` and the direction, ties broken by id the same way. */
export type OrdenDePagina = { columna: 'o.creado_en' | 'o.total' | 'o.franja_fecha'; dir: 'asc' | 'desc' };

/**
 * A page of orders (50, newest first unless `orden` says otherwise) and how many there are, with the
 * payment method and reference of each (staff's list shows them; the customer's answer drops them).
 */
export async function paginaDeOrdenes(
  db: Db,
  filtro: FiltroOrdenes,
  pagina: number,
  orden: OrdenDePagina = { columna: 'o.creado_en', dir: 'desc' },
) {
  const { ids, total } = await idsDePagina(db, filtro, pagina, orden);
  return paginaDe(await resumenesDeOrdenes(db, ids), pagina, total);
}

/**
 * How many orders the filter selects and the ids of one page of them, from the orders alone (and
 * their zone when the filter names it), which their indexes answer; `resumenesDeOrdenes` then reads
 * the page's 50 rows whole. In one query the database built every column and counted the lines of
 * each row it skipped to reach a deep page or sorted away (page 1,000 of 60,000 orders: 50,000 line
 * counts). The zone is left-joined: every order has one, so it is the same join, and PostgreSQL
 * leaves out a left join nothing reads.
 */
export async function idsDePagina(
  db: Db,
  filtro: FiltroOrdenes,
  pagina: number,
  orden: OrdenDePagina,
): Promise<{ ids: number[]; total: number }> {
  const filtradas = db.selectFrom('orden as o').leftJoin('zona as z', 'z.id', 'o.zona_id').where(filtro);
  const [{ n }, filas] = await Promise.all([
    filtradas.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filtradas
      .select('o.id')
      .orderBy(orden.columna, orden.dir)
      .orderBy('o.id', orden.dir)
      .limit(PAGE_SIZE)
      .offset((pagina - 1) * PAGE_SIZE)
      .execute(),
  ]);
  return { ids: filas.map((f) => f.id), total: Number(n) };
}

/** The list row of each of these orders, in the order of `ids`. */
export async function resumenesDeOrdenes(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orden as o')
    .innerJoin('zona as z', 'z.id', 'o.zona_id')
    .leftJoin('metodo_pago as m', 'm.codigo', 'o.metodo_pago')
    .select([
      'o.id',
      'o.creado_en',
      'o.estatus',
      'z.slug as zona',
      'z.nombre as zona_nombre',
      'm.nombre as metodo_nombre',
      'o.tipo_envio',
      'o.franja_etiqueta',
      'o.total',
      'o.total_bs',
      'o.metodo_pago',
      'o.referencia',
      (eb) =>
        eb
          .selectFrom('orden_detalle as d')
          .select((e2) => e2.fn.countAll<number>().as('c'))
          .whereRef('d.orden_id', '=', 'o.id')
          .as('cantidad'),
    ])
    .where('o.id', 'in', ids)
    .execute();
  const posicion = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => posicion.get(a.id)! - posicion.get(b.id)!);
  return rows.map((r) => {
    const estatus = r.estatus as OrdenEstatusValor;
    return {
      id: r.id,
      numero: numeroOrden(r.id),
      fecha: r.creado_en.toISOString(),
      estatus,
      estatusNombre: ORDEN_ESTATUS_NOMBRES[estatus],
      zona: r.zona,
      zonaNombre: r.zona_nombre,
      tipoEnvio: (r.tipo_envio === 'pickup' ? 'pickup' : 'delivery') as TipoEnvio,
      franja: r.franja_etiqueta,
      cantidadProductos: Number(r.cantidad ?? 0),
      total: r.total,
      totalBs: r.total_bs,
      metodoPago: r.metodo_pago as MetodoPagoCodigo | null,
      metodoNombre: r.metodo_nombre,
      referencia: r.referencia,
    };
  });
}

/** A page of `items` of the `total` a list selects, 50 a page. */
export function paginaDe<T>(items: T[], pagina: number, total: number) {
  return { items, pagina, paginas: Math.max(1, Math.ceil(total / PAGE_SIZE)), total, porPagina: PAGE_SIZE };
}
