/** "Mis favoritos" (issue 34): the caller's own saved products. */
import type { favorito } from '@mercado/shared/endpoints/favorito';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { agregarFavorito, favoritosEnZona, favoritosIds, quitarFavorito } from '../services/favorito.ts';

export function favoritoHandlers({ db, config }: AppContext): Handlers<typeof favorito> {
  return {
    ids: (_, { usuario }) => favoritosIds(db, usuario.uid),
    agregar: ({ id }, { usuario }) => agregarFavorito(db, usuario.uid, id),
    quitar: ({ id }, { usuario }) => quitarFavorito(db, usuario.uid, id),
    listar: ({ zona }, { usuario }) => favoritosEnZona(db, config, usuario.uid, zona),
  };
}
