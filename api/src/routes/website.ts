/** The site as a whole: what the shell resolves on boot, zones, currencies, the category menu. */
import { type UsuarioEstatusValor, UsuarioTipo, type UsuarioTipoValor } from '@mercado/shared/contracts';
import type { website } from '@mercado/shared/endpoints/website';
import { cacheDe } from '../cache/lectura.ts';
import { componer } from '../cache/respuesta.ts';
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

export function websiteHandlers({ db: base, config }: AppContext): Handlers<typeof website> {
  // The read cache (decision 0051) and the database to compute with: it records the tables each read.
  const cache = cacheDe(base);
  const db = cache.db;
  /** The viewer's type and status from the DB (not from the token). */
  const viewer = async (uid: string | undefined) => (uid ? ((await findUsuarioById(db, uid)) ?? null) : null);

  return {
    salud: () => ({ ok: true }),

    resolver: async ({ zona }, { usuario }) => {
      const user = await viewer(usuario?.uid);
      // The part every visitor of the zone gets, from the read cache (decision 0051); the user's live.
      const [comun, membresia, esNuevo] = await Promise.all([
        cache.leer(JSON.stringify(['resolve', zona ?? null]), async () => {
          const [moneda, categoria, zonaRow, conf, tasaEn] = await Promise.all([
            listMonedas(db),
            categoriaMenu(db, config),
            zona ? zonaBy(db, { slug: zona }) : Promise.resolve(null),
            configuracion(db),
            tasaActualizada(db),
          ]);
          return { moneda, categoria, zona: zonaRow, configuracion: conf, tasaActualizada: tasaEn };
        }),
        user ? membresiaOf(db, user.id) : Promise.resolve(null),
        // Signed in and no order placed yet.
        user ? tieneOrdenes(db, user.id).then((t) => !t) : Promise.resolve(false),
      ]);
      // Sent as the shared part's bytes, made once, joined to this caller's fields.
      return componer(comun, {
        fechaServer: new Date().toISOString(),
        usuarioEstatus: user ? (user.estatus as UsuarioEstatusValor) : null,
        usuarioTipo: user ? (user.usuario_tipo as UsuarioTipoValor) : UsuarioTipo.NORMAL,
        usuarioEsNuevo: esNuevo,
        membresia,
        apps: config.apps,
        // Only the public app id: the REST key never leaves the API.
        oneSignal: config.oneSignal ? { appId: config.oneSignal.appId } : null,
      });
    },

    productos: async ({ zona, pag }, { usuario }) => {
      const tipo = (await viewer(usuario?.uid))?.usuario_tipo ?? UsuarioTipo.NORMAL;
      return cache.leer(JSON.stringify(['productos', zona, tipo, pag]), async () => {
        const zonaRow = await zonaBy(db, { slug: zona });
        if (!zonaRow) throw notFound('La zona solicitada no existe');
        return productosPagina(db, config, zonaRow.id, tipo, pag);
      });
    },

    listarZonas: () => cache.leer('["zonas"]', () => listZonas(db)),

    leerZona: async ({ id }) => {
      const zonaRow = await zonaBy(db, { id });
      if (!zonaRow) throw notFound('La zona solicitada no existe');
      return zonaRow;
    },

    listarMonedas: () => cache.leer('["monedas"]', () => listMonedas(db)),

    menuCategorias: () => cache.leer('["menu"]', () => categoriaMenu(db, config)),
  };
}
