/** The categories back-office (spec §7 "Admin categories"). */
import type { adminCategoria } from '@mercado/shared/endpoints/admin-categoria';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import {
  categoriaFormEditar,
  categoriaFull,
  categoriaSimple,
  categoriasSinSubcategorias,
  editarCategoria,
  estatusCategoria,
  historialCategoria,
  iconosCategoria,
  imagenCategoria,
  listadoCategorias,
  padresDisponibles,
  registrarCategoria,
  selectorCategorias,
  todasCategorias,
  verificarCategoria,
} from '../../services/admin/categoria.ts';

export function adminCategoriaHandlers(ctx: AppContext): Handlers<typeof adminCategoria> {
  const { db } = ctx;
  return {
    listado: (q) => listadoCategorias(ctx, q),
    registrar: async (form, { usuario, reply }) => {
      const categoria = await registrarCategoria(ctx, usuario, form);
      reply.status(201);
      return categoria;
    },
    editar: ({ id, ...form }, { usuario, request }) => editarCategoria(ctx, request.log, usuario, id, form),
    estatus: ({ id, ...body }, { usuario, request }) => estatusCategoria(ctx, request.log, usuario, id, body),
    imagen: ({ id, archivo }, { usuario }) => imagenCategoria(ctx, usuario, id, archivo),
    padresDisponibles: ({ id }) => padresDisponibles(db, id),
    sinSubcategorias: () => categoriasSinSubcategorias(db),
    selector: () => selectorCategorias(db),
    todas: () => todasCategorias(db),
    simple: ({ id }) => categoriaSimple(db, id),
    full: ({ id }) => categoriaFull(ctx, id),
    formEditar: ({ id }) => categoriaFormEditar(ctx, id),
    verificar: (q) => verificarCategoria(db, q),
    iconos: ({ q }) => iconosCategoria(ctx, q),
    historial: ({ id, pagina }) => historialCategoria(db, id, pagina),
  };
}
