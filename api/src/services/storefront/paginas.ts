/**
 * The storefront's pages (issue 4): the zone's home, featured blocks, category and tag listings, the
 * supermarket and the product page.
 */
import {
  type Banner,
  type CategoriaListado,
  DESTACADO_MAX_PRODUCTOS,
  type DestacadoBloque,
  type DestacadoPagina,
  EstatusRegistro,
  type EtiquetaListado,
  type Imagen,
  type InicioZona,
  MensajesTienda,
  type OrdenProductos,
  type ProductoDetalle,
  type ProductoVista,
  type SupermercadoListado,
} from '@mercado/shared/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import {
  type BannerGuardado,
  type ContenidoZona,
  contenidoPublicado,
  type ImagenGuardada,
} from '../contenido-zona.ts';
import { NoExiste } from '../errores.ts';
import { mediaUrl } from '../media.ts';
import { productoVista } from '../producto-vista.ts';
import { cargarArbol } from './arbol.ts';
import { paginaProductos, seleccionar, visibles } from './productos.ts';
import { esExterno, imagen, type Vista } from './vista.ts';

const ACTIVO = EstatusRegistro.ACTIVO;

/** A stored image as the client gets it (absolute URL). */
function imagenGuardada(config: Config, i: ImagenGuardada | null): Imagen | null {
  return i ? imagen(config, i.ruta, i.ancho, i.alto) : null;
}

function banner(config: Config, b: BannerGuardado | null): Banner | null {
  const img = b && imagenGuardada(config, b.imagen);
  if (!b || !img) return null;
  return { imagen: img, alt: b.alt, url: b.url, externo: esExterno(b.url) };
}

/**
 * The zone's home from its `contenido` (decision 0027): the published one for shoppers, the one being
 * edited for the back-office's preview. Products are read live, so only visible ones show.
 */
export async function inicioZona(
  db: Db,
  config: Config,
  v: Vista,
  contenido: ContenidoZona,
): Promise<InicioZona> {
  const arbol = await cargarArbol(db);
  const productoIds = [...new Set(contenido.destacados.flatMap((d) => d.productos))];
  const rows = productoIds.length
    ? await seleccionar(visibles(db, v, { categoriaIds: arbol.idsActivos(), productoIds })).execute()
    : [];
  const porId = new Map(rows.map((r) => [r.id, productoVista(config, r)]));
  const bloques: DestacadoBloque[] = contenido.destacados.map((d) => {
    const productos = d.productos
      .map((id) => porId.get(id))
      .filter((p): p is ProductoVista => p !== undefined);
    return {
      id: d.id,
      slug: d.slug,
      titulo: d.titulo,
      imagen: imagenGuardada(config, d.imagen),
      productos: productos.slice(0, DESTACADO_MAX_PRODUCTOS),
      total: productos.length,
    };
  });
  return {
    zona: { id: v.zona.id, slug: v.zona.slug, nombre: v.zona.nombre },
    sliders: contenido.sliders.flatMap((s) => {
      const img = imagenGuardada(config, s.imagen);
      const movil = imagenGuardada(config, s.movil);
      if (!img || !movil) return [];
      return [
        { id: s.id, imagen: img, imagenMovil: movil, alt: s.alt, url: s.url, externo: esExterno(s.url) },
      ];
    }),
    imagenOferta: banner(config, contenido.imagenOferta),
    imagenListaRapida: banner(config, contenido.imagenListaRapida),
    mensajePublicidad: contenido.mensaje,
    destacados: bloques,
    categorias: (arbol.hijos.get(null) ?? [])
      .filter((c) => c.estatus === ACTIVO)
      .map((c) => arbol.resumen(config, c)),
    links: v.zona.links,
  };
}

/** `ref`: the block's slug, or its numeric id; among the zone's published blocks. */
export async function destacadoPagina(
  db: Db,
  config: Config,
  v: Vista,
  ref: string,
  pagina: number,
): Promise<DestacadoPagina> {
  const { destacados } = await contenidoPublicado(db, v.zona.id);
  const d = destacados.find((b) => (/^\d{1,9}$/.test(ref) ? b.id === Number(ref) : b.slug === ref));
  if (!d) throw new NoExiste(MensajesTienda.DESTACADO_NO_EXISTE);
  const arbol = await cargarArbol(db);
  const productos = await paginaProductos(
    db,
    config,
    v,
    { categoriaIds: arbol.idsActivos(), productoIds: d.productos },
    pagina,
    { curado: new Map(d.productos.map((id, i) => [id, i])) },
  );
  return {
    id: d.id,
    slug: d.slug,
    titulo: d.titulo,
    imagen: imagenGuardada(config, d.imagen),
    productos,
  };
}

