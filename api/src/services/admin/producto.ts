/**
 * The products back-office (issue 18). A product's images are `producto_imagen` rows in order; the
 * first is copied to `producto.imagen` (and its size) by every write that touches them, so the
 * storefront and the search index keep reading the main image where they always did. Every write
 * pushes the product to the search index right after it commits.
 */
import {
  EstatusRegistro,
  type ImpuestoClase,
  MensajesAdmin,
  MensajesProducto,
  type ProductoAdmin,
  type ProductoFila,
  type ProductoImagen,
  type TokenPayload,
} from '@mercado/shared/contracts';
import { impuestoClase, TAX_CLASSES } from '@mercado/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { Conflicto, NoExiste, Rechazado } from '../errores.ts';
import { imagenProducto, mediaUrl } from '../media.ts';
import { cargarArbol } from '../storefront.ts';
import { historial, registrarCambio } from './auditoria.ts';
import { opciones, subarbolIds } from './categoria.ts';
import { crearEnCatalogo, editarEnCatalogo, type TipoCatalogo } from './guardar-catalogo.ts';
import { ANCHOS_IMAGEN, guardarImagen } from './imagenes.ts';
import { paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { sincronizarBuscador } from './sincronizar.ts';
import { conflicto } from './version.ts';

const ENTIDAD = 'producto';
/** The images a product may have. */
export const MAX_IMAGENES = 20;
/** `producto.imagen_ancho/alto` when it has no image of its own (the generated 400×400 SVG). */
const TAMANO_GENERADA = 400;

type ProductoForm = {
  nombre: string;
  slug: string;
  marca: string | null;
  presentacion: string | null;
  descripcion: string | null;
  categoriaId: number;
  etiquetaIds: number[];
  impuestoClase: ImpuestoClase;
  modalidadVenta: 'unidad' | 'peso';
  minimo: string;
  maximo: string;
  grupo: string;
  unidad: string;
};

const CLASES: Record<ImpuestoClase, keyof typeof TAX_CLASSES> = {
  general: 'GENERAL',
  reducido: 'REDUCIDO',
  exento: 'EXENTO',
};
const porcentaje = (clase: ImpuestoClase) => TAX_CLASSES[CLASES[clase]].porcentaje;

/** "1.000" → "1", "0.250" → "0.25": quantities as staff typed them. */
const cantidad = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);
const estatus = (e: number): 1 | 2 => (e === EstatusRegistro.INACTIVO ? 2 : 1);
const modalidad = (m: string) => (m === 'peso' ? 'peso' : 'unidad');

async function imagenesDe(ctx: Pick<AppContext, 'config'>, db: Db, id: number): Promise<ProductoImagen[]> {
  const filas = await db
    .selectFrom('producto_imagen')
    .select(['id', 'url', 'ancho', 'alto'])
    .where('producto_id', '=', id)
    .orderBy('orden')
    .orderBy('id')
    .execute();
  return filas.map((f) => ({ ...f, url: mediaUrl(ctx.config, f.url) ?? f.url }));
}

const etiquetasDe = async (db: Db, id: number) =>
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

async function slugLibre(db: Db, slug: string, id: number | null | undefined): Promise<boolean> {
  let q = db.selectFrom('producto').select('id').where('slug', '=', slug);
  if (id) q = q.where('id', '<>', id);
  return (await q.executeTakeFirst()) === undefined;
}

export async function verificarProducto(db: Db, q: { slug: string; id?: number | undefined }) {
  return { disponible: q.slug === '' || (await slugLibre(db, q.slug, q.id)) };
}

/** The form against the data: the category and tags exist, the slug is free. */
async function validar(trx: Db, form: ProductoForm, id: number | null): Promise<void> {
  const categoria = await trx
    .selectFrom('categoria')
    .select('id')
    .where('id', '=', form.categoriaId)
    .executeTakeFirst();
  if (!categoria)
    throw new Rechazado(MensajesProducto.CATEGORIA_NO_EXISTE, {
      categoriaId: MensajesProducto.CATEGORIA_NO_EXISTE,
    });
  const etiquetas = [...new Set(form.etiquetaIds)];
  if (etiquetas.length > 0) {
    const existen = await trx.selectFrom('etiqueta').select('id').where('id', 'in', etiquetas).execute();
    if (existen.length !== etiquetas.length)
      throw new Rechazado(MensajesProducto.ETIQUETA_NO_EXISTE, {
        etiquetaIds: MensajesProducto.ETIQUETA_NO_EXISTE,
      });
  }
  if (!(await slugLibre(trx, form.slug, id)))
    throw new Conflicto(MensajesAdmin.SLUG_EN_USO, { slug: MensajesAdmin.SLUG_EN_USO });
}

