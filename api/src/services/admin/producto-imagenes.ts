/**
 * A product's images in the back-office (issue 18): added, ordered and removed, the first copied to
 * `producto.imagen` (producto.ts's header).
 */
import { MensajesProducto, type TokenPayload } from '@mercado/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { Conflicto, NoExiste, Rechazado } from '../errores.ts';
import { registrarCambio } from './auditoria.ts';
import { ANCHOS_IMAGEN, guardarImagen } from './imagenes.ts';
import { ENTIDAD, imagenesDe, productoPorId } from './producto.ts';
import { sincronizarBuscador } from './sincronizar.ts';

/** The images a product may have. */
export const MAX_IMAGENES = 20;
/** `producto.imagen_ancho/alto` when it has no image of its own (the generated 400×400 SVG). */
const TAMANO_GENERADA = 400;

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
