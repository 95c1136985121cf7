/**
 * A zone's featured blocks in the back-office (issue 18, decision 0027): records with an ordered list
 * of products (con-productos.ts), published content, so every save first keeps what shoppers see.
 */
import type { DestacadoAdmin, DestacadoBody, DestacadoItem, TokenPayload } from '@mercado/shared/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { fijarPublicado } from '../contenido-zona.ts';
import type { Almacen } from './almacen.ts';
import { nombresDeProductos } from './auditoria.ts';
import { servicioConProductos } from './con-productos.ts';
import { estatusDe, imagenGuardada, productosElegidos, registroDeZona, zonaResumen } from './contenido.ts';
import type { ListaQuery } from './listado.ts';

export function destacadosService(db: Db, config: Config, almacen: Almacen) {
  const idsDe = async (trx: Db, destacadoId: number) =>
    (
      await trx
        .selectFrom('destacado_producto')
        .select('producto_id')
        .where('destacado_id', '=', destacadoId)
        .orderBy('orden')
        .orderBy('producto_id')
        .execute()
    ).map((r) => r.producto_id);

  async function guardarProductosDestacado(trx: Db, destacadoId: number, ids: readonly number[]) {
    await trx.deleteFrom('destacado_producto').where('destacado_id', '=', destacadoId).execute();
    if (ids.length)
      await trx
        .insertInto('destacado_producto')
        .values(ids.map((producto_id, orden) => ({ destacado_id: destacadoId, producto_id, orden })))
        .execute();
  }

  const columnasDestacado = (b: DestacadoBody) => ({
    titulo: b.titulo,
    slug: b.slug,
    prioridad: b.prioridad,
    estatus: b.estatus,
    especial: b.especial,
  });

  const destacados = servicioConProductos(db, almacen, {
    tabla: 'destacado',
    carpeta: 'destacado',
    valores: (b: DestacadoBody, zonaId) => ({ zona_id: zonaId, ...columnasDestacado(b) }),
    cambios: columnasDestacado,
    validarProductos: async (trx, b) => {
      await productosElegidos(trx, config, b.productos, (i) => `productos.${i}`);
    },
    guardarProductos: (trx, id, b) => guardarProductosDestacado(trx, id, b.productos),
    productosAuditados: async (trx, id) => nombresDeProductos(trx, await idsDe(trx, id)),
    antesDeGuardar: fijarPublicado,
  });

  async function destacado(usuario: TokenPayload, id: number): Promise<DestacadoAdmin> {
    const { fila, zona } = await registroDeZona(db, usuario, 'destacado', id);
    return {
      id: fila.id,
      zona: zonaResumen(zona),
      slug: fila.slug,
      titulo: fila.titulo,
      prioridad: fila.prioridad,
      estatus: estatusDe(fila.estatus),
      especial: fila.especial,
      imagen: imagenGuardada(config, fila.imagen, fila.imagen_ancho, fila.imagen_alto),
      productos: await productosElegidos(db, config, await idsDe(db, id), (i) => `productos.${i}`),
      version: fila.version,
    };
  }

  return {
    destacados: (slug: string, query: ListaQuery<'prioridad' | 'titulo' | 'slug'>) =>
      destacados.listar<DestacadoItem>(slug, query),
    verificarDestacado: destacados.verificar,
    registrarDestacado: destacados.registrar,
    destacado,
    editarDestacado: destacados.editar,
    estatusDestacado: destacados.estatus,
    subirImagenDestacado: destacados.subirImagen,
    historialDestacado: destacados.historial,
  };
}
