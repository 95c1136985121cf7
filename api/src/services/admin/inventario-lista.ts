/**
 * The zone's inventory list and what its filters and forms offer (decision 0028): one row a product,
 * its stock summed in the zone (or in one branch), its size, the branches holding it and its prices.
 */
import {
  EstatusRegistro,
  type InventarioFila,
  type InventarioListadoQuerySchema,
  type InventarioOpciones,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { sumarDias } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { hoyCaracas, type ZonaInventario } from './inventario.ts';
import { type Pagina, paginarPorIds, patronTexto, plegarTexto } from './listado.ts';

type ListadoInventario = z.output<typeof InventarioListadoQuerySchema>;

/** The zone's products: stock in its active branches (or in `sucursal`), normal price and offer. */
export async function listarInventario(
  db: Db,
  zona: ZonaInventario,
  q: ListadoInventario,
): Promise<Pagina<InventarioFila>> {
  // The zone's stock of each product is kept summed (`inventario_zona`, decision 0028), so sorting or
  // filtering by it reads one row a product. In one branch it is that branch's row (the products it
  // holds), counted while the branch is an active one of the zone.
  const sucursal = q.sucursal;
  const ramaCuenta =
    sucursal !== undefined &&
    (await db
      .selectFrom('sucursal')
      .select('id')
      .where('id', '=', sucursal)
      .where('zona_id', '=', zona.id)
      .where('estatus', '=', EstatusRegistro.ACTIVO)
      .executeTakeFirst()) !== undefined;
  const existencia =
    sucursal === undefined
      ? sql<string>`coalesce(iz.existencia, 0)`
      : ramaCuenta
        ? sql<string>`ib.existencia`
        : sql<string>`0::numeric`;
  let consulta = db
    .selectFrom('producto as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .$if(sucursal === undefined, (qb) =>
      qb.leftJoin('inventario_zona as iz', (j) =>
        j.onRef('iz.producto_id', '=', 'p.id').on('iz.zona_id', '=', zona.id),
      ),
    )
    .$if(sucursal !== undefined, (qb) =>
      qb.innerJoin('inventario as ib', (j) =>
        j.onRef('ib.producto_id', '=', 'p.id').on('ib.sucursal_id', '=', sucursal!),
      ),
    )
    .leftJoin('producto_precio as pp', (j) =>
      j
        .onRef('pp.producto_id', '=', 'p.id')
        .on('pp.zona_id', '=', zona.id)
        .on('pp.usuario_tipo', '=', UsuarioTipo.NORMAL),
    )
    .select([
      'p.id as productoId',
      'p.slug',
      'p.nombre',
      'p.presentacion',
      'c.nombre as categoria',
      'p.estatus',
      existencia.as('existencia'),
      'pp.precio',
      sql<string>`coalesce(pp.oferta, 0)`.as('oferta'),
      'pp.oferta_hasta as ofertaHasta',
    ]);
  if (q.q) {
    // nombre_orden is the name folded as `plegar` folds it, stored.
    const patron = patronTexto(plegarTexto(q.q));
    consulta = consulta.where((eb) =>
      eb.or([eb('p.nombre_orden', 'like', patron), eb('p.slug', 'like', patron)]),
    );
  }
  if (q.estatus) consulta = consulta.where('p.estatus', '=', q.estatus);
  if (q.categoria)
    consulta = consulta.where((eb) =>
      eb.or([eb('p.categoria_id', '=', q.categoria!), eb('c.padre_id', '=', q.categoria!)]),
    );
  if (q.sinExistencia) consulta = consulta.where(existencia, '=', '0');
  if (q.oferta) {
    const hoy = hoyCaracas();
    consulta = consulta.where('pp.oferta', '>', '0').where('pp.oferta_hasta', '>=', hoy);
    if (q.oferta === 'vence') consulta = consulta.where('pp.oferta_hasta', '<=', sumarDias(hoy, 7));
  }
  const pagina = await paginarPorIds(consulta, {
    pagina: q.pagina,
    orden: { nombre: 'p.nombre', existencia, precio: 'pp.precio', id: 'p.id' }[q.orden],
    dir: q.dir,
    idColumna: 'p.id',
    idDe: (fila) => fila.productoId,
  });
  const sucursales = await existenciasPorSucursal(
    db,
    zona,
    pagina.items.map((r) => r.productoId),
    sucursal,
  );
  return {
    ...pagina,
    items: pagina.items.map((r) => ({
      ...r,
      existencia: Number(r.existencia).toFixed(3),
      oferta: Number(r.oferta).toFixed(2),
      sucursales: sucursales.get(r.productoId) ?? [],
    })),
  };
}

/** The page's products' stock in each active branch of the zone (or in `sucursal` only), by product. */
async function existenciasPorSucursal(
  db: Db,
  zona: ZonaInventario,
  productos: number[],
  sucursal: number | undefined,
) {
  const porProducto = new Map<number, InventarioFila['sucursales']>();
  if (productos.length === 0) return porProducto;
  const filas = await db
    .selectFrom('inventario as i')
    .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
    .innerJoin('tienda as t', 't.id', 's.tienda_id')
    .select(['i.producto_id', 's.id', 's.nombre', 't.nombre as tienda', 'i.existencia'])
    .where('i.producto_id', 'in', productos)
    .where('s.zona_id', '=', zona.id)
    .where((eb) =>
      sucursal === undefined ? eb('s.estatus', '=', EstatusRegistro.ACTIVO) : eb('s.id', '=', sucursal),
    )
    .orderBy('t.nombre')
    .orderBy('s.nombre')
    .execute();
  for (const { producto_id, ...s } of filas)
    porProducto.set(producto_id, [...(porProducto.get(producto_id) ?? []), s]);
  return porProducto;
}

export async function opcionesInventario(db: Db, zona: ZonaInventario): Promise<InventarioOpciones> {
  const [sucursales, categorias] = await Promise.all([
    db
      .selectFrom('sucursal as s')
      .innerJoin('tienda as t', 't.id', 's.tienda_id')
      .select(['s.id', 's.nombre', 't.nombre as tienda', 's.estatus'])
      .where('s.zona_id', '=', zona.id)
      .orderBy('t.nombre')
      .orderBy('s.nombre')
      .execute(),
    db.selectFrom('categoria').select(['id', 'nombre']).orderBy('nombre').execute(),
  ]);
  return { zona, sucursales, categorias };
}
