/**
 * Back-office quick lists per zone (issue 18, `lista-rapida/zona`). A save writes the list and its
 * products in one transaction with its audit record; the store reads the lists as they are, so a save
 * shows at once. A product's quantity is 0 (the product's minimum) or one of its quantity steps
 * (minimo×unidad, then grupo×unidad more each, up to maximo×unidad): the cart's rule, without stock.
 */
import type {
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
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { Rechazado } from '../errores.ts';
import type { Almacen } from './almacen.ts';
import { nombresDeProductos } from './auditoria.ts';
import { servicioConProductos } from './con-productos.ts';
import {
  buscarProductos,
  imagenGuardada,
  productosElegidos,
  registroDeZona,
  zonaResumen,
  zonasDelUsuario,
} from './contenido.ts';
import { cantidad } from './producto.ts';

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

  const listas = servicioConProductos(db, almacen, {
    tabla: 'lista_rapida',
    carpeta: 'lista',
    valores: (b: ListaRapidaBody, zonaId) => ({ zona_id: zonaId, ...columnas(b) }),
    cambios: columnas,
    validarProductos: (trx, b) => validarProductos(trx, b.productos),
    guardarProductos: (trx, id, b) => guardarItems(trx, id, b.productos),
    productosAuditados: async (trx, id) => {
      const its = await items(trx, id);
      const nombres = await nombresDeProductos(
        trx,
        its.map((i) => i.producto_id),
      );
      return its.map((i, n) => `${nombres[n]} × ${cantidad(String(i.cantidad))}`);
    },
  });

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

  return {
    zonas: (usuario: TokenPayload, query: Parameters<typeof zonasDelUsuario>[2]) =>
      zonasDelUsuario(db, usuario, query),
    listas: (
      slug: string,
      query: {
        pagina: number;
        orden: 'prioridad' | 'nombre' | 'slug';
        dir: 'asc' | 'desc';
        q: string;
        estatus?: number;
      },
    ) => listas.listar<ListaRapidaItemAdmin>(slug, query),
    verificar: listas.verificar,
    registrar: listas.registrar,
    lista,
    editar: listas.editar,
    estatus: listas.estatus,
    subirImagen: listas.subirImagen,
    historial: listas.historial,
    productos: (q: string) => buscarProductos(db, config, q),
  };
}