const columnasForm = (form: ProductoForm) => ({
  nombre: form.nombre,
  slug: form.slug,
  marca: form.marca || null,
  presentacion: form.presentacion || null,
  descripcion: form.descripcion || null,
  categoria_id: form.categoriaId,
  impuesto: porcentaje(form.impuestoClase),
  modalidad_venta: form.modalidadVenta,
  minimo: form.minimo,
  maximo: form.maximo,
  grupo: form.grupo,
  unidad: form.unidad,
});

/** What the audit keeps of a product (quantities and tax as the database writes them). */
async function registro(trx: Db, id: number) {
  const p = await trx.selectFrom('producto').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    nombre: p.nombre,
    slug: p.slug,
    marca: p.marca,
    presentacion: p.presentacion,
    descripcion: p.descripcion,
    categoriaId: p.categoria_id,
    etiquetaIds: await etiquetasDe(trx, id),
    impuesto: p.impuesto,
    modalidadVenta: p.modalidad_venta,
    minimo: cantidad(p.minimo),
    maximo: cantidad(p.maximo),
    grupo: cantidad(p.grupo),
    unidad: cantidad(p.unidad),
    estatus: p.estatus,
  };
}

async function guardarEtiquetas(trx: Db, id: number, etiquetaIds: number[]): Promise<void> {
  await trx.deleteFrom('producto_etiqueta').where('producto_id', '=', id).execute();
  const unicas = [...new Set(etiquetaIds)];
  if (unicas.length > 0)
    await trx
      .insertInto('producto_etiqueta')
      .values(unicas.map((etiqueta_id) => ({ producto_id: id, etiqueta_id })))
      .execute();
}

const PRODUCTO: TipoCatalogo<'producto'> = {
  tabla: 'producto',
  noExiste: MensajesProducto.NO_EXISTE,
  registro: (trx, p) => registro(trx, p.id),
};

export async function registrarProducto(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  form: ProductoForm,
): Promise<ProductoAdmin> {
  const id = await crearEnCatalogo(ctx.db, usuario, PRODUCTO, (trx) => ({
    comprobar: () => validar(trx, form, null),
    valores: { ...columnasForm(form), estatus: EstatusRegistro.ACTIVO },
    escribir: (p) => guardarEtiquetas(trx, p.id, form.etiquetaIds),
  }));
  await sincronizarBuscador(log, () => ctx.buscador.productos([id]));
  return productoPorId(ctx, id);
}

export async function editarProducto(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  form: ProductoForm & { version: number },
): Promise<ProductoAdmin> {
  await editarEnCatalogo(ctx.db, usuario, PRODUCTO, id, form.version, (trx) => ({
    comprobar: () => validar(trx, form, id),
    cambios: columnasForm(form),
    escribir: () => guardarEtiquetas(trx, id, form.etiquetaIds),
  }));
  await sincronizarBuscador(log, () => ctx.buscador.productos([id]));
  return productoPorId(ctx, id);
}

/**
 * One status for several products, each at the version it was listed with: one transaction, so a
 * stale row (someone changed it since) refuses them all (409) and none changes. Each change is recorded.
 */