/** `slugs`: the category, then optionally a subcategory that must belong to its subtree. */
export async function categoriaListado(
  db: Db,
  config: Config,
  v: Vista,
  slugs: [string] | [string, string],
  pagina: number,
  orden: OrdenProductos,
): Promise<CategoriaListado> {
  const arbol = await cargarArbol(db);
  const padre = arbol.porSlug.get(slugs[0]);
  if (!padre || !arbol.activa(padre.id)) throw new NoExiste(MensajesTienda.CATEGORIA_NO_EXISTE);
  let cat = padre;
  if (slugs[1] !== undefined) {
    const sub = arbol.porSlug.get(slugs[1]);
    if (!sub || !arbol.activa(sub.id) || !arbol.cadena(sub.id).some((c) => c.id === padre.id)) {
      throw new NoExiste(MensajesTienda.CATEGORIA_NO_EXISTE);
    }
    cat = sub;
  }
  return {
    categoria: arbol.resumen(config, cat),
    migas: arbol.migas(cat.id),
    subcategorias: arbol.subarbol(config, cat.id),
    productos: await paginaProductos(
      db,
      config,
      v,
      { categoriaIds: arbol.idsActivos(cat.id) },
      pagina,
      orden,
    ),
    orden,
  };
}

export async function supermercado(
  db: Db,
  config: Config,
  v: Vista,
  pagina: number,
  orden: OrdenProductos,
): Promise<SupermercadoListado> {
  const arbol = await cargarArbol(db);
  return {
    categorias: arbol.subarbol(config, null),
    productos: await paginaProductos(db, config, v, { categoriaIds: arbol.idsActivos() }, pagina, orden),
    orden,
  };
}

export async function etiquetaListado(
  db: Db,
  config: Config,
  v: Vista,
  slug: string,
  pagina: number,
  orden: OrdenProductos,
): Promise<EtiquetaListado> {
  const etiqueta = await db
    .selectFrom('etiqueta')
    .select(['id', 'slug', 'nombre'])
    .where('slug', '=', slug)
    .where('estatus', '=', ACTIVO)
    .executeTakeFirst();
  if (!etiqueta) throw new NoExiste(MensajesTienda.ETIQUETA_NO_EXISTE);
  const ids = await db
    .selectFrom('producto_etiqueta')
    .select('producto_id')
    .where('etiqueta_id', '=', etiqueta.id)
    .execute();
  const arbol = await cargarArbol(db);
  return {
    etiqueta: { slug: etiqueta.slug, nombre: etiqueta.nombre },
    productos: await paginaProductos(
      db,
      config,
      v,
      { categoriaIds: arbol.idsActivos(), productoIds: ids.map((r) => r.producto_id) },
      pagina,
      orden,
    ),
    orden,
  };
}

export async function productoDetalle(
  db: Db,
  config: Config,
  v: Vista,
  slug: string,
): Promise<ProductoDetalle> {
  const arbol = await cargarArbol(db);
  const row = await seleccionar(
    visibles(db, v, { categoriaIds: arbol.idsActivos(), slug }),
  ).executeTakeFirst();
  if (!row) throw new NoExiste(MensajesTienda.PRODUCTO_NO_DISPONIBLE);
  const [etiquetas, subidas] = await Promise.all([
    db
      .selectFrom('producto_etiqueta as pe')
      .innerJoin('etiqueta as t', 't.id', 'pe.etiqueta_id')
      .select(['t.slug', 't.nombre'])
      .where('pe.producto_id', '=', row.id)
      .where('t.estatus', '=', ACTIVO)
      .orderBy('t.orden')
      .orderBy('t.nombre')
      .execute(),
    // The images staff uploaded, in their order (the first is `imagen`); none: the generated one.
    db
      .selectFrom('producto_imagen')
      .select(['url', 'ancho', 'alto'])
      .where('producto_id', '=', row.id)
      .orderBy('orden')
      .orderBy('id')
      .execute(),
  ]);
  const p = productoVista(config, row);
  return {
    ...p,
    descripcion: row.descripcion,
    migas: arbol.migas(row.categoria_id),
    etiquetas,
    imagenes:
      subidas.length > 0
        ? subidas.map((i) => ({ url: mediaUrl(config, i.url) ?? i.url, ancho: i.ancho, alto: i.alto }))
        : [{ url: p.imagen, ancho: p.imagenAncho, alto: p.imagenAlto }],
  };
}
