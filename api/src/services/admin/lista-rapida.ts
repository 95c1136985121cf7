/**
 * Back-office quick lists per zone (issue 18, `lista-rapida/zona`). A save writes the list and its
 * products in one transaction with its audit record; the store reads the lists as they are, so a save
 * shows at once. A product's quantity is 0 (the product's minimum) or one of its quantity steps
 * (minimo×unidad, then grupo×unidad more each, up to maximo×unidad): the cart's rule, without stock.
 */
import type {
  Guardado,
  ListaRapidaAdmin,
  ListaRapidaBody,
  ListaRapidaItemAdmin,
  ProductoElegible,
  TokenPayload,
} from '@mercado/shared/contracts';
import {
  formatQuantity,
  isValidQuantity,
  type QuantityRules,
  quantityBounds,
  toThousandths,
} from '@mercado/shared/rules';
import { sql, type Updateable } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { ListaRapidaTable } from '../../db/types.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { Almacen } from './almacen.ts';
import { historial, registrarCambio } from './auditoria.ts';
import {
  buscarProductos,
  exigirSlugLibre,
  imagenGuardada,
  productosElegidos,
  slugLibre,
  zonaDelRegistro,
  zonaPorSlug,
  zonaResumen,
  zonasDelUsuario,
} from './contenido.ts';
import { ANCHOS_IMAGEN, guardarImagen } from './imagenes.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { exigirVersion } from './version.ts';

type Estatus = 1 | 2;

/** Any quantity the product's steps allow, stock aside (a list outlives today's stock). */
const SIN_TOPE_DE_EXISTENCIA = '9999999.999';

/** Why `cantidad` is not one of the product's quantities, or null when it is. */
export function errorCantidad(p: ProductoElegible, cantidad: string): string | null {
  const reglas: QuantityRules = { ...p, existencia: SIN_TOPE_DE_EXISTENCIA };
  if (isValidQuantity(toThousandths(cantidad), reglas)) return null;
  const { start, step, maximo } = quantityBounds(reglas);
  const f = (n: number) => formatQuantity(n, p.modalidadVenta);
  return `Use 0 (el mínimo) o ${f(start)}, ${f(start + step)}… de ${f(step)} en ${f(step)}${maximo > 0 ? `, hasta ${f(maximo)}` : ''}`;
}

