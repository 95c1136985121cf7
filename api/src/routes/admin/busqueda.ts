/** The back-office's search merchandising (issue 37): synonyms and query rules per zone. */
import type { adminBusqueda } from '@mercado/shared/endpoints/admin-busqueda';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import { historial } from '../../services/admin/auditoria.ts';
import { busquedaService } from '../../services/admin/busqueda.ts';
import { clienteBuscador } from '../../services/admin/busqueda-algolia.ts';
import { buscarProductos, zonasDelUsuario } from '../../services/admin/contenido.ts';

/**
 * A rule reached by its id is checked against its zone by the service, once it has read the rule
 * from the search service (the zone is its condition's context, not a column to look up first).
 */
export function adminBusquedaHandlers({ db, config }: AppContext): Handlers<typeof adminBusqueda> {
  // The client reaches this server's own /1/ (or Algolia): made per request from the reply's server.
  const con = (reply: FastifyReply) =>
    busquedaService(db, config, () => clienteBuscador(reply.server, config));
  return {
    sinonimos: (q, { reply }) => con(reply).sinonimos(q),
    registrarSinonimo: async (datos, { usuario, reply }) => {
      const nuevo = await con(reply).registrarSinonimo(usuario, datos);
      reply.status(201);
      return nuevo;
    },
    sinonimo: ({ sinonimo }, { reply }) => con(reply).sinonimo(sinonimo),
    editarSinonimo: ({ sinonimo, ...datos }, { usuario, reply }) =>
      con(reply).editarSinonimo(usuario, sinonimo, datos),
    borrarSinonimo: async ({ sinonimo, huella }, { usuario, reply }) => {
      await con(reply).borrarSinonimo(usuario, sinonimo, huella);
      return {};
    },
    historialSinonimo: ({ sinonimo, pagina }) => historial(db, 'busqueda_sinonimo', sinonimo, pagina),
    zonas: (query, { usuario }) => zonasDelUsuario(db, usuario, query),
    reglas: (q, { reply }) => con(reply).reglas(q),
    registrarRegla: async (datos, { usuario, reply }) => {
      const nueva = await con(reply).registrarRegla(usuario, datos);
      reply.status(201);
      return nueva;
    },
    regla: ({ regla }, { usuario, reply }) => con(reply).regla(usuario, regla),
    editarRegla: ({ regla, ...datos }, { usuario, reply }) => con(reply).editarRegla(usuario, regla, datos),
    estatusRegla: ({ regla, ...cambio }, { usuario, reply }) =>
      con(reply).estatusRegla(usuario, regla, cambio),
    borrarRegla: async ({ regla, huella }, { usuario, reply }) => {
      await con(reply).borrarRegla(usuario, regla, huella);
      return {};
    },
    historialRegla: async ({ regla, pagina }, { usuario, reply }) => {
      await con(reply).zonaDeReglaParaHistorial(usuario, regla);
      return historial(db, 'busqueda_regla', regla, pagina);
    },
    opciones: (_, { reply }) => con(reply).opciones(),
    productos: ({ q }) => buscarProductos(db, config, q),
    vistaPrevia: ({ zona, q }, { reply }) => con(reply).vistaPrevia(zona, q),
  };
}
