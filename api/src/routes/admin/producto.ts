/** The products back-office. */
import type { adminProducto } from '@mercado/shared/endpoints/admin-producto';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import {
  historialProducto,
  listadoProductos,
  opcionesProducto,
  productoPorId,
} from '../../services/admin/producto.ts';
import {
  editarProducto,
  estatusProducto,
  estatusProductos,
  registrarProducto,
  verificarProducto,
} from '../../services/admin/producto-guardar.ts';
import { agregarImagen, ordenarImagenes, quitarImagen } from '../../services/admin/producto-imagenes.ts';

export function adminProductoHandlers(ctx: AppContext): Handlers<typeof adminProducto> {
  const { db } = ctx;
  return {
    listado: (q) => listadoProductos(ctx, q),
    opciones: () => opcionesProducto(db),
    registrar: async (form, { usuario, request, reply }) => {
      const producto = await registrarProducto(ctx, request.log, usuario, form);
      reply.status(201);
      return producto;
    },
    detalle: ({ id }) => productoPorId(ctx, id),
    editar: ({ id, ...form }, { usuario, request }) => editarProducto(ctx, request.log, usuario, id, form),
    estatus: ({ id, ...body }, { usuario, request }) => estatusProducto(ctx, request.log, usuario, id, body),
    estatusLote: (body, { usuario, request }) => estatusProductos(ctx, request.log, usuario, body),
    subirImagen: ({ id, archivo }, { usuario, request }) =>
      agregarImagen(ctx, request.log, usuario, id, archivo),
    ordenarImagenes: ({ id, imagenes }, { usuario, request }) =>
      ordenarImagenes(ctx, request.log, usuario, id, imagenes),
    quitarImagen: ({ id, imagen }, { usuario, request }) =>
      quitarImagen(ctx, request.log, usuario, id, imagen),
    verificar: (q) => verificarProducto(db, q),
    historial: ({ id, pagina }) => historialProducto(db, id, pagina),
  };
}
