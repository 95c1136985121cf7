/**
 * Helpers of the back-office advertising and quick lists tests (admin-publicidad*.test.ts, issue 18): an
 * image upload, ids, what the store shows, bodies.
 */

import sharp from 'sharp';
import { contenidoEnEdicion } from '../src/services/contenido-zona.ts';
import type { TestApp } from './helpers.ts';

/** A small PNG sent as a browser's FormData sends a file (`archivo`). */
export const FOTO = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e7d32' } })
  .png()
  .toBuffer();
export const LIMITE = '----prueba-publicidad';
export const subida = () => ({
  payload: Buffer.concat([
    Buffer.from(
      `--${LIMITE}\r\nContent-Disposition: form-data; name="archivo"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    FOTO,
    Buffer.from(`\r\n--${LIMITE}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${LIMITE}` },
});

let serie = 0;
export const unico = (base: string) => `${base}-${++serie}-${Date.now().toString(36)}`;

export const zonaId = async (t: TestApp, slug: string) =>
  (await t.db.selectFrom('zona').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

/** Products a normal shopper can buy in `zona` (stock and price), by id. */
export async function visibles(t: TestApp, zona: string, n: number) {
  return t.db
    .selectFrom('producto as p')
    .innerJoin('producto_existencia as e', 'e.producto_id', 'p.id')
    .innerJoin('zona as z', 'z.id', 'e.zona_id')
    .select(['p.id', 'p.slug', 'p.modalidad_venta', 'p.minimo', 'p.maximo', 'p.grupo', 'p.unidad'])
    .where('z.slug', '=', zona)
    .where('e.usuario_tipo', '=', 1)
    .where('e.existencia', '>', '100')
    .where('p.estatus', '=', 1)
    .orderBy('p.id')
    .limit(n)
    .execute();
}

export async function destacadoEn(t: TestApp, zona: string) {
  return t.db
    .insertInto('destacado')
    .values({ zona_id: await zonaId(t, zona), slug: unico('bloque'), titulo: 'Bloque de prueba' })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}
export async function sliderEn(t: TestApp, zona: string) {
  return t.db
    .insertInto('zona_slider')
    .values({ zona_id: await zonaId(t, zona), alt: 'Slider de prueba' })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}
export async function listaEn(t: TestApp, zona: string) {
  return t.db
    .insertInto('lista_rapida')
    .values({ zona_id: await zonaId(t, zona), slug: unico('lista'), nombre: 'Lista de prueba' })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}
/** Two publications of `zona` (its content as it is): the earlier one's id, which can be restored. */
export async function publicacionAnterior(t: TestApp, zona: string) {
  const fila = {
    zona_id: await zonaId(t, zona),
    contenido: JSON.stringify(await contenidoEnEdicion(t.db, await zonaId(t, zona))),
    publicado_por: 'prueba@mercado.test',
    alcance: 'todo',
  };
  const [anterior] = await t.db
    .insertInto('publicidad_publicacion')
    .values([fila, fila])
    .returning('id')
    .execute();
  return anterior!.id;
}
export const versionPublicidad = async (t: TestApp, zona: string) =>
  (
    await t.db
      .selectFrom('zona_publicidad')
      .select('version')
      .where('zona_id', '=', await zonaId(t, zona))
      .executeTakeFirst()
  )?.version ?? 1;

export const destacadoBody = () => ({
  titulo: 'Ofertas de la semana',
  slug: unico('ofertas'),
  prioridad: 1,
  estatus: 1,
  especial: false,
  productos: [],
});
export const listaBody = () => ({
  nombre: 'Desayuno',
  slug: unico('desayuno'),
  descripcion: '',
  prioridad: 1,
  estatus: 1,
  productos: [],
});
