/**
 * Storefront reads (issue 4): zone home, featured blocks, category/tag listings, product page and
 * quick lists. Every product query goes through `visibles()`, the SQL form of `isProductoVisible`
 * (shared/rules): product active, its category and every ancestor active, stock for the zone AND the
 * viewer's user type > 0 (and a price for that type). The zone itself is checked before (409 when
 * inactive).
 */
import {
  type Banner,
  type Categoria,
  type CategoriaListado,
  type CategoriaResumen,
  DESTACADO_MAX_PRODUCTOS,
  type DestacadoBloque,
  type DestacadoPagina,
  EstatusRegistro,
  type EtiquetaListado,
  type Imagen,
  type InicioZona,
  type ListaRapidaDetalle,
  type ListaRapidaResumen,
  MensajesTienda,
  type Miga,
  type OrdenProductos,
  PAGE_SIZE,
  type ProductoDetalle,
  type ProductoPagina,
  type ProductoVista,
  type SupermercadoListado,
  type Zona,
} from '@mercado/shared/contracts';
import { suggestedQuantityValue } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { zonaBy } from './catalogo.ts';
import {
  type BannerGuardado,
  type ContenidoZona,
  contenidoPublicado,
  type ImagenGuardada,
} from './contenido-zona.ts';
import { Conflicto, NoExiste } from './errores.ts';
import { mediaUrl } from './media.ts';
import { COLUMNAS_VISTA, productoVista } from './producto-vista.ts';

/** Where and for whom: the zone (active) and the viewer's user type (anonymous = normal). */
export type Vista = { zona: Zona; tipo: number };

const ACTIVO = EstatusRegistro.ACTIVO;

/** The zone by slug: 404 unknown, 409 inactive (the client shows the maintenance page). */
export async function zonaActiva(db: Db, slug: string): Promise<Zona> {
  const zona = await zonaBy(db, { slug });
  if (!zona) throw new NoExiste(MensajesTienda.ZONA_NO_EXISTE);
  if (zona.estatus !== ACTIVO) throw new Conflicto(MensajesTienda.ZONA_MANTENIMIENTO);
  return zona;
}

function imagen(
  config: Config,
  path: string | null,
  ancho: number | null,
  alto: number | null,
): Imagen | null {
  const url = mediaUrl(config, path);
  if (!url || !ancho || !alto) return null;
  return { url, ancho, alto };
}

const esExterno = (url: string | null): boolean => url !== null && /^https?:\/\//i.test(url);

/* ------------------------------------------------------------------------------------------------
 * Categories: the whole table is small (tens of rows), so the tree is walked in memory.
 * ---------------------------------------------------------------------------------------------- */

type CategoriaRow = {
  id: number;
  slug: string;
  nombre: string;
  icono: string | null;
  imagen: string | null;
  padre_id: number | null;
  estatus: number;
  orden: number;
};

/** Category images are generated 200×200 SVGs. */
const CATEGORIA_IMG = 200;

export class Arbol {
  readonly porId = new Map<number, CategoriaRow>();
  readonly porSlug = new Map<string, CategoriaRow>();
  readonly hijos = new Map<number | null, CategoriaRow[]>();

  constructor(rows: CategoriaRow[]) {
    const sorted = [...rows].sort((a, b) => a.orden - b.orden || a.nombre.localeCompare(b.nombre, 'es'));
    for (const r of sorted) {
      this.porId.set(r.id, r);
      this.porSlug.set(r.slug, r);
      const list = this.hijos.get(r.padre_id) ?? [];
      list.push(r);
      this.hijos.set(r.padre_id, list);
    }
  }

  /** From the root to `id` (inclusive). Stops on a cycle. */
  cadena(id: number): CategoriaRow[] {
    const out: CategoriaRow[] = [];
    const seen = new Set<number>();
    let cur = this.porId.get(id);
    while (cur && !seen.has(cur.id)) {
      seen.add(cur.id);
      out.unshift(cur);
      cur = cur.padre_id === null ? undefined : this.porId.get(cur.padre_id);
    }
    return out;
  }

  /** The category and every ancestor are active. */
  activa(id: number): boolean {
    const chain = this.cadena(id);
    return chain.length > 0 && chain.every((c) => c.estatus === ACTIVO);
  }

  /** Active categories of the subtree of `id` (itself included when active); all when null. */
  idsActivos(id: number | null = null): number[] {
    const out: number[] = [];
    const walk = (padre: number | null) => {
      for (const c of this.hijos.get(padre) ?? []) {
        if (c.estatus !== ACTIVO) continue;
        out.push(c.id);
        walk(c.id);
      }
    };
    if (id === null) walk(null);
    else if (this.activa(id)) {
      out.push(id);
      walk(id);
    }
    return out;
  }

