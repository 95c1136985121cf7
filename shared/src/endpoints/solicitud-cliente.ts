/**
 * A customer's own requests (issue 19): to become prime (spec /prime) and to delete the account
 * (spec /mi-cuenta/borrar-cuenta). Staff decide them in the back-office (`admin-clientes.ts`).
 */

import { z } from '@mercado/shared/zod';
import { MiSolicitudRespuestaSchema, MiSolicitudSchema } from '../contracts/admin-clientes.ts';
import { BorrarCuentaSolicitarSchema } from '../contracts/auth.ts';
import { MensajeResponseSchema } from '../contracts/common.ts';
import { PrimePedirBodySchema, PrimeResumenSchema } from '../contracts/prime.ts';
import { endpoint } from './endpoint.ts';

export const solicitudCliente = {
  pedirPrime: endpoint({
    method: 'POST',
    path: '/usuario/membresia/solicitud',
    summary: 'Solicita la membresía PRIME con su plan y su pago (una en revisión a la vez)',
    access: 'usuario',
    body: PrimePedirBodySchema,
    response: MiSolicitudRespuestaSchema,
    status: [201],
  }),
  planesPrime: endpoint({
    method: 'GET',
    path: '/usuario/membresia/planes',
    summary: 'Los planes PRIME, el ahorro en los últimos pedidos, el saldo, la membresía y la solicitud',
    access: 'usuario',
    response: PrimeResumenSchema,
  }),
  leerPrime: endpoint({
    method: 'GET',
    path: '/usuario/membresia/solicitud',
    summary: 'La última solicitud PRIME del usuario (null si no tiene)',
    access: 'usuario',
    response: z.nullable(MiSolicitudSchema),
  }),
  pedirBorrado: endpoint({
    method: 'POST',
    path: '/usuario/borrar-cuenta/solicitud',
    summary:
      'Solicita borrar la cuenta con su contraseña y la confirmación escrita (una en revisión a la vez)',
    access: 'usuario',
    body: BorrarCuentaSolicitarSchema,
    response: MiSolicitudRespuestaSchema,
    status: [201],
  }),
  leerBorrado: endpoint({
    method: 'GET',
    path: '/usuario/borrar-cuenta/solicitud',
    summary: 'La última solicitud del usuario para borrar su cuenta (null si no tiene)',
    access: 'usuario',
    response: z.nullable(MiSolicitudSchema),
  }),
  retirarBorrado: endpoint({
    method: 'DELETE',
    path: '/usuario/borrar-cuenta/solicitud',
    summary: 'Retira la solicitud de borrar la cuenta mientras está en revisión',
    access: 'usuario',
    response: MensajeResponseSchema,
  }),
};
