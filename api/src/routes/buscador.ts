/**
 * Search (issue 6) outside /1/: where the browser's search client points and its secured key (read at
 * run time), the admin calls that push one product to the index on demand, and the buscador-historial
 * figures.
 */

import type { buscador } from '@mercado/shared/endpoints/buscador';
import { sumarDias } from '@mercado/shared/rules';
import type { FastifyBaseLogger as AppLog } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { buscadorHistorial } from '../search/insights.ts';
import { clavesBusqueda } from '../services/buscador.ts';
import { indexarProducto } from '../services/indexar-producto.ts';
import { checkZonaRole } from '../services/usuario.ts';

export function buscadorHandlers({ db, config, buscador: sync }: AppContext): Handlers<typeof buscador> {
  const indexar = ({ id }: { id: number }, { request }: { request: { log: AppLog } }) =>
    indexarProducto(db, sync, request.log, id);
  const claveDe = clavesBusqueda(db, config);
  return {
    /** Where to search, with a secured key made for the caller (a visitor's when not signed in). */
    configuracion: async (_input, { usuario }) => {
      const b = config.buscador;
      return { appId: b.appId, indexName: b.indexName, host: b.host, ...(await claveDe(usuario)) };
    },
    indexarProducto: indexar,
    reindexarProducto: indexar,
    indexarDisponibilidad: indexar,
    /** `desde` and `hasta` are Caracas calendar days, both included; a zone needs its role. */
    historial: ({ desde, hasta, zona }, { usuario }) => {
      if (zona !== undefined) checkZonaRole(usuario, zona);
      return buscadorHistorial(db, {
        indexName: config.buscador.indexName,
        desde: new Date(`${desde}T00:00:00-04:00`),
        hasta: new Date(`${sumarDias(hasta, 1)}T00:00:00-04:00`),
        ...(zona !== undefined ? { zona } : {}),
      });
    },
  };
}
