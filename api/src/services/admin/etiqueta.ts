/**
 * The tags back-office (issue 18): tags (name and slug unique, order, status) and the products that
 * carry them. A product's search record lists its active tags, so a status change, or adding and
 * removing products, reindexes those products.
 */
import {
  EstatusRegistro,
  type EtiquetaAdmin,
  type EtiquetaForm,
  MensajesAdmin,
  MensajesEtiqueta,
  type ProductoResumenAdmin,
  type TokenPayload,
} from '@mercado/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { imagenProducto } from '../media.ts';
import { historial, nombresDeProductos, registrarCambio } from './auditoria.ts';
import {
  crearEnCatalogo,
  editarEnCatalogo,
  estatusEnCatalogo,
  type TipoCatalogo,
} from './guardar-catalogo.ts';
import { paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { exigirNombreSlugLibres, type NombreYSlug, verificarNombreSlug } from './nombre-slug.ts';
import { sincronizarBuscador } from './sincronizar.ts';

const ENTIDAD = 'etiqueta';

const conteoProductos = sql<number>`(select count(*)::int from producto_etiqueta pe where pe.etiqueta_id = e.id)`;

function consulta(db: Db) {
  return db
    .selectFrom('etiqueta as e')
    .select([
      'e.id',
      'e.slug',
      'e.nombre',
      'e.orden',
      'e.estatus',
      'e.version',
      conteoProductos.as('productos'),
    ]);
}

type Fila = {
  id: number;
  slug: string;
  nombre: string;
  orden: number;
  estatus: number;
  version: number;
  productos: number;
};
const vista = (f: Fila): EtiquetaAdmin => ({ ...f, estatus: f.estatus === EstatusRegistro.INACTIVO ? 2 : 1 });

export async function etiquetaPorId(db: Db, id: number): Promise<EtiquetaAdmin> {
  const fila = await consulta(db).where('e.id', '=', id).executeTakeFirst();
  if (!fila) throw new NoExiste(MensajesEtiqueta.NO_EXISTE);
  return vista(fila);
}

export async function listadoEtiquetas(
  db: Db,
  q: {
    pagina: number;
    orden: 'orden' | 'nombre' | 'slug' | 'productos' | 'id';
    dir: 'asc' | 'desc';
    q: string;
    estatus?: number | undefined;
  },
) {
  let base = consulta(db);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    base = base.where((eb) =>
      eb.or([eb(plegar('e.nombre'), 'like', patron), eb(plegar('e.slug'), 'like', patron)]),
    );
  }
  if (q.estatus !== undefined) base = base.where('e.estatus', '=', q.estatus);
  const columna = {
    orden: 'e.orden',
    nombre: 'e.nombre',
    slug: 'e.slug',
    productos: 'productos',
    id: 'e.id',
  }[q.orden];
  const pagina = await paginar(base, { pagina: q.pagina, columna, dir: q.dir, idColumna: 'e.id' });
  return { ...pagina, items: pagina.items.map(vista) };
}

/** A tag's name is unique among every tag. */
const NOMBRE_Y_SLUG: NombreYSlug<null> = {
  tabla: 'etiqueta',
  nombreLibre: async (db, nombre, id) => {
    let q = db.selectFrom('etiqueta').select('id').where(plegar('nombre'), '=', plegarTexto(nombre.trim()));
    if (id) q = q.where('id', '<>', id);
    return (await q.executeTakeFirst()) === undefined;
  },
  nombreEnUso: MensajesAdmin.NOMBRE_EN_USO,
};

export const verificarEtiqueta = (
  db: Db,
  q: { nombre?: string | undefined; slug?: string | undefined; id?: number | undefined },
) => verificarNombreSlug(db, NOMBRE_Y_SLUG, q, null);

const validar = (trx: Db, form: EtiquetaForm, id: number | null) =>
  exigirNombreSlugLibres(trx, NOMBRE_Y_SLUG, form, id, null);

const columnasForm = (form: EtiquetaForm) => ({ nombre: form.nombre, slug: form.slug, orden: form.orden });

const registro = (e: { nombre: string; slug: string; orden: number; estatus: number }) => ({
  nombre: e.nombre,
  slug: e.slug,
  orden: e.orden,
  estatus: e.estatus,
});

const productosDe = async (db: Db, id: number) =>
  (
    await db.selectFrom('producto_etiqueta').select('producto_id').where('etiqueta_id', '=', id).execute()
  ).map((r) => r.producto_id);

const ETIQUETA: TipoCatalogo<'etiqueta'> = {
  tabla: 'etiqueta',
  noExiste: MensajesEtiqueta.NO_EXISTE,
  registro: (_, e) => registro(e),
};

export async function registrarEtiqueta(
  db: Db,
  usuario: TokenPayload,
  form: EtiquetaForm,
): Promise<EtiquetaAdmin> {
  const id = await crearEnCatalogo(db, usuario, ETIQUETA, (trx) => ({
    comprobar: () => validar(trx, form, null),
    valores: columnasForm(form),
  }));
  return etiquetaPorId(db, id);
}

/** Search records carry the tag's slug and (while active) the tag: its products are sent again. */
async function sincronizarProductos(ctx: AppContext, log: FastifyBaseLogger, id: number) {
  await sincronizarBuscador(log, async () => ctx.buscador.productos(await productosDe(ctx.db, id)));
  return etiquetaPorId(ctx.db, id);
}

