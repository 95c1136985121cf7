/**
 * Saving a product in the back-office (issue 18): the form's checks, create, edit and status, each
 * pushed to the search index after it commits.
 */
import {
  EstatusRegistro,
  type ImpuestoClase,
  MensajesProducto,
  type ProductoAdmin,
  type TokenPayload,
} from '@mercado/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { registrarCambio } from './auditoria.ts';
import { crearEnCatalogo, editarEnCatalogo, type TipoCatalogo } from './guardar-catalogo.ts';
import { exigirSlugLibre, slugLibre } from './nombre-slug.ts';
import { cantidad, ENTIDAD, etiquetasDe, porcentaje, productoPorId } from './producto.ts';
import { sincronizarBuscador } from './sincronizar.ts';
import { conflicto } from './version.ts';

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

export async function verificarProducto(db: Db, q: { slug: string; id?: number | undefined }) {
  return { disponible: q.slug === '' || (await slugLibre(db, 'producto', q.slug, q.id)) };
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
  await exigirSlugLibre(trx, 'producto', form.slug, id);
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

/**
 * What the audit keeps of a product (quantities and tax as the database writes them), its category
 * and tags by name too, as its history shows them.
 */
async function registro(trx: Db, id: number) {
  const p = await trx
    .selectFrom('producto as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .selectAll('p')
    .select('c.nombre as categoria')
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
  const etiquetaIds = await etiquetasDe(trx, id);
  const etiquetas = etiquetaIds.length
    ? await trx.selectFrom('etiqueta').select('nombre').where('id', 'in', etiquetaIds).orderBy('id').execute()
    : [];
  return {
    nombre: p.nombre,
    slug: p.slug,
    marca: p.marca,
    presentacion: p.presentacion,
    descripcion: p.descripcion,
    categoriaId: p.categoria_id,
    categoria: p.categoria,
    etiquetaIds,
    etiquetas: etiquetas.map((e) => e.nombre),
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
