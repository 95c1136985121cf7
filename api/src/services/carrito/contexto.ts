/** Who and where a cart is read or written for, and the products as the cart sees them (issue 5). */
import {
  EstatusRegistro,
  Mensajes,
  type ProductoVista,
  UsuarioEstatus,
  type Zona,
} from '@mercado/shared/contracts';
import type { ProductoCarritoEstado } from '@mercado/shared/rules';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { NoAutenticado, Prohibido } from '../errores.ts';
import { COLUMNAS_VISTA, productoVista } from '../producto-vista.ts';
import { cargarArbol } from '../storefront/arbol.ts';
import { zonaActiva } from '../storefront/vista.ts';
import { findUsuarioById } from '../usuario.ts';

const ACTIVO = EstatusRegistro.ACTIVO;

/** The signed-in customer, read from the DB (type and phone are the DB's, not the token's). */
export type Comprador = { id: string; tipo: number; telefono: string | null };

export async function comprador(db: Db, uid: string): Promise<Comprador> {
  const u = await findUsuarioById(db, uid);
  if (!u || u.estatus === UsuarioEstatus.ELIMINADO) throw new NoAutenticado(Mensajes.SESION_EXPIRADA);
  if (u.estatus !== UsuarioEstatus.ACTIVO) throw new Prohibido(Mensajes.BLOQUEADO);
  return { id: u.id, tipo: u.usuario_tipo, telefono: u.telefono };
}

/** Where and for whom a cart is read or written. */
export type ContextoCarrito = { db: Db; config: Config; comprador: Comprador; zona: Zona };

export async function contextoCarrito(
  db: Db,
  config: Config,
  uid: string,
  zonaSlug: string,
): Promise<ContextoCarrito> {
  const [zona, c] = await Promise.all([zonaActiva(db, zonaSlug), comprador(db, uid)]);
  return { db, config, comprador: c, zona };
}

/* ------------------------------------------------------------------------------------------------
 * Products as the cart sees them
 * ---------------------------------------------------------------------------------------------- */

export type EstadoProducto = { vista: ProductoVista; reglas: ProductoCarritoEstado; categoriaId: number };

/**
 * The products of `ids` for the user's type in the zone: the view (price/offer for the type, stock
 * for zone × type, "0.000" without a row) and the line rules' input (`disponible`: product active,
 * category chain active, zone active, a price for the type). `existencias` overrides the stock (the
 * values read under the row locks when an order is placed). Unknown ids are absent.
 */
export async function cargarProductos(
  db: Db,
  config: Config,
  zona: Pick<Zona, 'id' | 'estatus'>,
  tipo: number,
  ids: readonly number[],
  existencias?: ReadonlyMap<number, string>,
): Promise<Map<number, EstadoProducto>> {
  const out = new Map<number, EstadoProducto>();
  if (ids.length === 0) return out;
  const [arbol, rows] = await Promise.all([
    cargarArbol(db),
    db
      .selectFrom('producto as p')
      .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
      .leftJoin('producto_precio as pp', (j) =>
        j
          .onRef('pp.producto_id', '=', 'p.id')
          .on('pp.zona_id', '=', zona.id)
          .on('pp.usuario_tipo', '=', tipo),
      )
      .leftJoin('producto_existencia as e', (j) =>
        j.onRef('e.producto_id', '=', 'p.id').on('e.zona_id', '=', zona.id).on('e.usuario_tipo', '=', tipo),
      )
      // The cart also needs the status: an inactive product stays on its line, marked unavailable.
      .select([...COLUMNAS_VISTA, 'p.estatus'])
      .where('p.id', 'in', [...new Set(ids)])
      .execute(),
  ]);
  for (const r of rows) {
    const vista = productoVista(config, {
      ...r,
      precio: r.precio ?? '0.00',
      oferta: r.oferta ?? '0.00',
      existencia: existencias?.get(r.id) ?? r.existencia ?? '0.000',
    });
    const disponible =
      r.estatus === ACTIVO && zona.estatus === ACTIVO && r.precio !== null && arbol.activa(r.categoria_id);
    out.set(r.id, {
      vista,
      categoriaId: r.categoria_id,
      reglas: {
        disponible,
        modalidadVenta: vista.modalidadVenta,
        minimo: vista.minimo,
        maximo: vista.maximo,
        grupo: vista.grupo,
        unidad: vista.unidad,
        existencia: vista.existencia,
      },
    });
  }
  return out;
}
