/**
 * Back-office customers (issue 19, spec §2): prime requests (`membresia`, ROLE_MEMBRESIA), customers
 * and blocking (`cliente`, ROLE_CLIENTE), account deletion requests (`borrar-cuenta`, ROLE_CLIENTE) and
 * referrals (`referido`, ROLE_ATENCION_CLIENTE). No zone in their URLs: customers belong to none; a
 * customer's orders follow the caller's zone roles (`alcanceDeZonas`).
 */
import { HistorialQuerySchema, HistorialSchema } from '../contracts/admin.ts';
import {
  BloqueoBodySchema,
  BorrarCuentaListadoQuerySchema,
  BorrarCuentaPaginaSchema,
  BorrarCuentaSolicitudSchema,
  ClienteListadoQuerySchema,
  ClienteOrdenesQuerySchema,
  ClientePaginaSchema,
  ClienteParamsSchema,
  ClienteSchema,
  DecisionBodySchema,
  MembresiaAprobarBodySchema,
  MembresiaClienteBodySchema,
  MembresiaListadoQuerySchema,
  MembresiaPaginaSchema,
  MembresiaSolicitudSchema,
  RechazoBodySchema,
  ReferidoListadoQuerySchema,
  ReferidoPaginaSchema,
  ReferidoParamsSchema,
  ReferidoSchema,
  SolicitudParamsSchema,
} from '../contracts/admin-clientes.ts';
import { OrdenPaginaSchema } from '../contracts/orden.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const membresia = accesoDe('membresia');
const cliente = accesoDe('cliente');
const borrarCuenta = accesoDe('borrar-cuenta');
const atencion = accesoDe('referido');

