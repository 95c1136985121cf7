/** Gift cards and the balance of the signed-in user (spec /tarjeta-saldo, §7 "Cards and balance"). */
import { IdParamsSchema } from '../contracts/common.ts';
import {
  CodigoUsadoSchema,
  ComprarBodySchema,
  FormComprarSchema,
  HistorialSaldoQuerySchema,
  HistorialSaldoSchema,
  ListadoParamsSchema,
  MovimientoDetalleSchema,
  MovimientoParamsSchema,
  SaldoSchema,
  SolicitudesTarjetaSchema,
  SolicitudTarjetaSchema,
  UsarCodigoBodySchema,
} from '../contracts/tarjeta.ts';
import { endpoint } from './endpoint.ts';

export const tarjeta = {
  formComprar: endpoint({
    method: 'GET',
    path: '/usuario/tarjeta/solicitud/formcomprar',
    summary: 'Lo que el formulario de compra de una tarjeta de saldo necesita: métodos, bancos, tasa, montos',
    access: 'usuario',
    response: FormComprarSchema,
  }),
  procesarComprar: endpoint({
    method: 'POST',
    path: '/usuario/tarjeta/solicitud/procesarcomprar',
    summary:
      'Solicita una tarjeta de saldo (propia o de regalo) pagada con una referencia que el personal verifica',
    access: 'usuario',
    body: ComprarBodySchema,
    response: SolicitudTarjetaSchema,
    status: [201],
  }),
  solicitudes: endpoint({
    method: 'GET',
    path: '/usuario/tarjeta/solicitud/listado/:n',
    summary: 'Las solicitudes de tarjeta de saldo del usuario, de la más reciente, por páginas',
    access: 'usuario',
    params: ListadoParamsSchema,
    response: SolicitudesTarjetaSchema,
  }),
  solicitud: endpoint({
    method: 'GET',
    path: '/usuario/tarjeta/solicitud/:id',
    summary: 'Una solicitud de tarjeta de saldo del usuario',
    access: 'usuario',
    params: IdParamsSchema,
    response: SolicitudTarjetaSchema,
  }),
  usarCodigo: endpoint({
    method: 'POST',
    path: '/usuario/tarjeta/regalo/usarcodigo',
    summary:
      'Canjea un código de tarjeta de regalo (una sola vez, sin importar mayúsculas) y lo abona al saldo',
    access: 'usuario',
    body: UsarCodigoBodySchema,
    response: CodigoUsadoSchema,
  }),
  saldo: endpoint({
    method: 'GET',
    path: '/usuario/tarjeta/saldo',
    summary: 'El saldo del usuario en dólares y en bolívares a la tasa actual',
    access: 'usuario',
    response: SaldoSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/usuario/tarjeta/saldo/historial',
    summary: 'Los movimientos del saldo del usuario, del más reciente, por páginas',
    access: 'usuario',
    query: HistorialSaldoQuerySchema,
    response: HistorialSaldoSchema,
  }),
  movimiento: endpoint({
    method: 'GET',
    path: '/usuario/tarjeta/saldo/historial/:tipo/:id',
    summary: 'Un movimiento del saldo con su origen (pedido, tarjeta de regalo, solicitud)',
    access: 'usuario',
    params: MovimientoParamsSchema,
    response: MovimientoDetalleSchema,
  }),
};
