/**
 * The categories back-office (issue 18): the tree is small (tens of rows), so it is read whole and
 * walked in memory (`Arbol`, the storefront's); writes lock what they check against.
 * - A category never becomes its own ancestor: a new parent is refused when it is the category or
 *   one of its descendants; moves hold one transaction-level lock, so two crossing moves cannot
 *   build a cycle between them.
 * - Its name is unique among its siblings and its slug unique everywhere (409 naming the field).
 * - A status, name or parent change reindexes the products of its subtree (inactive: out of search).
 */
import {
  type CategoriaAdmin,
  type CategoriaForm,
  type CategoriaNodo,
  type CategoriaOpcion,
  EstatusRegistro,
  MensajesCategoria,
  POR_PAGINA_ADMIN,
  type TokenPayload,
} from '@mercado/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { nombreIcono, nombresIconos, rutaIcono, svgIcono } from '../iconos.ts';
import { ICONOS_EN_ESPANOL } from '../iconos-es.ts';
import { mediaUrl } from '../media.ts';
import { type Arbol, cargarArbol } from '../storefront/arbol.ts';
import { historial, registrarCambio } from './auditoria.ts';
import {
  crearEnCatalogo,
  editarEnCatalogo,
  estatusEnCatalogo,
  type TipoCatalogo,
} from './guardar-catalogo.ts';
import { ANCHOS_IMAGEN, guardarImagen } from './imagenes.ts';
import { pagina, patronTexto, plegar, plegarTexto } from './listado.ts';
import { exigirNombreSlugLibres, type NombreYSlug, verificarNombreSlug } from './nombre-slug.ts';
import { sincronizarBuscador } from './sincronizar.ts';

/** Serialises parent changes (any two moves), so the cycle check sees the tree as it will be. */
const LOCK_ARBOL = 7_270_018;
const ENTIDAD = 'categoria';
const SEPARADOR = ' › ';

type Fila = {
  id: number;
  slug: string;
  nombre: string;
  icono: string | null;
  imagen: string | null;
  padre_id: number | null;
  estatus: number;
  orden: number;
  version: number;
};

const COLUMNAS = [
  'c.id',
  'c.slug',
  'c.nombre',
  'c.icono',
  'c.imagen',
  'c.padre_id',
  'c.estatus',
  'c.orden',
  'c.version',
] as const;

const ruta = (arbol: Arbol, id: number) =>
  arbol
    .cadena(id)
    .map((c) => c.nombre)
    .join(SEPARADOR);

/** The ids of `id`'s subtree, itself included. */
export function subarbolIds(arbol: Arbol, id: number): Set<number> {
  const ids = new Set<number>();
  const walk = (padre: number) => {
    if (ids.has(padre)) return;
    ids.add(padre);
    for (const h of arbol.hijos.get(padre) ?? []) walk(h.id);
  };
  walk(id);
  return ids;
}

const estatus = (e: number): 1 | 2 => (e === EstatusRegistro.INACTIVO ? 2 : 1);

/** Every category in the tree's order (parents before their children), with its path of names. */
export function opciones(arbol: Arbol, excluir: Set<number> = new Set()): CategoriaOpcion[] {
  const out: CategoriaOpcion[] = [];
  const walk = (padre: number | null) => {
    for (const c of arbol.hijos.get(padre) ?? []) {
      if (excluir.has(c.id)) continue;
      out.push({
        id: c.id,
        nombre: c.nombre,
        ruta: ruta(arbol, c.id),
        padreId: c.padre_id,
        estatus: estatus(c.estatus),
      });
      walk(c.id);
    }
  };
  walk(null);
  return out;
}

function vista(
  ctx: Pick<AppContext, 'config'>,
  arbol: Arbol,
  c: Fila & { subcategorias: number; productos: number },
): CategoriaAdmin {
  const icono = nombreIcono(c.icono);
  return {
    id: c.id,
    slug: c.slug,
    nombre: c.nombre,
    padreId: c.padre_id,
    ruta: ruta(arbol, c.id),
    icono,
    iconoUrl: icono ? mediaUrl(ctx.config, rutaIcono(icono)) : null,
    imagen: mediaUrl(ctx.config, c.imagen),
    orden: c.orden,
    estatus: estatus(c.estatus),
    version: c.version,
    subcategorias: c.subcategorias,
    productos: c.productos,
  };
}

const conteoSubcategorias = sql<number>`(select count(*)::int from categoria h where h.padre_id = c.id)`;

function consulta(db: Db) {
  return db.selectFrom('categoria as c').select([...COLUMNAS, conteoSubcategorias.as('subcategorias')]);
}

/**
 * How many products each category holds, its subcategories' included (a parent's products are its
 * children's): every category of the tree, 0 for an empty one.
 */
