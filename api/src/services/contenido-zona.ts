/**
 * What a zone's home shows that advertising staff manage (decision 0027): the message, the offer and
 * quick-list banners, the sliders and the featured blocks with their products, in one plain value.
 * Staff edit the records (`enEdicion`, what the preview shows); publishing stores that value in
 * `zona_inicio_publicado` and the store reads it (`publicado`). A zone never published from the
 * back-office shows its records as they are.
 */
import { EstatusRegistro, type TokenPayload } from '@mercado/shared/contracts';
import { type Selectable, sql } from 'kysely';
import { sha256 } from '../auth/tokens.ts';
import type { Database, Db } from '../db/index.ts';

export type ImagenGuardada = { ruta: string; ancho: number; alto: number };
export type BannerGuardado = { imagen: ImagenGuardada; alt: string; url: string | null };
export type SliderGuardado = {
  id: number;
  imagen: ImagenGuardada;
  movil: ImagenGuardada;
  alt: string;
  url: string | null;
};
export type DestacadoGuardado = {
  id: number;
  slug: string;
  titulo: string;
  imagen: ImagenGuardada | null;
  /** Product ids in the block's order. */
  productos: number[];
};
export type ContenidoZona = {
  mensaje: string | null;
  imagenOferta: BannerGuardado | null;
  imagenListaRapida: BannerGuardado | null;
  /** Active sliders with both images, by priority. */
  sliders: SliderGuardado[];
  /** Active featured blocks: special ones first, then by priority. */
  destacados: DestacadoGuardado[];
};

const ACTIVO = EstatusRegistro.ACTIVO;

const imagenDe = (ruta: string | null, ancho: number | null, alto: number | null): ImagenGuardada | null =>
  ruta && ancho && alto ? { ruta, ancho, alto } : null;

function bannerDe(
  ruta: string | null,
  ancho: number | null,
  alto: number | null,
  alt: string | null,
  url: string | null,
): BannerGuardado | null {
  const imagen = imagenDe(ruta, ancho, alto);
  return imagen ? { imagen, alt: alt ?? '', url: url || null } : null;
}

type Filas<T extends 'zona_publicidad' | 'zona_slider' | 'destacado'> = Selectable<Database[T]>;
/**
 * The records a zone's home is made of, inactive ones included (what a publication of only some
 * staff member's changes starts from): the advertising record, every slider, every featured block
 * with its product ids in order.
 */
export type RegistrosZona = {
  publicidad: Filas<'zona_publicidad'> | undefined;
  sliders: Filas<'zona_slider'>[];
  destacados: (Filas<'destacado'> & { productos: number[] })[];
};

export async function registrosDeZona(db: Db, zonaId: number): Promise<RegistrosZona> {
  const [publicidad, sliders, destacados] = await Promise.all([
    db.selectFrom('zona_publicidad').selectAll().where('zona_id', '=', zonaId).executeTakeFirst(),
    db.selectFrom('zona_slider').selectAll().where('zona_id', '=', zonaId).execute(),
    db.selectFrom('destacado').selectAll().where('zona_id', '=', zonaId).execute(),
  ]);
  const enlaces = destacados.length
    ? await db
        .selectFrom('destacado_producto')
        .select(['destacado_id', 'producto_id'])
        .where(
          'destacado_id',
          'in',
          destacados.map((d) => d.id),
        )
        .orderBy('orden')
        .orderBy('producto_id')
        .execute()
    : [];
  return {
    publicidad,
    sliders,
    destacados: destacados.map((d) => ({
      ...d,
      productos: enlaces.filter((e) => e.destacado_id === d.id).map((e) => e.producto_id),
    })),
  };
}

const porPrioridad = (a: { prioridad: number; id: number }, b: { prioridad: number; id: number }) =>
  a.prioridad - b.prioridad || a.id - b.id;

