/**
 * What the zone content sections (advertising, quick lists) share: the caller's zones, a zone by its
 * slug, the zone of a record reached by id (the other zone is 403), slugs free in a zone, and the
 * products staff pick for a block or a list.
 */
import {
  type EstatusRegistro,
  MensajesAdmin,
  MensajesPublicidad,
  MensajesTienda,
  type ProductoElegible,
  type TokenPayload,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { imagenProducto, mediaUrl } from '../media.ts';
import { modalidadVenta } from '../producto-vista.ts';
import { checkZonaRole } from '../usuario.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { guardarVersionado, type Versionado } from './version.ts';

type Estatus = (typeof EstatusRegistro)[keyof typeof EstatusRegistro];
/** A record's status as the back-office's forms take it: 1 active, 2 inactive. */
export const estatusDe = (n: number): 1 | 2 => (n === 1 ? 1 : 2);
export type ZonaFila = { id: number; slug: string; nombre: string; estatus: Estatus };

/** The zones whose `ROLE_ZONA_<slug>` the caller holds, as a list page. */
export function zonasDelUsuario(
  db: Db,
  usuario: TokenPayload,
  query: { pagina: number; orden: 'nombre' | 'slug'; dir: 'asc' | 'desc'; q: string; estatus?: number },
): Promise<Pagina<ZonaFila>> {
  const slugs = zoneRoleSlugs(usuario.roles);
  let consulta = db
    .selectFrom('zona')
    .select(['id', 'slug', 'nombre', sql<Estatus>`estatus`.as('estatus')])
    .where((eb) => (slugs.length ? eb('slug', 'in', slugs) : eb.lit(false)));
  if (query.q) {
    const patron = patronTexto(plegarTexto(query.q));
    consulta = consulta.where((eb) =>
      eb.or([eb(plegar('nombre'), 'like', patron), eb('slug', 'like', patron)]),
    );
  }
  if (query.estatus !== undefined) consulta = consulta.where('estatus', '=', query.estatus);
  return paginar(consulta, { pagina: query.pagina, columna: query.orden, dir: query.dir, idColumna: 'id' });
}

/** A zone by its slug (the caller's zone role is checked by the entry); 404 when unknown. */
export async function zonaPorSlug(db: Db, slug: string): Promise<ZonaFila> {
  const zona = await db
    .selectFrom('zona')
    .select(['id', 'slug', 'nombre', sql<Estatus>`estatus`.as('estatus')])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!zona) throw new NoExiste(MensajesTienda.ZONA_NO_EXISTE);
  return zona;
}

/** The zone of a record reached by its id: 403 unless the caller holds that zone's role. */
export async function zonaDelRegistro(db: Db, usuario: TokenPayload, zonaId: number): Promise<ZonaFila> {
  const zona = await db
    .selectFrom('zona')
    .select(['id', 'slug', 'nombre', sql<Estatus>`estatus`.as('estatus')])
    .where('id', '=', zonaId)
    .executeTakeFirstOrThrow();
  checkZonaRole(usuario, zona.slug);
  return zona;
}

/** The records of a zone that staff reach by their id, and the 404 each gets. */
const REGISTROS_DE_ZONA = {
  destacado: 'El bloque destacado no existe',
  zona_slider: 'El slider no existe',
  lista_rapida: 'La lista rápida no existe',
} as const;
type TablaDeZona = keyof typeof REGISTROS_DE_ZONA;

// Kysely's types cannot follow a table chosen by a parameter; the signatures type the callers' side.
// biome-ignore lint/suspicious/noExplicitAny: see above
const suelta = (db: Db) => db as unknown as Kysely<any>;
const zonaIdDe = (fila: object) => (fila as { zona_id: number }).zona_id;

