/**
 * What may replace a line while picking (decision 0030): an active product of the zone priced for the
 * order's user type, sold the same way, in stock, at most the paid unit price, and from the line's
 * own department. A department is a top-level category with everything under it: coffee may become
 * another coffee, then sugar of the same category, then flour of a sibling category, never fabric
 * softener from another department.
 */
import { type CercaniaSustituto, MensajesPreparacion, type Sustitutos } from '@mercado/shared/contracts';
import { fromCents, importeLinea, toCents, toThousandths } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { patronTexto, plegar, plegarTexto } from '../admin/listado.ts';
import { NoExiste } from '../errores.ts';
import { cantidadTexto, unitarioDe, type ZonaPreparacion } from './preparacion.ts';

/** The zone's active products priced for `usuarioTipo`, with their stock and the customer's unit price. */
export function candidatos(db: Db, zonaId: number, usuarioTipo: number) {
  return db
    .selectFrom('producto as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .innerJoin('producto_precio as pp', (j) =>
      j
        .onRef('pp.producto_id', '=', 'p.id')
        .on('pp.zona_id', '=', zonaId)
        .on('pp.usuario_tipo', '=', usuarioTipo),
    )
    .innerJoin('producto_existencia as e', (j) =>
      j
        .onRef('e.producto_id', '=', 'p.id')
        .on('e.zona_id', '=', zonaId)
        .on('e.usuario_tipo', '=', usuarioTipo),
    )
    .select([
      'p.id',
      'p.nombre',
      'p.modalidad_venta',
      'p.categoria_id',
      'c.nombre as categoria',
      'pp.precio',
      'pp.oferta',
      'e.existencia',
      sql<string>`case when pp.oferta > 0 then pp.oferta else pp.precio end`.as('unitario'),
    ])
    .where('p.estatus', '=', 1);
}

/**
 * The categories around `categoriaId`: its siblings (same parent) and its whole department (the
 * categories under its top-level ancestor, itself included). Categories are few; the tree is read
 * whole and walked here (the category form refuses cycles).
 */
export async function vecindad(
  db: Db,
  categoriaId: number,
): Promise<{ hermanas: Set<number>; departamento: Set<number> }> {
  const todas = await db.selectFrom('categoria').select(['id', 'padre_id']).execute();
  const padre = new Map(todas.map((c) => [c.id, c.padre_id]));
  const raiz = (id: number) => {
    let actual = id;
    for (let p = padre.get(actual); p != null; p = padre.get(actual)) actual = p;
    return actual;
  };
  const suya = raiz(categoriaId);
  const propio = padre.get(categoriaId) ?? null;
  return {
    hermanas: new Set(todas.filter((c) => propio !== null && c.padre_id === propio).map((c) => c.id)),
    departamento: new Set(todas.filter((c) => raiz(c.id) === suya).map((c) => c.id)),
  };
}

/** A product's kind: its name without its brand ("Café molido Fama de América" → "café molido"). */
const clase = (alias: 'p' | 'lp') =>
  sql<string>`lower(btrim(replace(${sql.ref(`${alias}.nombre`)}, coalesce(${sql.ref(`${alias}.marca`)}, ''), '')))`;

/**
 * GET …/linea/{producto}/sustitutos?q=: up to 20 products that may replace the line, closest first:
 * the same kind of product of another brand in the same size, then in another size, the rest of its
 * category, its sibling categories, the rest of its department; dearest first within each (closest
 * to what was paid).
 */
export async function sustitutosDe(
  db: Db,
  zona: ZonaPreparacion,
  ordenId: number,
  productoId: number,
  q: string,
): Promise<Sustitutos> {
  const linea = await db
    .selectFrom('orden_detalle as d')
    .innerJoin('orden as o', 'o.id', 'd.orden_id')
    .innerJoin('producto as p', 'p.id', 'd.producto_id')
    .select([
      'o.usuario_tipo',
      'd.cantidad',
      'd.modalidad_venta',
      'd.precio_unitario',
      'd.total',
      'p.categoria_id',
    ])
    .where('d.orden_id', '=', ordenId)
    .where('d.producto_id', '=', productoId)
    .where('o.zona_id', '=', zona.id)
    .executeTakeFirst();
  if (!linea) throw new NoExiste(MensajesPreparacion.LINEA_NO_EXISTE);
  const { hermanas, departamento } = await vecindad(db, linea.categoria_id);
  const mismaClase = sql`p.categoria_id = ${linea.categoria_id} and ${clase('p')} = ${clase('lp')}`;
  const rango = sql<number>`case
    when ${mismaClase} and p.presentacion is not distinct from lp.presentacion then 0
    when ${mismaClase} then 1
    when p.categoria_id = ${linea.categoria_id} then 2
    when p.categoria_id in (${sql.join([...hermanas, 0])}) then 3
    else 4 end`;
  let consulta = candidatos(db, zona.id, linea.usuario_tipo)
    .innerJoin('producto as lp', (j) => j.on('lp.id', '=', productoId))
    .select(['p.presentacion', rango.as('rango')])
    .where('p.id', '<>', productoId)
    .where('p.categoria_id', 'in', [...departamento])
    .where('p.modalidad_venta', '=', linea.modalidad_venta)
    .where(
      sql<boolean>`case when pp.oferta > 0 then pp.oferta else pp.precio end <= ${linea.precio_unitario}::numeric`,
    )
    .where('e.existencia', '>=', linea.cantidad);
  if (q) consulta = consulta.where(plegar('p.nombre'), 'like', patronTexto(plegarTexto(q)));
  const filas = await consulta
    .orderBy('rango')
    .orderBy('unitario', 'desc')
    .orderBy('p.nombre')
    .limit(20)
    .execute();
  return {
    items: filas.map((f) => {
      const total = importeLinea(toCents(f.unitario), toThousandths(linea.cantidad));
      const cercania: CercaniaSustituto = Number(f.rango) <= 2 ? 'misma_categoria' : 'vecina';
      return {
        id: f.id,
        nombre: f.nombre,
        presentacion: f.presentacion,
        categoria: f.categoria,
        precioUnitario: unitarioDe(f.precio, f.oferta),
        total: fromCents(total),
        diferencia: fromCents(total - toCents(linea.total)),
        cercania,
        existencia: cantidadTexto(f.existencia),
      };
    }),
  };
}
