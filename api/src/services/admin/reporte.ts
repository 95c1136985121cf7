/**
 * The purchases report (spec §2 `reporte/compra-usuario`): per customer, their orders in one zone over
 * a period of Caracas calendar days and what they add up to in USD. A purchase is a paid order: paid
 * when placed (wallet), its reference verified, or its cash collected on delivery. An order that may
 * still become one (`ORDEN_ESTATUS_CON_COMPRA`: not cancelled, expired or rejected) but is not paid
 * yet — a reference to verify, cash to collect — is counted apart, "por cobrar". The orders are
 * summed per customer first (the zone-and-date index holds customer, status and total), then the
 * customers' names are joined to the page.
 */
import {
  type CompraUsuarioCsvQuery,
  type CompraUsuarioFila,
  type CompraUsuarioQuery,
  type CompraUsuarioReporte,
  ORDEN_ESTATUS_CON_COMPRA,
  OrdenEstatus,
  REPORTE_TOP,
} from '@mercado/shared/contracts';
import { formatAmount, formatDateShort, sumarDias, toCents } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { escribirCsv } from '../csv.ts';
import { NoExiste } from '../errores.ts';
import { paginar } from './listado.ts';

/** A paid order: verified when placed or later, or a cash order the courier delivered (and collected). */
const PAGADA = sql<boolean>`(o.pago_verificado or o.estatus = ${sql.lit(OrdenEstatus.ENTREGADA)})`;
/** The purchases and the orders still to be paid, summed over `o`. */
const cifras = [
  sql<number>`(count(*) filter (where ${PAGADA}))::int`.as('pedidos'),
  sql<string>`coalesce(sum(o.total) filter (where ${PAGADA}), 0)::numeric(14,2)`.as('total'),
  sql<number>`(count(*) filter (where not ${PAGADA}))::int`.as('pendientes'),
  sql<string>`coalesce(sum(o.total) filter (where not ${PAGADA}), 0)::numeric(14,2)`.as('total_pendiente'),
] as const;

const ORDEN_REPORTE = {
  total: 'c.total',
  pedidos: 'c.pedidos',
  nombre: 'u.nombre',
  ultima: 'c.ultima',
} as const;

/** The counted orders of the zone in the period, `o`. */
async function ordenesDelPeriodo(db: Db, q: CompraUsuarioCsvQuery) {
  const zona = await db.selectFrom('zona').select('id').where('slug', '=', q.zona).executeTakeFirst();
  if (!zona) throw new NoExiste('La zona no existe');
  return db
    .selectFrom('orden as o')
    .where('o.zona_id', '=', zona.id)
    .where('o.creado_en', '>=', new Date(`${q.desde}T00:00:00-04:00`))
    .where('o.creado_en', '<', new Date(`${sumarDias(q.hasta, 1)}T00:00:00-04:00`))
    .where('o.estatus', 'in', ORDEN_ESTATUS_CON_COMPRA);
}

/** Each customer's figures, `c`, joined to the customer, `u`. */
async function porCliente(db: Db, q: CompraUsuarioCsvQuery) {
  const ordenes = await ordenesDelPeriodo(db, q);
  return db
    .with('c', () =>
      ordenes
        .select([
          'o.usuario_id',
          ...cifras,
          sql<Date | null>`max(o.creado_en) filter (where ${PAGADA})`.as('ultima'),
        ])
        .groupBy('o.usuario_id'),
    )
    .selectFrom('c')
    .innerJoin('usuario as u', 'u.id', 'c.usuario_id')
    .select([
      'c.usuario_id',
      'u.nombre',
      'u.email',
      'c.pedidos',
      'c.total',
      'c.pendientes',
      'c.total_pendiente',
      'c.ultima',
    ]);
}

const fila = (r: {
  usuario_id: string;
  nombre: string;
  email: string;
  pedidos: number;
  total: string;
  pendientes: number;
  total_pendiente: string;
  ultima: Date | null;
}): CompraUsuarioFila => ({
  usuarioId: r.usuario_id,
  nombre: r.nombre,
  email: r.email,
  pedidos: r.pedidos,
  total: r.total,
  pendientes: r.pendientes,
  totalPendiente: r.total_pendiente,
  ultimaCompra: r.ultima ? new Date(r.ultima).toISOString() : null,
});

export async function reporteCompras(db: Db, q: CompraUsuarioQuery): Promise<CompraUsuarioReporte> {
  const [consulta, ordenes] = await Promise.all([porCliente(db, q), ordenesDelPeriodo(db, q)]);
  const [pagina, top, resumen] = await Promise.all([
    paginar(consulta, {
      pagina: q.pagina,
      columna: ORDEN_REPORTE[q.orden],
      dir: q.dir,
      idColumna: 'c.usuario_id',
    }),
    consulta
      .where('c.pedidos', '>', 0)
      .orderBy('c.total', 'desc')
      .orderBy('c.usuario_id')
      .limit(REPORTE_TOP)
      .execute(),
    ordenes
      .select([
        sql<number>`(count(distinct o.usuario_id) filter (where ${PAGADA}))::int`.as('clientes'),
        ...cifras,
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...pagina,
    items: pagina.items.map(fila),
    desde: q.desde,
    hasta: q.hasta,
    resumen: {
      clientes: resumen.clientes,
      pedidos: resumen.pedidos,
      total: resumen.total,
      pendientes: resumen.pendientes,
      totalPendiente: resumen.total_pendiente,
    },
    top: top.map(fila),
  };
}

/** The CSV's columns, in Spanish (what staff open in a spreadsheet). */
const COLUMNAS = [
  'Cliente',
  'Correo',
  'Pedidos',
  'Total (USD)',
  'Última compra',
  'Pedidos por cobrar',
  'Por cobrar (USD)',
] as const;

/**
 * Every customer of the period in the report's order, as the store writes numbers (spec §9: 1.234,56),
 * so separated by semicolons, with a byte-order mark for spreadsheets to read it as UTF-8. A name or an
 * email a spreadsheet would run as a formula is written as text (`escribirCsv`).
 */
export async function reporteComprasCsv(db: Db, q: CompraUsuarioCsvQuery): Promise<string> {
  const filas = await (await porCliente(db, q))
    .orderBy(sql.ref(ORDEN_REPORTE[q.orden]), q.dir)
    .orderBy('c.usuario_id', q.dir)
    .execute();
  const registros = filas.map((r) => [
    r.nombre,
    r.email,
    r.pedidos,
    formatAmount(toCents(r.total)),
    r.ultima ? formatDateShort(r.ultima) : '',
    r.pendientes,
    formatAmount(toCents(r.total_pendiente)),
  ]);
  return `\uFEFF${escribirCsv(registros, {
    columnas: COLUMNAS,
    numericas: ['Pedidos', 'Total (USD)', 'Pedidos por cobrar', 'Por cobrar (USD)'],
    delimitador: ';',
  })}`;
}
