/** The site as a whole: what the shell resolves on boot, zones, currencies, the category menu. */
import { type UsuarioEstatusValor, UsuarioTipo, type UsuarioTipoValor } from '@mercado/shared/contracts';
import type { website } from '@mercado/shared/endpoints/website';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { notFound } from '../http/errors.ts';
import {
  categoriaMenu,
  configuracion,
  listMonedas,
  listZonas,
  productosPagina,
  tasaActualizada,
  zonaBy,
} from '../services/catalogo.ts';
import { findUsuarioById, membresiaOf, tieneOrdenes } from '../services/usuario.ts';

export function websiteHandlers({ db, config }: AppContext): Handlers<typeof website> {
  /** The viewer's type and status from the DB (not from the token). */
  const viewer = async (uid: string | undefined) => (uid ? ((await findUsuarioById(db, uid)) ?? null) : null);

  return {
    salud: () => ({ ok: true }),

    resolver: async ({ zona }, { usuario }) => {
      const user = await viewer(usuario?.uid);
      const [moneda, categoria, zonaRow, conf, membresia, tasaEn] = await Promise.all([
        listMonedas(db),
        categoriaMenu(db, config),
        zona ? zonaBy(db, { slug: zona }) : Promise.resolve(null),
        configuracion(db),
        user ? membresiaOf(db, user.id) : Promise.resolve(null),
        tasaActualizada(db),
      ]);
      return {
        moneda,
        categoria,
        zona: zonaRow,
        configuracion: conf,
        fechaServer: new Date().toISOString(),
        tasaActualizada: tasaEn,
        usuarioEstatus: user ? (user.estatus as UsuarioEstatusValor) : null,
        usuarioTipo: user ? (user.usuario_tipo as UsuarioTipoValor) : UsuarioTipo.NORMAL,
        // Signed in and no order placed yet.
        usuarioEsNuevo: user ? !(await tieneOrdenes(db, user.id)) : false,
        membresia,
        apps: config.apps,
      };
    },

    productos: async ({ zona, pag }, { usuario }) => {
      const zonaRow = await zonaBy(db, { slug: zona });
      if (!zonaRow) throw notFound('La zona solicitada no existe');
      const user = await viewer(usuario?.uid);
      return productosPagina(db, config, zonaRow.id, user?.usuario_tipo ?? UsuarioTipo.NORMAL, pag);
    },

    listarZonas: () => listZonas(db),

    leerZona: async ({ id }) => {
      const zonaRow = await zonaBy(db, { id });
      if (!zonaRow) throw notFound('La zona solicitada no existe');
      return zonaRow;
    },

    listarMonedas: () => listMonedas(db),

    menuCategorias: () => categoriaMenu(db, config),
  };
}