/** The content those records make: active sliders with both images, active blocks, in the store's order. */
export function contenidoDe({ publicidad, sliders, destacados }: RegistrosZona): ContenidoZona {
  return {
    mensaje: publicidad?.mensaje_publicidad?.trim() || null,
    imagenOferta: publicidad
      ? bannerDe(
          publicidad.imagen_oferta,
          publicidad.imagen_oferta_ancho,
          publicidad.imagen_oferta_alto,
          publicidad.imagen_oferta_alt,
          publicidad.imagen_oferta_url,
        )
      : null,
    imagenListaRapida: publicidad
      ? bannerDe(
          publicidad.imagen_lista_rapida,
          publicidad.imagen_lista_rapida_ancho,
          publicidad.imagen_lista_rapida_alto,
          publicidad.imagen_lista_rapida_alt,
          publicidad.imagen_lista_rapida_url,
        )
      : null,
    sliders: sliders
      .filter((s) => s.estatus === ACTIVO)
      .toSorted(porPrioridad)
      .flatMap((s) => {
        const imagen = imagenDe(s.imagen, s.imagen_ancho, s.imagen_alto);
        const movil = imagenDe(s.imagen_movil, s.imagen_movil_ancho, s.imagen_movil_alto);
        return imagen && movil ? [{ id: s.id, imagen, movil, alt: s.alt, url: s.url || null }] : [];
      }),
    destacados: destacados
      .filter((d) => d.estatus === ACTIVO)
      .toSorted((a, b) => Number(b.especial) - Number(a.especial) || porPrioridad(a, b))
      .map((d) => ({
        id: d.id,
        slug: d.slug,
        titulo: d.titulo,
        imagen: imagenDe(d.imagen, d.imagen_ancho, d.imagen_alto),
        productos: d.productos,
      })),
  };
}

/** The zone's content as its records are now (what the preview shows and publishing stores). */
export const contenidoEnEdicion = async (db: Db, zonaId: number): Promise<ContenidoZona> =>
  contenidoDe(await registrosDeZona(db, zonaId));

/** The published content, or the records as they are for a zone never published from the back-office. */
export async function contenidoPublicado(db: Db, zonaId: number): Promise<ContenidoZona> {
  const fila = await db
    .selectFrom('zona_inicio_publicado')
    .select('contenido')
    .where('zona_id', '=', zonaId)
    .executeTakeFirst();
  return fila ? (fila.contenido as ContenidoZona) : contenidoEnEdicion(db, zonaId);
}

export type Publicacion = { publicadoEn: string; publicadoPor: string } | null;

export async function publicacion(db: Db, zonaId: number): Promise<Publicacion> {
  const fila = await db
    .selectFrom('zona_inicio_publicado')
    .select(['publicado_en', 'publicado_por'])
    .where('zona_id', '=', zonaId)
    .executeTakeFirst();
  return fila
    ? { publicadoEn: new Date(fila.publicado_en).toISOString(), publicadoPor: fila.publicado_por }
    : null;
}

/** JSON with object keys sorted (jsonb does not keep the order they were written in). */
const estable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

/** A short fingerprint of a content: the preview gives it, publishing must name it (nothing unseen goes out). */
export const firmaDe = (c: ContenidoZona): string => sha256(estable(c)).slice(0, 32);

const correo = (usuario: TokenPayload) =>
  sql<string>`coalesce((select email from usuario where id = ${usuario.uid}), ${usuario.uid})`;

/**
 * Before the first back-office change to a zone's home, what shoppers see now becomes its published
 * content, so the change waits for 'Publicar' (called in the change's transaction, before it).
 */
export async function fijarPublicado(trx: Db, usuario: TokenPayload, zonaId: number): Promise<void> {
  const existe = await trx
    .selectFrom('zona_inicio_publicado')
    .select('zona_id')
    .where('zona_id', '=', zonaId)
    .executeTakeFirst();
  if (existe) return;
  await trx
    .insertInto('zona_inicio_publicado')
    .values({
      zona_id: zonaId,
      contenido: JSON.stringify(await contenidoEnEdicion(trx, zonaId)),
      publicado_por: correo(usuario),
    })
    .onConflict((oc) => oc.column('zona_id').doNothing())
    .execute();
}

/** Stores `contenido` as the zone's published home (in the caller's transaction). */
export async function guardarPublicado(
  trx: Db,
  usuario: TokenPayload,
  zonaId: number,
  contenido: ContenidoZona,
): Promise<void> {
  const valores = {
    contenido: JSON.stringify(contenido),
    publicado_en: new Date().toISOString(),
    publicado_por: correo(usuario),
  };
  await trx
    .insertInto('zona_inicio_publicado')
    .values({ zona_id: zonaId, ...valores })
    .onConflict((oc) => oc.column('zona_id').doUpdateSet(valores))
    .execute();
}
