/**
 * Every endpoint of the API, by domain: the API registers its routes from this and /docs documents it.
 * A browser bundle imports only its domains (`@mercado/shared/endpoints/carrito`) and the format
 * (`@mercado/shared/endpoints/endpoint`), not this aggregate.
 */
import { admin } from './admin.ts';
import { adminBusqueda } from './admin-busqueda.ts';
import { adminCategoria } from './admin-categoria.ts';
import { adminBorrarCuenta, adminCliente, adminMembresia, adminReferido } from './admin-clientes.ts';
import { adminConfig } from './admin-config.ts';
import { adminCupon } from './admin-cupon.ts';
import { adminEnvio } from './admin-envio.ts';
import { adminEtiqueta } from './admin-etiqueta.ts';
import { adminFinanzas } from './admin-finanzas.ts';
import { adminInventario } from './admin-inventario.ts';
import { adminListaRapida } from './admin-lista-rapida.ts';
import { adminOneSignal } from './admin-onesignal.ts';
import { adminPedido } from './admin-pedido.ts';
import { adminPreparacion } from './admin-preparacion.ts';
import { adminProducto } from './admin-producto.ts';
import { adminPublicidad } from './admin-publicidad.ts';
import { adminReporte } from './admin-reporte.ts';
import { adminTarjeta } from './admin-tarjeta.ts';
import { adminTienda } from './admin-tienda.ts';
import { adminUsuario } from './admin-usuario.ts';
import { adminVuelto } from './admin-vuelto.ts';
import { adminZona } from './admin-zona.ts';
import { auth } from './auth.ts';
import { aviso } from './aviso.ts';
import { buscador } from './buscador.ts';
import { calificacion } from './calificacion.ts';
import { carrito } from './carrito.ts';
import { cupon } from './cupon.ts';
import { favorito } from './favorito.ts';
import { media } from './media.ts';
import { orden } from './orden.ts';
import { referido } from './referido.ts';
import { solicitudCliente } from './solicitud-cliente.ts';
import { tarjeta } from './tarjeta.ts';
import { usuario } from './usuario.ts';
import { vitrina } from './vitrina.ts';
import { website } from './website.ts';

export const endpoints = {
  admin,
  adminListaRapida,
  adminPublicidad,
  adminCategoria,
  adminEtiqueta,
  adminProducto,
  adminZona,
  adminInventario,
  adminTienda,
  adminPedido,
  adminPreparacion,
  adminMembresia,
  adminCliente,
  adminBorrarCuenta,
  adminReferido,
  solicitudCliente,
  referido,
  adminUsuario,
  adminOneSignal,
  adminReporte,
  adminConfig,
  adminTarjeta,
  adminVuelto,
  adminCupon,
  adminEnvio,
  adminFinanzas,
  adminBusqueda,
  auth,
  buscador,
  carrito,
  cupon,
  media,
  orden,
  vitrina,
  usuario,
  website,
  calificacion,
  tarjeta,
  aviso,
  favorito,
};
export type Endpoints = typeof endpoints;
export type DomainName = keyof Endpoints;

export * from './endpoint.ts';
