/** Back-office inventory of a zone (spec §2 `inventario`): every write then tells the search index. */
import type { adminInventario } from '@mercado/shared/endpoints/admin-inventario';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import { historial } from '../../services/admin/auditoria.ts';
import {
  editarInventario,
  entidadPrecio,
  guardarPrecios,
  leerInventario,
  preciosZona,
  registrarInventario,
  sucursalProducto,
  zonaInventario,
} from '../../services/admin/inventario.ts';
import { aplicarCsv, exportarCsv, previaCsv } from '../../services/admin/inventario-csv.ts';
import { listarInventario, opcionesInventario } from '../../services/admin/inventario-lista.ts';
import { sincronizarStock } from '../../services/indice-stock.ts';

export function adminInventarioHandlers(ctx: AppContext): Handlers<typeof adminInventario> {
  const { db } = ctx;
  const zonaDe = (slug: string) => zonaInventario(db, slug);
  return {
    listar: async ({ zona, ...q }) => listarInventario(db, await zonaDe(zona), q),
    opciones: async ({ zona }) => opcionesInventario(db, await zonaDe(zona)),
    exportar: async ({ zona }, { reply }) => {
      reply.header('content-disposition', `attachment; filename="inventario-${zona}.csv"`);
      return exportarCsv(db, await zonaDe(zona));
    },
    importarPrevia: async ({ zona, csv }) => previaCsv(db, await zonaDe(zona), csv),
    importarAplicar: async ({ zona, csv }, { usuario, request }) => {
      const { productos, ...aplicado } = await aplicarCsv(db, usuario, await zonaDe(zona), csv);
      await sincronizarStock(ctx, request.log, productos);
      return aplicado;
    },
    registrar: async ({ zona, ...datos }, { usuario, reply, request }) => {
      const fila = await registrarInventario(db, usuario, await zonaDe(zona), datos);
      await sincronizarStock(ctx, request.log, [fila.producto.id]);
      reply.status(201);
      return fila;
    },
    leer: async ({ zona, inventario }, { usuario }) =>
      leerInventario(db, usuario, await zonaDe(zona), inventario),
    editar: async ({ zona, inventario, ...datos }, { usuario, request }) => {
      const fila = await editarInventario(db, usuario, await zonaDe(zona), inventario, datos);
      await sincronizarStock(ctx, request.log, [fila.producto.id]);
      return fila;
    },
    historial: async ({ zona, inventario, pagina }, { usuario }) => {
      await leerInventario(db, usuario, await zonaDe(zona), inventario);
      return historial(db, 'inventario', inventario, pagina);
    },
    sucursalProducto: async ({ zona, sucursal, producto }, { usuario }) =>
      sucursalProducto(db, usuario, await zonaDe(zona), sucursal, producto),
    precios: async ({ zona, producto }) => preciosZona(db, await zonaDe(zona), producto),
    guardarPrecios: async ({ zona, producto, precios }, { usuario, request }) => {
      const r = await guardarPrecios(db, usuario, await zonaDe(zona), producto, precios);
      await sincronizarStock(ctx, request.log, [producto]);
      return r;
    },
    historialPrecios: async ({ zona, producto, pagina }) => {
      const z = await zonaDe(zona);
      await preciosZona(db, z, producto);
      return historial(db, 'producto_precio', entidadPrecio(z, producto), pagina);
    },
  };
}