export const adminMembresia = {
  listar: endpoint({
    method: 'GET',
    path: '/admin/membresia/solicitud',
    summary: 'Las solicitudes PRIME, por páginas',
    access: membresia,
    query: MembresiaListadoQuerySchema,
    response: MembresiaPaginaSchema,
  }),
  leer: endpoint({
    method: 'GET',
    path: '/admin/membresia/solicitud/:solicitud',
    summary: 'Una solicitud PRIME',
    access: membresia,
    params: SolicitudParamsSchema,
    response: MembresiaSolicitudSchema,
  }),
  aprobar: endpoint({
    method: 'PUT',
    path: '/admin/membresia/solicitud/:solicitud/aprobar',
    summary: 'Aprueba una solicitud: el cliente pasa a PRIME hasta la fecha de fin (409 si ya fue decidida)',
    access: membresia,
    params: SolicitudParamsSchema,
    body: MembresiaAprobarBodySchema,
    response: MembresiaSolicitudSchema,
  }),
  rechazar: endpoint({
    method: 'PUT',
    path: '/admin/membresia/solicitud/:solicitud/rechazar',
    summary: 'Rechaza una solicitud con su motivo (409 si ya fue decidida)',
    access: membresia,
    params: SolicitudParamsSchema,
    body: RechazoBodySchema,
    response: MembresiaSolicitudSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/membresia/solicitud/:solicitud/historial',
    summary: 'Los cambios de una solicitud PRIME',
    access: membresia,
    params: SolicitudParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};

export const adminCliente = {
  listar: endpoint({
    method: 'GET',
    path: '/admin/cliente',
    summary: 'Los clientes, por páginas (busca por nombre, correo, documento o teléfono)',
    access: cliente,
    query: ClienteListadoQuerySchema,
    response: ClientePaginaSchema,
  }),
  leer: endpoint({
    method: 'GET',
    path: '/admin/cliente/:cliente',
    summary: 'Un cliente: sus datos, tipo, estatus, saldo y membresía',
    access: cliente,
    params: ClienteParamsSchema,
    response: ClienteSchema,
  }),
  ordenes: endpoint({
    method: 'GET',
    path: '/admin/cliente/:cliente/orden',
    summary: 'Los pedidos de un cliente (los de las zonas del usuario, si tiene roles de zona)',
    access: cliente,
    params: ClienteParamsSchema,
    query: ClienteOrdenesQuerySchema,
    response: OrdenPaginaSchema,
  }),
  bloqueo: endpoint({
    method: 'PUT',
    path: '/admin/cliente/:cliente/bloqueo',
    summary:
      'Bloquea o desbloquea a un cliente con su motivo; bloqueado, su sesión termina en su próxima llamada',
    access: cliente,
    params: ClienteParamsSchema,
    body: BloqueoBodySchema,
    response: ClienteSchema,
  }),
  membresia: endpoint({
    method: 'PUT',
    path: '/admin/cliente/:cliente/membresia',
    summary:
      'Termina hoy la membresía PRIME de un cliente, o restablece la que el personal terminó (hasta su fin previsto); 409 si otra persona ya lo hizo',
    access: cliente,
    params: ClienteParamsSchema,
    body: MembresiaClienteBodySchema,
    response: ClienteSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/cliente/:cliente/historial',
    summary: 'Los cambios de un cliente',
    access: cliente,
    params: ClienteParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};

export const adminBorrarCuenta = {
  listar: endpoint({
    method: 'GET',
    path: '/admin/borrar-cuenta',
    summary: 'Las solicitudes para borrar cuentas, por páginas',
    access: borrarCuenta,
    query: BorrarCuentaListadoQuerySchema,
    response: BorrarCuentaPaginaSchema,
  }),
  leer: endpoint({
    method: 'GET',
    path: '/admin/borrar-cuenta/:solicitud',
    summary: 'Una solicitud para borrar una cuenta',
    access: borrarCuenta,
    params: SolicitudParamsSchema,
    response: BorrarCuentaSolicitudSchema,
  }),
  ejecutar: endpoint({
    method: 'PUT',
    path: '/admin/borrar-cuenta/:solicitud/ejecutar',
    summary: 'Borra los datos personales de la cuenta y conserva sus pedidos (409 si ya fue decidida)',
    access: borrarCuenta,
    params: SolicitudParamsSchema,
    body: DecisionBodySchema,
    response: BorrarCuentaSolicitudSchema,
  }),
  rechazar: endpoint({
    method: 'PUT',
    path: '/admin/borrar-cuenta/:solicitud/rechazar',
    summary: 'Rechaza una solicitud para borrar una cuenta con su motivo (409 si ya fue decidida)',
    access: borrarCuenta,
    params: SolicitudParamsSchema,
    body: RechazoBodySchema,
    response: BorrarCuentaSolicitudSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/borrar-cuenta/:solicitud/historial',
    summary: 'Los cambios de una solicitud para borrar una cuenta',
    access: borrarCuenta,
    params: SolicitudParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};

export const adminReferido = {
  listar: endpoint({
    method: 'GET',
    path: '/admin/referido',
    summary: 'Los referidos y sus recompensas, por páginas',
    access: atencion,
    query: ReferidoListadoQuerySchema,
    response: ReferidoPaginaSchema,
  }),
  leer: endpoint({
    method: 'GET',
    path: '/admin/referido/:referido',
    summary: 'Un referido y su recompensa',
    access: atencion,
    params: ReferidoParamsSchema,
    response: ReferidoSchema,
  }),
  acreditar: endpoint({
    method: 'PUT',
    path: '/admin/referido/:referido/acreditar',
    summary: 'Acredita la recompensa al saldo de quien refirió, una sola vez (409 si ya fue decidida)',
    access: atencion,
    params: ReferidoParamsSchema,
    body: DecisionBodySchema,
    response: ReferidoSchema,
  }),
  rechazar: endpoint({
    method: 'PUT',
    path: '/admin/referido/:referido/rechazar',
    summary: 'Rechaza la recompensa con su motivo (409 si ya fue decidida)',
    access: atencion,
    params: ReferidoParamsSchema,
    body: RechazoBodySchema,
    response: ReferidoSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/referido/:referido/historial',
    summary: 'Los cambios de un referido',
    access: atencion,
    params: ReferidoParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};
