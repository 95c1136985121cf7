/**
 * Picking (issue 19, decision 0030): a slot's orders line by line; marks move stock, so the search
 * index hears of it. Substitutes come from the line's category, then its neighbours in the department.
 */
import type { adminPreparacion } from '@mercado/shared/endpoints/admin-preparacion';
import type { AppContext } from '../../context.ts';
import type { Handlers, ZonasDeRegistros } from '../../http/endpoints.ts';
import { historial } from '../../services/admin/auditoria.ts';
import { sincronizarStock } from '../../services/indice-stock.ts';
import { alcanceDeZonas } from '../../services/orden/admin.ts';
import {
  ENTIDAD_PREPARACION,
  franjasPorPreparar,
  ordenPreparacion,
  preparacionFranja,
  zonaDePreparacion,
} from '../../services/orden/preparacion.ts';
import { marcarLinea } from '../../services/orden/preparacion-marcas.ts';
import { sustitutosDe } from '../../services/orden/preparacion-sustitutos.ts';

export function adminPreparacionHandlers(ctx: AppContext): Handlers<typeof adminPreparacion> {
  const { db, config } = ctx;
  const zonaDe = (slug: string, roles: readonly string[]) =>
    zonaDePreparacion(db, alcanceDeZonas(roles), slug);
  return {
    franjas: async ({ zona }, { usuario }) => franjasPorPreparar(db, await zonaDe(zona, usuario.roles)),
    franja: async ({ zona, ...franja }, { usuario }) =>
      preparacionFranja(db, config, await zonaDe(zona, usuario.roles), franja),
    marcar: async ({ zona, orden, producto, ...body }, { usuario, request }) => {
      const z = await zonaDe(zona, usuario.roles);
      const r = await marcarLinea(db, config, usuario, z, orden, producto, body);
      await sincronizarStock(ctx, request.log, r.productos);
      return r.orden;
    },
    sustitutos: async ({ zona, orden, producto, q }, { usuario }) =>
      sustitutosDe(db, await zonaDe(zona, usuario.roles), orden, producto, q),
    historial: async ({ zona, orden, pagina }, { usuario }) => {
      await ordenPreparacion(db, config, await zonaDe(zona, usuario.roles), orden);
      return historial(db, ENTIDAD_PREPARACION, orden, pagina);
    },
  };
}

/**
 * A mark checks the zone in its path before the body, by picking's rule (staff without zone roles
 * reach every zone), not the zone role alone.
 */
export function adminPreparacionZonas({ db }: AppContext): ZonasDeRegistros<typeof adminPreparacion> {
  return {
    marcar: async ({ zona }, usuario) => {
      await zonaDePreparacion(db, alcanceDeZonas(usuario.roles), String(zona));
      return null;
    },
  };
}
