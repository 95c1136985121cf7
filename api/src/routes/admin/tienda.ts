/** Back-office stores and branches (spec §2 `tienda`). */
import type { adminTienda } from '@mercado/shared/endpoints/admin-tienda';
import type { AppContext } from '../../context.ts';
import type { Handlers, ZonasDeRegistros } from '../../http/endpoints.ts';
import { historial } from '../../services/admin/auditoria.ts';
import {
  editarSucursal,
  editarTienda,
  estatusTienda,
  leerSucursal,
  leerTienda,
  listarTiendas,
  nombreTiendaDisponible,
  registrarSucursal,
  registrarTienda,
} from '../../services/admin/tienda.ts';
import { sincronizarStock } from '../../services/indice-stock.ts';

export function adminTiendaHandlers(ctx: AppContext): Handlers<typeof adminTienda> {
  const { db } = ctx;
  return {
    listar: (q) => listarTiendas(db, q),
    verificar: async ({ nombre, id }) => ({ disponible: await nombreTiendaDisponible(db, nombre, id) }),
    registrar: async (datos, { usuario, reply }) => {
      const tienda = await registrarTienda(db, usuario, datos);
      reply.status(201);
      return tienda;
    },
    leer: ({ tienda }) => leerTienda(db, tienda),
    editar: ({ tienda, ...datos }, { usuario }) => editarTienda(db, usuario, tienda, datos),
    estatus: ({ tienda, ...cambio }, { usuario }) => estatusTienda(db, usuario, tienda, cambio),
    historial: async ({ tienda, pagina }) => {
      await leerTienda(db, tienda);
      return historial(db, 'tienda', tienda, pagina);
    },
    registrarSucursal: async ({ tienda, ...datos }, { usuario, reply }) => {
      const sucursal = await registrarSucursal(db, usuario, tienda, datos);
      reply.status(201);
      return sucursal;
    },
    leerSucursal: ({ tienda, sucursal }, { usuario }) => leerSucursal(db, usuario, tienda, sucursal),
    editarSucursal: async ({ tienda, sucursal, ...cambio }, { usuario, request }) => {
      const r = await editarSucursal(db, usuario, tienda, sucursal, cambio, 'editar');
      await sincronizarStock(ctx, request.log, r.productos);
      return r.sucursal;
    },
    estatusSucursal: async ({ tienda, sucursal, ...cambio }, { usuario, request }) => {
      const r = await editarSucursal(db, usuario, tienda, sucursal, cambio, 'estatus');
      await sincronizarStock(ctx, request.log, r.productos);
      return r.sucursal;
    },
    historialSucursal: async ({ tienda, sucursal, pagina }, { usuario }) => {
      await leerSucursal(db, usuario, tienda, sucursal);
      return historial(db, 'sucursal', sucursal, pagina);
    },
  };
}

/** A branch's status change checks its zone before the body (404 and 403 as its read). */
export function adminTiendaZonas({ db }: AppContext): ZonasDeRegistros<typeof adminTienda> {
  return {
    estatusSucursal: async ({ tienda, sucursal }, usuario) => {
      await leerSucursal(db, usuario, Number(tienda), Number(sucursal));
      return null;
    },
  };
}
