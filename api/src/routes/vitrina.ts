/**
 * The zone's store (issue 4). Public: prices and stock follow the viewer's user type read from the DB
 * (anonymous = normal). Unknown zone → 404, inactive zone → 409.
 */
import { type TokenPayload, UsuarioTipo } from '@mercado/shared/contracts';
import type { vitrina } from '@mercado/shared/endpoints/vitrina';
import { cacheDe } from '../cache/lectura.ts';
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

export function vitrinaHandlers({ db: base, config }: AppContext): Handlers<typeof vitrina> {
  // The read cache (decision 0051) and the database to compute with: it records the tables each page read.
  const cache = cacheDe(base);
  const db = cache.db;

  /**
   * A page the same for every viewer of the zone with the viewer's user type (read live from the DB),
   * from the read cache (decision 0051): `clave` names the page, `leer` computes it from the zone
   * (404/409, not kept) and the type.
   */
  async function pagina<T>(
    usuario: TokenPayload | null,
    zonaSlug: string,
    clave: unknown[],
    leer: (v: Vista) => Promise<T>,
  ): Promise<T> {
    const user = usuario ? await findUsuarioById(db, usuario.uid) : undefined;
    const tipo = user?.usuario_tipo ?? UsuarioTipo.NORMAL;
    return cache.leer(JSON.stringify([...clave, zonaSlug, tipo]), async () =>
      leer({ zona: await zonaActiva(db, zonaSlug), tipo }),
    );
  }

  return {
    inicio: ({ zona }, { usuario }) =>
      pagina(usuario, zona, ['inicio'], async (v) =>
        inicioZona(db, config, v, await contenidoPublicado(db, v.zona.id)),
      ),

    destacado: ({ zona, destacado, pag }, { usuario }) =>
      pagina(usuario, zona, ['destacado', destacado, pag], (v) =>
        destacadoPagina(db, config, v, destacado, pag),
      ),

    categoria: ({ categoria, zona, pag, orden }, { usuario }) =>
      pagina(usuario, zona, ['categoria', categoria, pag, orden], (v) =>
        categoriaListado(db, config, v, [categoria], pag, orden),
      ),

    subcategoria: ({ categoria, sub, zona, pag, orden }, { usuario }) =>
      pagina(usuario, zona, ['subcategoria', categoria, sub, pag, orden], (v) =>
        categoriaListado(db, config, v, [categoria, sub], pag, orden),
      ),

    supermercado: ({ zona, pag, orden }, { usuario }) =>
      pagina(usuario, zona, ['supermercado', pag, orden], (v) => supermercado(db, config, v, pag, orden)),

    etiqueta: ({ zona, slug, pag, orden }, { usuario }) =>
      pagina(usuario, zona, ['etiqueta', slug, pag, orden], (v) =>
        etiquetaListado(db, config, v, slug, pag, orden),
      ),

    producto: ({ zona, slug }, { usuario }) =>
      pagina(usuario, zona, ['producto', slug], (v) => productoDetalle(db, config, v, slug)),

    // The slots checkout offers (same service): the store's "Próxima entrega", for anyone; they follow
    // the clock and the slots' bookings, so they are read each time.
    entrega: async ({ zona }) => entregaZona(db, (await zonaActiva(db, zona)).id),

    listasRapidas: ({ zona }, { usuario }) =>
      pagina(usuario, zona, ['listas'], async (v) => ({ listas: await listasRapidas(db, config, v) })),

    listaRapida: ({ zona, slug }, { usuario }) =>
      pagina(usuario, zona, ['lista', slug], (v) => listaRapidaDetalle(db, config, v, slug)),
  };
}
