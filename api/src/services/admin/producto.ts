/**
 * The products back-office (issue 18). A product's images are `producto_imagen` rows in order; the
 * first is copied to `producto.imagen` (and its size) by every write that touches them, so the
 * storefront and the search index keep reading the main image where they always did. Every write
 * pushes the product to the search index right after it commits.
 */
import {
  EstatusRegistro,
  type ImpuestoClase,
  MensajesProducto,
  type ProductoAdmin,
  type ProductoFila,
  type ProductoImagen,
} from '@mercado/shared/contracts';
import { impuestoClase, TAX_CLASSES } from '@mercado/shared/rules';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste } from '../errores.ts';
import { imagenProducto, mediaUrl } from '../media.ts';
import { cargarArbol } from '../storefront/arbol.ts';
import { historial } from './auditoria.ts';
import { opciones, subarbolIds } from './categoria.ts';
import { paginar, patronTexto, plegar, plegarTexto } from './listado.ts';

export const ENTIDAD = 'producto';

const CLASES: Record<ImpuestoClase, keyof typeof TAX_CLASSES> = {
  general: 'GENERAL',
  reducido: 'REDUCIDO',
  exento: 'EXENTO',
};
export const porcentaje = (clase: ImpuestoClase) => TAX_CLASSES[CLASES[clase]].porcentaje;

/** "1.000" → "1", "0.250" → "0.25": quantities as staff typed them. */
export const cantidad = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);
export const estatus = (e: number): 1 | 2 => (e === EstatusRegistro.INACTIVO ? 2 : 1);
const modalidad = (m: string) => (m === 'peso' ? 'peso' : 'unidad');

export async function imagenesDe(
  ctx: Pick<AppContext, 'config'>,
  db: Db,
  id: number,
): Promise<ProductoImagen[]> {
  const filas = await db
    .selectFrom('producto_imagen')
    .select(['id', 'url', 'ancho', 'alto'])
    .where('producto_id', '=', id)
    .orderBy('orden')
    .orderBy('id')
    .execute();
  return filas.map((f) => ({ ...f, url: mediaUrl(ctx.config, f.url) ?? f.url }));
}

export const etiquetasDe = async (db: Db, id: number) =>
  (
    await db
      .selectFrom('producto_etiqueta')
      .select('etiqueta_id')
      .where('producto_id', '=', id)
      .orderBy('etiqueta_id')
      .execute()
  ).map((r) => r.etiqueta_id);

export async function productoPorId(
  ctx: Pick<AppContext, 'db' | 'config'>,
  id: number,
): Promise<ProductoAdmin> {
  const p = await ctx.db.selectFrom('producto').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) throw new NoExiste(MensajesProducto.NO_EXISTE);
  const [arbol, etiquetaIds, imagenes] = await Promise.all([
    cargarArbol(ctx.db),
    etiquetasDe(ctx.db, id),
    imagenesDe(ctx, ctx.db, id),
  ]);
  return {
    id: p.id,
    slug: p.slug,
    nombre: p.nombre,
    marca: p.marca,
    presentacion: p.presentacion,
    descripcion: p.descripcion,
    categoriaId: p.categoria_id,
    categoria: {
      id: p.categoria_id,
      nombre: arbol.porId.get(p.categoria_id)?.nombre ?? '',
      ruta: arbol
        .cadena(p.categoria_id)
        .map((c) => c.nombre)
        .join(' › '),
    },
    etiquetaIds,
    impuesto: p.impuesto,
    impuestoClase: impuestoClase(p.impuesto),
    modalidadVenta: modalidad(p.modalidad_venta),
    minimo: cantidad(p.minimo),
    maximo: cantidad(p.maximo),
    grupo: cantidad(p.grupo),
    unidad: cantidad(p.unidad),
    estatus: estatus(p.estatus),
    version: p.version,
    imagen: imagenProducto(ctx.config, p.imagen, p.slug),
    imagenes,
  };
}

export async function listadoProductos(
  ctx: Pick<AppContext, 'db' | 'config'>,
  q: {
    pagina: number;
    orden: 'nombre' | 'slug' | 'marca' | 'categoria' | 'id';
    dir: 'asc' | 'desc';
    q: string;
    estatus?: number | undefined;
    categoria?: number | undefined;
    etiqueta?: number | undefined;
  },
) {
  let base = ctx.db
    .selectFrom('producto as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .select([
      'p.id',
      'p.slug',
      'p.nombre',
      'p.marca',
      'p.presentacion',
      'p.imagen',
      'p.impuesto',
      'p.modalidad_venta',
      'p.estatus',
      'p.version',
      'c.id as categoria_id',
      'c.nombre as categoria_nombre',
    ]);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    base = base.where((eb) =>
      eb.or([
        eb('p.nombre_orden', 'like', patron),
        eb('p.slug', 'like', patron),
        eb(plegar('p.marca'), 'like', patron),
      ]),
    );
  }
  if (q.estatus !== undefined) base = base.where('p.estatus', '=', q.estatus);
  if (q.categoria !== undefined) {
    const arbol = await cargarArbol(ctx.db);
    base = base.where('p.categoria_id', 'in', [...subarbolIds(arbol, q.categoria)]);
  }
  if (q.etiqueta !== undefined) {
    const etiqueta = q.etiqueta;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('producto_etiqueta as pe')
          .select('pe.producto_id')
          .whereRef('pe.producto_id', '=', 'p.id')
          .where('pe.etiqueta_id', '=', etiqueta),
      ),
    );
  }
  const columna = {
    nombre: 'p.nombre_orden',
    slug: 'p.slug',
    marca: 'p.marca',
    categoria: 'c.nombre',
    id: 'p.id',
  }[q.orden];
  const pagina = await paginar(base, { pagina: q.pagina, columna, dir: q.dir, idColumna: 'p.id' });
  return {
    ...pagina,
    items: pagina.items.map(
      (p): ProductoFila => ({
        id: p.id,
        slug: p.slug,
        nombre: p.nombre,
        marca: p.marca,
        presentacion: p.presentacion,
        imagen: imagenProducto(ctx.config, p.imagen, p.slug),
        categoria: { id: p.categoria_id, nombre: p.categoria_nombre },
        impuestoClase: impuestoClase(p.impuesto),
        modalidadVenta: modalidad(p.modalidad_venta),
        estatus: estatus(p.estatus),
        version: p.version,
      }),
    ),
  };
}

export async function opcionesProducto(db: Db) {
  const [arbol, etiquetas] = await Promise.all([
    cargarArbol(db),
    db
      .selectFrom('etiqueta')
      .select(['id', 'nombre', 'estatus'])
      .orderBy('orden')
      .orderBy('nombre')
      .execute(),
  ]);
  return {
    categorias: opciones(arbol),
    etiquetas: etiquetas.map((e) => ({ ...e, estatus: estatus(e.estatus) })),
    impuestos: (Object.keys(CLASES) as ImpuestoClase[]).map((clase) => ({
      clase,
      porcentaje: porcentaje(clase),
      etiqueta: TAX_CLASSES[CLASES[clase]].etiqueta,
    })),
  };
}

export async function historialProducto(db: Db, id: number, pagina: number) {
  const p = await db.selectFrom('producto').select('id').where('id', '=', id).executeTakeFirst();
  if (!p) throw new NoExiste(MensajesProducto.NO_EXISTE);
  return historial(db, ENTIDAD, id, pagina);
}