export function listaRapidaService(db: Db, config: Config, almacen: Almacen) {
  async function listas(
    slug: string,
    query: {
      pagina: number;
      orden: 'prioridad' | 'nombre' | 'slug';
      dir: 'asc' | 'desc';
      q: string;
      estatus?: number;
    },
  ): Promise<Pagina<ListaRapidaItemAdmin>> {
    const zona = await zonaPorSlug(db, slug);
    let consulta = db
      .selectFrom('lista_rapida as l')
      .select((eb) => [
        'l.id',
        'l.slug',
        'l.nombre',
        'l.prioridad',
        sql<Estatus>`l.estatus`.as('estatus'),
        'l.version',
        eb
          .selectFrom('lista_rapida_producto as lp')
          .whereRef('lp.lista_rapida_id', '=', 'l.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('productos'),
      ])
      .where('l.zona_id', '=', zona.id);
    if (query.q) {
      const patron = patronTexto(plegarTexto(query.q));
      consulta = consulta.where((eb) =>
        eb.or([eb(plegar('l.nombre'), 'like', patron), eb('l.slug', 'like', patron)]),
      );
    }
    if (query.estatus !== undefined) consulta = consulta.where('l.estatus', '=', query.estatus);
    const pagina = await paginar(consulta, {
      pagina: query.pagina,
      columna: `l.${query.orden}`,
      dir: query.dir,
      idColumna: 'l.id',
    });
    return { ...pagina, items: pagina.items.map((l) => ({ ...l, productos: Number(l.productos ?? 0) })) };
  }

  async function verificar(slug: string, candidato: string, id?: number) {
    const zona = await zonaPorSlug(db, slug);
    return { disponible: await slugLibre(db, 'lista_rapida', zona.id, candidato, id) };
  }

  async function fila(trx: Db, usuario: TokenPayload, id: number, bloquear = false) {
    let q = trx.selectFrom('lista_rapida').selectAll().where('id', '=', id);
    if (bloquear) q = q.forUpdate();
    const lista = await q.executeTakeFirst();
    if (!lista) throw notFound('La lista rápida no existe');
    return { lista, zona: await zonaDelRegistro(trx, usuario, lista.zona_id) };
  }

  const items = (trx: Db, id: number) =>
    trx
      .selectFrom('lista_rapida_producto')
      .select(['producto_id', 'cantidad'])
      .where('lista_rapida_id', '=', id)
      .orderBy('orden')
      .orderBy('producto_id')
      .execute();

  /** The body's products, each known, once, with a quantity on its steps (else 422 naming the field). */
  async function validarProductos(trx: Db, productos: ListaRapidaBody['productos']) {
    const elegidos = await productosElegidos(
      trx,
      config,
      productos.map((p) => p.producto),
      (i) => `productos.${i}.producto`,
    );
    const campos: Record<string, string> = {};
    elegidos.forEach((p, i) => {
      const error = errorCantidad(p, productos[i]!.cantidad);
      if (error) campos[`productos.${i}.cantidad`] = error;
    });
    if (Object.keys(campos).length) throw unprocessable('Revise las cantidades', campos);
  }

  async function guardarItems(trx: Db, id: number, productos: ListaRapidaBody['productos']) {
    await trx.deleteFrom('lista_rapida_producto').where('lista_rapida_id', '=', id).execute();
    if (productos.length)
      await trx
        .insertInto('lista_rapida_producto')
        .values(
          productos.map((p, orden) => ({
            lista_rapida_id: id,
            producto_id: p.producto,
            cantidad: p.cantidad,
            orden,
          })),
        )
        .execute();
  }

  const columnas = (b: ListaRapidaBody) => ({
    nombre: b.nombre,
    slug: b.slug,
    descripcion: b.descripcion || null,
    prioridad: b.prioridad,
    estatus: b.estatus,
  });
  const comoAuditoria = (its: { producto_id: number; cantidad: string }[]) =>
    its.map((i) => ({ producto: i.producto_id, cantidad: i.cantidad }));

  function registrar(usuario: TokenPayload, slug: string, body: ListaRapidaBody): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const zona = await zonaPorSlug(trx, slug);
      await exigirSlugLibre(trx, 'lista_rapida', zona.id, body.slug);
      await validarProductos(trx, body.productos);
      const lista = await trx
        .insertInto('lista_rapida')
        .values({ zona_id: zona.id, ...columnas(body) })
        .returningAll()
        .executeTakeFirstOrThrow();
      await guardarItems(trx, lista.id, body.productos);
      await registrarCambio(trx, usuario, {
        entidad: 'lista_rapida',
        entidadId: lista.id,
        accion: 'crear',
        zonaId: zona.id,
        antes: null,
        despues: { ...lista, productos: body.productos },
      });
      return { id: lista.id, version: lista.version };
    });
  }

  async function lista(usuario: TokenPayload, id: number): Promise<ListaRapidaAdmin> {
    const { lista: l, zona } = await fila(db, usuario, id);
    const its = await items(db, id);
    const productos = await productosElegidos(
      db,
      config,
      its.map((i) => i.producto_id),
      (i) => `productos.${i}`,
    );
    return {
      id: l.id,
      zona: zonaResumen(zona),
      slug: l.slug,
      nombre: l.nombre,
      descripcion: l.descripcion ?? '',
      prioridad: l.prioridad,
      estatus: l.estatus === 1 ? 1 : 2,
      imagen: imagenGuardada(config, l.imagen, l.imagen_ancho, l.imagen_alto),
      productos: productos.map((producto, i) => ({ producto, cantidad: its[i]!.cantidad })),
      version: l.version,
    };
  }

  function editar(
    usuario: TokenPayload,
    id: number,
    body: ListaRapidaBody & { version: number },
  ): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const { lista: antes, zona } = await fila(trx, usuario, id, true);
      exigirVersion(antes.version, body.version);
      await exigirSlugLibre(trx, 'lista_rapida', zona.id, body.slug, id);
      await validarProductos(trx, body.productos);
      const itemsAntes = await items(trx, id);
      const despues = await trx
        .updateTable('lista_rapida')
        .set({ ...columnas(body), version: antes.version + 1 })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await guardarItems(trx, id, body.productos);
      await registrarCambio(trx, usuario, {
        entidad: 'lista_rapida',
        entidadId: id,
        accion: 'editar',
        zonaId: zona.id,
        antes: { ...antes, productos: comoAuditoria(itemsAntes) },
        despues: { ...despues, productos: comoAuditoria(await items(trx, id)) },
      });
      return { id, version: despues.version };
    });
  }

  /** A change (`cambios`) of a list at `version`, audited as `accion`. */
  function cambiar(
    usuario: TokenPayload,
    id: number,
    version: number,
    accion: 'editar' | 'estatus',
    cambios: Omit<Updateable<ListaRapidaTable>, 'id' | 'zona_id' | 'version'>,
  ): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const { lista: antes, zona } = await fila(trx, usuario, id, true);
      exigirVersion(antes.version, version);
      const despues = await trx
        .updateTable('lista_rapida')
        .set({ ...cambios, version: antes.version + 1 })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await registrarCambio(trx, usuario, {
        entidad: 'lista_rapida',
        entidadId: id,
        accion,
        zonaId: zona.id,
        antes,
        despues,
      });
      return { id, version: despues.version };
    });
  }

  async function subirImagen(usuario: TokenPayload, id: number, archivo: Uint8Array, version: number) {
    const { lista: l } = await fila(db, usuario, id);
    const img = await guardarImagen(almacen, archivo, {
      carpeta: 'lista',
      nombre: l.slug,
      anchos: ANCHOS_IMAGEN.lista,
    });
    const { version: nueva } = await cambiar(usuario, id, version, 'editar', {
      imagen: img.url,
      imagen_ancho: img.ancho,
      imagen_alto: img.alto,
    });
    return { ...img, version: nueva };
  }

  async function historialLista(usuario: TokenPayload, id: number, pagina: number) {
    await fila(db, usuario, id);
    return historial(db, 'lista_rapida', id, pagina);
  }

  return {
    zonas: (usuario: TokenPayload, query: Parameters<typeof zonasDelUsuario>[2]) =>
      zonasDelUsuario(db, usuario, query),
    listas,
    verificar,
    registrar,
    lista,
    editar,
    estatus: (usuario: TokenPayload, id: number, body: { estatus: Estatus; version: number }) =>
      cambiar(usuario, id, body.version, 'estatus', { estatus: body.estatus }),
    subirImagen,
    historial: historialLista,
    productos: (q: string) => buscarProductos(db, config, q),
  };
}