  migas(id: number): Miga[] {
    return this.cadena(id).map((c) => ({ slug: c.slug, nombre: c.nombre }));
  }

  /** Active nested subcategories of `padre` (null: the roots). */
  subarbol(config: Config, padre: number | null): Categoria[] {
    return (this.hijos.get(padre) ?? [])
      .filter((c) => c.estatus === ACTIVO)
      .map((c) => ({
        id: c.id,
        slug: c.slug,
        nombre: c.nombre,
        icono: mediaUrl(config, c.icono),
        imagen: mediaUrl(config, c.imagen),
        subcategoria: this.subarbol(config, c.id),
      }));
  }

  resumen(config: Config, c: CategoriaRow): CategoriaResumen {
    return {
      id: c.id,
      slug: c.slug,
      nombre: c.nombre,
      icono: mediaUrl(config, c.icono),
      imagen: imagen(config, c.imagen, CATEGORIA_IMG, CATEGORIA_IMG),
    };
  }
}

export async function cargarArbol(db: Db): Promise<Arbol> {
  return new Arbol(
    await db
      .selectFrom('categoria')
      .select(['id', 'slug', 'nombre', 'icono', 'imagen', 'padre_id', 'estatus', 'orden'])
      .execute(),
  );
}

/* ------------------------------------------------------------------------------------------------
 * Products
 * ---------------------------------------------------------------------------------------------- */

type Filtro = {
  /** Categories to consider (already filtered to active ones). */
  categoriaIds: readonly number[];
  /** Only these products (tag, featured block, quick list). */
  productoIds?: readonly number[];
  slug?: string;
};

/** Visible products for the viewer (see the file comment). */
function visibles(db: Db, v: Vista, f: Filtro) {
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

function seleccionar(q: VisiblesQuery) {
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
async function paginaProductos(
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

/* ------------------------------------------------------------------------------------------------
 * Endpoints
 * ---------------------------------------------------------------------------------------------- */

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

async function listasDeZona(db: Db, v: Vista, slug?: string) {
  let q = db
    .selectFrom('lista_rapida')
    .selectAll()
    .where('zona_id', '=', v.zona.id)
    .where('estatus', '=', ACTIVO);
  if (slug !== undefined) q = q.where('slug', '=', slug);
  return q.orderBy('prioridad').orderBy('id').execute();
}

type ListaRow = Awaited<ReturnType<typeof listasDeZona>>[number];

function listaResumen(config: Config, l: ListaRow, cantidadProductos: number): ListaRapidaResumen {
  return {
    id: l.id,
    slug: l.slug,
    nombre: l.nombre,
    descripcion: l.descripcion,
    imagen: imagen(config, l.imagen, l.imagen_ancho, l.imagen_alto),
    cantidadProductos,
  };
}

async function listaItems(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('lista_rapida_producto')
    .select(['lista_rapida_id', 'producto_id', 'cantidad', 'orden'])
    .where('lista_rapida_id', 'in', ids)
    .orderBy('orden')
    .orderBy('producto_id')
    .execute();
}

export async function listasRapidas(db: Db, config: Config, v: Vista): Promise<ListaRapidaResumen[]> {
  const listas = await listasDeZona(db, v);
  const items = await listaItems(
    db,
    listas.map((l) => l.id),
  );
  const productoIds = [...new Set(items.map((i) => i.producto_id))];
  const arbol = await cargarArbol(db);
  const visiblesIds = new Set(
    productoIds.length
      ? (
          await visibles(db, v, { categoriaIds: arbol.idsActivos(), productoIds }).select('p.id').execute()
        ).map((r) => r.id)
      : [],
  );
  return listas.map((l) =>
    listaResumen(
      config,
      l,
      items.filter((i) => i.lista_rapida_id === l.id && visiblesIds.has(i.producto_id)).length,
    ),
  );
}

export async function listaRapidaDetalle(
  db: Db,
  config: Config,
  v: Vista,
  slug: string,
): Promise<ListaRapidaDetalle> {
  const [lista] = await listasDeZona(db, v, slug);
  if (!lista) throw new NoExiste(MensajesTienda.LISTA_NO_EXISTE);
  const items = await listaItems(db, [lista.id]);
  const arbol = await cargarArbol(db);
  const rows = items.length
    ? await seleccionar(
        visibles(db, v, { categoriaIds: arbol.idsActivos(), productoIds: items.map((i) => i.producto_id) }),
      ).execute()
    : [];
  const porId = new Map(rows.map((r) => [r.id, r]));
  const detalle = items.flatMap((i) => {
    const r = porId.get(i.producto_id);
    if (!r) return [];
    const producto = productoVista(config, r);
    return [{ producto, cantidadSugerida: suggestedQuantityValue(producto, i.cantidad) }];
  });
  return { ...listaResumen(config, lista, detalle.length), items: detalle };
}