export async function productosPorSubarbol(db: Db, arbol: Arbol): Promise<Map<number, number>> {
  const directos = await db
    .selectFrom('producto')
    .select(['categoria_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('categoria_id')
    .execute();
  const conteo = new Map<number, number>([...arbol.porId.keys()].map((id) => [id, 0]));
  for (const { categoria_id, n } of directos)
    for (const c of arbol.cadena(categoria_id)) conteo.set(c.id, (conteo.get(c.id) ?? 0) + Number(n));
  return conteo;
}

/** Active categories holding no product at all: what the list's 'Sin productos' filter shows active. */
export async function categoriasVacias(db: Db): Promise<number> {
  const arbol = await cargarArbol(db);
  const productos = await productosPorSubarbol(db, arbol);
  return [...arbol.porId.values()].filter(
    (c) => c.estatus === EstatusRegistro.ACTIVO && productos.get(c.id) === 0,
  ).length;
}

async function porId(ctx: Pick<AppContext, 'db' | 'config'>, id: number): Promise<CategoriaAdmin> {
  const [fila, arbol] = await Promise.all([
    consulta(ctx.db).where('c.id', '=', id).executeTakeFirst(),
    cargarArbol(ctx.db),
  ]);
  if (!fila) throw new NoExiste(MensajesCategoria.NO_EXISTE);
  const productos = await productosPorSubarbol(ctx.db, arbol);
  return vista(ctx, arbol, { ...fila, productos: productos.get(id) ?? 0 });
}

/**
 * Each category's place in the tree's order (each parent, then its children by their order), from
 * the roots down; `al revés` reverses siblings, parents still before their children.
 */
function posiciones(arbol: Arbol, alReves: boolean): Map<number, number> {
  const posicion = new Map<number, number>();
  const walk = (padre: number | null) => {
    const hijos = arbol.hijos.get(padre) ?? [];
    for (const c of alReves ? [...hijos].reverse() : hijos) {
      if (posicion.has(c.id)) continue;
      posicion.set(c.id, posicion.size);
      walk(c.id);
    }
  };
  walk(null);
  return posicion;
}

export async function listadoCategorias(
  ctx: Pick<AppContext, 'db' | 'config'>,
  q: {
    pagina: number;
    orden: 'orden' | 'nombre' | 'slug' | 'productos' | 'id';
    dir: 'asc' | 'desc';
    q: string;
    estatus?: number | undefined;
    padre?: number | undefined;
    sinProductos?: boolean | undefined;
  },
) {
  let base = consulta(ctx.db);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    base = base.where((eb) =>
      eb.or([eb(plegar('c.nombre'), 'like', patron), eb(plegar('c.slug'), 'like', patron)]),
    );
  }
  if (q.estatus !== undefined) base = base.where('c.estatus', '=', q.estatus);
  if (q.padre !== undefined) base = base.where('c.padre_id', '=', q.padre);
  // The tree is small: counted over subtrees, filtered, sorted and paged in memory.
  const [filas, arbol] = await Promise.all([base.execute(), cargarArbol(ctx.db)]);
  const productos = await productosPorSubarbol(ctx.db, arbol);
  const conConteo = filas
    .map((f) => ({ ...f, productos: productos.get(f.id) ?? 0 }))
    .filter((f) => !q.sinProductos || f.productos === 0);
  const signo = q.dir === 'desc' ? -1 : 1;
  const posicion = posiciones(arbol, q.dir === 'desc');
  type ConConteo = (typeof conConteo)[number];
  const comparar: Record<typeof q.orden, (a: ConConteo, b: ConConteo) => number> = {
    orden: (a, b) => (posicion.get(a.id) ?? 0) - (posicion.get(b.id) ?? 0),
    nombre: (a, b) => signo * (a.nombre.localeCompare(b.nombre, 'es') || a.id - b.id),
    slug: (a, b) => signo * (a.slug.localeCompare(b.slug) || a.id - b.id),
    productos: (a, b) => signo * (a.productos - b.productos || a.id - b.id),
    id: (a, b) => signo * (a.id - b.id),
  };
  conConteo.sort(comparar[q.orden]);
  const desde = (q.pagina - 1) * POR_PAGINA_ADMIN;
  const items = conConteo.slice(desde, desde + POR_PAGINA_ADMIN).map((f) => vista(ctx, arbol, f));
  return pagina(items, q.pagina, conConteo.length);
}

/** What the audit keeps of a category (its parent by name too, as its history shows it). */
const registro = async (trx: Db, c: Omit<Fila, 'id' | 'version'>) => ({
  nombre: c.nombre,
  slug: c.slug,
  padreId: c.padre_id,
  padre:
    c.padre_id === null
      ? null
      : ((await trx.selectFrom('categoria').select('nombre').where('id', '=', c.padre_id).executeTakeFirst())
          ?.nombre ?? null),
  icono: c.icono,
  imagen: c.imagen,
  orden: c.orden,
  estatus: c.estatus,
});

/**
 * The form's checks against the data, inside the write's transaction: the parent exists (and, for an
 * existing category, is neither it nor a descendant), the icon is one of the set, the slug and the
 * name among the parent's children are free.
 */
async function validar(trx: Db, form: CategoriaForm, id: number | null): Promise<void> {
  if (form.padreId !== null) {
    if (id !== null) {
      await sql`select pg_advisory_xact_lock(${LOCK_ARBOL})`.execute(trx);
      const arbol = await cargarArbol(trx);
      if (subarbolIds(arbol, id).has(form.padreId))
        throw new Rechazado(MensajesCategoria.CICLO, { padreId: MensajesCategoria.CICLO });
    }
    const padre = await trx
      .selectFrom('categoria')
      .select('id')
      .where('id', '=', form.padreId)
      .executeTakeFirst();
    if (!padre)
      throw new Rechazado(MensajesCategoria.PADRE_NO_EXISTE, { padreId: MensajesCategoria.PADRE_NO_EXISTE });
  }
  if (form.icono !== null && (await svgIcono(`${form.icono}.svg`)) === null)
    throw new Rechazado(MensajesCategoria.ICONO_NO_EXISTE, { icono: MensajesCategoria.ICONO_NO_EXISTE });
  await exigirNombreSlugLibres(trx, NOMBRE_Y_SLUG, form, id, form.padreId);
}

/** A category's name is unique among its siblings (the children of `padreId`, or the roots). */
const NOMBRE_Y_SLUG: NombreYSlug<number | null | undefined> = {
  tabla: 'categoria',
  nombreLibre: async (db, nombre, id, padreId) => {
    let q = db
      .selectFrom('categoria')
      .select('id')
      .where(plegar('nombre'), '=', plegarTexto(nombre.trim()))
      .where((eb) => (padreId ? eb('padre_id', '=', padreId) : eb('padre_id', 'is', null)));
    if (id) q = q.where('id', '<>', id);
    return (await q.executeTakeFirst()) === undefined;
  },
  nombreEnUso: MensajesCategoria.NOMBRE_EN_USO,
};

/** As staff type: the name among the chosen parent's children, and the slug, are free. */
export async function verificarCategoria(
  db: Db,
  q: {
    nombre?: string | undefined;
    slug?: string | undefined;
    id?: number | undefined;
    padreId?: number | undefined;
  },
): Promise<{ disponible: boolean }> {
  return verificarNombreSlug(db, NOMBRE_Y_SLUG, q, q.padreId);
}

const columnasForm = (form: CategoriaForm) => ({
  nombre: form.nombre,
  slug: form.slug,
  padre_id: form.padreId,
  icono: form.icono === null ? null : rutaIcono(form.icono),
  orden: form.orden,
});

const CATEGORIA: TipoCatalogo<'categoria'> = {
  tabla: 'categoria',
  noExiste: MensajesCategoria.NO_EXISTE,
  registro: (trx, c) => registro(trx, c),
};

export async function registrarCategoria(
  ctx: Pick<AppContext, 'db' | 'config'>,
  usuario: TokenPayload,
  form: CategoriaForm,
): Promise<CategoriaAdmin> {
  const id = await crearEnCatalogo(ctx.db, usuario, CATEGORIA, (trx) => ({
    comprobar: () => validar(trx, form, null),
    valores: { ...columnasForm(form), estatus: EstatusRegistro.ACTIVO },
  }));
  return porId(ctx, id);
}

export async function editarCategoria(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  form: CategoriaForm & { version: number },
): Promise<CategoriaAdmin> {
  await editarEnCatalogo(ctx.db, usuario, CATEGORIA, id, form.version, (trx) => ({
    comprobar: () => validar(trx, form, id),
    cambios: columnasForm(form),
  }));
  // Its products' records carry its name and slug, and a move may change whether they are findable.
  await sincronizarBuscador(log, () => ctx.buscador.categoria(id));
  return porId(ctx, id);
}

/** ACTIVO/INACTIVO: an inactive category hides its products (and its subcategories') everywhere. */
export async function estatusCategoria(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  body: { estatus: 1 | 2; version: number },
): Promise<CategoriaAdmin> {
  await estatusEnCatalogo(ctx.db, usuario, CATEGORIA, id, body);
  await sincronizarBuscador(log, () => ctx.buscador.categoria(id));
  return porId(ctx, id);
}

/** A new image (checked, resized and stored by `guardarImagen`) for the category. */
export async function imagenCategoria(
  ctx: Pick<AppContext, 'db' | 'config' | 'almacen'>,
  usuario: TokenPayload,
  id: number,
  archivo: Uint8Array,
): Promise<CategoriaAdmin> {
  const categoria = await categoriaSimple(ctx.db, id);
  const { url } = await guardarImagen(ctx.almacen, archivo, {
    carpeta: 'categoria',
    nombre: categoria.slug,
    anchos: ANCHOS_IMAGEN.categoria,
  });
  await ctx.db.transaction().execute(async (trx) => {
    const antes = await trx
      .selectFrom('categoria')
      .select(['imagen'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!antes) throw new NoExiste(MensajesCategoria.NO_EXISTE);
    await trx.updateTable('categoria').set({ imagen: url }).where('id', '=', id).execute();
    await registrarCambio(trx, usuario, {
      entidad: ENTIDAD,
      entidadId: id,
      accion: 'editar',
      antes: { imagen: antes.imagen },
      despues: { imagen: url },
    });
  });
  return porId(ctx, id);
}

async function existente(db: Db, id: number): Promise<Arbol> {
  const arbol = await cargarArbol(db);
  if (!arbol.porId.has(id)) throw new NoExiste(MensajesCategoria.NO_EXISTE);
  return arbol;
}

/** The parents a category may take: every category but itself and its descendants. */
export async function padresDisponibles(db: Db, id: number): Promise<CategoriaOpcion[]> {
  const arbol = await existente(db, id);
  return opciones(arbol, subarbolIds(arbol, id));
}

export async function todasCategorias(db: Db): Promise<CategoriaOpcion[]> {
  return opciones(await cargarArbol(db));
}

export async function categoriasSinSubcategorias(db: Db): Promise<CategoriaOpcion[]> {
  const arbol = await cargarArbol(db);
  return opciones(arbol).filter((c) => (arbol.hijos.get(c.id) ?? []).length === 0);
}

export async function selectorCategorias(db: Db): Promise<CategoriaNodo[]> {
  const arbol = await cargarArbol(db);
  const nodos = (padre: number | null): CategoriaNodo[] =>
    (arbol.hijos.get(padre) ?? []).map((c) => ({
      id: c.id,
      nombre: c.nombre,
      estatus: estatus(c.estatus),
      subcategoria: nodos(c.id),
    }));
  return nodos(null);
}

export async function categoriaSimple(db: Db, id: number) {
  const c = await db
    .selectFrom('categoria')
    .select(['id', 'slug', 'nombre', 'estatus'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!c) throw new NoExiste(MensajesCategoria.NO_EXISTE);
  return { ...c, estatus: estatus(c.estatus) };
}

export async function categoriaFull(ctx: Pick<AppContext, 'db' | 'config'>, id: number) {
  const [categoria, arbol] = await Promise.all([porId(ctx, id), cargarArbol(ctx.db)]);
  const todas = opciones(arbol);
  return {
    categoria,
    padre: todas.find((c) => c.id === categoria.padreId) ?? null,
    subcategorias: todas.filter((c) => c.padreId === id),
  };
}

export async function categoriaFormEditar(ctx: Pick<AppContext, 'db' | 'config'>, id: number) {
  const [categoria, padres] = await Promise.all([porId(ctx, id), padresDisponibles(ctx.db, id)]);
  return { categoria, padres };
}

/** The icons whose name has `q` (all when empty), up to 120 of them, with where each is served. */
/** Spanish words by icon (what its option shows), from the words → icons map. */
const terminosDe = new Map<string, string[]>();
for (const [palabra, iconos] of Object.entries(ICONOS_EN_ESPANOL))
  for (const icono of iconos) terminosDe.set(icono, [...(terminosDe.get(icono) ?? []), palabra]);

/**
 * The icons whose Spanish word starts with what staff typed (a plural too: 'leches' finds 'leche'),
 * then those whose English name holds it; each with its Spanish words.
 */
export async function iconosCategoria(ctx: Pick<AppContext, 'config'>, q: string) {
  const escrito = plegarTexto(q).trim();
  const texto = escrito.replace(/\s+/g, '-');
  const todos = await nombresIconos();
  const enEspanol = Object.entries(ICONOS_EN_ESPANOL).flatMap(([palabra, iconos]) => {
    const plegada = plegarTexto(palabra);
    return escrito &&
      (plegada.startsWith(escrito) || (escrito.startsWith(plegada) && escrito.length - plegada.length <= 2))
      ? iconos
      : [];
  });
  const coinciden = texto ? [...new Set([...enEspanol, ...todos.filter((n) => n.includes(texto))])] : todos;
  return {
    iconos: coinciden.slice(0, 120).map((nombre) => ({
      nombre,
      url: mediaUrl(ctx.config, rutaIcono(nombre)) ?? '',
      terminos: terminosDe.get(nombre) ?? [],
    })),
    total: coinciden.length,
  };
}

export async function historialCategoria(db: Db, id: number, pagina: number) {
  await existente(db, id);
  return historial(db, ENTIDAD, id, pagina);
}