/** A zone's record by id (404 when there is none) and its zone, 403 unless the caller holds its role. */
export async function registroDeZona<T extends TablaDeZona>(
  db: Db,
  usuario: TokenPayload,
  tabla: T,
  id: number,
): Promise<{ fila: Selectable<Database[T]>; zona: ZonaFila }> {
  const fila = (await suelta(db).selectFrom(tabla).selectAll().where('id', '=', id).executeTakeFirst()) as
    | Selectable<Database[T]>
    | undefined;
  if (!fila) throw new NoExiste(REGISTROS_DE_ZONA[tabla]);
  return { fila, zona: await zonaDelRegistro(db, usuario, zonaIdDe(fila)) };
}

/**
 * `guardarVersionado` for a zone's record reached by its id: the caller must hold its zone's role
 * (checked before the version), and `comprobar` gets that zone.
 */
export function guardarEnZona<T extends TablaDeZona>(
  trx: Db,
  usuario: TokenPayload,
  g: Omit<Versionado<T>, 'zona' | 'noExiste' | 'comprobar'> & {
    comprobar?: (antes: Selectable<Database[T]>, zonaId: number) => Promise<void>;
  },
) {
  const { comprobar } = g;
  return guardarVersionado(trx, usuario, {
    ...g,
    noExiste: REGISTROS_DE_ZONA[g.tabla],
    zona: async (antes) => (await zonaDelRegistro(trx, usuario, zonaIdDe(antes))).id,
    comprobar: comprobar && ((antes, zonaId) => comprobar(antes, zonaId as number)),
  });
}

/** The zone's lists and featured blocks: what each is called by, and where its products are. */
const CON_PRODUCTOS = {
  destacado: {
    titulo: 'titulo',
    columnas: ['titulo', 'especial'],
    productos: 'destacado_producto',
    clave: 'destacado_id',
  },
  lista_rapida: {
    titulo: 'nombre',
    columnas: ['nombre'],
    productos: 'lista_rapida_producto',
    clave: 'lista_rapida_id',
  },
} as const;

/**
 * One list page of a zone's featured blocks or quick lists (`I`, the section's item), each with how
 * many products it holds; `q` looks in its title and slug.
 */
