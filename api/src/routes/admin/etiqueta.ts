/** The tags back-office. */
import type { adminEtiqueta } from '@mercado/shared/endpoints/admin-etiqueta';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import {
  agregarProductosEtiqueta,
  buscarProductoEtiqueta,
  editarEtiqueta,
  estatusEtiqueta,
  etiquetaPorId,
  historialEtiqueta,
  listadoEtiquetas,
  productosEtiqueta,
  quitarProductoEtiqueta,
  registrarEtiqueta,
  verificarEtiqueta,
} from '../../services/admin/etiqueta.ts';

export function adminEtiquetaHandlers(ctx: AppContext): Handlers<typeof adminEtiqueta> {
  const { db } = ctx;
  return {
    listado: (q) => listadoEtiquetas(db, q),
    registrar: async (form, { usuario, reply }) => {
      const etiqueta = await registrarEtiqueta(db, usuario, form);
      reply.status(201);
      return etiqueta;
    },
    detalle: ({ id }) => etiquetaPorId(db, id),
    editar: ({ id, ...form }, { usuario, request }) => editarEtiqueta(ctx, request.log, usuario, id, form),
    estatus: ({ id, ...body }, { usuario, request }) => estatusEtiqueta(ctx, request.log, usuario, id, body),
    verificar: (q) => verificarEtiqueta(db, q),
    productos: ({ id, ...q }) => productosEtiqueta(ctx, id, q),
    buscarProducto: ({ id, q }) => buscarProductoEtiqueta(ctx, id, q),
    agregarProductos: ({ id, productos }, { usuario, request }) =>
      agregarProductosEtiqueta(ctx, request.log, usuario, id, productos),
    quitarProducto: ({ id, producto }, { usuario, request }) =>
      quitarProductoEtiqueta(ctx, request.log, usuario, id, producto),
    historial: ({ id, pagina }) => historialEtiqueta(db, id, pagina),
  };
}
