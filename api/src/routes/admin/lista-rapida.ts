/** Back-office quick lists per zone (issue 18). */
import type { TokenPayload } from '@mercado/shared/contracts';
import type { adminListaRapida } from '@mercado/shared/endpoints/admin-lista-rapida';
import type { AppContext } from '../../context.ts';
import type { Handlers, ZonasDeRegistros } from '../../http/endpoints.ts';
import { registroDeZona } from '../../services/admin/contenido.ts';
import { listaRapidaService } from '../../services/admin/lista-rapida.ts';

export function adminListaRapidaHandlers({
  db,
  config,
  almacen,
}: AppContext): Handlers<typeof adminListaRapida> {
  const s = listaRapidaService(db, config, almacen);
  return {
    zonas: (query, { usuario }) => s.zonas(usuario, query),
    listas: ({ zona, ...query }) => s.listas(zona, query),
    verificar: ({ zona, slug, id }) => s.verificar(zona, slug, id),
    registrar: async ({ zona, ...body }, { usuario, reply }) => {
      reply.status(201);
      return s.registrar(usuario, zona, body);
    },
    lista: ({ id }, { usuario }) => s.lista(usuario, id),
    editar: ({ id, ...body }, { usuario }) => s.editar(usuario, id, body),
    estatus: ({ id, ...body }, { usuario }) => s.estatus(usuario, id, body),
    subirImagen: ({ id, archivo, version }, { usuario }) => s.subirImagen(usuario, id, archivo, version),
    historial: ({ id, pagina }, { usuario }) => s.historial(usuario, id, pagina),
    productos: ({ q }) => s.productos(q),
  };
}

/** The lists changed by id: their zone is checked before the body (404 and 403 as their read). */
export function adminListaRapidaZonas({ db }: AppContext): ZonasDeRegistros<typeof adminListaRapida> {
  const deLaLista = async (params: Record<string, unknown>, usuario: TokenPayload) => {
    await registroDeZona(db, usuario, 'lista_rapida', Number(params.id));
    return null;
  };
  return { editar: deLaLista, estatus: deLaLista };
}