export async function listarConProductos<I>(
  db: Db,
  tabla: keyof typeof CON_PRODUCTOS,
  zonaId: number,
  query: { pagina: number; orden: string; dir: 'asc' | 'desc'; q: string; estatus?: number },
): Promise<Pagina<I>> {
  const t = CON_PRODUCTOS[tabla];
  let consulta = suelta(db)
    .selectFrom(`${tabla} as r`)
    .select((eb) => [
      'r.id',
      'r.slug',
      ...t.columnas.map((c) => `r.${c}`),
      'r.prioridad',
      'r.estatus',
      'r.version',
      eb
        .selectFrom(`${t.productos} as rp`)
        .whereRef(`rp.${t.clave}`, '=', 'r.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('productos'),
    ])
    .where('r.zona_id', '=', zonaId);
  if (query.q) {
    const patron = patronTexto(plegarTexto(query.q));
    consulta = consulta.where((eb) =>
      eb.or([eb(plegar(`r.${t.titulo}`), 'like', patron), eb('r.slug', 'like', patron)]),
    );
  }
  if (query.estatus !== undefined) consulta = consulta.where('r.estatus', '=', query.estatus);
  const pagina = await paginar(consulta, {
    pagina: query.pagina,
    columna: `r.${query.orden}`,
    dir: query.dir,
    idColumna: 'r.id',
  });
  return { ...pagina, items: pagina.items.map((r) => ({ ...r, productos: Number(r.productos ?? 0) }) as I) };
}

/** A stored image with its size, as the back-office shows it (null until uploaded). */
export function imagenGuardada(
  config: Config,
  ruta: string | null,
  ancho: number | null,
  alto: number | null,
) {
  const url = mediaUrl(config, ruta);
  return url && ancho && alto ? { url, ancho, alto } : null;
}

export const zonaResumen = (z: ZonaFila) => ({ id: z.id, slug: z.slug, nombre: z.nombre });

/** Whether `slug` is free in the zone among `tabla`'s records (`exceptoId`: the record being edited). */
export async function slugLibre(
  db: Db,
  tabla: 'destacado' | 'lista_rapida',
  zonaId: number,
  slug: string,
  exceptoId?: number,
): Promise<boolean> {
  let q = db.selectFrom(tabla).select('id').where('zona_id', '=', zonaId).where('slug', '=', slug);
  if (exceptoId !== undefined) q = q.where('id', '!=', exceptoId);
  return (await q.executeTakeFirst()) === undefined;
}

export async function exigirSlugLibre(...args: Parameters<typeof slugLibre>): Promise<void> {
  if (!(await slugLibre(...args)))
    throw new Rechazado(MensajesAdmin.SLUG_EN_USO, { slug: MensajesAdmin.SLUG_EN_USO });
}

const COLUMNAS_PRODUCTO = [
  'id',
  'slug',
  'nombre',
  'marca',
  'imagen',
  'estatus',
  'modalidad_venta',
  'minimo',
  'maximo',
  'grupo',
  'unidad',
] as const;

type FilaProducto = {
  id: number;
  slug: string;
  nombre: string;
  marca: string | null;
  imagen: string | null;
  estatus: number;
  modalidad_venta: string;
  minimo: string;
  maximo: string;
  grupo: string;
  unidad: string;
};

const elegible = (config: Config, r: FilaProducto): ProductoElegible => ({
  id: r.id,
  slug: r.slug,
  nombre: r.nombre,
  marca: r.marca,
  imagen: imagenProducto(config, r.imagen, r.slug),
  estatus: r.estatus === 1 ? 1 : 2,
  modalidadVenta: modalidadVenta(r.modalidad_venta),
  minimo: r.minimo,
  maximo: r.maximo,
  grupo: r.grupo,
  unidad: r.unidad,
});

/** The first 20 products whose name, brand or slug hold `q` (accents and case ignored), by name. */
export async function buscarProductos(
  db: Db,
  config: Config,
  q: string,
): Promise<{ items: ProductoElegible[] }> {
  let consulta = db.selectFrom('producto').select(COLUMNAS_PRODUCTO);
  if (q) {
    const patron = patronTexto(plegarTexto(q));
    consulta = consulta.where((eb) =>
      eb.or([
        eb(plegar('nombre'), 'like', patron),
        eb(plegar('marca'), 'like', patron),
        eb('slug', 'like', patron),
      ]),
    );
  }
  const filas = await consulta.orderBy(sql`nombre_orden collate "C"`).orderBy('id').limit(20).execute();
  return { items: filas.map((r) => elegible(config, r)) };
}

/**
 * The products of `ids` in that order; a repeated or unknown id is refused naming its place
 * (`productos.<i>` or `productos.<i>.producto`, as `campo(i)` says).
 */
export async function productosElegidos(
  db: Db,
  config: Config,
  ids: readonly number[],
  campo: (i: number) => string,
): Promise<ProductoElegible[]> {
  const campos: Record<string, string> = {};
  const vistos = new Set<number>();
  ids.forEach((id, i) => {
    if (vistos.has(id)) campos[campo(i)] = MensajesPublicidad.PRODUCTO_REPETIDO;
    vistos.add(id);
  });
  const filas = ids.length
    ? await db
        .selectFrom('producto')
        .select(COLUMNAS_PRODUCTO)
        .where('id', 'in', [...vistos])
        .execute()
    : [];
  const porId = new Map(filas.map((r) => [r.id, elegible(config, r)]));
  ids.forEach((id, i) => {
    if (!porId.has(id)) campos[campo(i)] = MensajesPublicidad.PRODUCTO_NO_EXISTE;
  });
  if (Object.keys(campos).length) throw new Rechazado('Revise los productos', campos);
  return ids.map((id) => porId.get(id)!);
}