export async function editarEtiqueta(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  form: EtiquetaForm & { version: number },
): Promise<EtiquetaAdmin> {
  await editarEnCatalogo(ctx.db, usuario, ETIQUETA, id, form.version, (trx) => ({
    comprobar: () => validar(trx, form, id),
    cambios: columnasForm(form),
  }));
  return sincronizarProductos(ctx, log, id);
}

export async function estatusEtiqueta(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  body: { estatus: 1 | 2; version: number },
): Promise<EtiquetaAdmin> {
  await estatusEnCatalogo(ctx.db, usuario, ETIQUETA, id, body);
  return sincronizarProductos(ctx, log, id);
}

const COLUMNAS_RESUMEN = [
  'p.id',
  'p.slug',
  'p.nombre',
  'p.marca',
  'p.presentacion',
  'p.imagen',
  'p.estatus',
] as const;

const resumen =
  (ctx: Pick<AppContext, 'config'>) =>
  (p: {
    id: number;
    slug: string;
    nombre: string;
    marca: string | null;
    presentacion: string | null;
    imagen: string | null;
    estatus: number;
  }): ProductoResumenAdmin => ({
    ...p,
    imagen: imagenProducto(ctx.config, p.imagen, p.slug),
    estatus: p.estatus === EstatusRegistro.INACTIVO ? 2 : 1,
  });

export async function productosEtiqueta(
  ctx: Pick<AppContext, 'db' | 'config'>,
  id: number,
  q: { pagina: number; orden: 'nombre' | 'id'; dir: 'asc' | 'desc'; q: string; estatus?: number | undefined },
) {
  await etiquetaPorId(ctx.db, id);
  let base = ctx.db
    .selectFrom('producto as p')
    .innerJoin('producto_etiqueta as pe', 'pe.producto_id', 'p.id')
    .select(COLUMNAS_RESUMEN)
    .where('pe.etiqueta_id', '=', id);
  if (q.q) base = base.where('p.nombre_orden', 'like', patronTexto(plegarTexto(q.q)));
  if (q.estatus !== undefined) base = base.where('p.estatus', '=', q.estatus);
  const columna = q.orden === 'nombre' ? 'p.nombre_orden' : 'p.id';
  const pagina = await paginar(base, { pagina: q.pagina, columna, dir: q.dir, idColumna: 'p.id' });
  return { ...pagina, items: pagina.items.map(resumen(ctx)) };
}

/** Up to 20 products without the tag whose name has `q`. */
export async function buscarProductoEtiqueta(ctx: Pick<AppContext, 'db' | 'config'>, id: number, q: string) {
  await etiquetaPorId(ctx.db, id);
  const filas = await ctx.db
    .selectFrom('producto as p')
    .select(COLUMNAS_RESUMEN)
    .where('p.nombre_orden', 'like', patronTexto(plegarTexto(q)))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('producto_etiqueta as pe')
            .select('pe.producto_id')
            .whereRef('pe.producto_id', '=', 'p.id')
            .where('pe.etiqueta_id', '=', id),
        ),
      ),
    )
    .orderBy(sql`p.nombre_orden collate "C"`)
    .orderBy('p.id')
    .limit(20)
    .execute();
  return filas.map(resumen(ctx));
}

/** Adds or removes products of the tag: one transaction, recorded as the tag's products before and after. */
async function cambiarProductos(
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  cambio: { agregar: number[] } | { quitar: number },
): Promise<{ productos: number }> {
  const afectados = 'agregar' in cambio ? [...new Set(cambio.agregar)] : [cambio.quitar];
  const total = await ctx.db.transaction().execute(async (trx) => {
    const etiqueta = await trx
      .selectFrom('etiqueta')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!etiqueta) throw new NoExiste(MensajesEtiqueta.NO_EXISTE);
    const antes = (await productosDe(trx, id)).sort((a, b) => a - b);
    if ('agregar' in cambio) {
      const existen = await trx.selectFrom('producto').select('id').where('id', 'in', afectados).execute();
      if (existen.length !== afectados.length)
        throw new Rechazado(MensajesEtiqueta.PRODUCTO_NO_EXISTE, {
          productos: MensajesEtiqueta.PRODUCTO_NO_EXISTE,
        });
      await trx
        .insertInto('producto_etiqueta')
        .values(afectados.map((producto_id) => ({ producto_id, etiqueta_id: id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('producto_etiqueta')
        .where('etiqueta_id', '=', id)
        .where('producto_id', '=', cambio.quitar)
        .execute();
    }
    const despues = (await productosDe(trx, id)).sort((a, b) => a - b);
    if (despues.join() !== antes.join())
      await registrarCambio(trx, usuario, {
        entidad: ENTIDAD,
        entidadId: id,
        accion: 'editar',
        antes: { productos: await nombresDeProductos(trx, antes) },
        despues: { productos: await nombresDeProductos(trx, despues) },
      });
    return despues.length;
  });
  await sincronizarBuscador(log, () => ctx.buscador.productos(afectados));
  return { productos: total };
}

export const agregarProductosEtiqueta = (
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  productos: number[],
) => cambiarProductos(ctx, log, usuario, id, { agregar: productos });

export const quitarProductoEtiqueta = (
  ctx: AppContext,
  log: FastifyBaseLogger,
  usuario: TokenPayload,
  id: number,
  producto: number,
) => cambiarProductos(ctx, log, usuario, id, { quitar: producto });

export async function historialEtiqueta(db: Db, id: number, pagina: number) {
  await etiquetaPorId(db, id);
  return historial(db, ENTIDAD, id, pagina);
}
