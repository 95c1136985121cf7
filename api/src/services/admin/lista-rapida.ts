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
import type { Updateable } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/index.ts';
import { Rechazado } from '../errores.ts';
import type { Almacen } from './almacen.ts';
import { historial } from './auditoria.ts';
import {
  buscarProductos,
  exigirSlugLibre,
  guardarEnZona,
  imagenGuardada,
  listarConProductos,
  productosElegidos,
  registroDeZona,
  slugLibre,
  zonaPorSlug,
  zonaResumen,
  zonasDelUsuario,
} from './contenido.ts';
import { ANCHOS_IMAGEN, guardarImagen } from './imagenes.ts';
import type { Pagina } from './listado.ts';
import { crearVersionado } from './version.ts';

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
    return listarConProductos(db, 'lista_rapida', zona.id, query);
  }

  async function verificar(slug: string, candidato: string, id?: number) {
    const zona = await zonaPorSlug(db, slug);
    return { disponible: await slugLibre(db, 'lista_rapida', zona.id, candidato, id) };
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
    if (Object.keys(campos).length) throw new Rechazado('Revise las cantidades', campos);
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
      const lista = await crearVersionado(trx, usuario, {
        tabla: 'lista_rapida',
        zonaId: zona.id,
        comprobar: async () => {
          await exigirSlugLibre(trx, 'lista_rapida', zona.id, body.slug);
          await validarProductos(trx, body.productos);
        },
        valores: { zona_id: zona.id, ...columnas(body) },
        escribir: (l) => guardarItems(trx, l.id, body.productos),
        registro: (l) => ({ ...l, productos: body.productos }),
      });
      return { id: lista.id, version: lista.version };
    });
  }

  async function lista(usuario: TokenPayload, id: number): Promise<ListaRapidaAdmin> {
    const { fila: l, zona } = await registroDeZona(db, usuario, 'lista_rapida', id);
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
      const { despues } = await guardarEnZona(trx, usuario, {
        tabla: 'lista_rapida',
        id,
        version: body.version,
        accion: 'editar',
        comprobar: async (_, zonaId) => {
          await exigirSlugLibre(trx, 'lista_rapida', zonaId, body.slug, id);
          await validarProductos(trx, body.productos);
        },
        cambios: columnas(body),
        escribir: () => guardarItems(trx, id, body.productos),
        registro: async (l) => ({ ...l, productos: comoAuditoria(await items(trx, id)) }),
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
    cambios: Omit<Updateable<Database['lista_rapida']>, 'id' | 'zona_id' | 'version'>,
  ): Promise<Guardado> {
    return db.transaction().execute(async (trx) => {
      const { despues } = await guardarEnZona(trx, usuario, {
        tabla: 'lista_rapida',
        id,
        version,
        accion,
        cambios,
      });
      return { id, version: despues.version };
    });
  }

  async function subirImagen(usuario: TokenPayload, id: number, archivo: Uint8Array, version: number) {
    const { fila: l } = await registroDeZona(db, usuario, 'lista_rapida', id);
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
    await registroDeZona(db, usuario, 'lista_rapida', id);
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
