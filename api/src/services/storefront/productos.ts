/**
 * Storefront reads (issue 4): zone home, featured blocks, category/tag listings, product page and
 * quick lists. Every product query goes through `visibles()`, the SQL form of `isProductoVisible`
 * (shared/rules): product active, its category and every ancestor active, stock for the zone AND the
 * viewer's user type > 0 (and a price for that type). The zone itself is checked before (409 when
 * inactive).
 */
import {
  EstatusRegistro,
  type OrdenProductos,
  PAGE_SIZE,
  type ProductoPagina,
  type ProductoVista,
} from '@mercado/shared/contracts';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { COLUMNAS_VISTA, productoVista } from '../producto-vista.ts';
import type { Vista } from './vista.ts';

const ACTIVO = EstatusRegistro.ACTIVO;

type Filtro = {
  /** Categories to consider (already filtered to active ones). */
  categoriaIds: readonly number[];
  /** Only these products (tag, featured block, quick list). */
  productoIds?: readonly number[];
  slug?: string;
};

/** Visible products for the viewer (see the file comment). */
export function visibles(db: Db, v: Vista, f: Filtro) {
  let q = db
    .selectFrom('producto as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .innerJoin('producto_existencia as e', (j) =>
      j
        .onRef('e.producto_id', '=', 'p.id')
        .on('e.zona_id', '=', v.zona.id)
        .on('e.usuario_tipo', '=', v.tipo)
        .on('e.existencia', '>', '0'),
    )
    .innerJoin('producto_precio as pp', (j) =>
      j
        .onRef('pp.producto_id', '=', 'p.id')
        .on('pp.zona_id', '=', v.zona.id)
        .on('pp.usuario_tipo', '=', v.tipo),
    )
    .where('p.estatus', '=', ACTIVO);
  if (f.categoriaIds.length === 0 || (f.productoIds && f.productoIds.length === 0)) {
    return q.where(sql<boolean>`false`);
  }
  q = q.where('p.categoria_id', 'in', [...f.categoriaIds]);
  if (f.productoIds) q = q.where('p.id', 'in', [...f.productoIds]);
  if (f.slug !== undefined) q = q.where('p.slug', '=', f.slug);
  return q;
}

type VisiblesQuery = ReturnType<typeof visibles>;

export function seleccionar(q: VisiblesQuery) {
  return q.select([...COLUMNAS_VISTA, 'p.descripcion']);
}

/** The price the customer pays (offer when > 0): what precio_asc/precio_desc sort by. */
const precioMostrado = sql`(case when pp.oferta > 0 then pp.oferta else pp.precio end)`;
const nombreOrden = sql`p.nombre_orden collate "C"`;

function ordenar(q: VisiblesQuery, orden: OrdenProductos) {
  switch (orden) {
    case 'precio_asc':
      return q.orderBy(precioMostrado, 'asc').orderBy(nombreOrden).orderBy('p.id');
    case 'precio_desc':
      return q.orderBy(precioMostrado, 'desc').orderBy(nombreOrden).orderBy('p.id');
    case 'nombre':
      return q.orderBy(nombreOrden).orderBy('p.id');
    default:
      return q.orderBy('p.popularidad', 'desc').orderBy(nombreOrden).orderBy('p.id');
  }
}

/** A page of visible products, sorted; `curado` orders by a list position instead (featured, list). */
export async function paginaProductos(
  db: Db,
  config: Config,
  v: Vista,
  f: Filtro,
  pagina: number,
  orden: OrdenProductos | { curado: Map<number, number> },
): Promise<ProductoPagina> {
  const base = visibles(db, v, f);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const t = Number(total);
  let items: ProductoVista[];
  if (typeof orden === 'string') {
    const rows = await seleccionar(ordenar(base, orden))
      .limit(PAGE_SIZE)
      .offset((pagina - 1) * PAGE_SIZE)
      .execute();
    items = rows.map((r) => productoVista(config, r));
  } else {
    // Curated sets are small (a featured block, a quick list): sort in memory by position.
    const rows = await seleccionar(base).execute();
    const pos = (id: number) => orden.curado.get(id) ?? Number.MAX_SAFE_INTEGER;
    rows.sort((a, b) => pos(a.id) - pos(b.id) || a.id - b.id);
    items = rows.slice((pagina - 1) * PAGE_SIZE, pagina * PAGE_SIZE).map((r) => productoVista(config, r));
  }
  return { items, pagina, paginas: Math.max(1, Math.ceil(t / PAGE_SIZE)), total: t };
}
