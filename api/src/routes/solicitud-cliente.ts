/** A customer's own requests (issue 19): prime membership (its plans and payment, issue 34) and account deletion. */
import { MensajesClientes } from '@mercado/shared/contracts';
import type { solicitudCliente } from '@mercado/shared/endpoints/solicitud-cliente';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { retirarSolicitudBorrado } from '../services/admin/borrar-cuenta.ts';
import { crearSolicitud, ultimaSolicitud } from '../services/admin/membresia.ts';
import { exigirClaveActual } from '../services/clave-actual.ts';
import { pedirPrime, resumenPrime } from '../services/prime.ts';

export function solicitudClienteHandlers({ db, config }: AppContext): Handlers<typeof solicitudCliente> {
  return {
    pedirPrime: async (body, { usuario, reply }) => {
      const solicitud = await pedirPrime(db, usuario, body);
      reply.status(201);
      return { mensaje: MensajesClientes.PRIME_SOLICITADA, solicitud };
    },
    planesPrime: (_, { usuario }) => resumenPrime(db, usuario.uid),
    leerPrime: (_, { usuario }) => ultimaSolicitud(db, 'membresia_solicitud', usuario.uid),
    // The password and the typed confirmation (the schema's) first: the request is the account's end.
    pedirBorrado: async ({ motivo, password }, { usuario, reply }) => {
      await exigirClaveActual(db, config, usuario.uid, password, 'password');
      const solicitud = await crearSolicitud(
        db,
        'borrar_cuenta_solicitud',
        usuario.uid,
        MensajesClientes.BORRADO_PENDIENTE,
        { motivo_cliente: motivo || null },
      );
      reply.status(201);
      return { mensaje: MensajesClientes.BORRADO_SOLICITADO, solicitud };
    },
    leerBorrado: (_, { usuario }) => ultimaSolicitud(db, 'borrar_cuenta_solicitud', usuario.uid),
    retirarBorrado: async (_, { usuario }) => {
      await retirarSolicitudBorrado(db, usuario.uid);
      return { mensaje: 'Retiró su solicitud. Su cuenta sigue activa' };
    },
  };
}
