/** The back-office's cupon section (issue 35): coupons and their use. */
import type { adminCupon } from '@mercado/shared/endpoints/admin-cupon';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import {
  cuponFormEditar,
  editarCupon,
  estatusCupon,
  historialCupon,
  listadoCupones,
  opcionesCupon,
  registrarCupon,
  verificarCupon,
} from '../../services/admin/cupon.ts';
import { usosCupon } from '../../services/admin/cupon-usos.ts';

export function adminCuponHandlers({ db }: AppContext): Handlers<typeof adminCupon> {
  return {
    listado: (q) => listadoCupones(db, q),
    registrar: async (form, { usuario, reply }) => {
      const cupon = await registrarCupon(db, usuario, form);
      reply.status(201);
      return cupon;
    },
    editar: ({ id, ...form }, { usuario }) => editarCupon(db, usuario, id, form),
    estatus: ({ id, ...body }, { usuario }) => estatusCupon(db, usuario, id, body),
    formRegistrar: () => opcionesCupon(db),
    formEditar: ({ id }) => cuponFormEditar(db, id),
    verificar: (q) => verificarCupon(db, q),
    usos: ({ id, pagina }) => usosCupon(db, id, pagina),
    historial: ({ id, pagina }) => historialCupon(db, id, pagina),
  };
}
