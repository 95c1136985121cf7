/**
 * "Mis favoritos" (issue 34): a shopper's saved products, their own only (every query is by the
 * caller's id). The listing reads each product as the storefront sells it in the zone (`visibles()`'s
 * rules: product active, its category chain active, a price for the user type), keeping the sold-out
 * ones with stock "0" so the page can say so; the rest are "not sold in this zone".
 */
import {
  EstatusRegistro,
  type FavoritosIds,
  type FavoritosZona,
  MAX_FAVORITOS,
  MensajesFavorito,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { Conflicto, NoExiste } from './errores.ts';
import { COLUMNAS_VISTA, type FilaVista, fichaProducto, productoVista } from './producto-vista.ts';
import { cargarArbol } from './storefront/arbol.ts';
import { zonaActiva } from './storefront/vista.ts';
import { findUsuarioById } from './usuario.ts';

export async function favoritosIds(db: Db, usuarioId: string): Promise<FavoritosIds> {
  const rows = await db
    .selectFrom('favorito')
    .select('producto_id')
    .where('usuario_id', '=', usuarioId)
    .orderBy('producto_id')
    .execute();
  return { ids: rows.map((r) => r.producto_id) };
}

/**
 * Saves a product; again, nothing changes. The limit is checked in the insert itself, so two tabs
 * saving at once cannot pass it together by more than the row each adds.
 */
export async function agregarFavorito(db: Db, usuarioId: string, productoId: number): Promise<FavoritosIds> {
  const producto = await db
    .selectFrom('producto')
    .select('id')
    .where('id', '=', productoId)
    .executeTakeFirst();
  if (!producto) throw new NoExiste(MensajesFavorito.PRODUCTO_NO_EXISTE);
  const { rows } = await sql<{ producto_id: number }>`
    insert into favorito (usuario_id, producto_id)
    select ${usuarioId}::uuid, ${productoId}::int
    where (select count(*) from favorito where usuario_id = ${usuarioId}::uuid) < ${MAX_FAVORITOS}
    on conflict (usuario_id, producto_id) do nothing
    returning producto_id`.execute(db);
  const guardado = rows[0];
  if (!guardado) {
    const ya = await db
      .selectFrom('favorito')
      .select('producto_id')
      .where('usuario_id', '=', usuarioId)
      .where('producto_id', '=', productoId)
      .executeTakeFirst();
    if (!ya) throw new Conflicto(MensajesFavorito.LIMITE);
  }
  return favoritosIds(db, usuarioId);
}

export async function quitarFavorito(db: Db, usuarioId: string, productoId: number): Promise<FavoritosIds> {
  await db
    .deleteFrom('favorito')
    .where('usuario_id', '=', usuarioId)
    .where('producto_id', '=', productoId)
    .execute();
  return favoritosIds(db, usuarioId);
}

/** The saved products, newest first, at the zone's price and stock for the caller's user type. */
export async function favoritosEnZona(
  db: Db,
  config: Config,
  usuarioId: string,
  zonaSlug: string,
): Promise<FavoritosZona> {
  const [zona, usuario, arbol] = await Promise.all([
    zonaActiva(db, zonaSlug),
    findUsuarioById(db, usuarioId),
    cargarArbol(db),
  ]);
  const tipo = usuario?.usuario_tipo ?? UsuarioTipo.NORMAL;
  const rows = await db
    .selectFrom('favorito as f')
    .innerJoin('producto as p', 'p.id', 'f.producto_id')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .leftJoin('producto_precio as pp', (j) =>
      j.onRef('pp.producto_id', '=', 'p.id').on('pp.zona_id', '=', zona.id).on('pp.usuario_tipo', '=', tipo),
    )
    .leftJoin('producto_existencia as e', (j) =>
      j.onRef('e.producto_id', '=', 'p.id').on('e.zona_id', '=', zona.id).on('e.usuario_tipo', '=', tipo),
    )
    .select([...COLUMNAS_VISTA, 'p.estatus'])
    .where('f.usuario_id', '=', usuarioId)
    .orderBy('f.creado_en', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return {
    items: rows.map((r) => {
      const vendido =
        r.estatus === EstatusRegistro.ACTIVO && arbol.activa(r.categoria_id) && r.precio !== null;
      const fila = { ...r, existencia: r.existencia ?? '0' } as FilaVista;
      const producto = fichaProducto(config, fila, { slug: r.categoria_slug, nombre: r.categoria_nombre });
      return {
        producto: {
          id: producto.id,
          slug: producto.slug,
          nombre: producto.nombre,
          marca: producto.marca,
          presentacion: producto.presentacion,
          imagen: producto.imagen,
          imagenAncho: producto.imagenAncho,
          imagenAlto: producto.imagenAlto,
        },
        enZona: vendido ? productoVista(config, fila) : null,
      };
    }),
  };
}