export async function estatusProductos(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  body: { estatus: 1 | 2; productos: { id: number; version: number }[] },
): Promise<{ actualizados: number }> {
  const versiones = new Map(body.productos.map((p) => [p.id, p.version]));
  const ids = [...versiones.keys()];
  const cambiados = await ctx.db.transaction().execute(async (trx) => {
    const filas = await trx
      .selectFrom('producto')
      .select(['id', 'estatus', 'version'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (filas.length !== ids.length) throw new NoExiste(MensajesProducto.NO_EXISTE);
    if (filas.some((f) => f.version !== versiones.get(f.id))) throw conflicto();
    const cambian = filas.filter((f) => f.estatus !== body.estatus);
    if (cambian.length === 0) return [];
    await trx
      .updateTable('producto')
      .set({ estatus: body.estatus, version: sql`version + 1` })
      .where(
        'id',
        'in',
        cambian.map((f) => f.id),
      )
      .execute();
    for (const f of cambian)
      await registrarCambio(trx, usuario, {
        entidad: ENTIDAD,
        entidadId: f.id,
        accion: 'estatus',
        antes: { estatus: f.estatus },
        despues: { estatus: body.estatus },
      });
    return cambian.map((f) => f.id);
  });
  await sincronizarBuscador(log, () => ctx.buscador.productos(cambiados));
  return { actualizados: cambiados.length };
}

export async function estatusProducto(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  body: { estatus: 1 | 2; version: number },
): Promise<ProductoAdmin> {
  await estatusProductos(ctx, log, usuario, {
    estatus: body.estatus,
    productos: [{ id, version: body.version }],
  });
  return productoPorId(ctx, id);
}

/** Copies the first image to `producto.imagen` (the generated one when none is left). */
async function actualizarPrincipal(trx: Db, id: number): Promise<void> {
  const primera = await trx
    .selectFrom('producto_imagen')
    .select(['url', 'ancho', 'alto'])
    .where('producto_id', '=', id)
    .orderBy('orden')
    .orderBy('id')
    .executeTakeFirst();
  await trx
    .updateTable('producto')
    .set({
      imagen: primera?.url ?? null,
      imagen_ancho: primera?.ancho ?? TAMANO_GENERADA,
      imagen_alto: primera?.alto ?? TAMANO_GENERADA,
    })
    .where('id', '=', id)
    .execute();
}

const urlsImagenes = async (trx: Db, id: number) =>
  (
    await trx
      .selectFrom('producto_imagen')
      .select('url')
      .where('producto_id', '=', id)
      .orderBy('orden')
      .orderBy('id')
      .execute()
  ).map((r) => r.url);

/** Runs `cambio` on the product's images (row locked) and records their order before and after. */
async function cambiarImagenes(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  cambio: (trx: Db, actuales: number[]) => Promise<void>,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const p = await trx
      .selectFrom('producto')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!p) throw new NoExiste(MensajesProducto.NO_EXISTE);
    const antes = await urlsImagenes(trx, id);
    const actuales = (
      await trx
        .selectFrom('producto_imagen')
        .select('id')
        .where('producto_id', '=', id)
        .orderBy('orden')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    await cambio(trx, actuales);
    await actualizarPrincipal(trx, id);
    await registrarCambio(trx, usuario, {
      entidad: ENTIDAD,
      entidadId: id,
      accion: 'editar',
      antes: { imagenes: antes },
      despues: { imagenes: await urlsImagenes(trx, id) },
    });
  });
  await sincronizarBuscador(log, () => ctx.buscador.productos([id]));
  return { imagen: (await productoPorId(ctx, id)).imagen, imagenes: await imagenesDe(ctx, ctx.db, id) };
}

/** A new order for all the product's images (the first becomes the main one). */
export function ordenarImagenes(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  orden: number[],
) {
  return cambiarImagenes(ctx, log, usuario, id, async (trx, actuales) => {
    // Another upload or removal since the page loaded: its list is not this one.
    const mismas = orden.length === actuales.length && new Set(orden).size === orden.length;
    if (!mismas || orden.some((i) => !actuales.includes(i)))
      throw new Conflicto(MensajesProducto.IMAGENES_CAMBIARON, {
        imagenes: MensajesProducto.IMAGENES_CAMBIARON,
      });
    for (const [posicion, imagenId] of orden.entries())
      await trx.updateTable('producto_imagen').set({ orden: posicion }).where('id', '=', imagenId).execute();
  });
}

export function quitarImagen(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  imagenId: number,
) {
  return cambiarImagenes(ctx, log, usuario, id, async (trx, actuales) => {
    if (!actuales.includes(imagenId)) throw new NoExiste('La imagen no existe');
    await trx.deleteFrom('producto_imagen').where('id', '=', imagenId).execute();
  });
}

/** A new image (checked, resized and stored by `guardarImagen`), added last: the main one when first. */
export async function agregarImagen(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  archivo: Uint8Array,
) {
  const producto = await ctx.db.selectFrom('producto').select('slug').where('id', '=', id).executeTakeFirst();
  if (!producto) throw new NoExiste(MensajesProducto.NO_EXISTE);
  const imagen = await guardarImagen(ctx.almacen, archivo, {
    carpeta: 'producto',
    nombre: producto.slug,
    anchos: ANCHOS_IMAGEN.producto,
  });
  return cambiarImagenes(ctx, log, usuario, id, async (trx, actuales) => {
    if (actuales.length >= MAX_IMAGENES)
      throw new Rechazado(`Un producto tiene hasta ${MAX_IMAGENES} imágenes`, {
        archivo: `Un producto tiene hasta ${MAX_IMAGENES} imágenes`,
      });
    const ultimo = await trx
      .selectFrom('producto_imagen')
      .select((eb) => eb.fn.max('orden').as('orden'))
      .where('producto_id', '=', id)
      .executeTakeFirst();
    await trx
      .insertInto('producto_imagen')
      .values({
        producto_id: id,
        url: imagen.url,
        ancho: imagen.ancho,
        alto: imagen.alto,
        original: imagen.original,
        variantes: JSON.stringify(imagen.variantes),
        orden: (ultimo?.orden ?? -1) + 1,
      })
      .execute();
  });
}

export async function historialProducto(db: Db, id: number, pagina: number) {
  const p = await db.selectFrom('producto').select('id').where('id', '=', id).executeTakeFirst();
  if (!p) throw new NoExiste(MensajesProducto.NO_EXISTE);
  return historial(db, ENTIDAD, id, pagina);
}
