/** The customer's referral page (issue 34, spec /comparte-y-gana): the code and the friends. */
import { MisReferidosSchema } from '../contracts/prime.ts';
import { endpoint } from './endpoint.ts';

export const referido = {
  mios: endpoint({
    method: 'GET',
    path: '/usuario/referido',
    summary: 'El código personal, la recompensa configurada y los amigos que se registraron con él',
    access: 'usuario',
    response: MisReferidosSchema,
  }),
};
