/** The back-office's tarjeta section (issue 35): balance-card requests, customers' balances, their history and adjustments. */
import { HistorialQuerySchema, HistorialSchema } from '../contracts/admin.ts';
import {
  AjusteBodySchema,
  AjusteEstatusBodySchema,
  AjusteHechoSchema,
  AjusteParamsSchema,
  AjusteSchema,
  AjustesPaginaSchema,
  AjustesQuerySchema,
  MovimientoAdminParamsSchema,
  MovimientoAdminSchema,
  MovimientosPaginaSchema,
  MovimientosQuerySchema,
  SaldoClienteSchema,
  SaldosPaginaSchema,
  SaldosQuerySchema,
  SaldoUsuarioParamsSchema,
  SolicitudEstatusBodySchema,
  SolicitudesTarjetaAdminSchema,
  SolicitudesTarjetaQuerySchema,
  SolicitudTarjetaDetalleSchema,
  SolicitudTarjetaParamsSchema,
} from '../contracts/admin-tarjeta.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const tarjeta = accesoDe('tarjeta');

export const adminTarjeta = {
  solicitudes: endpoint({
    method: 'GET',
    path: '/admin/tarjeta/solicitud',
    summary:
      'Las solicitudes de tarjeta de saldo, por páginas (cliente o referencia, estatus, método, fechas)',
    access: tarjeta,
    query: SolicitudesTarjetaQuerySchema,
    response: SolicitudesTarjetaAdminSchema,
  }),
  solicitud: endpoint({
    method: 'GET',
    path: '/admin/tarjeta/solicitud/:solicitud',
    summary: 'Una solicitud de tarjeta de saldo y las otras que usaron su misma referencia',
    access: tarjeta,
    params: SolicitudTarjetaParamsSchema,
    response: SolicitudTarjetaDetalleSchema,
  }),
  estatusSolicitud: endpoint({
    method: 'PUT',
    path: '/admin/tarjeta/solicitud/:solicitud/estatus',
    summary:
      'Aprueba una solicitud (acredita el saldo, o envía el código de regalo) o la rechaza con su motivo; una sola vez (409 después)',
    access: tarjeta,
    params: SolicitudTarjetaParamsSchema,
    body: SolicitudEstatusBodySchema,
    response: SolicitudTarjetaDetalleSchema,
  }),
  historialSolicitud: endpoint({
    method: 'GET',
    path: '/admin/tarjeta/solicitud/:solicitud/historial',
    summary: 'Los cambios de una solicitud de tarjeta de saldo',
    access: tarjeta,
    params: SolicitudTarjetaParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
  saldos: endpoint({
    method: 'GET',
    path: '/admin/tarjeta/saldo/listado',
    summary: 'El saldo de cada cliente, por páginas (nombre o correo; ordena por saldo)',
    access: tarjeta,
    query: SaldosQuerySchema,
    response: SaldosPaginaSchema,
  }),
  saldo: endpoint({
    method: 'GET',
    path: '/admin/tarjeta/saldo/:usuario',
    summary: 'El saldo de un cliente, sus totales por tipo de movimiento y sus ajustes pendientes',
    access: tarjeta,
    params: SaldoUsuarioParamsSchema,
    response: SaldoClienteSchema,
  }),
  movimientos: endpoint({
    method: 'GET',
    path: '/admin/tarjeta/saldo/:usuario/historial',
    summary: 'Los movimientos del saldo de un cliente, del más reciente, por páginas y por tipo',
    access: tarjeta,
    params: SaldoUsuarioParamsSchema,
    query: MovimientosQuerySchema,
    response: MovimientosPaginaSchema,
  }),
  movimiento: endpoint({
    method: 'GET',
    path: '/admin/tarjeta/saldo/historial/:tipo/:id',
    summary: 'Un movimiento del saldo con su origen (pedido, tarjeta de regalo, solicitud, ajuste)',
    access: tarjeta,
    params: MovimientoAdminParamsSchema,
    response: MovimientoAdminSchema,
  }),
  ajustes: endpoint({
    method: 'GET',
    path: '/admin/tarjeta/saldo/ajuste/listado',
    summary: 'Los ajustes de saldo, los pendientes primero, con quién los solicitó y quién los aprobó',
    access: tarjeta,
    query: AjustesQuerySchema,
    response: AjustesPaginaSchema,
  }),
  ajustar: endpoint({
    method: 'POST',
    path: '/admin/tarjeta/saldo/:usuario/ajuste',
    summary:
      'Ajusta el saldo de un cliente (crédito o débito, con motivo); sobre el umbral queda pendiente de una segunda aprobación',
    access: tarjeta,
    params: SaldoUsuarioParamsSchema,
    body: AjusteBodySchema,
    response: AjusteHechoSchema,
    status: [201],
  }),
  estatusAjuste: endpoint({
    method: 'PUT',
    path: '/admin/tarjeta/saldo/ajuste/:id/estatus',
    summary:
      'Aprueba un ajuste pendiente (otra persona que quien lo solicitó; se aplica una vez) o lo rechaza con su motivo',
    access: tarjeta,
    params: AjusteParamsSchema,
    body: AjusteEstatusBodySchema,
    response: AjusteSchema,
  }),
  cambios: endpoint({
    method: 'GET',
    path: '/admin/tarjeta/saldo/:usuario/cambios',
    summary:
      'Los cambios que el personal hizo al saldo de un cliente (ajustes solicitados, aprobados, rechazados)',
    access: tarjeta,
    params: SaldoUsuarioParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};
