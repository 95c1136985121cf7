/**
 * The zone's store (issue 4). Public: prices and stock follow the viewer's user type read from the DB
 * (anonymous = normal). Unknown zone → 404, inactive zone → 409.
 */
import { type TokenPayload, UsuarioTipo } from '@mercado/shared/contracts';
import type { vitrina } from '@mercado/shared/endpoints/vitrina';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { entregaZona } from '../services/checkout.ts';
import { contenidoPublicado } from '../services/contenido-zona.ts';
import { listaRapidaDetalle, listasRapidas } from '../services/storefront/listas-rapidas.ts';
import {
  categoriaListado,
  destacadoPagina,
  etiquetaListado,
  inicioZona,
  productoDetalle,
  supermercado,
} from '../services/storefront/paginas.ts';
import { type Vista, zonaActiva } from '../services/storefront/vista.ts';
import { findUsuarioById } from '../services/usuario.ts';

export function vitrinaHandlers({ db, config }: AppContext): Handlers<typeof vitrina> {
  /** The zone (404/409) and the viewer's user type from the DB. */
  async function vista(usuario: TokenPayload | null, zonaSlug: string): Promise<Vista> {
    const [zona, user] = await Promise.all([
      zonaActiva(db, zonaSlug),
      usuario ? findUsuarioById(db, usuario.uid) : Promise.resolve(undefined),
    ]);
    return { zona, tipo: user?.usuario_tipo ?? UsuarioTipo.NORMAL };
  }

  return {
    inicio: async ({ zona }, { usuario }) => {
      const v = await vista(usuario, zona);
      return inicioZona(db, config, v, await contenidoPublicado(db, v.zona.id));
    },

    destacado: async ({ zona, destacado, pag }, { usuario }) =>
      destacadoPagina(db, config, await vista(usuario, zona), destacado, pag),

    categoria: async ({ categoria, zona, pag, orden }, { usuario }) =>
      categoriaListado(db, config, await vista(usuario, zona), [categoria], pag, orden),

    subcategoria: async ({ categoria, sub, zona, pag, orden }, { usuario }) =>
      categoriaListado(db, config, await vista(usuario, zona), [categoria, sub], pag, orden),

    supermercado: async ({ zona, pag, orden }, { usuario }) =>
      supermercado(db, config, await vista(usuario, zona), pag, orden),

    etiqueta: async ({ zona, slug, pag, orden }, { usuario }) =>
      etiquetaListado(db, config, await vista(usuario, zona), slug, pag, orden),

    producto: async ({ zona, slug }, { usuario }) =>
      productoDetalle(db, config, await vista(usuario, zona), slug),

    // The slots checkout offers (same service): the store's "Próxima entrega", for anyone.
    entrega: async ({ zona }) => entregaZona(db, (await zonaActiva(db, zona)).id),

    listasRapidas: async ({ zona }, { usuario }) => ({
      listas: await listasRapidas(db, config, await vista(usuario, zona)),
    }),

    listaRapida: async ({ zona, slug }, { usuario }) =>
      listaRapidaDetalle(db, config, await vista(usuario, zona), slug),
  };
}
